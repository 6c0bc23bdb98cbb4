import type { LineClock, WorkshopToday } from '../../contract/workshop';
import { foldClock, type ClockAction, type ClockEventLike, type ClockFold } from '../../contract/workshop-rules';

/** A tap of the tablet's own that the server has not folded in yet (waiting, or sent but not read back). */
export interface LocalClockTap {
  repairId: string;
  lineId: string;
  action: ClockAction;
  /** When it happened, on the server's clock. */
  at: string;
}

/**
 * Events that fold to the server's clock of one line as it was at `serverTime`: its worked time as
 * a correction, then a stretch still running (start at `runningSince`), or the paused or finished
 * state marked at `serverTime`.
 */
export function serverClockEvents(clock: LineClock, serverTime: Date): ClockEventLike[] {
  const since = clock.runningSince ? new Date(clock.runningSince) : null;
  const running = clock.state === 'running' && since !== null;
  const runningPart = running ? Math.max(0, (serverTime.getTime() - since.getTime()) / 1000) : 0;
  const events: ClockEventLike[] = [{ kind: 'correction', at: new Date(0), seconds: clock.seconds - runningPart }];
  if (running) events.push({ kind: 'start', at: since });
  else if (clock.state === 'paused') events.push({ kind: 'start', at: serverTime }, { kind: 'pause', at: serverTime });
  else if (clock.state === 'finished') events.push({ kind: 'finish', at: serverTime });
  return events;
}

/**
 * Every line's clock as the technician should see it now: the server's fold at `serverTime` with
 * the tablet's own taps after it, in the order they happened. A tap dated before the server's
 * answer (the tablet's clock, or an answer read while it was still on its way) counts from that
 * answer, which did not have it yet. Starting a line pauses the caller's other running line at that
 * moment, as the server does (one clock at a time), so the screen is right while offline.
 */
export function localClocks(today: WorkshopToday, taps: readonly LocalClockTap[], now: Date): Map<string, ClockFold> {
  const serverTime = new Date(today.serverTime);
  const events = new Map<string, ClockEventLike[]>();
  const mine = new Set<string>();
  for (const job of today.jobs) {
    for (const line of job.lines) {
      events.set(line._id, serverClockEvents(line.clock, serverTime));
      if (line.mine) mine.add(line._id);
    }
  }
  const ordered = taps
    .map((tap, index) => ({ tap, index, time: Math.max(Date.parse(tap.at), serverTime.getTime()) }))
    .sort((a, b) => a.time - b.time || a.index - b.index);
  for (const { tap, time } of ordered) {
    const own = events.get(tap.lineId);
    if (!own) continue;
    const at = new Date(time);
    if (tap.action === 'start') {
      for (const other of mine) {
        if (other === tap.lineId) continue;
        const otherEvents = events.get(other)!;
        if (foldClock(otherEvents, at).state === 'running') otherEvents.push({ kind: 'auto_pause', at });
      }
    }
    own.push({ kind: tap.action, at });
  }
  const folds = new Map<string, ClockFold>();
  for (const [lineId, lineEvents] of events) folds.set(lineId, foldClock(lineEvents, now));
  return folds;
}
