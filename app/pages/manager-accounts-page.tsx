import { AccountManager } from '../../features/manager/accounts/account-manager';
import { useSession } from '../../features/auth/session';
import { ManagerGuard } from '../manager-guard';
import { usePageMeta } from '../use-page-meta';

export function ManagerAccountsPage() {
  usePageMeta({ title: 'Quản lý tài khoản – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { user } = useSession();
  return (
    <ManagerGuard require="master">
      <AccountManager selfId={user?.id} />
    </ManagerGuard>
  );
}
