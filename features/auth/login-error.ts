import { messages } from '../../contract/messages';
import { errorStatus, serverMessage } from './api-error';

/** The toast for a refused login, by HTTP status (spec section 8). */
export function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  // 429 carries the server's "too many attempts" text, which says more than a generic failure.
  if (status === 401 || status === 403 || status === 429) return serverMessage(error) ?? messages.auth.loginFailedServer;
  if (status === 500) return messages.common.serverError;
  // A 200 without a token breaks the contract and is read as a failed login.
  if (status !== undefined && status >= 200 && status < 300) return messages.auth.loginFailedNoToken;
  return messages.auth.loginFailedServer;
}
