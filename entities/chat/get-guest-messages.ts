import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listGuestMessages } from '../../contract/guest-messages';

export const guestMessagesKey = listGuestMessages.path;

export function fetchGuestMessages() {
  return apiRequest(listGuestMessages);
}

/** How often the desk reads the list again: new messages also arrive as staff alerts. */
const GUEST_MESSAGES_REFRESH_MS = 60_000;

/** Staff: the messages of visitors without an account that wait for an answer, oldest first. */
export function useGuestMessages() {
  return useSWR(guestMessagesKey, fetchGuestMessages, { refreshInterval: GUEST_MESSAGES_REFRESH_MS });
}
