import { GARAGE_TIME_ZONE } from '../../../contract/format';

/** An instant as a `datetime-local` value in the garage's time (Vietnam, UTC+7, no summer time): '2026-03-11T09:30'. */
export function toGarageLocal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** A `datetime-local` value read in the garage's time ('' or unreadable: ''). */
export function fromGarageLocal(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const at = new Date(`${value}:00+07:00`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

export const GARAGE_ZONE_NOTE = `Giờ Việt Nam (${GARAGE_TIME_ZONE})`;
