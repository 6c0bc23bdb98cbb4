import { ApiError, refusalText } from '../../contract/client';

/** The server's words for stock gone, a service removed or a quantity out of range; `fallback` otherwise. */
export const refusalMessage = refusalText;

export function isStockRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
