import { TransfersScreen } from '../../features/manager/transfers/transfers-screen';
import { usePageMeta } from '../use-page-meta';

export function ManagerTransfersPage() {
  usePageMeta({ title: 'Chuyển khoản – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return <TransfersScreen />;
}
