import { ApiError } from '../../contract/client';

/**
 * The server's own words when it refused for a reason the customer can act on (stock gone,
 * service removed, quantity out of range); a fixed text for crashes and lost connections.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

export function isStockRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
