import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CSV_BOM } from '../../contract/date-range';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { moveRepair, openRepair, type RepairDetail } from '../../contract/repairs';
import { exportReport, getReport, REPORT_FIGURES, REPORT_MAX_MONTHS, TOP_SERVICES, type Report } from '../../contract/reports';
import type { App } from '../app';
import { bookings, chatConversations, chatMessages, orders, orderUpdates, repairMoves, repairOrders, repairPayments, repairQuoteLines, repairQuotes } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** Each figure's total, counted by the database, equals the sum of its rows. */
function expectTotalsMatchRows(report: Report) {
  expect(report.revenue.amount).toBe(sum(report.revenue.rows, (row) => row.amount));
  expect(report.revenue.count).toBe(sum(report.revenue.rows, (row) => row.count));
  expect(report.steps.open).toBe(sum(report.steps.rows, (row) => row.open));
  expect(report.steps.stays).toBe(sum(report.steps.rows, (row) => row.stays));
  expect(report.services.repairs).toBe(sum(report.services.rows, (row) => row.repairs));
  expect(report.services.bookings).toBe(sum(report.services.rows, (row) => row.bookings));
  for (const key of ['answered', 'approved', 'answeredAmount', 'approvedAmount'] as const) {
    expect(report.quotes[key], key).toBe(sum(report.quotes.rows, (row) => row[key]));
  }
  for (const key of ['bookings', 'cancelled', 'noShows'] as const) {
    expect(report.attendance[key], key).toBe(sum(report.attendance.rows, (row) => row[key]));
  }
  expect(report.chats.chats).toBe(sum(report.chats.rows, (row) => row.chats));
  expect(report.chats.converted).toBe(sum(report.chats.rows, (row) => row.converted));
}

describe('business reports on the seeded demo data', () => {
  let app: App;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
    master = await createAccount(app, { roles: ['master'] });
  });
  afterAll(() => app.close());

  it('answers the last 12 months, every figure equal to the sum of its rows', async () => {
    const res = await app.inject({ method: 'GET', url: getReport.path, headers: master.headers });
    expect(res.statusCode, res.body).toBe(200);
    const report = getReport.response.parse(res.json());
    expect(report.revenue.rows.length).toBe(12 * 3);
    expect(report.attendance.rows.length).toBe(12 * 2);
    expect(report.chats.rows.length).toBe(12);
    // The seed has completed shop orders, open jobs at most steps with their moves, and bookings.
    expect(report.revenue.amount).toBeGreaterThan(0);
    expect(report.steps.open).toBeGreaterThan(5);
    expect(report.steps.stays).toBeGreaterThan(0);
    expect(report.attendance.bookings).toBeGreaterThan(0);
    expectTotalsMatchRows(report);
    for (const branch of ['quan-12', 'thu-duc']) {
      const one = getReport.response.parse((await app.inject({ method: 'GET', url: `${getReport.path}?branch=${branch}`, headers: master.headers })).json());
      expect(one.revenue.rows.every((row) => row.source === branch)).toBe(true);
      expectTotalsMatchRows(one);
    }
  });

  it('gives every figure as a CSV whose total record is the figure of the page', async () => {
    const report = getReport.response.parse((await app.inject({ method: 'GET', url: getReport.path, headers: master.headers })).json());
    for (const figure of REPORT_FIGURES) {
      const res = await app.inject({ method: 'GET', url: `${exportReport.path}?figure=${figure}&from=${report.from}&to=${report.to}`, headers: master.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      expect(res.body.trimEnd().split('\r\n').at(-1)).toMatch(/^Tổng cộng,/);
    }
  });
});

describe('business reports', () => {
  let app: App;
  let accounts: Awaited<ReturnType<typeof createRoleAccounts>>;

  // The garage's clock: 12:00 on 20/03/2026 in Ho Chi Minh City.
  const now = new Date('2026-03-20T05:00:00Z');
  const at = (iso: string) => new Date(iso);
  const reportOf = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `${getReport.path}?${query}`, headers: accounts.master.headers });
    expect(res.statusCode, res.body).toBe(200);
    return getReport.response.parse(res.json());
  };

  let phone = 0;
  const nextPhone = () => `09123400${String((phone += 1)).padStart(2, '0')}`;

  const walkIn = async (branch: 'quan-12' | 'thu-duc', plate: string) => {
    const res = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: accounts.admin.headers,
      payload: { fullName: 'Lý Thanh Tùng', numberPhone: nextPhone(), branch, plate, odometerKm: 40_000, fuelLevel: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  };
  const move = async (job: RepairDetail, step: 'inspection' | 'diagnosis', version: number) => {
    const res = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: accounts.admin.headers, payload: { step, version } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Puts a job's moves at known times: the check-in first. */
  const timeMoves = async (job: RepairDetail, times: string[]) => {
    for (const [index, time] of times.entries()) {
      await app.db
        .update(repairMoves)
        .set({ createdAt: at(time) })
        .where(and(eq(repairMoves.repairId, job._id), eq(repairMoves.version, index + 1)));
    }
    await app.db.update(repairOrders).set({ createdAt: at(times[0]!) }).where(eq(repairOrders.id, job._id));
  };
  const book = async (values: { date: string; status: 'pending' | 'confirmed' | 'cancelled'; branch: 'quan-12' | 'thu-duc'; serviceName?: string; accountId?: string; createdAt?: Date }) => {
    const [row] = await app.db
      .insert(bookings)
      .values({ fullName: 'Đoàn Văn Hậu', numberPhone: nextPhone(), timeSlot: '08:00', ...values })
      .returning();
    return row!;
  };

  let q12: RepairDetail;
  let td: RepairDetail;
  const converts: TestAccount[] = [];

  beforeAll(async () => {
    app = await createTestApp({ now: () => now });
    accounts = await createRoleAccounts(app);

    // Two jobs: Quận 12's at 'Chẩn đoán' after 30 min at 'Tiếp nhận' and 60 at 'Kiểm tra';
    // Thủ Đức's at 'Kiểm tra' after 50 min at 'Tiếp nhận'.
    q12 = await walkIn('quan-12', '51A-111.11');
    await move(q12, 'inspection', 1);
    await move(q12, 'diagnosis', 2);
    await timeMoves(q12, ['2026-02-09T01:00:00Z', '2026-02-09T01:30:00Z', '2026-02-09T02:30:00Z']);
    td = await walkIn('thu-duc', '61A-222.22');
    await move(td, 'inspection', 1);
    await timeMoves(td, ['2026-02-10T01:00:00Z', '2026-02-10T01:50:00Z']);
    await app.db.update(repairOrders).set({ serviceName: 'Thay dầu' });

    // Paid at 00:30 on 01/02 in Vietnam (still January in UTC), and at 23:59 on 31/01.
    await app.db.insert(repairPayments).values([
      { repairId: q12._id, method: 'cash', amount: 1_250_000, paidAt: at('2026-01-31T17:30:00Z') },
      { repairId: td._id, method: 'transfer', amount: 800_000, paidAt: at('2026-01-31T16:59:00Z') },
    ]);
    // A shop order completed in February; one still being prepared and one cancelled do not count.
    const shopOrder = { name: 'Phan Thị Yến', phone: '0912000111', email: 'yen@example.com', address: '1 Lê Lợi, Quận 1' };
    const [completed] = await app.db
      .insert(orders)
      .values([
        { ...shopOrder, total: 350_000, status: 'completed', createdAt: at('2026-02-08T03:00:00Z') },
        { ...shopOrder, total: 90_000, status: 'processing', createdAt: at('2026-02-08T03:00:00Z') },
        { ...shopOrder, total: 70_000, status: 'cancelled', createdAt: at('2026-02-08T03:00:00Z') },
      ])
      .returning();
    await app.db.insert(orderUpdates).values({ orderId: completed!.id, fromStatus: 'processing', toStatus: 'completed', createdAt: at('2026-02-10T03:00:00Z') });

    // Quận 12's quote, answered in February: two parts (one declined), labour approved, one line not answered.
    await app.db.insert(repairQuotes).values({ repairId: q12._id, answeredVersion: 1, answeredAt: at('2026-02-09T03:00:00Z'), signedName: 'Lý Thanh Tùng', answeredVia: 'account' });
    const line = (position: number, kind: 'part' | 'labour' | 'other', total: number, approved: boolean | null) => ({
      repairId: q12._id,
      position,
      kind,
      description: `Hạng mục ${position}`,
      quantity: 1,
      unitPrice: total,
      lineTotal: total,
      approved,
    });
    await app.db.insert(repairQuoteLines).values([line(1, 'part', 500_000, true), line(2, 'part', 300_000, false), line(3, 'labour', 200_000, true), line(4, 'other', 100_000, null)]);

    // Bookings: a no-show, one the job came from, one cancelled, one waiting, one still to come.
    await book({ date: '2026-02-10', status: 'confirmed', branch: 'quan-12', serviceName: 'Thay dầu' });
    const kept = await book({ date: '2026-02-11', status: 'confirmed', branch: 'quan-12', serviceName: 'Sửa phanh' });
    await app.db.update(repairOrders).set({ bookingId: kept.id }).where(eq(repairOrders.id, q12._id));
    await book({ date: '2026-02-12', status: 'cancelled', branch: 'thu-duc', serviceName: 'Thay dầu' });
    await book({ date: '2026-02-13', status: 'pending', branch: 'thu-duc', serviceName: 'Sửa phanh' });
    await book({ date: '2026-03-25', status: 'confirmed', branch: 'quan-12', serviceName: 'Rửa xe' });
    // Eleven more services, one booking each in January: the twelfth and later go into the rest.
    for (let index = 1; index <= 11; index += 1) {
      await book({ date: '2026-01-15', status: 'pending', branch: 'quan-12', serviceName: `Gói chăm sóc ${String(index).padStart(2, '0')}` });
    }

    // Chats: the first customer writes twice in February and books 4 days later, writes again in
    // March; the second writes in February and books 17 days later.
    converts.push(await createAccount(app), await createAccount(app));
    for (const [index, customer] of converts.entries()) {
      const [conversation] = await app.db.insert(chatConversations).values({ customerId: customer.id, status: 'ended', lastSeq: 3 }).returning();
      const times = index === 0 ? ['2026-02-01T10:00:00Z', '2026-02-10T10:00:00Z', '2026-03-02T10:00:00Z'] : ['2026-02-03T10:00:00Z'];
      await app.db.insert(chatMessages).values(
        times.map((time, seq) => ({ conversationId: conversation!.id, seq: seq + 1, sender: 'customer' as const, senderName: customer.fullName, body: 'Cho tôi hỏi lịch bảo dưỡng', createdAt: at(time) })),
      );
      // The bookings' day is after the period: they count for the chats only.
      await book({ date: '2026-04-10', status: 'pending', branch: 'quan-12', accountId: customer.id, createdAt: at(index === 0 ? '2026-02-05T10:00:00Z' : '2026-02-20T10:00:00Z') });
    }
  });
  afterAll(() => app.close());

  it('is for the master only', async () => {
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: getReport.path, headers });
    const guest = await get({});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(messages.common.unauthorized);
    for (const refused of [accounts.admin, accounts.customer]) {
      const res = await get(refused.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.guard.masterOnly);
    }
    expect((await get(accounts.master.headers)).statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: `${exportReport.path}?figure=revenue`, headers: accounts.admin.headers });
    expect(file.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${exportReport.path}?figure=revenue` })).statusCode).toBe(401);
  });

  it('refuses a bad period, branch or figure in Vietnamese', async () => {
    const refusal = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: accounts.master.headers });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await refusal(`${getReport.path}?from=2026-13`)).toBe(messages.reports.monthInvalid);
    expect(await refusal(`${getReport.path}?from=2026-03-01`)).toBe(messages.reports.monthInvalid);
    expect(await refusal(`${getReport.path}?from=2026-03&to=2026-01`)).toBe(messages.reports.rangeInvalid);
    expect(await refusal(`${getReport.path}?from=2020-01&to=2026-03`)).toBe(format(messages.reports.rangeTooLong, { max: REPORT_MAX_MONTHS }));
    // A start alone runs to this month: too long as well, though the schema could not see it.
    expect(await refusal(`${getReport.path}?from=2020-01`)).toBe(format(messages.reports.rangeTooLong, { max: REPORT_MAX_MONTHS }));
    expect(await refusal(`${getReport.path}?branch=quan-1`)).toBe(messages.bookings.branchRequired);
    expect(await refusal(`${exportReport.path}?figure=profit`)).toBe(messages.reports.figureInvalid);
  });

  it('covers this month and the eleven before by default', async () => {
    const report = await reportOf('');
    expect([report.from, report.to, report.branch]).toEqual(['2025-04', '2026-03', null]);
    expect(report.chats.rows.map((row) => row.month)).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    expectTotalsMatchRows(report);
  });

  it('counts a payment in its month on the Vietnamese clock, at its job branch, and completed shop orders as the online shop', async () => {
    const report = await reportOf('from=2026-01&to=2026-03');
    expectTotalsMatchRows(report);
    expect(report.revenue).toMatchObject({ count: 3, amount: 2_400_000 });
    const cell = (month: string, source: string) => report.revenue.rows.find((row) => row.month === month && row.source === source);
    expect(cell('2026-02', 'quan-12')).toEqual({ month: '2026-02', source: 'quan-12', count: 1, amount: 1_250_000 });
    expect(cell('2026-01', 'quan-12')).toMatchObject({ count: 0, amount: 0 });
    expect(cell('2026-01', 'thu-duc')).toMatchObject({ count: 1, amount: 800_000 });
    expect(cell('2026-02', 'online')).toMatchObject({ count: 1, amount: 350_000 });
    expect(report.revenue.rows).toHaveLength(9);

    const quan12 = await reportOf('from=2026-01&to=2026-03&branch=quan-12');
    expectTotalsMatchRows(quan12);
    expect(quan12.revenue).toMatchObject({ count: 1, amount: 1_250_000 });
    expect(quan12.revenue.rows.map((row) => row.source)).toEqual(['quan-12', 'quan-12', 'quan-12']);
  });

  it('counts open jobs per step now and the average stay of each step', async () => {
    const report = await reportOf('from=2026-02&to=2026-02');
    expectTotalsMatchRows(report);
    const row = (step: string) => report.steps.rows.find((item) => item.step === step);
    expect(report.steps.rows).toHaveLength(12);
    expect(report.steps).toMatchObject({ open: 2, stays: 3 });
    expect(row('received')).toEqual({ step: 'received', open: 0, stays: 2, averageMinutes: 40 });
    expect(row('inspection')).toEqual({ step: 'inspection', open: 1, stays: 1, averageMinutes: 60 });
    expect(row('diagnosis')).toEqual({ step: 'diagnosis', open: 1, stays: 0, averageMinutes: null });
    // Thủ Đức alone; and a month with no moves still shows the jobs there now.
    expect((await reportOf('from=2026-02&to=2026-02&branch=thu-duc')).steps.rows.find((item) => item.step === 'received')).toMatchObject({ stays: 1, averageMinutes: 50 });
    expect((await reportOf('from=2026-03&to=2026-03')).steps).toMatchObject({ open: 2, stays: 0 });
  });

  it('ranks services of jobs and bookings, the rest in one row', async () => {
    const report = await reportOf('from=2026-01&to=2026-03');
    expectTotalsMatchRows(report);
    expect(report.services.rows[0]).toEqual({ name: 'Thay dầu', rest: false, repairs: 2, bookings: 1 });
    expect(report.services.rows[1]).toEqual({ name: 'Sửa phanh', rest: false, repairs: 0, bookings: 2 });
    expect(report.services.rows).toHaveLength(TOP_SERVICES + 1);
    expect(report.services.rows.at(-1)).toEqual({ name: messages.reports.otherServices, rest: true, repairs: 0, bookings: 4 });
    expect(report.services).toMatchObject({ repairs: 2, bookings: 15 });
  });

  it('gives the approval rate of answered quote lines, per kind', async () => {
    const report = await reportOf('from=2026-02&to=2026-02');
    expectTotalsMatchRows(report);
    expect(report.quotes).toMatchObject({ answered: 3, approved: 2, answeredAmount: 1_000_000, approvedAmount: 700_000 });
    expect(report.quotes.rows).toEqual([
      { kind: 'part', answered: 2, approved: 1, answeredAmount: 800_000, approvedAmount: 500_000 },
      { kind: 'labour', answered: 1, approved: 1, answeredAmount: 200_000, approvedAmount: 200_000 },
      { kind: 'other', answered: 0, approved: 0, answeredAmount: 0, approvedAmount: 0 },
    ]);
    expect((await reportOf('from=2026-02&to=2026-02&branch=thu-duc')).quotes.answered).toBe(0);
    expect((await reportOf('from=2026-03&to=2026-03')).quotes.answered).toBe(0);
  });

  it('counts cancellations and no-shows: confirmed, the day passed, no job opened from it', async () => {
    const report = await reportOf('from=2026-02&to=2026-03');
    expectTotalsMatchRows(report);
    expect(report.attendance).toMatchObject({ bookings: 5, cancelled: 1, noShows: 1 });
    const cell = (month: string, branch: string) => report.attendance.rows.find((row) => row.month === month && row.branch === branch);
    expect(cell('2026-02', 'quan-12')).toMatchObject({ bookings: 2, cancelled: 0, noShows: 1 });
    expect(cell('2026-02', 'thu-duc')).toMatchObject({ bookings: 2, cancelled: 1, noShows: 0 });
    expect(cell('2026-03', 'quan-12')).toMatchObject({ bookings: 1, cancelled: 0, noShows: 0 });
  });

  it('counts each customer who wrote once a month, converted when they booked within 14 days', async () => {
    const report = await reportOf('from=2026-01&to=2026-03');
    expectTotalsMatchRows(report);
    expect(report.chats).toMatchObject({ chats: 3, converted: 1 });
    expect(report.chats.rows).toEqual([
      { month: '2026-01', chats: 0, converted: 0 },
      { month: '2026-02', chats: 2, converted: 1 },
      { month: '2026-03', chats: 1, converted: 0 },
    ]);
  });

  it('downloads a figure as CSV with its rows and the total last', async () => {
    const res = await app.inject({ method: 'GET', url: `${exportReport.path}?figure=revenue&from=2026-01&to=2026-02`, headers: accounts.master.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bao-cao-doanh-thu-2026-01-den-2026-02.csv"');
    expect(res.body.split('\r\n')).toEqual([
      `${CSV_BOM}Tháng,Nguồn,Số lần thu,Doanh thu (đồng)`,
      '01/2026,Chi nhánh Quận 12,0,0',
      '01/2026,Chi nhánh Thủ Đức,1,800000',
      '01/2026,Cửa hàng trực tuyến,0,0',
      '02/2026,Chi nhánh Quận 12,1,1250000',
      '02/2026,Chi nhánh Thủ Đức,0,0',
      '02/2026,Cửa hàng trực tuyến,1,350000',
      'Tổng cộng,,3,2400000',
      '',
    ]);
    const quotes = await app.inject({ method: 'GET', url: `${exportReport.path}?figure=quotes&from=2026-02&to=2026-02&branch=quan-12`, headers: accounts.master.headers });
    expect(quotes.headers['content-disposition']).toContain('bao-cao-bao-gia-2026-02-den-2026-02-quan-12.csv');
    expect(quotes.body).toContain('Phụ tùng,2,1,1,50%,800000,500000');
    expect(quotes.body).toContain('Tổng cộng,3,2,1,"66,7%",1000000,700000');
  });
});
