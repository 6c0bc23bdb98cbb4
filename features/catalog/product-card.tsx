import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_CUT } from '../../contract/constants';
import type { Product } from '../../contract/products';
import { cn } from '../../ui/cn';
import { truncate } from './catalog-query';
import { formatPrice } from '../../contract/format';
import { LikeCount } from './like-count';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: Product;
  /** Where the card leads; the catalogue's detail page unless a screen says otherwise. */
  href?: string;
  /** The like area: a like button once the visitor can like; the read-only count until then. */
  renderLike?: (product: Product) => ReactNode;
  /** Heading level of the name, so the card fits the outline of the page it sits on. */
  headingLevel?: 'h2' | 'h3';
  /** `priority`: the first card of a page, whose picture is likely its largest; `eager`: on screen at once. */
  imageLoading?: 'lazy' | 'eager' | 'priority';
  /** Below 640 px a row (a small picture beside the name, price and likes, no description), so a list shows several per screen. */
  rowOnPhone?: boolean;
  className?: string;
}

/** A service in a grid: picture, category, name, short description, price and likes. */
export function ProductCard({ product, href, renderLike, headingLevel: Heading = 'h3', imageLoading = 'lazy', rowOnPhone = false, className }: ProductCardProps) {
  const to = href ?? `/san-pham/${product._id}`;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-within:shadow-raised',
        rowOnPhone && 'max-sm:flex-row',
        className,
      )}
    >
      <div className={cn('aspect-[4/3] overflow-hidden bg-navy-100', rowOnPhone && 'max-sm:aspect-auto max-sm:w-28 max-sm:shrink-0')}>
        <ProductImage
          src={product.image}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          priority={imageLoading === 'priority'}
          // One column on phones (a 7rem picture as a row), two from 640 px, at most four of the 80rem layout.
          sizes={`(min-width: 80rem) 19rem, (min-width: 640px) 50vw, ${rowOnPhone ? '7rem' : '100vw'}`}
          className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2 p-4', rowOnPhone && 'max-sm:gap-1 max-sm:p-3')}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.category_id.name}</p>
        <Heading className="text-base font-bold leading-snug text-ink">
          <Link
            to={to}
            title={product.name.length > TEXT_CUT.productName ? product.name : undefined}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {truncate(product.name, TEXT_CUT.productName)}
          </Link>
        </Heading>
        <p className={cn('text-sm text-ink-muted', rowOnPhone && 'max-sm:hidden')}>{truncate(product.description, TEXT_CUT.description)}</p>
        <div className={cn('mt-auto flex items-center justify-between gap-2 pt-2', rowOnPhone && 'max-sm:pt-1')}>
          <p className={cn('text-lg font-bold text-brand-700', rowOnPhone && 'max-sm:text-base')}>
            <span className="sr-only">Giá: </span>
            {formatPrice(product.price)}
          </p>
          {/* Above the stretched link, so a like button stays clickable. */}
          <div className="relative z-10">{renderLike ? renderLike(product) : <LikeCount productId={product._id} />}</div>
        </div>
      </div>
    </article>
  );
}
