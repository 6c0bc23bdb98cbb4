import { messages } from '../../contract/messages';
import { RequireLogin } from '../../features/auth/require-login';
import { WorkshopScreen } from '../../features/workshop/workshop-screen';
import { usePageMeta } from '../use-page-meta';
import { useWorkshopApp } from '../workshop-app';

/**
 * '/xuong', the technician's tablet. Signed out: the login prompt. Signed in: the screen, and the
 * server decides (a technician with a branch sees their day; anyone else gets its refusal).
 */
export function WorkshopPage() {
  usePageMeta({ title: 'Xưởng – Gara Ô Tô Sài Gòn', description: 'Việc hôm nay của kỹ thuật viên tại xưởng.' }, { noindex: true });
  useWorkshopApp();
  return <RequireLogin message={messages.workshopScreen.loginRequired}>{(user) => <WorkshopScreen key={user.id} accountId={user.id} />}</RequireLogin>;
}
