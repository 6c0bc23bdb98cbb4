import { InspectionTemplateManager } from '../../features/manager/inspection-templates/inspection-template-manager';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerInspectionTemplatesPage() {
  usePageMeta({ title: 'Mẫu kiểm tra xe – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  // The master keeps the checklists; staff only pick one on a job's page.
  return (
    <ManagerGuard require="master">
      <InspectionTemplateManager />
    </ManagerGuard>
  );
}
