import { ApiError } from '../../contract/client';

export function isStockRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
