import { LogIn } from 'lucide-react';
import { useSession } from '../../features/auth/session';
import { BookingListPage as BookingList } from '../../features/booking/booking-list-page';
import { Button } from '../../ui/button';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function BookingListPage() {
  usePageMeta(PAGE_HEADS['/booking']!);
  // The session drops an expired token at once: no request is made with it, and the page
  // switches to the prompt (and back to the list) as the visitor signs out or in.
  const { user } = useSession();
  const requireLogin = useRequireLogin();
  return (
    <BookingList
      signedIn={user !== null}
      loginAction={
        <Button onClick={requireLogin}>
          <LogIn aria-hidden="true" />
          Đăng nhập
        </Button>
      }
    />
  );
}
