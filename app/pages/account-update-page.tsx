import { AccountUpdateForm } from '../../features/account/account-update-form';
import { RequireLogin } from '../../features/auth/require-login';
import { updateSessionUser } from '../../features/auth/session';
import { usePageMeta } from '../use-page-meta';

export function AccountUpdatePage() {
  usePageMeta({ title: 'Cập nhật tài khoản – Gara Ô Tô Sài Gòn', description: 'Cập nhật họ tên, số điện thoại, địa chỉ và ảnh đại diện của tài khoản tại Gara Ô Tô Sài Gòn.' });
  return (
    <RequireLogin>
      {(user) => (
        <AccountUpdateForm
          accountId={user.id}
          // The header reads the stored user: keep its name and picture in step.
          onSaved={(account) => updateSessionUser({ fullName: account.fullName, image: account.image })}
        />
      )}
    </RequireLogin>
  );
}
