import { and, eq, gte } from 'drizzle-orm';
import { foldClock, runLimitOf } from '../../../contract/workshop-rules';
import { clockEvents } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { lockTechnicianClock, technicianEventsSince } from './clock-rows';
import { tellOtherJobs } from './clock';

/** A stretch stops by its day's end at the latest: starts older than this cannot still be open. */
const LOOKBACK_MS = 2 * 86_400_000;

/** Before every event: a fold "now" that never reaches a stretch's limit, so it tells whether the last stretch is still open. */
const BEFORE_EVERYTHING = new Date(0);

/**
 * The closing pause (issue 44): a clock left running stops at the branch's closing time (or at
 * midnight for one started after closing). foldClock already stops the count there; this writes
 * the stop down as a 'closing_pause' at exactly that moment, so the job page, the report and the
 * tablet read it as an event with its reason. Each technician's clock is taken in turn under the
 * same lock as their taps, and the pause's key is named by the line and the stretch's start, so two
 * processes (or two runs) write it once. Run by the periodic job plugin. Answers how many it wrote.
 */
export async function pauseAtClosing(deps: Pick<ServiceDeps, 'db' | 'live' | 'now'>): Promise<number> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const technicians = await deps.db
    .selectDistinct({ id: clockEvents.technicianId })
    .from(clockEvents)
    .where(and(eq(clockEvents.kind, 'start'), gte(clockEvents.at, since)));
  let written = 0;
  for (const { id: technicianId } of technicians) {
    if (!technicianId) continue;
    const repairIds = await deps.db.transaction(async (tx) => {
      await lockTechnicianClock(tx, technicianId);
      const byLine = await technicianEventsSince(tx, technicianId, since);
      const paused: string[] = [];
      for (const events of byLine.values()) {
        const open = foldClock(events, BEFORE_EVERYTHING).runningSince;
        if (!open) continue;
        const limit = runLimitOf(open);
        if (limit.getTime() > now.getTime()) continue;
        const { repairId, lineId } = events[0]!;
        const [stored] = await tx
          .insert(clockEvents)
          .values({ repairId, lineId, technicianId, kind: 'closing_pause', at: limit, key: `closing-${lineId}-${open.getTime()}`, recordedBy: null, recordedAt: now })
          .onConflictDoNothing()
          .returning({ id: clockEvents.id });
        if (stored) paused.push(repairId);
      }
      return paused;
    });
    written += repairIds.length;
    await tellOtherJobs(deps, repairIds);
  }
  return written;
}
