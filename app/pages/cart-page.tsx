import { useAuthDialogs } from '../../features/auth/auth-dialogs-context';
import { useSession } from '../../features/auth/session';
import { CartDetail } from '../../features/cart/cart-detail';
import { usePageMeta } from '../use-page-meta';

export function CartPage() {
  usePageMeta({ title: 'Giỏ hàng – Gara Ô Tô Sài Gòn', description: 'Các dịch vụ trong giỏ hàng của bạn tại Gara Ô Tô Sài Gòn.' });
  const { user } = useSession();
  const { openLogin } = useAuthDialogs();
  return <CartDetail accountId={user?.id} onRequireLogin={() => openLogin()} />;
}
