import { AuthRoute } from '../../features/auth/auth-route';
import { HomePage } from './home-page';

/** `/register`: the home page with the registration dialog open over it. */
export function RegisterPage() {
  return (
    <AuthRoute dialog="register">
      <HomePage />
    </AuthRoute>
  );
}
