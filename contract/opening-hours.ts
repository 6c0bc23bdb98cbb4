import { FIXED_HOLIDAYS, OPENING_HOURS, type OpeningHours } from './garage';

/** A booking takes its slot for an hour: the 16:00 slot ends when the garage closes at 17:00. */
export const SLOT_MINUTES = 60;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The garage's hours on a calendar day ('YYYY-MM-DD'): Sundays and holidays have their own. */
export function hoursOn(date: string): OpeningHours {
  const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
  return sunday || FIXED_HOLIDAYS.includes(date.slice(5)) ? OPENING_HOURS.sundaysAndHolidays : OPENING_HOURS.mondayToSaturday;
}

/** Whether the garage is open for the whole of a slot on that day. */
export function slotOpen(date: string, timeSlot: string): boolean {
  const { opens, closes } = hoursOn(date);
  const start = minutesOf(timeSlot);
  return start >= minutesOf(opens) && start + SLOT_MINUTES <= minutesOf(closes);
}
