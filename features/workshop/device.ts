import { createStore, get, update, type UseStore } from 'idb-keyval';

/**
 * What the tablet keeps on the device and how it knows it is connected: the browser's by default,
 * in memory for stories and tests (and wherever IndexedDB is refused, private browsing say).
 */

/** Values kept on the device under a key; a change reads and writes in one step. */
export interface DeviceStore {
  get<T>(key: string): Promise<T | undefined>;
  /** Writes what `change` makes of the value now stored, atomically, and answers it. */
  change<T>(key: string, change: (value: T | undefined) => T): Promise<T>;
}

export interface Connection {
  /** The device says it has a network (navigator.onLine): false means no request can go out. */
  online(): boolean;
  /** Calls back when that changes. */
  subscribe(listener: () => void): () => void;
}

export interface WorkshopDevice {
  store: DeviceStore;
  connection: Connection;
  /**
   * Runs `task` while no other tab of this device runs one under `name` (Web Locks), so two open
   * tabs never send the same waiting tap at once; at once where the browser has no locks.
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export function memoryStore(): DeviceStore {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => values.get(key) as T | undefined,
    change: async <T>(key: string, change: (value: T | undefined) => T) => {
      const next = change(values.get(key) as T | undefined);
      values.set(key, next);
      return next;
    },
  };
}

/** IndexedDB through idb-keyval; from its first failure on (storage refused), memory for the rest of the visit. */
function indexedDbStore(): DeviceStore {
  let idb: UseStore | null = createStore('garage-workshop', 'device');
  const fallback = memoryStore();
  return {
    async get<T>(key: string) {
      if (!idb) return fallback.get<T>(key);
      try {
        return await get<T>(key, idb);
      } catch {
        idb = null;
        return fallback.get<T>(key);
      }
    },
    async change<T>(key: string, change: (value: T | undefined) => T) {
      if (!idb) return fallback.change(key, change);
      let next: T | undefined;
      try {
        await update<T>(
          key,
          (value) => {
            next = change(value);
            return next;
          },
          idb,
        );
        return next as T;
      } catch {
        idb = null;
        return fallback.change(key, change);
      }
    },
  };
}

const browserConnection: Connection = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

async function browserExclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(name, task) : await task();
}

let browserDevice: WorkshopDevice | null = null;

/** The tablet itself: IndexedDB, navigator.onLine and its events, Web Locks. */
export function thisDevice(): WorkshopDevice {
  browserDevice ??= {
    store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
    connection: browserConnection,
    exclusive: browserExclusive,
  };
  return browserDevice;
}
