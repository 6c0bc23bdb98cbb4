import { MoneyReport } from '../../features/manager/reports/money-report';
import { PartsReport } from '../../features/manager/reports/parts-report';
import { ReportScreen } from '../../features/manager/reports/report-screen';
import { TechnicianReport } from '../../features/manager/reports/technician-report';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerReportsPage() {
  usePageMeta({ title: 'Báo cáo kinh doanh – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return (
    <ManagerGuard require="master">
      <div className="space-y-10">
        <ReportScreen />
        <PartsReport />
        <MoneyReport />
        <TechnicianReport />
      </div>
    </ManagerGuard>
  );
}
