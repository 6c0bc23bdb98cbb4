import { RequireLogin } from '../../features/auth/require-login';
import { MyBookings } from '../../features/booking/my-bookings';
import { usePageMeta } from '../use-page-meta';

export function MyBookingsPage() {
  usePageMeta({ title: 'Lịch hẹn của tôi – Gara Ô Tô Sài Gòn', description: 'Các lịch hẹn bạn đã đặt tại Gara Ô Tô Sài Gòn, trạng thái của chúng và hủy lịch khi cần.' });
  return <RequireLogin>{(user) => <MyBookings accountId={user.id} />}</RequireLogin>;
}
