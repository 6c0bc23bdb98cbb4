import useSWR from 'swr';
import { getChatStatus } from '../../contract/chat';
import { apiRequest } from '../../contract/client';

export const chatStatusKey = getChatStatus.path;

export function fetchChatStatus() {
  return apiRequest(getChatStatus);
}

/** How often the answer is read again while the chat is open: the garage may open or close meanwhile. */
const CHAT_STATUS_REFRESH_MS = 5 * 60_000;

/**
 * Whether staff are online and the garage within its hours, as the server sees it now. The
 * socket's staff_presence says when staff come and go; this is the first reading.
 */
export function useChatStatus() {
  return useSWR(chatStatusKey, fetchChatStatus, { revalidateOnFocus: true, refreshInterval: CHAT_STATUS_REFRESH_MS });
}
