import { useParams } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { OrderDetail } from '../../features/orders/order-detail';
import { usePageMeta } from '../use-page-meta';

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  usePageMeta({ title: 'Chi tiết đơn hàng – Gara Ô Tô Sài Gòn', description: 'Các dịch vụ, tổng tiền và trạng thái của đơn hàng tại Gara Ô Tô Sài Gòn.' });
  const { user } = useSession();
  return <OrderDetail orderId={orderId} accountId={user?.id} />;
}
