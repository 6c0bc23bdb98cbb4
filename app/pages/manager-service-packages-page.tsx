import { ServicePackagesScreen } from '../../features/manager/service-packages/service-packages-screen';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerServicePackagesPage() {
  usePageMeta({ title: 'Gói dịch vụ – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { isMaster } = useStaffAccount();
  return <ServicePackagesScreen isMaster={isMaster} />;
}
