import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../contract/accounts';
import { listBankTransfers, type BankTransfer } from '../../contract/bank-transfers';
import { getCashDay, type CashDay } from '../../contract/cashbook';
import { buildPath } from '../../contract/endpoint';
import { listReceivables, type Receivables } from '../../contract/payments';
import { getRepair, listRepairs, type RepairDetail, type RepairSummary } from '../../contract/repairs';
import type { App } from '../app';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { createTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { getMyConsents, listBreaches, listPrivacyRequests, type Breach, type MyConsents, type PrivacyRequest } from '../../contract/privacy';

describe('the money of the demo day', () => {
  let app: App;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
    const res = await app.inject({ method: 'POST', url: login.path, payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
    headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  });
  afterAll(() => app.close());

  const get = async <T>(url: string) => (await app.inject({ method: 'GET', url, headers })).json<T>();

  it('leaves every closed job paid in full but the one a company took on credit, which is overdue', async () => {
    const closed = await get<RepairSummary[]>(`${listRepairs.path}?state=closed&page=1&limit=50`);
    const details = await Promise.all(closed.map((job) => get<RepairDetail>(buildPath(getRepair.path, { id: job._id }))));
    const owing = details.filter((job) => job.money.balance !== 0);
    expect(owing).toHaveLength(1);
    expect(owing[0]!.money.credit?.creditAccount.name).toBe('Công ty TNHH Vận tải Phương Nam');
    const receivables = await get<Receivables>(listReceivables.path);
    expect(receivables.rows).toHaveLength(1);
    expect(receivables.rows[0]).toMatchObject({ repairId: owing[0]!._id, bucket: '1-30', balance: owing[0]!.money.balance });
    const board = await get<RepairSummary[]>(listRepairs.path);
    const open = await Promise.all(board.filter((job) => !job.closedAt).map((job) => get<RepairDetail>(buildPath(getRepair.path, { id: job._id }))));
    expect(open.filter((job) => job.money.deposits > 0)).toHaveLength(2);
  });

  it('opens today at Quận 12 with what was counted last night, and has a transfer to place', async () => {
    const today = vietnamToday();
    const yesterday = await get<CashDay>(`${getCashDay.path}?branch=quan-12&day=${addDays(today, -1)}`);
    expect(yesterday.closed).toMatchObject({ difference: -20_000 });
    const book = await get<CashDay>(`${getCashDay.path}?branch=quan-12&day=${today}`);
    expect(book.openingBalance).toBe(yesterday.closed!.countedCash);
    const waiting = await get<BankTransfer[]>(`${listBankTransfers.path}?status=unmatched`);
    expect(waiting).toHaveLength(1);
  });

  // The privacy side of the demo (server/seed/seed-privacy.ts), seeded in the same database.
  it("fills the master's privacy inbox with one request near its deadline, the breach register with a running 72-hour clock, and the demo customer's change of mind", async () => {
    const as = async (account: { email: string; password: string }) => {
      const res = await app.inject({ method: 'POST', url: login.path, payload: account });
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    };
    const master = await as(DEMO_ACCOUNTS.master);
    const inbox = (await app.inject({ method: 'GET', url: `${listPrivacyRequests.path}?status=open&page=1&limit=20`, headers: master })).json<PrivacyRequest[]>();
    expect(inbox.length).toBeGreaterThanOrEqual(3);
    expect(inbox.some((request) => request.workingDaysLeft !== null && request.workingDaysLeft <= 2)).toBe(true);
    expect(inbox.map((request) => request.kind)).toContain('erasure');
    const breaches = (await app.inject({ method: 'GET', url: listBreaches.path, headers: master })).json<Breach[]>();
    expect(breaches.filter((breach) => breach.status === 'open' && Date.parse(breach.reportDueAt) > Date.now())).toHaveLength(1);
    const customer = await as(DEMO_ACCOUNTS.customer);
    const mine = (await app.inject({ method: 'GET', url: getMyConsents.path, headers: customer })).json<MyConsents>();
    expect(mine.choices).toMatchObject({ processing: true, serviceMessages: true, marketing: false });
  });
});
