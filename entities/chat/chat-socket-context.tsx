import { createContext, useContext } from 'react';
import { connectChatSocket, type ChatSocketFactory } from './chat-socket';

/** Which socket the chat screens open: the real one, or a story's fake (mocks/fake-chat-socket.ts). */
export const ChatSocketContext = createContext<ChatSocketFactory>(connectChatSocket);

export function useChatSocketFactory(): ChatSocketFactory {
  return useContext(ChatSocketContext);
}
