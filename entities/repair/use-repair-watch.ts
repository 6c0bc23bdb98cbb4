import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatSocket } from '../../contract/chat';
import { LIVE_EVENTS } from '../../contract/live-events';

/** What the tracking page needs of a socket; `active` is socket.io's "still trying to connect". */
export type RepairWatchSocket = Pick<ChatSocket, 'on' | 'off' | 'disconnect'> & { readonly active?: boolean };
export type RepairWatchFactory = (options: { watchToken: string }) => RepairWatchSocket;
export type RepairWatchLoader = () => Promise<RepairWatchFactory>;

/** The server ended the socket itself: the watch token expired. */
const SERVER_ENDED = 'io server disconnect';

export interface RepairWatchOptions {
  /** The job being watched and the token its lookup returned; null: nothing to watch. */
  repairId: string | null;
  watchToken: string | null;
  /** The job moved or changed: read it again. */
  onUpdate: () => void;
  /** The token was refused or has expired: the page asks the visitor to look the job up again. */
  onRefused: () => void;
  /**
   * Makes the socket: a loader of the real one (app/pages/repair-tracking-page.tsx: socket.io-client
   * arrives only once a job has been found, not with the page) or a story's fake.
   */
  factory: RepairWatchFactory | RepairWatchLoader;
}

/**
 * A guest follows one job live: a socket to the watch namespace with the lookup's token, which
 * hears `repair_updated` for that job only. Closed when the page goes or the job changes.
 *
 * Each reading of the job brings a new token, but a socket already watching keeps watching: a
 * new socket per reading would miss a move made while it connects. The newest token is used when
 * the server ends the watch (its token expired); only when it has no newer one is the watch refused.
 */
export function useRepairWatch({ repairId, watchToken, onUpdate, onRefused, factory }: RepairWatchOptions) {
  const updated = useEffectEvent(onUpdate);
  const refused = useEffectEvent(onRefused);
  const newest = useRef(watchToken);
  useEffect(() => {
    newest.current = watchToken;
  }, [watchToken]);
  /** Counts the watches the server ended while a newer token was at hand: each opens the next socket. */
  const [renewals, setRenewals] = useState(0);
  const watching = repairId !== null && watchToken !== null;
  useEffect(() => {
    const token = newest.current;
    if (!repairId || !watching || !token) return;
    let socket: RepairWatchSocket | null = null;
    let gone = false;
    const endedWith = () => {
      if (newest.current !== null && newest.current !== token) setRenewals((count) => count + 1);
      else refused();
    };
    // A loader takes no arguments; a factory takes the connection's options.
    const made = factory.length === 0 ? (factory as RepairWatchLoader)() : Promise.resolve(factory as RepairWatchFactory);
    made.then(
      (make) => {
        if (gone) return;
        const opened = make({ watchToken: token });
        socket = opened;
        opened.on(LIVE_EVENTS.repairUpdated, (payload?: unknown) => {
          if ((payload as { id?: unknown } | undefined)?.id === repairId) updated();
        });
        // A network failure leaves socket.io trying again (active); a refusal of the token does not.
        opened.on('connect_error', () => {
          if (opened.active !== true) endedWith();
        });
        // Moves made while the connection was lost (a restart, a network gap) are not replayed: read the job again when it is back.
        let lost = false;
        opened.on('disconnect', (reason?: unknown) => {
          if (reason === SERVER_ENDED) endedWith();
          else lost = true;
        });
        opened.on('connect', () => {
          if (lost) updated();
          lost = false;
        });
      },
      // The chunk could not be fetched (offline, an old tab after a deploy): the page still shows the job.
      () => undefined,
    );
    return () => {
      gone = true;
      socket?.disconnect();
    };
  }, [repairId, watching, factory, renewals]);
}
