import type { ChatSocketFactory } from '../contract/chat';

/**
 * The tab's socket factory for <LiveSocketProvider>: socket.io-client arrives with the first
 * screen that needs the socket (staff alerts, the customer's own pages, the chat), never with
 * a public page a visitor reads.
 */
export const loadLiveSocket = (): Promise<ChatSocketFactory> => import('../entities/chat/chat-socket').then((module) => module.connectChatSocket);
