import { ApiError } from '../../contract/client';

/**
 * The text a failed back-office action shows: the server's own Vietnamese message when it
 * explains the refusal (validation, not found, no right, still in use, too large), the
 * screen's fallback when the server or the network simply failed.
 */
export function actionErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
