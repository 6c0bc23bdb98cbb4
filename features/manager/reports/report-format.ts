import { groupThousands } from '../../../contract/format';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A stay in whole minutes as the garage says it: '45 phút', '2 giờ 5 phút', '3 ngày 4 giờ' (minutes dropped past a day). */
export function durationText(minutes: number): string {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (days > 0) return hours > 0 ? `${days} ngày ${hours} giờ` : `${days} ngày`;
  if (hours > 0) return rest > 0 ? `${hours} giờ ${rest} phút` : `${hours} giờ`;
  return `${rest} phút`;
}

/** A month on a chart's axis: '2026-03' is '3/26'. */
export function monthTick(month: string): string {
  return `${Number(month.slice(5, 7))}/${month.slice(2, 4)}`;
}

/** One decimal with a comma, none when it is 0: 1.25 is '1,3', 2.0 is '2'. */
const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',').replace(/,0$/, '');

/** Money on a chart's axis, short: '1,2 tỷ', '850 tr', '350.000'. */
export function moneyTick(amount: number): string {
  if (amount >= 1_000_000_000) return `${oneDecimal(amount / 1_000_000_000)} tỷ`;
  if (amount >= 1_000_000) return `${oneDecimal(amount / 1_000_000)} tr`;
  return groupThousands(amount);
}
