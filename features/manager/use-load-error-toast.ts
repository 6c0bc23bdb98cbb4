import { useEffect } from 'react';
import { messages } from '../../contract/messages';
import { ApiError } from '../../contract/client';
import { useToast } from '../../ui/toast';

/** An answer that is not what the screen expects says 'Dữ liệu không hợp lệ!', as the spec asks. */
export function loadErrorText(error: unknown, message: string): string {
  return error instanceof ApiError && error.message === messages.common.invalidData ? messages.common.invalidData : message;
}

/**
 * One toast per failed load (not one per failing revalidation), for a failure not already said
 * in place (`useLoadFailure`): a refresh behind what is still shown, a list inside a form.
 */
export function useLoadErrorToast(error: unknown, message: string) {
  const toast = useToast();
  const text = error ? loadErrorText(error, message) : undefined;
  useEffect(() => {
    if (text) toast.error(text);
  }, [text, toast]);
}
