import { ApiError, sessionIsOver } from '../../contract/client';
import { dataUrlBytes } from '../../contract/bookings';
import type { SaveInspectionInput } from '../../contract/inspections';
import type { ClockAction } from '../../contract/workshop-rules';
import type { DeviceStore } from './device';

/**
 * The tablet's outbox: every clock tap and inspection save waits here, on the device (IndexedDB),
 * until the server has it. Items go out in the order they were made, one at a time, while the
 * device is online; each carries the key the server dedupes by and the moment it happened, so a
 * send whose answer was lost is sent again and still counts once. A network failure is retried
 * with a growing pause; a refusal (4xx) drops the item and says why; an ended session holds the
 * queue until the person signs in again.
 */

interface ItemBase {
  /** Chosen once when it is made: the server records a replay of the same key once. */
  key: string;
  /** When it happened, on the server's clock (the tablet's own corrected by the offset it measured). */
  at: string;
  repairId: string;
  /** The car's plate as people write it, for what the screen says about it. */
  plate: string;
}

export interface ClockItem extends ItemBase {
  kind: 'clock';
  lineId: string;
  /** The line's description, for what the screen says about it. */
  line: string;
  action: ClockAction;
}

export interface InspectionItem extends ItemBase {
  kind: 'inspection';
  body: SaveInspectionInput;
}

export type OutboxItem = ClockItem | InspectionItem;

/** What the server answered for an item sent. */
export type SentAnswer = { kind: 'clock'; duplicate: boolean } | { kind: 'inspection'; version: number };

export interface OutboxState {
  /** Waiting, oldest first; the first one may be on its way. */
  items: readonly OutboxItem[];
  /** Key of the item on its way. */
  sending: string | null;
  /** The device's queue has been read. */
  loaded: boolean;
  /** The last attempt found no network (until a request goes through again). */
  unreachable: boolean;
}

export interface OutboxOptions {
  store: DeviceStore;
  /** Whose queue: one per account, so another person signing in on the tablet never sends it. */
  accountId: string;
  send: (item: OutboxItem) => Promise<SentAnswer>;
  online: () => boolean;
  exclusive: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Pauses before the 1st, 2nd... retry after a failure, the last one repeated. */
  retryDelaysMs?: readonly number[];
  /** The server has it; `answer` is null when it took it but its answer could not be read. */
  onSent?: (item: OutboxItem, answer: SentAnswer | null) => void;
  /** The server refused it (4xx): it is gone from the queue; `message` is the server's. */
  onDropped?: (item: OutboxItem, message: string, status: number) => void;
  /** The queue became empty after sending: time to read the day again. */
  onDrained?: () => void;
}

export const OUTBOX_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const outboxStoreKey = (accountId: string) => `outbox:${accountId}`;

/** A key the server accepts (8–64 of A–Z a–z 0–9 _ -): a random UUID, or random hex where randomUUID is missing (plain HTTP). */
export function newOutboxKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Bytes of the new photos (data URLs) the waiting inspection saves carry, leaving out one job's (the one being edited again). */
export function waitingPhotoBytes(items: readonly OutboxItem[], exceptRepairId?: string): number {
  return items
    .filter((item): item is InspectionItem => item.kind === 'inspection' && item.repairId !== exceptRepairId)
    .reduce((sum, item) => sum + inspectionPhotoBytes(item.body), 0);
}

export function inspectionPhotoBytes(body: SaveInspectionInput): number {
  return (body.points ?? []).reduce((sum, point) => sum + (point.photos ?? []).reduce((total, photo) => total + dataUrlBytes(photo), 0), 0);
}

type Failure = { kind: 'retry'; network: boolean } | { kind: 'hold' } | { kind: 'drop'; message: string; status: number } | { kind: 'done' };

/** What to do after a failed send. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { kind: 'retry', network: true };
  // The server took it but its answer did not read as the contract says: it is recorded.
  if (error.status >= 200 && error.status < 300) return { kind: 'done' };
  if (error.status === 0) return { kind: 'retry', network: true };
  if (sessionIsOver(error)) return { kind: 'hold' };
  if (error.status === 408 || error.status === 429 || error.status >= 500) return { kind: 'retry', network: false };
  return { kind: 'drop', message: error.message, status: error.status };
}

export class Outbox {
  private state: OutboxState = { items: [], sending: null, loaded: false, unreachable: false };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly key: string;

  constructor(private readonly options: OutboxOptions) {
    this.key = outboxStoreKey(options.accountId);
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(changes: Partial<OutboxState>) {
    this.state = { ...this.state, ...changes };
    for (const listener of [...this.listeners]) listener();
  }

  /** Reads what waits on the device and starts sending it. */
  async start(): Promise<void> {
    const items = (await this.options.store.get<OutboxItem[]>(this.key)) ?? [];
    if (this.stopped) return;
    this.set({ items, loaded: true });
    await this.flush();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private async change(change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]> {
    const items = await this.options.store.change<OutboxItem[]>(this.key, (value) => change(value ?? []));
    if (!this.stopped) this.set({ items });
    return items;
  }

  /**
   * Keeps an item on the device and starts sending what waits (resolved once it is kept, not
   * sent: a send may hang on a bad connection). A new inspection save of a job replaces the one
   * still waiting for it (it holds the whole inspection, from the same version), unless that one
   * is already on its way.
   */
  async add(item: OutboxItem): Promise<void> {
    const sending = this.state.sending;
    await this.change((items) => {
      if (item.kind === 'inspection') {
        const index = items.findIndex((other) => other.kind === 'inspection' && other.repairId === item.repairId && other.key !== sending);
        if (index >= 0) return items.map((other, position) => (position === index ? item : other));
      }
      return [...items, item];
    });
    void this.flush();
  }

  /** The connection came back (or the screen asks): send now, not after the pause of the last failure. */
  wake() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.attempts = 0;
    void this.flush();
  }

  /** Sends what waits, one at a time, until the queue is empty, the device is offline or a send fails. */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.options
      .exclusive(`garage-workshop-outbox:${this.options.accountId}`, () => this.drain())
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.flush();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    let sent = 0;
    for (;;) {
      this.again = false;
      if (this.stopped || !this.options.online()) break;
      // Read from the device each time: another tab may have sent or added meanwhile.
      const items = (await this.options.store.get<OutboxItem[]>(this.key)) ?? [];
      if (this.stopped) break;
      this.set({ items });
      const item = items[0];
      if (!item) break;
      this.set({ sending: item.key });
      let failure: Failure | null = null;
      let answer: SentAnswer | null = null;
      try {
        answer = await this.options.send(item);
      } catch (error) {
        failure = failureOf(error);
      }
      if (this.stopped) break;
      this.set({ sending: null });
      if (failure?.kind === 'hold') break;
      if (failure?.kind === 'retry') {
        if (failure.network) this.set({ unreachable: true });
        this.retryLater();
        break;
      }
      this.attempts = 0;
      this.set({ unreachable: false });
      // Told before the item leaves the queue, so a screen that shows waiting and sent taps never misses it in between.
      if (failure?.kind === 'drop') this.options.onDropped?.(item, failure.message, failure.status);
      else {
        sent += 1;
        this.options.onSent?.(item, answer);
      }
      await this.change((current) => afterSent(current, item, answer));
    }
    if (sent > 0 && this.state.items.length === 0 && !this.stopped) this.options.onDrained?.();
  }

  private retryLater() {
    const delays = this.options.retryDelaysMs ?? OUTBOX_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? 30_000;
    this.attempts += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }
}

/**
 * The queue once `item` is done: without it, and a later save of the same job's inspection made
 * from the version this one started at moves on to the version the server gave it.
 */
function afterSent(items: OutboxItem[], item: OutboxItem, answer: SentAnswer | null): OutboxItem[] {
  const rest = items.filter((other) => other.key !== item.key);
  if (item.kind !== 'inspection' || answer?.kind !== 'inspection') return rest;
  return rest.map((other) =>
    other.kind === 'inspection' && other.repairId === item.repairId && other.body.version === item.body.version ? { ...other, body: { ...other.body, version: answer.version } } : other,
  );
}
