import { BookingManager } from '../../features/manager/bookings/booking-manager';
import { usePageMeta } from '../use-page-meta';

export function ManagerBookingsPage() {
  usePageMeta({ title: 'Quản lý lịch hẹn – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <BookingManager />;
}
