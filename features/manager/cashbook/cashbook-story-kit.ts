/**
 * Stories only: a branch's cash book kept in memory, so adding, closing and reopening in a story
 * change what the next answer says, as the server would.
 */
import { http, HttpResponse } from 'msw';
import type { fn } from 'storybook/test';
import { addCashEntry, closeCashDay, getCashDay, reopenCashDay, type CashDay, type CashEntry } from '../../../contract/cashbook';
import { formatDay } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { objectIdAt } from '../../../mocks/data/ids';

export const STORY_DAY = '2026-03-20';
export const cashier = { _id: objectIdAt(new Date(Date.UTC(2025, 2, 1)), 0x9101), fullName: 'Lê Thị Thu' };
export const master = { _id: objectIdAt(new Date(Date.UTC(2025, 0, 1)), 0x9102), fullName: 'Trần Quốc Bảo' };

let sequence = 0x9200;
export function makeEntry(overrides: Partial<CashEntry> = {}): CashEntry {
  sequence += 1;
  return {
    _id: objectIdAt(new Date(Date.UTC(2026, 2, 20, 2)), sequence),
    kind: 'receipt',
    source: 'manual',
    category: 'Thu khác',
    amount: 100_000,
    note: '',
    reference: null,
    recordedBy: cashier,
    createdAt: '2026-03-20T02:00:00.000Z',
    ...overrides,
  };
}

/** A day with its totals counted from its entries, as the server counts them. */
export function makeCashDay(overrides: Partial<CashDay> & Pick<CashDay, 'entries'>): CashDay {
  const base: CashDay = { branch: 'quan-12', day: STORY_DAY, openingBalance: 2_000_000, receipts: 0, expenses: 0, closingBalance: 0, closed: null, history: [], ...overrides };
  return recount(base);
}

function recount(day: CashDay): CashDay {
  const receipts = day.entries.filter((entry) => entry.kind === 'receipt').reduce((sum, entry) => sum + entry.amount, 0);
  const expenses = day.entries.filter((entry) => entry.kind === 'expense').reduce((sum, entry) => sum + entry.amount, 0);
  return { ...day, receipts, expenses, closingBalance: day.openingBalance + receipts - expenses };
}

/** Two receipts from jobs and an order, one expense typed by staff: 2.000.000 + 1.250.000 + 350.000 - 400.000 = 3.200.000. */
export const busyEntries = (): CashEntry[] => [
  makeEntry({
    kind: 'receipt',
    source: 'repair',
    category: 'Thu tiền sửa chữa',
    amount: 1_250_000,
    reference: { kind: 'repair', _id: objectIdAt(new Date(Date.UTC(2026, 2, 19)), 0x9301), code: 'SC7K2M' },
    createdAt: '2026-03-20T02:15:00.000Z',
  }),
  makeEntry({
    kind: 'expense',
    category: 'Mua vật tư, phụ tùng',
    amount: 400_000,
    note: 'Mua 2 lít nước làm mát ở cửa hàng bên cạnh',
    createdAt: '2026-03-20T04:30:00.000Z',
  }),
  makeEntry({
    kind: 'receipt',
    source: 'order',
    category: 'Thu tiền đơn hàng (COD)',
    amount: 350_000,
    reference: { kind: 'order', _id: objectIdAt(new Date(Date.UTC(2026, 2, 18)), 0x9302), code: 'A1B2C3' },
    recordedBy: null,
    createdAt: '2026-03-20T07:05:00.000Z',
  }),
];

export const closedAt = '2026-03-20T11:00:00.000Z';

/** The day closed with `counted` in the drawer. */
export function closedDay(counted: number, entries = busyEntries()): CashDay {
  const open = makeCashDay({ entries });
  const difference = counted - open.closingBalance;
  return {
    ...open,
    closed: { countedCash: counted, difference, by: cashier, at: closedAt },
    history: [{ action: 'close', countedCash: counted, difference, reason: difference ? 'Thối nhầm tiền cho khách' : '', by: cashier, at: closedAt }],
  };
}

type Sent = ReturnType<typeof fn>;

/** Answers the cash book from `days` (by branch and day; an unknown day is an open, empty one) and keeps what is written. */
export function cashbookHandlers(days: CashDay[], sent: Sent) {
  const store = new Map(days.map((day) => [`${day.branch}|${day.day}`, day]));
  const dayOf = (branch: BranchId, day: string) => store.get(`${branch}|${day}`) ?? makeCashDay({ branch, day, entries: [] });
  const save = (day: CashDay) => {
    store.set(`${day.branch}|${day.day}`, day);
    return HttpResponse.json(getCashDay.response.parse(day));
  };
  const refuse = (message: string) => HttpResponse.json({ message }, { status: 409 });
  return [
    http.get(getCashDay.path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      sent('GET', { branch: params.get('branch'), day: params.get('day') });
      return HttpResponse.json(getCashDay.response.parse(dayOf(params.get('branch') as BranchId, params.get('day') ?? '')));
    }),
    http.post(addCashEntry.path, async ({ request }) => {
      const body = addCashEntry.body!.parse(await request.json());
      sent(addCashEntry.path, body);
      const day = dayOf(body.branch, body.day);
      if (day.closed) return refuse(format(messages.cashbook.dayClosed, { branch: branchOf(body.branch)?.shortName ?? body.branch, day: formatDay(body.day) }));
      return save(recount({ ...day, entries: [...day.entries, makeEntry({ kind: body.kind, category: body.category, amount: body.amount, note: body.note, createdAt: '2026-03-20T09:45:00.000Z' })] }));
    }),
    http.post(closeCashDay.path, async ({ request }) => {
      const body = closeCashDay.body!.parse(await request.json());
      sent(closeCashDay.path, body);
      const day = dayOf(body.branch, body.day);
      if (day.closed) return refuse(messages.cashbook.alreadyClosed);
      const difference = body.countedCash - day.closingBalance;
      return save({
        ...day,
        closed: { countedCash: body.countedCash, difference, by: cashier, at: closedAt },
        history: [...day.history, { action: 'close', countedCash: body.countedCash, difference, reason: body.note, by: cashier, at: closedAt }],
      });
    }),
    http.post(reopenCashDay.path, async ({ request }) => {
      const body = reopenCashDay.body!.parse(await request.json());
      sent(reopenCashDay.path, body);
      const day = dayOf(body.branch, body.day);
      if (!day.closed) return refuse(messages.cashbook.notClosed);
      return save({ ...day, closed: null, history: [...day.history, { action: 'reopen', countedCash: null, difference: null, reason: body.reason, by: master, at: '2026-03-20T12:30:00.000Z' }] });
    }),
  ];
}
