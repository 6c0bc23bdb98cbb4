import useSWR from 'swr';
import { getChatHistory } from '../../contract/chat';
import { apiRequest } from '../../contract/client';

export function chatHistoryKey(userId: string) {
  return [getChatHistory.path, userId] as const;
}

export function fetchChatHistory(userId: string, afterSeq?: number) {
  return apiRequest(getChatHistory, { params: { userId }, query: afterSeq === undefined ? {} : { afterSeq } });
}

/**
 * A customer's live-chat conversation as stored (the customer's own, or any for staff). The
 * socket adds what arrives later; swr is only the first read, so it is not refreshed on focus.
 */
export function useChatHistory(userId: string | null | undefined) {
  return useSWR(userId ? chatHistoryKey(userId) : null, ([, id]) => fetchChatHistory(id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
