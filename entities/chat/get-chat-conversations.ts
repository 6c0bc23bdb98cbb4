import useSWR from 'swr';
import { listChatConversations } from '../../contract/chat';
import { apiRequest } from '../../contract/client';

export const chatConversationsKey = listChatConversations.path;

export function fetchChatConversations() {
  return apiRequest(listChatConversations);
}

/** Staff: the open conversations, newest activity first. The socket's conversation_updated keeps it current. */
export function useChatConversations(enabled = true) {
  return useSWR(enabled ? chatConversationsKey : null, fetchChatConversations, { revalidateOnFocus: true });
}
