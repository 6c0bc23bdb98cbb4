import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import { memoryStore, type DeviceStore } from './device';
import { newOutboxKey, Outbox, outboxStoreKey, waitingPhotoBytes, type ClockItem, type InspectionItem, type OutboxItem, type OutboxOptions, type SentAnswer } from './outbox';

const ACCOUNT = '65f000000000000000000001';
let serial = 0;

function clock(action: ClockItem['action'], lineId = 'line-a'): ClockItem {
  serial += 1;
  return { kind: 'clock', key: `tap-key-${serial}`, at: new Date(Date.UTC(2026, 2, 11, 3, serial)).toISOString(), repairId: 'job-1', plate: '51A12345', lineId, line: 'Thay má phanh', action };
}

function inspection(version: number, photos: string[] = [], repairId = 'job-1'): InspectionItem {
  serial += 1;
  return {
    kind: 'inspection',
    key: `save-key-${serial}`,
    at: new Date(Date.UTC(2026, 2, 11, 3, serial)).toISOString(),
    repairId,
    plate: '51A12345',
    body: { templateId: '65f0000000000000000000e1', version, points: [{ id: '65f0000000000000000000f1', status: 'watch', note: '', photos }] },
  };
}

const immediately = <T>(_name: string, task: () => Promise<T>) => task();

interface Harness {
  outbox: Outbox;
  store: DeviceStore;
  sent: OutboxItem[];
  answers: Array<(item: OutboxItem) => Promise<SentAnswer>>;
  online: { value: boolean };
  events: string[];
}

function harness(overrides: Partial<OutboxOptions> = {}, store: DeviceStore = memoryStore()): Harness {
  const sent: OutboxItem[] = [];
  const answers: Harness['answers'] = [];
  const online = { value: true };
  const events: string[] = [];
  const outbox = new Outbox({
    store,
    accountId: ACCOUNT,
    online: () => online.value,
    exclusive: immediately,
    retryDelaysMs: [1_000, 5_000],
    async send(item) {
      sent.push(item);
      const answer = answers.shift();
      if (answer) return answer(item);
      return item.kind === 'clock' ? { kind: 'clock', duplicate: false } : { kind: 'inspection', version: item.body.version + 1 };
    },
    onSent: (item) => events.push(`sent ${item.key}`),
    onDropped: (item, message) => events.push(`dropped ${item.key}: ${message}`),
    onDrained: () => events.push('drained'),
    ...overrides,
  });
  return { outbox, store, sent, answers, online, events };
}

const networkDown = async (): Promise<never> => {
  throw new ApiError(0, messages.common.connectionError);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Outbox', () => {
  it('sends in the order the taps were made, one at a time, then says the queue is empty', async () => {
    const { outbox, sent, events, online } = harness();
    online.value = false;
    await outbox.start();
    const taps = [clock('start'), clock('pause'), clock('finish')];
    for (const tap of taps) await outbox.add(tap);
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(outbox.getState().items).toEqual(taps);
    online.value = true;
    outbox.wake();
    await vi.waitFor(() => expect(events.at(-1)).toBe('drained'));
    expect(sent.map((item) => item.key)).toEqual(taps.map((tap) => tap.key));
    expect(outbox.getState().items).toEqual([]);
  });

  it('keeps the queue on the device: a new outbox (the page reloaded) sends what the last one left', async () => {
    const store = memoryStore();
    const first = harness({}, store);
    first.online.value = false;
    await first.outbox.start();
    const tap = clock('start');
    await first.outbox.add(tap);
    first.outbox.stop();
    expect(await store.get(outboxStoreKey(ACCOUNT))).toEqual([tap]);
    const second = harness({}, store);
    await second.outbox.start();
    await vi.waitFor(() => expect(second.sent).toEqual([tap]));
    expect(await store.get(outboxStoreKey(ACCOUNT))).toEqual([]);
  });

  it('after a network failure it tries the same item again later, with the same key, and keeps the order', async () => {
    const { outbox, sent, answers, events } = harness();
    await outbox.start();
    answers.push(networkDown, networkDown);
    const first = clock('start');
    const second = clock('pause');
    await outbox.add(first);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await outbox.add(second);
    await vi.waitFor(() => expect(outbox.getState()).toMatchObject({ sending: null, unreachable: true, items: [first, second] }));
    // The second tap tried the first again at once (and failed again): the next try waits longer.
    expect(sent.map((item) => item.key)).toEqual([first.key, first.key]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(events.at(-1)).toBe('drained'));
    expect(sent.map((item) => item.key)).toEqual([first.key, first.key, first.key, second.key]);
    expect(outbox.getState()).toMatchObject({ unreachable: false, items: [] });
  });

  it('waits longer after each failure, and the connection coming back sends at once', async () => {
    const { outbox, sent, answers } = harness();
    await outbox.start();
    answers.push(networkDown, networkDown, networkDown);
    await outbox.add(clock('start'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    outbox.wake();
    await vi.waitFor(() => expect(outbox.getState().items).toEqual([]));
    expect(sent).toHaveLength(4);
  });

  it('a duplicate answer (the first send arrived, its answer was lost) counts as sent', async () => {
    const { outbox, answers, events } = harness();
    await outbox.start();
    answers.push(async () => ({ kind: 'clock', duplicate: true }));
    const tap = clock('finish');
    await outbox.add(tap);
    await vi.waitFor(() => expect(events).toEqual([`sent ${tap.key}`, 'drained']));
  });

  it("a refusal drops the item with the server's words and goes on with the next", async () => {
    const { outbox, answers, events, sent } = harness();
    await outbox.start();
    answers.push(async () => {
      throw new ApiError(403, messages.workshop.notYourLine);
    });
    const refused = clock('start', 'line-b');
    const next = clock('start');
    await outbox.add(refused);
    await outbox.add(next);
    await vi.waitFor(() => expect(events).toEqual([`dropped ${refused.key}: ${messages.workshop.notYourLine}`, `sent ${next.key}`, 'drained']));
    expect(sent.map((item) => item.key)).toEqual([refused.key, next.key]);
  });

  it('a server error is retried, an ended session holds the queue', async () => {
    const { outbox, answers, sent } = harness();
    await outbox.start();
    answers.push(
      async () => {
        throw new ApiError(503, messages.common.serverError);
      },
      async () => {
        throw new ApiError(401, messages.auth.sessionExpired);
      },
    );
    const tap = clock('start');
    await outbox.add(tap);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
    expect(outbox.getState().items).toEqual([tap]);
  });

  it('nothing goes out while the device is offline', async () => {
    const { outbox, sent, online } = harness();
    online.value = false;
    await outbox.start();
    await outbox.add(clock('start'));
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toEqual([]);
  });

  it("a new inspection save replaces the job's waiting one; the next save of a job moves on to the version the server gave", async () => {
    const { outbox, online, sent, answers } = harness();
    online.value = false;
    await outbox.start();
    const first = inspection(2);
    const better = inspection(2);
    const tap = clock('start');
    const other = inspection(5, [], 'job-2');
    await outbox.add(first);
    await outbox.add(tap);
    await outbox.add(other);
    await outbox.add(better);
    expect(outbox.getState().items.map((item) => item.key)).toEqual([better.key, tap.key, other.key]);

    // Online again: the save goes out; another save from the form (still at version 2) waits behind it.
    online.value = true;
    let release!: () => void;
    answers.push((item) => new Promise((resolve) => (release = () => resolve({ kind: 'inspection', version: (item as InspectionItem).body.version + 1 }))));
    outbox.wake();
    await vi.waitFor(() => expect(outbox.getState().sending).toBe(better.key));
    const later = inspection(2);
    await outbox.add(later);
    expect(outbox.getState().items).toHaveLength(4);
    release();
    await vi.waitFor(() => expect(outbox.getState().items).toEqual([]));
    expect(sent.map((item) => item.key)).toEqual([better.key, tap.key, other.key, later.key]);
    expect((sent[3] as InspectionItem).body.version).toBe(3);
  });

  it('counts the bytes of the photos waiting, leaving out the job being edited', () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const items = [inspection(1, [photo]), inspection(1, [photo, '/media/kept.jpg'], 'job-2'), clock('start')];
    expect(waitingPhotoBytes(items)).toBe(6000);
    expect(waitingPhotoBytes(items, 'job-2')).toBe(3000);
  });

  it('makes keys the server accepts', () => {
    for (let index = 0; index < 20; index += 1) expect(newOutboxKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
