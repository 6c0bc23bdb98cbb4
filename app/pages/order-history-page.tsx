import { useSession } from '../../features/auth/session';
import { OrderHistory } from '../../features/orders/order-history';
import { usePageMeta } from '../use-page-meta';

export function OrderHistoryPage() {
  usePageMeta({ title: 'Lịch sử đơn hàng – Gara Ô Tô Sài Gòn', description: 'Các đơn hàng bạn đã đặt tại Gara Ô Tô Sài Gòn và trạng thái của chúng.' });
  const { user } = useSession();
  return <OrderHistory accountId={user?.id} />;
}
