import { BranchSettingsScreen } from '../../features/manager/branches/branch-settings-screen';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function ManagerBranchesPage() {
  usePageMeta({ title: 'Chi nhánh – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { isMaster } = useStaffAccount();
  return <BranchSettingsScreen isMaster={isMaster} />;
}
