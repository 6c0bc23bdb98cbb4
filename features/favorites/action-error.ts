import { ApiError } from '../../contract/client';

/**
 * The text of a failed like or unlike: on a server error (500) the server's own message,
 * as the deployed client shows it; anything else gets the screen's fixed text.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 500 && error.message ? error.message : fallback;
}
