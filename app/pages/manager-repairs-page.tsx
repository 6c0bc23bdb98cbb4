import { RepairBoard } from '../../features/manager/repairs/repair-board';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerRepairsPage() {
  usePageMeta({ title: 'Xưởng sửa chữa – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { isMaster } = useStaffAccount();
  return <RepairBoard isMaster={isMaster} />;
}
