import { useCallback, useSyncExternalStore } from 'react';
import type { ChatSocket } from '../../../contract/chat';

/** Whether `socket` is connected now, following its connect and disconnect events (false without one). */
export function useSocketConnected(socket: ChatSocket | null): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!socket) return () => undefined;
      socket.on('connect', notify);
      socket.on('disconnect', notify);
      return () => {
        socket.off('connect', notify);
        socket.off('disconnect', notify);
      };
    },
    [socket],
  );
  return useSyncExternalStore(subscribe, () => socket?.connected ?? false, () => false);
}
