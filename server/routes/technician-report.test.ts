import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSV_BOM } from '../../contract/date-range';
import { buildPath } from '../../contract/endpoint';
import type { BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { recordPhoneAnswer, saveQuote, type Quote } from '../../contract/repair-quotes';
import { REPAIR_STEPS } from '../../contract/repair-steps';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import { exportTechnicianReport, getTechnicianReport, setTechnicianShare, type TechnicianReport } from '../../contract/technician-reports';
import { assignLineTechnician } from '../../contract/workshop';
import type { ClockEventKind } from '../../contract/workshop-rules';
import type { App } from '../app';
import { accountRoles, accounts, clockEvents, roles } from '../db/schema';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

describe('the technician report', () => {
  let app: App;
  let accounts_: Awaited<ReturnType<typeof createRoleAccounts>>;
  let an: TestAccount;
  let binh: TestAccount;
  let chi: TestAccount;
  const today = vietnamToday();
  const yesterday = addDays(today, -1);
  /** An instant on the Vietnamese clock of a day. */
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = accounts_.master.headers) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = accounts_.admin.headers): Promise<T> {
    const res = await call(method, url, payload, headers);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<T>();
  }
  const reportOf = async (query: string) => {
    const res = await call('GET', `${getTechnicianReport.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return getTechnicianReport.response.parse(res.json()) as TechnicianReport;
  };

  /** An account with the technician role, working at a branch. */
  async function technician(fullName: string, branch: BranchId): Promise<TestAccount> {
    const account = await createAccount(app, { fullName });
    const [role] = await app.db.select().from(roles).where(eq(roles.name, 'technician'));
    await app.db.insert(accountRoles).values({ accountId: account.id, roleId: role!.id });
    await app.db.update(accounts).set({ usualBranch: branch }).where(eq(accounts.id, account.id));
    return account;
  }

  type Line = { kind: string; description: string; quantity: string; unitPrice: number; warrantyMonths?: number; warrantyKm?: number };

  /** A job opened and driven to the quote's gate, its quote saved and answered line by line on the phone, each labour line given its technician. */
  async function quotedJob(branch: BranchId, plate: string, odometerKm: number, lines: Line[], answers: boolean[], technicians: Array<TestAccount | null>, discount = 0) {
    const job = await ok<RepairDetail>('POST', openRepair.path, { fullName: 'Phạm Minh Tuấn', numberPhone: '0905 444 555', branch, plate, odometerKm, fuelLevel: 50 });
    await driveTo(app, accounts_.admin.headers, job._id, 'confirmation');
    const saved = await ok<Quote>('PUT', buildPath(saveQuote.path, { id: job._id }), { lines, vatRate: 0, discount, version: 0 });
    const quote = await ok<Quote>('POST', buildPath(recordPhoneAnswer.path, { id: job._id }), {
      version: saved.version,
      signedName: 'Khách trả lời qua điện thoại',
      lines: saved.lines.map((line, index) => ({ lineId: line._id, approved: answers[index] ?? false })),
    });
    // Named on the line as the job page does, before the quality check asks for it.
    for (const [index, line] of quote.lines.entries()) {
      const person = technicians[index];
      if (person) await ok('PUT', buildPath(assignLineTechnician.path, { id: job._id, lineId: line._id }), { technicianId: person.id });
    }
    return { job, lines: quote.lines };
  }

  const clock = (repairId: string, lineId: string, person: TestAccount, events: Array<[ClockEventKind, Date, number?]>) =>
    app.db.insert(clockEvents).values(events.map(([kind, time, seconds]) => ({ repairId, lineId, technicianId: person.id, kind, at: time, seconds: seconds ?? null, reason: kind === 'correction' ? 'Quên bấm dừng' : '' })));

  beforeAll(async () => {
    app = await createTestApp();
    accounts_ = await createRoleAccounts(app);
    an = await technician('Nguyễn Văn An', 'quan-12');
    binh = await technician('Trần Thị Bình', 'quan-12');
    chi = await technician('Lê Văn Chi', 'thu-duc');

    // Job 1, Quận 12, paid: An's brakes (2 h × 300.000, warranty 6 months or 5.000 km), Bình's alignment
    // (1,5 h × 200.000), a part at 500.000, 100.000 off shared by the lines' totals: 42.857, 21.429, 35.714.
    const first = await quotedJob(
      'quan-12',
      '51A-111.11',
      40_000,
      [
        { kind: 'labour', description: 'Thay má phanh', quantity: '2', unitPrice: 300_000, warrantyMonths: 6, warrantyKm: 5_000 },
        { kind: 'labour', description: 'Cân chỉnh thước lái', quantity: '1,5', unitPrice: 200_000 },
        { kind: 'part', description: 'Má phanh trước', quantity: '1', unitPrice: 500_000 },
      ],
      [true, true, true],
      [an, binh, null],
      100_000,
    );
    await driveTo(app, accounts_.admin.headers, first.job._id, REPAIR_STEPS.at(-1)!);

    // Job 2, Thủ Đức, paid: Chi's service (1 h × 250.000); Chi's wash was declined and counts for nobody.
    const second = await quotedJob(
      'thu-duc',
      '51K-222.22',
      12_000,
      [
        { kind: 'labour', description: 'Bảo dưỡng định kỳ', quantity: '1', unitPrice: 250_000, warrantyMonths: 3 },
        { kind: 'labour', description: 'Rửa xe', quantity: '0,5', unitPrice: 100_000 },
      ],
      [true, false],
      [chi, chi],
    );
    await driveTo(app, accounts_.admin.headers, second.job._id, REPAIR_STEPS.at(-1)!);

    // Job 3: the first car back within the warranty (43.000 km) for the brakes, written in capitals
    // without accents: a comeback for An. Approved and assigned, but not paid: no hours billed.
    const third = await quotedJob(
      'quan-12',
      '51A-111.11',
      43_000,
      [
        { kind: 'labour', description: 'THAY MA PHANH', quantity: '1', unitPrice: 300_000 },
        { kind: 'labour', description: 'Cân chỉnh thước lái', quantity: '1', unitPrice: 200_000 },
      ],
      [true, true],
      [an, binh],
    );
    expect(third.job.step).toBe('received');

    // Clocks, on the Vietnamese clock: An 09:00-10:00 and 10:30-11:30 on the brakes, then a correction of
    // +30 min (2,5 h); yesterday an hour on job 3's line, outside today's period. Bình 13:00-14:30 on the
    // alignment (1,5 h). Chi 14:30-15:30 on job 2's service (1 h), the finish sent twice by a tablet.
    await clock(first.job._id, first.lines[0]!._id, an, [
      ['start', at(today, '09:00')],
      ['pause', at(today, '10:00')],
      ['start', at(today, '10:30')],
      ['finish', at(today, '11:30')],
      ['correction', at(today, '12:00'), 1800],
    ]);
    await clock(third.job._id, third.lines[0]!._id, an, [
      ['start', at(yesterday, '09:00')],
      ['finish', at(yesterday, '10:00')],
    ]);
    await clock(first.job._id, first.lines[1]!._id, binh, [
      ['start', at(today, '13:00')],
      ['finish', at(today, '14:30')],
    ]);
    await clock(second.job._id, second.lines[0]!._id, chi, [
      ['start', at(today, '14:30')],
      ['finish', at(today, '15:30')],
      ['finish', at(today, '15:31')],
    ]);
  });
  afterAll(() => app.close());

  it('lets the master set a technician\'s share as typed, refuses an account without the role, and is the master\'s only', async () => {
    const share = (id: string, percent: unknown, headers = accounts_.master.headers) => call('PUT', buildPath(setTechnicianShare.path, { id }), { percent }, headers);
    const saved = await share(an.id, '10');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: messages.technicianReport.shareSaved, percent: 10 });
    expect((await share(binh.id, '2,5')).json()).toEqual({ message: messages.technicianReport.shareSaved, percent: 2.5 });
    // Chi has a share set, then taken off again.
    expect((await share(chi.id, '7')).statusCode).toBe(200);
    expect((await share(chi.id, '')).json()).toEqual({ message: messages.technicianReport.shareSaved, percent: null });

    const notOne = await share(accounts_.admin.id, '5');
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json()).toEqual({ message: messages.technicianReport.notTechnician });
    for (const bad of ['150', '-1', '2,555', 'nhiều']) {
      const res = await share(an.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.technicianReport.shareInvalid);
    }
    expect((await share(an.id, '20', accounts_.admin.headers)).statusCode).toBe(403);
    expect((await call('GET', `${getTechnicianReport.path}?from=${today}&to=${today}`, undefined, accounts_.admin.headers)).statusCode).toBe(403);
    expect((await call('GET', `${exportTechnicianReport.path}?from=${today}&to=${today}`, undefined, accounts_.admin.headers)).statusCode).toBe(403);
  });

  it('counts billed and clocked hours, efficiency, jobs, comebacks and commission per technician; every total is the sum of its rows', async () => {
    const report = await reportOf(`from=${today}&to=${today}`);
    expect(report.rows.map((row) => row.technician.fullName)).toEqual(['Lê Văn Chi', 'Nguyễn Văn An', 'Trần Thị Bình']);
    const [chiRow, anRow, binhRow] = report.rows;
    expect(anRow).toEqual({
      technician: { _id: an.id, fullName: 'Nguyễn Văn An', branch: 'quan-12' },
      billedHours: 2,
      clockedHours: 2.5,
      efficiency: 0.8,
      jobsDone: 1,
      comebacks: 1,
      // 600.000 less its share 42.857 of the discount.
      labourRevenue: 557_143,
      sharePercent: 10,
      commission: 55_714,
    });
    expect(binhRow).toEqual({
      technician: { _id: binh.id, fullName: 'Trần Thị Bình', branch: 'quan-12' },
      billedHours: 1.5,
      clockedHours: 1.5,
      efficiency: 1,
      jobsDone: 1,
      comebacks: 0,
      // 300.000 less its share 21.429; at 2,5 %: 6.964,275.
      labourRevenue: 278_571,
      sharePercent: 2.5,
      commission: 6_964,
    });
    // Chi's share was taken off: no commission. The declined wash is not billed.
    expect(chiRow).toEqual({
      technician: { _id: chi.id, fullName: 'Lê Văn Chi', branch: 'thu-duc' },
      billedHours: 1,
      clockedHours: 1,
      efficiency: 1,
      jobsDone: 1,
      comebacks: 0,
      labourRevenue: 250_000,
      sharePercent: null,
      commission: null,
    });

    const sum = (pick: (row: TechnicianReport['rows'][number]) => number) => report.rows.reduce((total, row) => total + pick(row), 0);
    expect(report.total).toEqual({
      billedHours: sum((row) => row.billedHours),
      clockedHours: sum((row) => row.clockedHours),
      efficiency: 0.9,
      jobsDone: sum((row) => row.jobsDone),
      comebacks: sum((row) => row.comebacks),
      labourRevenue: sum((row) => row.labourRevenue),
      commission: sum((row) => row.commission ?? 0),
    });
    expect(report.total).toMatchObject({ billedHours: 4.5, clockedHours: 5, jobsDone: 3, comebacks: 1, labourRevenue: 1_085_714, commission: 62_678 });
  });

  it('reads one branch by the job\'s branch, and another period', async () => {
    const quan12 = await reportOf(`from=${today}&to=${today}&branch=quan-12`);
    expect(quan12.rows.map((row) => [row.technician.fullName, row.billedHours, row.clockedHours, row.jobsDone, row.comebacks, row.labourRevenue])).toEqual([
      ['Nguyễn Văn An', 2, 2.5, 1, 1, 557_143],
      ['Trần Thị Bình', 1.5, 1.5, 1, 0, 278_571],
    ]);
    const thuDuc = await reportOf(`from=${today}&to=${today}&branch=thu-duc`);
    // Chi works there; Quận 12's technicians have nothing there.
    expect(thuDuc.rows.map((row) => [row.technician.fullName, row.billedHours, row.clockedHours, row.labourRevenue])).toEqual([['Lê Văn Chi', 1, 1, 250_000]]);
    expect(thuDuc.total).toMatchObject({ billedHours: 1, clockedHours: 1, efficiency: 1, labourRevenue: 250_000 });

    const before = await reportOf(`from=${yesterday}&to=${yesterday}`);
    // Yesterday: An's hour on job 3 only; nothing paid, no comeback yet.
    expect(before.rows.find((row) => row.technician._id === an.id)).toMatchObject({ billedHours: 0, clockedHours: 1, efficiency: 0, jobsDone: 0, comebacks: 0, commission: 0 });
    expect(before.total).toMatchObject({ billedHours: 0, clockedHours: 1, jobsDone: 0, comebacks: 0, labourRevenue: 0 });

    const refused = await call('GET', `${getTechnicianReport.path}?from=${today}&to=${yesterday}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(messages.exports.rangeInvalid);
    const badBranch = await call('GET', `${getTechnicianReport.path}?from=${today}&to=${today}&branch=ha-noi`);
    expect(badBranch.statusCode).toBe(400);
  });

  it('writes the same table as CSV, its last line the total', async () => {
    const res = await call('GET', `${exportTechnicianReport.path}?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`bao-cao-ky-thuat-vien-${today}-den-${today}.csv`);
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const records = res.body.slice(CSV_BOM.length).trimEnd().split('\r\n');
    expect(records[0]).toBe('Kỹ thuật viên,Chi nhánh,Giờ tính tiền,Giờ bấm,Hiệu suất (%),Số phiếu,Xe quay lại,Doanh thu công (đồng),Hoa hồng (%),Hoa hồng (đồng)');
    expect(records[2]).toBe('Nguyễn Văn An,Chi nhánh Quận 12,2,2.5,80,1,1,557143,10,55714');
    expect(records.at(-1)).toBe('Tổng cộng,,4.5,5,90,3,1,1085714,,62678');
    expect(records).toHaveLength(5);
  });

  it('refuses a period longer than a year in the contract\'s words', async () => {
    const res = await call('GET', `${getTechnicianReport.path}?from=2025-01-01&to=2026-12-31`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(format(messages.exports.rangeTooLong, { max: 366 }));
  });
});
