import { ChangePassword } from '../../features/account/change-password';
import { RequireLogin } from '../../features/auth/require-login';
import { usePageMeta } from '../use-page-meta';

export function ChangePasswordPage() {
  usePageMeta({ title: 'Đổi mật khẩu – Gara Ô Tô Sài Gòn', description: 'Đổi mật khẩu tài khoản tại Gara Ô Tô Sài Gòn.' });
  return <RequireLogin>{(user) => <ChangePassword accountId={user.id} />}</RequireLogin>;
}
