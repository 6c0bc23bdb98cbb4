import { AccountManager } from '../../features/manager/accounts/account-manager';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerAccountsPage() {
  usePageMeta({ title: 'Quản lý tài khoản – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  return (
    <ManagerGuard require="master">
      <AccountManager />
    </ManagerGuard>
  );
}
