import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LineClock } from '../../../contract/workshop';
import { foldClock, type ClockEventKind, type ClockFold } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { clockEvents } from '../../db/schema';

// A labour line's clock as rows (clock_events, never updated) and the folds every reader makes of
// them: the tablet's today, the job page, the clock itself and the closing-time task. Events are
// folded in the order they happened, `at`; at the same instant a start comes before a pause, so a
// pause the server adds at the moment another line starts stops the stretch begun then, whoever
// wrote which row first.

export type ClockEventRow = typeof clockEvents.$inferSelect;

/** The one order every fold reads events in (contract foldClock sorts by `at`, keeping this order for ties). */
export const CLOCK_EVENT_ORDER = [asc(clockEvents.at), sql`(${clockEvents.kind} <> 'start')`, asc(clockEvents.recordedAt), asc(clockEvents.id)] as const;

/** The same order in memory, for events added while a sweep runs. */
export function compareClockEvents(a: ClockEventRow, b: ClockEventRow): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    Number(a.kind !== 'start') - Number(b.kind !== 'start') ||
    a.recordedAt.getTime() - b.recordedAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/** `pg_advisory_xact_lock(7243044, hashtext(technician))`'s first key: one technician's clock events take turns, across jobs and processes. */
export const TECHNICIAN_CLOCK_LOCK = 7_243_044;

/** Held until the transaction ends; taken before any job row (always this order, so two writers never wait on each other crosswise). */
export async function lockTechnicianClock(tx: Db, technicianId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TECHNICIAN_CLOCK_LOCK}, hashtext(${technicianId}))`);
}

/** A line's clock key in maps: job and line. */
export const lineKey = (repairId: string, lineId: string) => `${repairId}:${lineId}`;

/** Every event of these jobs' lines, by line, in the fold's order. */
export async function eventsOfRepairs(db: Db, repairIds: string[]): Promise<Map<string, ClockEventRow[]>> {
  const byLine = new Map<string, ClockEventRow[]>();
  if (repairIds.length === 0) return byLine;
  const rows = await db
    .select()
    .from(clockEvents)
    .where(inArray(clockEvents.repairId, repairIds))
    .orderBy(...CLOCK_EVENT_ORDER);
  for (const row of rows) {
    const key = lineKey(row.repairId, row.lineId);
    const list = byLine.get(key) ?? [];
    list.push(row);
    byLine.set(key, list);
  }
  return byLine;
}

/** One line's events, in the fold's order. */
export function eventsOfLine(db: Db, repairId: string, lineId: string): Promise<ClockEventRow[]> {
  return db
    .select()
    .from(clockEvents)
    .where(and(eq(clockEvents.repairId, repairId), eq(clockEvents.lineId, lineId)))
    .orderBy(...CLOCK_EVENT_ORDER);
}

/** A stretch never outlasts its day (it stops at closing, or at midnight after it): two days back hold every stretch that can still run. */
const RUNNING_LOOKBACK_MS = 2 * 86_400_000;

/** A technician's events from `since` on, by line, in the fold's order. */
export async function technicianEventsSince(db: Db, technicianId: string, since: Date): Promise<Map<string, ClockEventRow[]>> {
  const rows = await db
    .select()
    .from(clockEvents)
    .where(and(eq(clockEvents.technicianId, technicianId), gte(clockEvents.at, since)))
    .orderBy(...CLOCK_EVENT_ORDER);
  const byLine = new Map<string, ClockEventRow[]>();
  for (const row of rows) {
    const key = lineKey(row.repairId, row.lineId);
    const list = byLine.get(key) ?? [];
    list.push(row);
    byLine.set(key, list);
  }
  return byLine;
}

export function toLineClock(fold: ClockFold): LineClock {
  return { state: fold.state, seconds: fold.seconds, runningSince: fold.runningSince?.toISOString() ?? null };
}

/** The line whose clock runs for this technician now (one at a time; the latest started should two ever run). */
export async function runningLineOf(db: Db, technicianId: string, now: Date): Promise<{ repairId: string; lineId: string } | null> {
  const byLine = await technicianEventsSince(db, technicianId, new Date(now.getTime() - RUNNING_LOOKBACK_MS));
  let running: { repairId: string; lineId: string; since: number } | null = null;
  for (const events of byLine.values()) {
    const fold = foldClock(events, now);
    if (fold.state !== 'running' || !fold.runningSince) continue;
    const since = fold.runningSince.getTime();
    if (!running || since > running.since) running = { repairId: events[0]!.repairId, lineId: events[0]!.lineId, since };
  }
  return running ? { repairId: running.repairId, lineId: running.lineId } : null;
}

/** Whether `events` (one line's, in the fold's order) leave its clock running at the moment of `start`, counting only what comes before it. */
function runningAt(events: readonly ClockEventRow[], start: ClockEventRow): boolean {
  const t = start.at.getTime();
  const before = events.filter((event) => {
    const at = event.at.getTime();
    if (at < t) return true;
    if (at > t) return false;
    // At the same instant: the pauses already there count, a start counts only when it came first.
    return event.kind !== 'start' || compareClockEvents(event, start) < 0;
  });
  return foldClock(before, start.at).state === 'running';
}

export interface AutoPause {
  repairId: string;
  lineId: string;
}

/**
 * One technician, one running clock: every start of theirs from `from` on pauses any other line
 * of theirs still running at that moment, with an 'auto_pause' at the start's own instant. Events
 * arrive late and out of order (a tablet back online), so it is the whole stretch since `from` that
 * is made right, not just the newest event: a start sent late, before a start already stored, is
 * paused by it. The pauses' keys are named by the start and the line, so they are written once.
 * Runs under the technician's clock lock. Answers the lines paused.
 */
export async function pauseOtherLines(tx: Db, technicianId: string, from: Date, recordedBy: string | null, now: Date): Promise<AutoPause[]> {
  const byLine = await technicianEventsSince(tx, technicianId, new Date(from.getTime() - RUNNING_LOOKBACK_MS));
  const starts = [...byLine.values()]
    .flat()
    .filter((event) => event.kind === 'start' && event.at.getTime() >= from.getTime())
    .sort(compareClockEvents);
  const paused: AutoPause[] = [];
  for (const start of starts) {
    const startKey = lineKey(start.repairId, start.lineId);
    for (const [key, events] of byLine) {
      if (key === startKey || !runningAt(events, start)) continue;
      const { repairId, lineId } = events[0]!;
      const [pause] = await tx
        .insert(clockEvents)
        .values({ repairId, lineId, technicianId, kind: 'auto_pause' satisfies ClockEventKind, at: start.at, key: `auto-${start.id}-${lineId}`, recordedBy, recordedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!pause) continue;
      events.push(pause);
      events.sort(compareClockEvents);
      paused.push({ repairId, lineId });
    }
  }
  return paused;
}
