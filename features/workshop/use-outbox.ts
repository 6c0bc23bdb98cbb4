import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { putInspection } from '../../entities/repair/save-inspection';
import { postClockLine } from '../../entities/workshop/clock-line';
import type { WorkshopDevice } from './device';
import { Outbox, type OutboxItem, type OutboxOptions, type OutboxState, type SentAnswer } from './outbox';

/** Sends one waiting item to the server: a clock tap, or an inspection save with its version. */
export async function sendOutboxItem(item: OutboxItem): Promise<SentAnswer> {
  if (item.kind === 'clock') {
    const answer = await postClockLine({ repairId: item.repairId, lineId: item.lineId, body: { action: item.action, at: item.at, key: item.key } });
    return { kind: 'clock', duplicate: answer.duplicate };
  }
  const answer = await putInspection(item.repairId, item.body);
  return { kind: 'inspection', version: answer.version };
}

const idle: OutboxState = { items: [], sending: null, loaded: false, unreachable: false };
const noSubscription = () => () => undefined;

export type OutboxCallbacks = Pick<OutboxOptions, 'onSent' | 'onDropped' | 'onDrained'>;

/**
 * The signed-in person's outbox on this device: started once per account, woken when the
 * connection comes back, stopped when the screen goes. `add` keeps an item and sends it when it can.
 */
export function useOutbox(accountId: string, device: WorkshopDevice, callbacks: OutboxCallbacks) {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const [outbox, setOutbox] = useState<Outbox | null>(null);

  useEffect(() => {
    const created = new Outbox({
      store: device.store,
      accountId,
      send: sendOutboxItem,
      online: () => device.connection.online(),
      exclusive: (name, task) => device.exclusive(name, task),
      onSent: (item, answer) => latest.current.onSent?.(item, answer),
      onDropped: (item, message, status) => latest.current.onDropped?.(item, message, status),
      onDrained: () => latest.current.onDrained?.(),
    });
    setOutbox(created);
    void created.start();
    const stopListening = device.connection.subscribe(() => {
      if (device.connection.online()) created.wake();
    });
    return () => {
      stopListening();
      created.stop();
    };
  }, [accountId, device]);

  const state = useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.getState ?? (() => idle), () => idle);
  return { state, add: (item: OutboxItem) => (outbox ? outbox.add(item) : Promise.reject(new Error('outbox not started'))), wake: () => outbox?.wake() };
}
