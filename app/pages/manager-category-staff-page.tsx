import { StaffPositionManager } from '../../features/manager/staff-positions/staff-position-manager';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerCategoryStaffPage() {
  usePageMeta({ title: 'Quản lý chức vụ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  // Master only (a recorded deviation: the spec's guard lets any signed-in user in).
  return (
    <ManagerGuard require="master">
      <StaffPositionManager />
    </ManagerGuard>
  );
}
