import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MailQueue } from '../plugins/mail-queue';
import type { LiveEvents } from '../plugins/realtime';
import type { NotifySettings } from './notify';

/**
 * What every service is given, one object built once per server (server/plugins/service-deps.ts,
 * `app.deps`). A service takes it whole or a Pick of it, never its own list of loose arguments,
 * so a new service or a new collaborator is one field here, not one more context shape.
 */
export interface ServiceDeps {
  db: Db;
  /** Mails stored in the change's transaction (`add(tx, …)`), or after the answer has gone (`addLater`). */
  mail: Pick<MailQueue, 'add' | 'addLater'>;
  /** Open screens told after the commit: staff of bookings, orders and repairs, a customer of their own, guests watching a repair. */
  live: Pick<LiveEvents, 'staffAlert' | 'toAccount' | 'repairUpdated'>;
  log: FastifyBaseLogger;
  /** The clock of the rules; tests move it. */
  now: () => Date;
  settings: ServiceSettings;
}

/** The deployment's settings the rules read (from AppConfig). */
export interface ServiceSettings {
  /** BOOKING_SLOT_CAPACITY: places per day and slot at a branch without a capacity of its own. */
  slotCapacity: number;
  /** Who at the garage hears of bookings and orders, and the site's address for the links in mails. */
  notify: NotifySettings;
  /** NEXT_SERVICE_REMINDER_DAYS: how many days before a job's next service its reminder goes (7 when unset). */
  nextServiceReminderDays?: number;
  /** Signs the one-tap quote links (the app's JWT secret; the token's purpose keeps it apart from sessions). */
  quoteLinkSecret: string;
}
