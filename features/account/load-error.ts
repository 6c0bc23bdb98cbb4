import { FAILURE_STATUS } from '../../contract/accounts';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';

/** The profile's load errors of spec section 8, by what came back. */
export function accountLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.account.loadFailed;
  if (error.status === 404) return messages.account.notFound;
  if (error.status === 500) return messages.account.loadFailed;
  if (error.status === 0) return messages.common.connectionError;
  const body = error.body;
  if (body && typeof body === 'object' && 'status' in body && body.status === FAILURE_STATUS && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return messages.account.loadFailed;
}

/** The message a refused call carried, if any. */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** The server's reason for refusing (a 4xx with a message): worth showing as it is. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return failureReason(error);
}
