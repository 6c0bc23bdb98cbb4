import { useParams } from 'react-router-dom';
import { RepairDetailView } from '../../features/manager/repairs/repair-detail';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerRepairPage() {
  usePageMeta({ title: 'Phiếu sửa chữa – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { repairId = '' } = useParams();
  const { isMaster } = useStaffAccount();
  // A new job's page starts fresh: nothing of the previous one's dialogs or pending moves stays.
  return <RepairDetailView key={repairId} repairId={repairId} isMaster={isMaster} />;
}
