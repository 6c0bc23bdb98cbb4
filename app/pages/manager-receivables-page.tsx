import { ReceivablesScreen } from '../../features/manager/receivables/receivables-screen';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerReceivablesPage() {
  usePageMeta({ title: 'Công nợ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { isMaster } = useStaffAccount();
  return <ReceivablesScreen isMaster={isMaster} />;
}
