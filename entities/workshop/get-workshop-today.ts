import useSWR, { type SWRConfiguration } from 'swr';
import { apiRequest } from '../../contract/client';
import { getWorkshopToday, type WorkshopToday } from '../../contract/workshop';

/** The caller's own day under ''; staff reading one technician's day under that technician's id. */
export function workshopTodayKey(technicianId: string | null = null) {
  return [getWorkshopToday.path, technicianId ?? ''] as const;
}

/** When this tab asked for an answer and when it arrived, by its own clock. */
export interface AnswerTimes {
  requestedAt: number;
  receivedAt: number;
}

const answerTimes = new WeakMap<WorkshopToday, AnswerTimes>();

/** One answer's measure: its round trip, and its `serverTime` less its arrival. */
export interface ClockSample {
  roundTripMs: number;
  offsetMs: number;
}

/** How many of the latest answers the offset is chosen from: a tablet whose clock was set meanwhile is right again after as many. */
export const CLOCK_SAMPLES = 8;

/** The measure of an answer this tab fetched itself (none for one kept on the device). */
export function clockSampleOf(today: WorkshopToday): ClockSample | undefined {
  const times = answerTimes.get(today);
  return times ? { roundTripMs: times.receivedAt - times.requestedAt, offsetMs: Date.parse(today.serverTime) - times.receivedAt } : undefined;
}

/**
 * The server's clock against the tab's, from the answer with the shortest round trip among the
 * latest ones. An answer's `serverTime` is already old when it arrives, by as long as the answer
 * took to come back; a slow answer (a busy server or network) would move every tap stamped after
 * it early by that much, and a clock started after a fast answer and stopped after a slow one
 * would lose that time.
 */
export function serverOffsetMs(samples: readonly ClockSample[]): number {
  let best = samples[0];
  for (const sample of samples) if (best && sample.roundTripMs < best.roundTripMs) best = sample;
  return best?.offsetMs ?? 0;
}

/**
 * When this tab asked for `today` and got it (undefined for an answer it did not fetch itself, one
 * kept on the device say): the tablet counts running clocks from the server's `serverTime`, and
 * knows which of its own taps the answer may already hold.
 */
export function answerTimesOf(today: WorkshopToday): AnswerTimes | undefined {
  return answerTimes.get(today);
}

export async function fetchWorkshopToday(technicianId: string | null = null) {
  const requestedAt = Date.now();
  const today = await apiRequest(getWorkshopToday, { query: technicianId ? { technicianId } : {} });
  answerTimes.set(today, { requestedAt, receivedAt: Date.now() });
  return today;
}

/**
 * The jobs and labour lines of the technician signed in, today at their branch, with each line's
 * clock as the server folded it at `serverTime` (no price, no customer contact). `options` lets the
 * tablet keep it fresh while it is open.
 */
export function useWorkshopToday(options: SWRConfiguration<WorkshopToday> = {}) {
  return useSWR(workshopTodayKey(), ([, technicianId]) => fetchWorkshopToday(technicianId || null), options);
}
