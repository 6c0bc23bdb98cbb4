import { useSearchParams } from 'react-router-dom';
import { GuestPrivacy } from '../../features/privacy/guest-privacy';
import { usePageMeta } from '../use-page-meta';

export function GuestPrivacyPage() {
  const [params] = useSearchParams();
  usePageMeta(
    { title: 'Quyền riêng tư – Gara Ô Tô Sài Gòn', description: 'Chọn thư nhận từ gara, hoặc gửi yêu cầu xem, sửa, xóa dữ liệu cá nhân bằng mã lịch hẹn và số điện thoại.' },
    { noindex: true },
  );
  return <GuestPrivacy token={params.get('t') || undefined} />;
}
