import { BRANCH_IDS } from '../../contract/garage';
import { hoursOn } from '../../contract/opening-hours';
import type { Db } from '../db/client';
import { addDays, minutesOf, vietnamDayStart, vietnamToday } from '../lib/vietnam-time';
import { closedDaysBetween } from './closed-days';

/** How far ahead the chat looks for the next opening; no closure lasts longer (Tết is the longest). */
const LOOK_AHEAD_DAYS = 31;

export interface ChatHours {
  withinHours: boolean;
  /** When the garage opens next, while it is closed. */
  opensAt: Date | null;
  /** Today's holiday or closed day, when that is why it is closed. */
  closedReason: string | null;
}

/**
 * Whether someone at the garage can be expected to answer now: within today's hours, and today
 * is neither a lunar holiday nor a day the master closed for the whole garage (one branch closed
 * leaves the other to answer). Closed: when it opens again, skipping such days.
 */
export async function chatHours(db: Db, now: Date): Promise<ChatHours> {
  const today = vietnamToday(now);
  const closures = await closedDaysBetween(db, today, addDays(today, LOOK_AHEAD_DAYS));
  const closedReasonOn = (day: string) => {
    const onDay = closures.filter((closure) => closure.date === day);
    const whole = onDay.find((closure) => closure.branch === null);
    if (whole) return whole.reason;
    return BRANCH_IDS.every((branch) => onDay.some((closure) => closure.branch === branch)) ? (onDay[0]?.reason ?? null) : null;
  };
  const openingOf = (day: string) => {
    const { opens, closes } = hoursOn(day);
    const start = vietnamDayStart(day).getTime();
    return { opens: new Date(start + minutesOf(opens) * 60_000), closes: new Date(start + minutesOf(closes) * 60_000) };
  };
  const closedReason = closedReasonOn(today);
  const { opens, closes } = openingOf(today);
  if (!closedReason && now >= opens && now < closes) return { withinHours: true, opensAt: null, closedReason: null };
  for (let ahead = 0; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(today, ahead);
    if (closedReasonOn(day)) continue;
    const opening = openingOf(day).opens;
    if (opening > now) return { withinHours: false, opensAt: opening, closedReason };
  }
  return { withinHours: false, opensAt: null, closedReason };
}
