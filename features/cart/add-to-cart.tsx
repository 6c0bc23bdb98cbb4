import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { addableQuantity, addLimitMessage } from '../../contract/cart-rules';
import { refusalText } from '../../contract/client';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useToast } from '../../ui/toast';
import { useAddToCart } from '../../entities/cart/add-to-cart';
import { useCart } from '../../entities/cart/get-cart';
import { isStockRefusal } from './cart-errors';
import { QuantityStepper } from './quantity-stepper';

export interface AddToCartProps {
  /** The service; `quantity` is its stock. */
  product: { _id: string; name: string; quantity: number };
  /** The signed-in account; a visitor is asked to sign in instead. */
  accountId?: string;
  /** Opens the login dialog. */
  onRequireLogin?: () => void;
  className?: string;
}

/**
 * The quantity picker and the add button of the service detail page, capped by what can
 * still be added: the stock less what the cart holds already (the server refuses the rest).
 */
export function AddToCart({ product, accountId, onRequireLogin, className }: AddToCartProps) {
  const toast = useToast();
  const inputId = useId();
  const [quantity, setQuantity] = useState(1);
  const cart = useCart(accountId);
  const { trigger, isMutating } = useAddToCart(accountId);
  const stock = product.quantity;
  const inCart = cart.data?.find((line) => line.product_id._id === product._id)?.quantity ?? 0;
  const addable = addableQuantity(stock, inCart);
  const limitMessage = addLimitMessage(stock, inCart);

  const add = async () => {
    if (!accountId) {
      toast.warning(messages.cart.loginToAdd);
      onRequireLogin?.();
      return;
    }
    // The server merges with the line already in the cart, so both count against the stock.
    if (quantity > addable) {
      toast.info(limitMessage);
      return;
    }
    try {
      await trigger({ productId: product._id, quantity });
      toast.success(messages.cart.addSuccess);
      setQuantity(1);
    } catch (error) {
      if (isStockRefusal(error)) toast.info(refusalText(error, limitMessage));
      else toast.error(refusalText(error, messages.cart.addFailed));
    }
  };

  if (stock < 1) {
    return (
      <p role="status" className={cn('rounded-control bg-surface-muted px-4 py-3 font-semibold text-ink-muted ring-1 ring-line', className)}>
        {messages.cart.outOfStock}
      </p>
    );
  }

  const cartLink = (label: string) => (
    <Link to="/cart/cartDetail" className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
      {label}
    </Link>
  );

  if (addable < 1) {
    return (
      <p role="status" className={cn('rounded-control bg-surface-muted px-4 py-3 text-ink ring-1 ring-line', className)}>
        <span className="font-semibold">{limitMessage}</span> {cartLink('Xem giỏ hàng')}
      </p>
    );
  }

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            Số lượng
          </label>
          <QuantityStepper
            editable
            inputId={inputId}
            itemName={product.name}
            value={quantity}
            max={addable}
            onChange={setQuantity}
            onRefused={() => toast.info(limitMessage)}
            disabled={isMutating}
          />
        </div>
        <Button size="lg" onClick={() => void add()} pending={isMutating} pendingLabel={messages.common.processing}>
          <ShoppingCart aria-hidden="true" />
          Thêm vào giỏ hàng
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        Còn {stock} sản phẩm trong kho
        {inCart > 0 ? (
          <>
            {' · '}Đã có {inCart} trong {cartLink('giỏ hàng')}
          </>
        ) : null}
      </p>
    </div>
  );
}
