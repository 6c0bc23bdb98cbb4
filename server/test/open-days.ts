import { OPENING_HOURS } from '../../contract/garage';
import { hoursOn } from '../../contract/opening-hours';
import { addDays, vietnamToday } from '../lib/vietnam-time';

/**
 * The n-th day after `from` on which every slot is open (Monday to Saturday, not a fixed
 * holiday): tests that book 08:00 or 16:00 pass whatever weekday they run on, and different n
 * never give the same day.
 */
export function openDayAhead(n: number, from = vietnamToday()): string {
  let date = from;
  for (let found = 0; found < n; ) {
    date = addDays(date, 1);
    if (hoursOn(date) === OPENING_HOURS.mondayToSaturday) found += 1;
  }
  return date;
}
