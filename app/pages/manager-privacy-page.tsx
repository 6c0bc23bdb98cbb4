import { PrivacyScreen } from '../../features/manager/privacy/privacy-screen';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerPrivacyPage() {
  usePageMeta({ title: 'Quyền riêng tư – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return (
    <ManagerGuard require="master">
      <PrivacyScreen />
    </ManagerGuard>
  );
}
