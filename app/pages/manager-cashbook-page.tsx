import { CashbookScreen } from '../../features/manager/cashbook/cashbook-screen';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerCashbookPage() {
  usePageMeta({ title: 'Sổ quỹ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { isMaster } = useStaffAccount();
  return <CashbookScreen isMaster={isMaster} />;
}
