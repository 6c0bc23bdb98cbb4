import { useSession } from '../../features/auth/session';
import { CheckoutForm } from '../../features/orders/checkout-form';
import { usePageMeta } from '../use-page-meta';

export function CheckoutPage() {
  usePageMeta({ title: 'Đặt hàng – Gara Ô Tô Sài Gòn', description: 'Thông tin người nhận và thanh toán khi nhận hàng cho đơn dịch vụ tại Gara Ô Tô Sài Gòn.' });
  const { user } = useSession();
  return <CheckoutForm accountId={user?.id} defaults={user ? { name: user.fullName, email: user.email } : undefined} />;
}
