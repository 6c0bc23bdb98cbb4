import type { WorkshopToday } from '../../contract/workshop';
import type { DeviceStore } from './device';

/**
 * The last day the server answered, kept on the device: the tablet opened without a connection
 * (the service worker gives it the page) still shows its jobs, clocks and checklists.
 */
export interface TodaySnapshot {
  today: WorkshopToday;
  /** The server's clock minus the tablet's when it arrived. */
  offsetMs: number;
}

export const todaySnapshotKey = (accountId: string) => `today:${accountId}`;

export function readTodaySnapshot(store: DeviceStore, accountId: string): Promise<TodaySnapshot | undefined> {
  return store.get<TodaySnapshot>(todaySnapshotKey(accountId));
}

export async function keepTodaySnapshot(store: DeviceStore, accountId: string, snapshot: TodaySnapshot): Promise<void> {
  await store.change<TodaySnapshot>(todaySnapshotKey(accountId), () => snapshot);
}
