import { ArrowLeft, LogIn, RotateCw, ShoppingBag, ShoppingCart, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { refusalText } from '../../contract/client';
import type { CartItem } from '../../contract/cart';
import { stockLimitMessage } from '../../contract/cart-rules';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useCart } from '../../entities/cart/get-cart';
import { useRemoveCartItem } from '../../entities/cart/remove-cart-item';
import { useUpdateCartQuantity } from '../../entities/cart/update-cart-item';
import { isStockRefusal } from './cart-errors';
import { CartLineRow } from './cart-line-row';
import { formatPrice } from '../../contract/format';

export interface CartDetailProps {
  /** The signed-in account; a visitor is asked to sign in. */
  accountId?: string;
  /** Opens the login dialog; without it the prompt links to /login. */
  onRequireLogin?: () => void;
}

function cartTotal(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.product_id.price * line.quantity, 0);
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">{icon}{children}</div>;
}

/**
 * The cart page: a table of services with plus and minus (1 to the stock), removal after
 * confirmation, the total in dong, and the way on to shopping or to the order form.
 */
export function CartDetail({ accountId, onRequireLogin }: CartDetailProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart(accountId);
  const updateQuantity = useUpdateCartQuantity(accountId);
  const removeLine = useRemoveCartItem(accountId);
  // Lines whose new quantity the server has not answered yet: one update per line at a time,
  // so answers cannot arrive out of order and leave a number the customer never saw.
  const [pendingLines, setPendingLines] = useState<ReadonlySet<string>>(() => new Set());

  const loadError = cart.error;
  useEffect(() => {
    if (loadError) toast.error(messages.cart.loadFailed);
  }, [loadError, toast]);

  const changeQuantity = async (line: CartItem, quantity: number) => {
    if (quantity < 1 || pendingLines.has(line._id)) return;
    setPendingLines((current) => new Set(current).add(line._id));
    try {
      await updateQuantity(line, quantity);
    } catch (error) {
      if (isStockRefusal(error)) toast.info(refusalText(error, stockLimitMessage(line.product_id.quantity)));
      else toast.error(refusalText(error, messages.cart.updateQuantityFailed));
      // The old number is back on screen; read the cart again so it shows what the server
      // keeps (the stock may also have changed meanwhile).
      void cart.mutate();
    } finally {
      setPendingLines((current) => {
        const next = new Set(current);
        next.delete(line._id);
        return next;
      });
    }
  };

  const remove = async (line: CartItem) => {
    const answer = await removeLine(line);
    toast.success(answer.message || messages.cart.removeSuccess);
  };

  // Back to where the customer came from; straight to the services when the cart was opened first.
  const goBack = () => (location.key === 'default' ? navigate('/products') : navigate(-1));

  let body: ReactNode;
  if (!accountId) {
    body = (
      <Notice icon={<LogIn aria-hidden="true" className="size-10 text-navy-400" />}>
        <p className="font-semibold text-ink">{messages.cart.loginRequired}</p>
        {onRequireLogin ? (
          <Button onClick={onRequireLogin}>Đăng nhập</Button>
        ) : (
          <Button asChild>
            <Link to="/login">Đăng nhập</Link>
          </Button>
        )}
      </Notice>
    );
  } else if (cart.isLoading) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{messages.common.loading}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton shape="text" className="w-2/3" />
              <Skeleton shape="text" className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (loadError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-card bg-danger-soft px-6 py-10 text-center ring-1 ring-danger/20">
        <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
        <p className="font-semibold text-danger-ink">{messages.cart.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void cart.mutate()}>
          <RotateCw aria-hidden="true" />
          Thử lại
        </Button>
      </div>
    );
  } else if (!cart.data || cart.data.length === 0) {
    body = (
      <Notice icon={<ShoppingCart aria-hidden="true" className="size-10 text-navy-400" />}>
        <p className="text-lg font-semibold text-ink">{messages.cart.empty}</p>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {messages.common.back}
        </Button>
      </Notice>
    );
  } else {
    const lines = cart.data;
    body = (
      <>
        <table className="w-full border-collapse max-md:block md:overflow-hidden md:rounded-card md:bg-surface md:shadow-card md:ring-1 md:ring-line">
          <caption className="sr-only">Các dịch vụ trong giỏ hàng</caption>
          <thead className="max-md:sr-only">
            <tr className="border-b border-line bg-surface-muted text-left text-sm text-ink-muted">
              <th scope="col" className="px-4 py-3 font-semibold">
                Dịch vụ
              </th>
              <th scope="col" className="py-3 pr-4 text-right font-semibold">
                Đơn giá
              </th>
              <th scope="col" className="py-3 pr-4 text-center font-semibold">
                Số lượng
              </th>
              <th scope="col" className="py-3 pr-4 text-right font-semibold">
                Thành tiền
              </th>
              <th scope="col" className="py-3 pr-4 text-center font-semibold">
                <span className="sr-only">Xóa</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block md:[&>tr>td:first-child]:pl-4">
            {lines.map((line) => (
              <CartLineRow
                key={line._id}
                line={line}
                pending={pendingLines.has(line._id)}
                onQuantityChange={(item, quantity) => void changeQuantity(item, quantity)}
                onStockLimit={(item) => toast.info(stockLimitMessage(item.product_id.quantity))}
                onRemove={remove}
              />
            ))}
          </tbody>
        </table>
        <div className="mt-6 flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">
            Tổng cộng:{' '}
            <strong aria-live="polite" className="text-2xl text-brand-700 tabular-nums">
              {formatPrice(cartTotal(lines))}
            </strong>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline" size="lg">
              <Link to="/products">
                <ShoppingBag aria-hidden="true" />
                Tiếp tục mua sắm
              </Link>
            </Button>
            <Button asChild size="lg">
              <Link to="/order/checkout">Đặt hàng</Link>
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-ink">Giỏ hàng</h1>
      {body}
    </div>
  );
}
