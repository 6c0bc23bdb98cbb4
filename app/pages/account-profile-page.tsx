import { AccountProfile } from '../../features/account/account-profile';
import { RequireLogin } from '../../features/auth/require-login';
import { usePageMeta } from '../use-page-meta';

export function AccountProfilePage() {
  usePageMeta({ title: 'Thông tin tài khoản – Gara Ô Tô Sài Gòn', description: 'Thông tin tài khoản của bạn tại Gara Ô Tô Sài Gòn.' });
  return <RequireLogin>{(user) => <AccountProfile accountId={user.id} />}</RequireLogin>;
}
