import type { ChatAck, ChatSocket } from '../../../contract/chat';

/** How long the chat waits for the server to acknowledge a message or an end before saying it failed. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

/** How an acknowledged emit ended: the server's answer, no connection to send on, or no answer in time. */
export type AckOutcome = { kind: 'answered'; ack: ChatAck } | { kind: 'offline' } | { kind: 'timeout' };

/**
 * Emits with a socket.io acknowledgement and waits at most `timeoutMs` for it. Not connected
 * means 'offline' at once: socket.io would buffer the event and send it on reconnection,
 * long after the person gave up on it.
 */
export function emitWithAck(socket: ChatSocket | null, event: string, payload: unknown, timeoutMs: number): Promise<AckOutcome> {
  if (!socket?.connected) return Promise.resolve({ kind: 'offline' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    socket.emit(event, payload, (answer: unknown) => {
      clearTimeout(timer);
      const ack = typeof answer === 'object' && answer !== null && 'ok' in answer ? (answer as ChatAck) : ({ ok: false, error: '' } as const);
      resolve({ kind: 'answered', ack });
    });
  });
}
