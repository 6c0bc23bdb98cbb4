import type { ReactNode } from 'react';
import { LoadError } from '../../ui/load-error';
import { loadErrorText, useLoadErrorToast } from './use-load-error-toast';

/** The part of an SWR answer a failed load is judged by. */
export interface LoadState {
  data?: unknown;
  error?: unknown;
  isLoading?: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * What a back-office list shows when its read failed: nothing was read, so the failure stands in
 * place of the list (a table would say 'Tổng số: 0' and 'Chưa có ... nào', as if empty), with
 * 'Thử lại', or the server's words and no retry when it refused (403). Said in place, it gets no
 * toast; a failed refresh behind rows still shown gets the toast, as the rows stay.
 */
export function useLoadFailure({ data, error, isLoading, mutate }: LoadState, message: string): ReactNode {
  const inPlace = Boolean(error) && data === undefined;
  useLoadErrorToast(inPlace ? undefined : error, message);
  // A retry under way shows the table's own waiting state.
  if (!inPlace || isLoading) return null;
  return <LoadError error={error} message={loadErrorText(error, message)} onRetry={() => void mutate()} />;
}
