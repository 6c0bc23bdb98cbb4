import { io } from 'socket.io-client';
import type { ChatSocketFactory } from '../../contract/chat';
import { SOCKET_OPTIONS } from '../../contract/constants';
import { REPAIR_WATCH_NAMESPACE } from '../../contract/repair-tracking-path';

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

/**
 * A guest's tracking page ('Theo dõi sửa chữa'): the watch namespace, with the token its lookup
 * returned. Here beside the tab's socket so socket.io-client stays one chunk that both load:
 * a second importer split the bundler's runtime helpers into a file every page then fetched.
 */
export const connectRepairWatch = ({ watchToken }: { watchToken: string }) =>
  io(REPAIR_WATCH_NAMESPACE, {
    path: '/socket.io',
    auth: { watchToken },
    reconnection: true,
    reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    timeout: SOCKET_OPTIONS.timeout,
  });
