import { RequireLogin } from '../../features/auth/require-login';
import { AccountPrivacy } from '../../features/privacy/account-privacy';
import { usePageMeta } from '../use-page-meta';

export function AccountPrivacyPage() {
  usePageMeta({ title: 'Quyền riêng tư – Gara Ô Tô Sài Gòn', description: 'Lựa chọn đồng ý, lịch sử, tải dữ liệu và yêu cầu về dữ liệu cá nhân của bạn tại Gara Ô Tô Sài Gòn.' });
  return <RequireLogin>{(user) => <AccountPrivacy accountId={user.id} />}</RequireLogin>;
}
