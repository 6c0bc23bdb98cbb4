import { useEffect } from 'react';
import { messages } from '../../contract/messages';
import { ApiError } from '../../contract/client';
import { useToast } from '../../ui/toast';

/**
 * One toast per failed load (not one per failing revalidation). An answer that is not the
 * list the screen expects says 'Dữ liệu không hợp lệ!', as the spec asks.
 */
export function useLoadErrorToast(error: unknown, message: string) {
  const toast = useToast();
  const text = error ? (error instanceof ApiError && error.message === messages.common.invalidData ? messages.common.invalidData : message) : undefined;
  useEffect(() => {
    if (text) toast.error(text);
  }, [text, toast]);
}
