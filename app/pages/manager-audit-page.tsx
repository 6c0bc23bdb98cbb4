import { AuditScreen } from '../../features/manager/audit/audit-screen';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerAuditPage() {
  usePageMeta({ title: 'Nhật ký thay đổi – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return (
    <ManagerGuard require="master">
      <AuditScreen />
    </ManagerGuard>
  );
}
