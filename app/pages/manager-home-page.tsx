import { AlertSettings } from '../../features/alerts/alert-settings';
import { ManagerHome } from '../../features/manager/manager-home';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerHomePage() {
  usePageMeta({ title: 'Quản lý – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { fullName, isMaster } = useStaffAccount();
  return <ManagerHome isMaster={isMaster} fullName={fullName} alertSettings={<AlertSettings />} />;
}
