import { CalendarCheck, Phone } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import type { Product } from '../../contract/products';
import { Button } from '../../ui/button';
import { Island } from '../../ui/island';
import { telHref } from '../../ui/tel-href';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useProduct } from '../../entities/product/get-product';
import { formatPrice } from '../../contract/format';
import { LikeCount } from './like-count';
import { ProductComments, type CommentViewer } from './product-comments';
import { ProductGallery } from './product-gallery';
import { RelatedProducts } from './related-products';
import { useIslandPageOnServer } from '../../ui/island-page';

export interface ProductDetailProps {
  id: string;
  /** Told the service once loaded, for the page title, description and breadcrumb. */
  onLoaded?: (product: Product) => void;
  renderLike?: (product: Product) => ReactNode;
  /** The quantity picker and add-to-cart button, under the price. */
  renderPurchase?: (product: Product) => ReactNode;
  /** Printed next to the consult button, so a visitor can call instead. */
  hotline?: string;
  /** The comments with what the session may do there (the app's island); without it, `ProductComments` with the two props below. */
  renderComments?: (product: Product) => ReactNode;
  /** The signed-in account under the comments (null: a visitor, asked to sign in; left out: the list alone). */
  commentViewer?: CommentViewer | null;
  /** Opens the login dialog from the comments. */
  onLoginRequest?: () => void;
}

function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * One service: gallery, price, likes, description, specification rows, a consult button,
 * comments and up to 8 related services. A service that cannot be loaded sends the
 * visitor back to the list with a notice.
 *
 * The server draws it as islands: the text, price and cards stay HTML; the gallery, the like
 * buttons, the cart's picker and the comments are islands, each loaded on first use.
 */
export function ProductDetail({ id, onLoaded, renderLike, renderPurchase, hotline, renderComments, commentViewer, onLoginRequest }: ProductDetailProps) {
  const { data: product, error: loadError, isLoading } = useProduct(id);
  // On a page drawn as islands nothing loads later: a service the server could not get is a failure.
  const onServer = useIslandPageOnServer();
  const error = loadError ?? (onServer && !product ? new Error(messages.products.detailLoadFailed) : undefined);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();

  // Once per failure: navigate() changes identity with the location, which re-runs effects.
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    if (!loadError || handledError.current === loadError) return;
    handledError.current = loadError;
    toast.error(loadError instanceof ApiError && (loadError.status === 404 || loadError.status === 400) ? messages.products.notFound : messages.products.detailLoadFailed);
    navigate('/san-pham', { replace: true });
  }, [loadError, navigate, toast]);

  useEffect(() => {
    if (product) onLoaded?.(product);
  }, [product, onLoaded]);

  if (error) {
    // Drawn for the moment before the visitor is sent on, and as the whole page for a reader
    // without JavaScript (the server draws a missing service's page with its 404).
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div role="alert" className="rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
        <p className="font-semibold text-ink">{notFound ? messages.products.notFound : messages.products.detailLoadFailed}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {notFound ? null : (
            // A page load: the server asks for the service again.
            <a href={pathname} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Thử lại
            </a>
          )}
          <Link to="/san-pham" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Xem tất cả dịch vụ
          </Link>
        </div>
      </div>
    );
  }

  if (isLoading || !product) {
    return (
      <div className="grid gap-8 lg:grid-cols-2">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-4">
          <Skeleton shape="text" className="h-8 w-3/4" />
          <Skeleton shape="text" className="h-6 w-1/3" />
          <Skeleton shape="text" />
          <Skeleton shape="text" className="w-5/6" />
          <Spinner showLabel label={messages.common.loading} />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <div className="grid gap-8 lg:grid-cols-2">
        <Island
          name="product-gallery"
          component={ProductGallery}
          props={{ name: product.name, image: product.image, subImages: product.subImages }}
          load="interaction"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.category_id.name}</p>
          <h1 className="mt-1 text-3xl leading-tight font-bold text-ink">{product.name}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <p className="text-3xl font-bold text-brand-700">
              <span className="sr-only">Giá: </span>
              {formatPrice(product.price)}
            </p>
            {renderLike ? renderLike(product) : <LikeCount productId={product._id} className="text-base" />}
          </div>
          {renderPurchase ? <div className="mt-4">{renderPurchase(product)}</div> : null}
          <div className="mt-6 space-y-3 leading-relaxed text-ink">
            {paragraphs(product.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {product.specifications.length > 0 ? (
            <section aria-labelledby="product-specs-heading" className="mt-6">
              <h2 id="product-specs-heading" className="mb-2 text-lg font-bold text-ink">
                Thông số dịch vụ
              </h2>
              <dl className="divide-y divide-line overflow-hidden rounded-card ring-1 ring-line">
                {product.specifications.map((spec, index) => (
                  <div key={`${spec.label}-${index}`} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 bg-surface px-4 py-3 even:bg-surface-muted">
                    <dt className="font-semibold text-ink-muted">{spec.label}</dt>
                    <dd className="text-ink">{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/lien-he">
                <CalendarCheck aria-hidden="true" />
                Liên hệ tư vấn
              </Link>
            </Button>
            {hotline ? (
              <Button asChild size="lg" variant="outline">
                <a href={telHref(hotline)}>
                  <Phone aria-hidden="true" />
                  {hotline}
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {renderComments ? renderComments(product) : <ProductComments productId={product._id} viewer={commentViewer} onLoginRequest={onLoginRequest} />}
      <RelatedProducts product={product} renderLike={renderLike} />
    </div>
  );
}
