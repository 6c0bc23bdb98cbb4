import { StaffManager } from '../../features/manager/staff/staff-manager';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerStaffPage() {
  usePageMeta({ title: 'Quản lý nhân sự – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  // Master only (a recorded deviation: the spec's guard lets any signed-in user in).
  return (
    <ManagerGuard require="master">
      <StaffManager />
    </ManagerGuard>
  );
}
