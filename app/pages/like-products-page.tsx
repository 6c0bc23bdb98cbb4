import { useAuthDialogs } from '../../features/auth/auth-dialogs-context';
import { useSession } from '../../features/auth/session';
import { FavoriteProducts } from '../../features/favorites/favorite-products';
import { usePageMeta } from '../use-page-meta';

export function LikeProductsPage() {
  usePageMeta({ title: 'Dịch vụ yêu thích – Gara Ô Tô Sài Gòn', description: 'Các dịch vụ sửa chữa, bảo dưỡng ô tô bạn đã lưu tại Gara Ô Tô Sài Gòn.' });
  const { user } = useSession();
  const { openLogin } = useAuthDialogs();
  return <FavoriteProducts accountId={user?.id} onRequireLogin={() => openLogin()} />;
}
