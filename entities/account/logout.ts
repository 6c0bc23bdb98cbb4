import { logout } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

/** Asks the server to clear its httpOnly `jwt` cookie. */
export function postLogout() {
  return apiRequest(logout);
}
