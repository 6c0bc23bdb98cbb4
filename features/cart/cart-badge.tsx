import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { useCart } from '../../entities/cart/get-cart';

export interface CartBadgeProps {
  /** The signed-in account; a visitor sees the cart icon without a number. */
  accountId?: string;
  className?: string;
}

/** The header's cart link with the number of services in the cart. */
export function CartBadge({ accountId, className }: CartBadgeProps) {
  const { data } = useCart(accountId);
  const count = data?.length ?? 0;
  const label = count > 0 ? `Giỏ hàng, ${count} dịch vụ` : 'Giỏ hàng';
  return (
    <Link
      to="/cart/cartDetail"
      title={label}
      className={cn('relative flex size-control-md items-center justify-center rounded-control text-white hover:bg-white/10', focusRing, className)}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span className="sr-only">{label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-pill bg-brand-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-navy-900 tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
