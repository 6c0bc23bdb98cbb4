import { describe, expect, it } from 'vitest';
import type { ClosedDay } from '../../../contract/closed-days';
import { ApiError } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { boardHref, closedDayBranchText, closedDayDateText, closedDayRefusalField, groupClosedDays } from './closed-day-list';

const holiday = (date: string, reason: string = messages.holidays.tet): ClosedDay => ({ _id: null, date, branch: null, reason, kind: 'holiday', createdAt: null });
const garage = (date: string, id: string, branch: ClosedDay['branch'] = null, reason = 'Sửa nhà xưởng'): ClosedDay => ({
  _id: id,
  date,
  branch,
  reason,
  kind: 'garage',
  createdAt: '2026-11-20T03:00:00.000Z',
});

describe('groupClosedDays', () => {
  it('makes one row of Tết\u2019s consecutive days, each master\u2019s day its own row, in date order', () => {
    const rows = groupClosedDays([
      holiday('2027-02-05'),
      garage('2027-02-05', 'a'.repeat(24), 'quan-12', 'Kiểm kê'),
      holiday('2027-02-06'),
      holiday('2027-02-07'),
      holiday('2027-02-08'),
      garage('2026-12-31', 'b'.repeat(24), 'thu-duc'),
      holiday('2027-04-16', messages.holidays.gioTo),
    ]);
    expect(rows.map((row) => [row.from, row.to, row.kind, row.branch, row.reason, row.id])).toEqual([
      ['2026-12-31', '2026-12-31', 'garage', 'thu-duc', 'Sửa nhà xưởng', 'b'.repeat(24)],
      ['2027-02-05', '2027-02-08', 'holiday', null, messages.holidays.tet, null],
      ['2027-02-05', '2027-02-05', 'garage', 'quan-12', 'Kiểm kê', 'a'.repeat(24)],
      ['2027-04-16', '2027-04-16', 'holiday', null, messages.holidays.gioTo, null],
    ]);
  });

  it('keeps two holidays apart when a day lies between them or their names differ', () => {
    const rows = groupClosedDays([holiday('2027-02-05'), holiday('2027-02-07'), holiday('2027-02-08', messages.holidays.gioTo)]);
    expect(rows.map((row) => `${row.from}..${row.to}`)).toEqual(['2027-02-05..2027-02-05', '2027-02-07..2027-02-07', '2027-02-08..2027-02-08']);
  });

  it('joins a run across the end of a month and year', () => {
    const rows = groupClosedDays([holiday('2027-12-31'), holiday('2028-01-01')]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from: '2027-12-31', to: '2028-01-01' });
  });

  it('is empty for no days', () => {
    expect(groupClosedDays([])).toEqual([]);
  });
});

describe('texts', () => {
  it('writes a day or a run with weekdays', () => {
    expect(closedDayDateText({ from: '2026-12-07', to: '2026-12-07' })).toBe('Thứ Hai, 07/12/2026');
    expect(closedDayDateText({ from: '2027-02-05', to: '2027-02-08' })).toBe('Thứ Sáu, 05/02/2027 – Thứ Hai, 08/02/2027');
  });

  it('names the branch, or both', () => {
    expect(closedDayBranchText(null)).toBe('Cả hai chi nhánh');
    expect(closedDayBranchText('thu-duc')).toBe('Chi nhánh Thủ Đức');
  });

  it('links the day board of a day and branch', () => {
    expect(boardHref('2026-12-10', 'thu-duc')).toBe('/manager/booking-board?date=2026-12-10&branch=thu-duc');
  });
});

describe('closedDayRefusalField', () => {
  it('puts a refused day under the date and a missing reason under the reason', () => {
    expect(closedDayRefusalField(new ApiError(400, messages.bookings.dateInPast))).toBe('date');
    expect(closedDayRefusalField(new ApiError(400, messages.validation.dateInvalid))).toBe('date');
    expect(closedDayRefusalField(new ApiError(409, messages.bookings.closedDayExists))).toBe('date');
    expect(closedDayRefusalField(new ApiError(400, messages.bookings.closedDayReasonRequired))).toBe('reason');
  });

  it('leaves no right, crashes, lost connections and anything else to a toast', () => {
    expect(closedDayRefusalField(new ApiError(403, messages.bookings.closedDayMasterOnly))).toBeNull();
    expect(closedDayRefusalField(new ApiError(500, messages.bookings.dateInPast))).toBeNull();
    expect(closedDayRefusalField(new ApiError(0, ''))).toBeNull();
    expect(closedDayRefusalField(new ApiError(400, 'Khác'))).toBeNull();
    expect(closedDayRefusalField(new Error('x'))).toBeNull();
  });
});
