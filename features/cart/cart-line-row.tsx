import { ImageOff, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalText } from '../../contract/client';
import type { CartItem } from '../../contract/cart';
import { stockLimitMessage } from '../../contract/cart-rules';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatPrice } from '../../contract/format';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineRowProps {
  line: CartItem;
  /** This line's new quantity is on its way to the server: the stepper waits for the answer. */
  pending?: boolean;
  onQuantityChange: (line: CartItem, quantity: number) => void;
  /** Plus pressed at the stock: the screen says why. */
  onStockLimit: (line: CartItem) => void;
  /** Resolves when removed; a rejection keeps the dialog open with `removeError`. */
  onRemove: (line: CartItem) => Promise<unknown>;
}

const cellLabel = 'text-sm font-semibold text-ink-muted md:hidden';

/** One service in the cart table; on a phone the row becomes a card. */
export function CartLineRow({ line, pending = false, onQuantityChange, onStockLimit, onRemove }: CartLineRowProps) {
  const product = line.product_id;
  const [imageFailed, setImageFailed] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const overStock = line.quantity > product.quantity;

  return (
    <tr className="max-md:relative max-md:mb-3 max-md:block max-md:rounded-card max-md:bg-surface max-md:p-4 max-md:shadow-card max-md:ring-1 max-md:ring-line md:border-b md:border-line">
      <td className="max-md:block max-md:pr-12 md:py-4 md:pr-4">
        <div className="flex items-center gap-3">
          <div className="size-16 shrink-0 overflow-hidden rounded-control bg-navy-100">
            {product.image && !imageFailed ? (
              <img src={product.image} alt="" loading="lazy" onError={() => setImageFailed(true)} className="size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center text-navy-400">
                <ImageOff aria-hidden="true" className="size-6" />
              </div>
            )}
          </div>
          <div className="min-w-0">
            <Link
              to={`/products/${product._id}`}
              className="rounded-sm font-semibold text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {product.name}
            </Link>
            {overStock ? (
              <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-warning-ink">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {stockLimitMessage(product.quantity)}
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="tabular-nums max-md:flex max-md:items-center max-md:justify-between max-md:py-1 md:py-4 md:pr-4 md:text-right">
        <span aria-hidden="true" className={cellLabel}>
          Đơn giá
        </span>
        {formatPrice(product.price)}
      </td>
      <td className="max-md:flex max-md:items-center max-md:justify-between max-md:py-1 md:py-4 md:pr-4">
        <span aria-hidden="true" className={cellLabel}>
          Số lượng
        </span>
        <QuantityStepper
          itemName={product.name}
          value={line.quantity}
          max={product.quantity}
          busy={pending}
          onChange={(quantity) => onQuantityChange(line, quantity)}
          onRefused={() => onStockLimit(line)}
          className="md:mx-auto md:flex md:w-fit"
        />
      </td>
      <td className="font-bold text-brand-700 tabular-nums max-md:flex max-md:items-center max-md:justify-between max-md:py-1 md:py-4 md:pr-4 md:text-right">
        <span aria-hidden="true" className={cellLabel}>
          Thành tiền
        </span>
        {formatPrice(product.price * line.quantity)}
      </td>
      <td className="max-md:absolute max-md:top-3 max-md:right-3 md:py-4 md:text-center">
        <ConfirmDialog
          title="Xóa dịch vụ khỏi giỏ hàng?"
          description={`“${product.name}” sẽ bị bỏ khỏi giỏ hàng của bạn.`}
          confirmLabel={messages.common.delete}
          destructive
          onOpenChange={(open) => {
            if (open) setRemoveError(undefined);
          }}
          onConfirm={async () => {
            try {
              await onRemove(line);
            } catch (error) {
              setRemoveError(refusalText(error, messages.cart.removeFailed));
              throw error;
            }
          }}
          failureMessage={removeError ?? messages.cart.removeFailed}
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Xóa ${product.name} khỏi giỏ hàng`} className="text-danger hover:bg-danger-soft">
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </td>
    </tr>
  );
}
