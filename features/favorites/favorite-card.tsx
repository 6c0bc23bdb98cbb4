import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FavoriteProduct } from '../../contract/favorites';
import { formatPrice } from '../../contract/format';
import { LikeButton } from './like-button';

export interface FavoriteCardProps {
  product: FavoriteProduct;
  /** Shown above the name; the plain id of a favourite is looked up by the list. */
  categoryName?: string;
  accountId: string;
  onRequireLogin?: () => void;
}

function Picture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex size-full items-center justify-center bg-navy-100 text-navy-500">
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-cover" />;
}

/** A liked service: the whole card opens the service, the heart unlikes it. */
export function FavoriteCard({ product, categoryName, accountId, onRequireLogin }: FavoriteCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-within:shadow-raised">
      <div className="aspect-[4/3] overflow-hidden bg-navy-100">
        <Picture src={product.image} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {categoryName ? <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryName}</p> : null}
        <h2 className="text-base leading-snug font-bold text-ink">
          <Link
            to={`/products/${product._id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-ink-muted">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="text-lg font-bold text-brand-700">
            <span className="sr-only">Giá: </span>
            {formatPrice(product.price)}
          </p>
          {/* Above the stretched link, so the heart stays clickable. */}
          <div className="relative z-10">
            <LikeButton
              productId={product._id}
              productName={product.name}
              accountId={accountId}
              onRequireLogin={onRequireLogin}
              liked
              context="favorites"
            />
          </div>
        </div>
      </div>
    </article>
  );
}
