import { AdminChat } from '../../features/manager/chat/admin-chat';
import { GuestMessageDesk } from '../../features/manager/chat/guest-message-desk';
import { useSession } from '../../features/auth/session';
import { usePageMeta } from '../use-page-meta';
import { useStaffAccount } from '../use-staff-account';

export function AdminChatPage() {
  usePageMeta({ title: 'Tin nhắn – Gara Ô Tô Sài Gòn', description: 'Khu quản lý của gara.' }, { noindex: true });
  const { token } = useSession();
  const { fullName } = useStaffAccount();
  return (
    <div className="space-y-8">
      <AdminChat token={token} staffName={fullName} />
      {/* Visitors without an account are answered by mail or phone, not on the socket. */}
      {token ? <GuestMessageDesk /> : null}
    </div>
  );
}
