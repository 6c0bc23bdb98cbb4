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
