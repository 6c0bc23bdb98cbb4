import { messages } from '../../contract/messages';
import { RequireLogin } from '../../features/auth/require-login';
import { MyVehicles } from '../../features/repairs/my-vehicles';
import { usePageMeta } from '../use-page-meta';

export function MyVehiclesPage() {
  usePageMeta({ title: `${messages.myVehicles.title} – Gara Ô Tô Sài Gòn`, description: messages.myVehicles.intro });
  return <RequireLogin>{(user) => <MyVehicles accountId={user.id} />}</RequireLogin>;
}
