import { AdminChat } from '../../features/manager/chat/admin-chat';
import { useSession } from '../../features/auth/session';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function AdminChatPage() {
  usePageMeta({ title: 'Tin nhắn – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { token } = useSession();
  const { fullName } = useStaffAccount();
  return <AdminChat token={token} staffName={fullName} />;
}
