import { io } from 'socket.io-client';
import type { ChatSocketFactory } from '../../contract/chat';
import { SOCKET_OPTIONS } from '../../contract/constants';

export type { ChatSocket, ChatSocketFactory, ChatSocketOptions } from '../../contract/chat';

/** The real connection to this site's socket.io server, with the spec's reconnection settings. */
export const connectChatSocket: ChatSocketFactory = ({ token, lastSeq, deferChat }) =>
  io({
    path: '/socket.io',
    auth: (send) => send({ token, ...(lastSeq ? { lastSeq: lastSeq() } : {}), ...(deferChat ? { deferChat } : {}) }),
    reconnection: true,
    reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    timeout: SOCKET_OPTIONS.timeout,
  });
