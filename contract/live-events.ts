/**
 * socket.io events beyond the chat's (contract/chat.ts), zod-free so any page may name them.
 * Every event follows the write it reports; the screens read the data again from the API, so a
 * reload or a second server process shows the same thing.
 */
export const LIVE_EVENTS = {
  /** Staff only: a new booking, order or waiting customer ({@link StaffAlert} in contract/alerts.ts). */
  staffAlert: 'staff_alert',
  /** Staff only: some count of GET /api/manager/alerts may have changed (read it again). */
  alertsChanged: 'alerts_changed',
  /** The customer's own: the garage changed one of their bookings, `{ id }`. */
  bookingUpdated: 'booking_updated',
  /** The customer's own: the garage changed one of their orders, `{ id, status }`. */
  orderUpdated: 'order_updated',
  /** Staff, the job's customer and guests watching it: a repair order moved or changed, `{ id, branch, step, version }` (RepairUpdatedPayload in contract/repairs.ts). */
  repairUpdated: 'repair_updated',
  /** Customers in the live chat: whether any staff member is online now, `{ online }`. */
  staffPresence: 'staff_presence',
  /**
   * Everyone on a process that is shutting down (a restart, a deploy), `{ retryAfterMs }`, just
   * before the connection drops: the client reconnects on its own, to a process still running.
   */
  serverRestarting: 'server_restarting',
} as const;

export interface ServerRestartingPayload {
  retryAfterMs: number;
}

export interface BookingUpdatedPayload {
  id: string;
}

export interface OrderUpdatedPayload {
  id: string;
  status: string;
}

export interface StaffPresencePayload {
  online: boolean;
}

/** The address that opens the site with the live chat panel (the link in a mailed chat reply): `/?chat=nhan-vien`. */
export const LIVE_CHAT_LINK = { param: 'chat', value: 'nhan-vien' } as const;
