import { AuthRoute } from '../../features/auth/auth-route';
import { HomePage } from './home-page';

/** `/login`: the home page with the login dialog open over it. */
export function LoginPage() {
  return (
    <AuthRoute dialog="login">
      <HomePage />
    </AuthRoute>
  );
}
