import { ApiError } from '../../contract/client';

/** HTTP status of a failed call; 0 when no answer came back. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The `message` the server put in its answer, if any (also on a 200 that broke the contract). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) return body.message;
  return undefined;
}
