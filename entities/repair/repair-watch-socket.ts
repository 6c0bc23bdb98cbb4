import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../contract/constants';
import { REPAIR_WATCH_NAMESPACE } from '../../contract/repair-steps';
import type { RepairWatchFactory } from './use-repair-watch';

/** The real connection of a guest's tracking page: the watch namespace, with the token the lookup gave. */
export const connectRepairWatch: RepairWatchFactory = ({ watchToken }) =>
  io(REPAIR_WATCH_NAMESPACE, {
    path: '/socket.io',
    auth: { watchToken },
    reconnection: true,
    reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    timeout: SOCKET_OPTIONS.timeout,
  });
