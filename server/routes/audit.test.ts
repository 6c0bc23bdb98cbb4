// @postgres: the last test sends changes from many requests at once; the chain must stay whole (PGlite takes one transaction at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_PERSONAL_MARK, listAudit, verifyAudit, type AuditEntry, type AuditVerification } from '../../contract/audit';
import { addClosedDay } from '../../contract/closed-days';
import { exportBookings } from '../../contract/bookings';
import { buildPath } from '../../contract/endpoint';
import { updateAccount } from '../../contract/accounts';
import { TOTAL_COUNT_HEADER } from '../../contract/paging';
import type { App } from '../app';
import { auditLog, closedDays } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';

describe(`audit log (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;
  let customer: TestAccount;
  let days = 0;

  beforeAll(async () => {
    app = await createTestApp();
    ({ admin, master, customer } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string>, who: TestAccount = master) => {
    const res = await app.inject({ method: 'GET', url: `${listAudit.path}?${new URLSearchParams(query)}`, headers: who.headers });
    return res;
  };
  const verify = async () => (await app.inject({ method: 'GET', url: verifyAudit.path, headers: master.headers })).json<AuditVerification>();
  /** A future weekday, one per call, for closed days that do not meet. */
  const nextDate = () => {
    days += 1;
    return new Date(Date.UTC(2031, 0, 5 + days)).toISOString().slice(0, 10);
  };
  const closeDay = (who: TestAccount = master) =>
    app.inject({ method: 'POST', url: addClosedDay.path, headers: who.headers, payload: { date: nextDate(), branch: 'quan-12', reason: 'Sửa mái xưởng' } });

  /** Lets a test do what only someone with the database's own keys could: the product never can. */
  const asDatabaseOwner = async (work: () => Promise<unknown>) => {
    await app.db.execute(sql`alter table audit_log disable trigger audit_log_guard`);
    try {
      await work();
    } finally {
      await app.db.execute(sql`alter table audit_log enable trigger audit_log_guard`);
    }
  };

  it("records a master's change with who, from where, what, and the changed fields before and after", async () => {
    const res = await closeDay();
    expect(res.statusCode, res.body).toBe(201);
    const { closedDay } = res.json<{ closedDay: { _id: string } }>();
    const found = await search({ entity: 'closed_days', entityId: closedDay._id });
    expect(found.statusCode, found.body).toBe(200);
    const [entry] = found.json<AuditEntry[]>();
    expect(entry).toMatchObject({ action: 'insert', entity: 'closed_days', entityId: closedDay._id, actor: { _id: master.id, fullName: master.fullName }, ip: '127.0.0.1', before: null });
    expect(entry!.after).toMatchObject({ reason: 'Sửa mái xưởng', branch: 'quan-12', account_id: master.id });
    expect(entry!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps personal fields as changed, never their values, so erasing a person never touches the log', async () => {
    const person = await createAccount(app, { fullName: 'Lê Thị Hồng Nhung' });
    const res = await app.inject({ method: 'PUT', url: buildPath(updateAccount.path, { id: person.id }), headers: master.headers, payload: { fullName: 'Lê Thị Hồng Nhung Mới', phone: '0987 654 321', address: '12 Lê Lợi, Quận 1' } });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await search({ entity: 'accounts', entityId: person.id, action: 'update' })).json<AuditEntry[]>();
    expect(entry!.actor?._id).toBe(master.id);
    expect(entry!.after).toMatchObject({ full_name: AUDIT_PERSONAL_MARK, phone: AUDIT_PERSONAL_MARK, address: AUDIT_PERSONAL_MARK });
    expect(entry!.before).toMatchObject({ full_name: AUDIT_PERSONAL_MARK, phone: null, address: null });
    const everything = JSON.stringify(await app.db.select().from(auditLog));
    for (const text of ['Hồng Nhung', '0987654321', '12 Lê Lợi', person.email]) expect(everything).not.toContain(text);
    expect(everything).not.toContain('password');
  });

  it('writes nothing for a change whose transaction fails: the row and its audit go together', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(closedDays).values({ date: nextDate(), branch: 'thu-duc', reason: 'Không thành' });
        throw new Error('the change fails after its write');
      }),
    ).rejects.toThrow('the change fails');
    const after = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses to change or delete a row of the log through the product', async () => {
    await closeDay();
    await expect(app.db.execute(sql`update audit_log set ip = '10.0.0.9' where seq = 1`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_log where seq = 1`)).rejects.toThrow();
    expect((await verify()).ok).toBe(true);
  });

  it('finds by person, kind and period, a page at a time, newest first; only the master reads it', async () => {
    await closeDay();
    await closeDay();
    const page = await search({ actor: master.id, entity: 'closed_days', page: '1', limit: '2' });
    expect(page.statusCode).toBe(200);
    const rows = page.json<AuditEntry[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.seq).toBeGreaterThan(rows[1]!.seq);
    expect(Number(page.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(4);
    expect((await search({ actor: customer.id })).json<AuditEntry[]>()).toEqual([]);
    expect((await search({ from: '2020-01-01', to: '2020-01-02' })).json<AuditEntry[]>()).toEqual([]);
    expect((await search({ entity: 'khong-co' })).statusCode).toBe(400);
    expect((await search({ from: '2026-12-10', to: '2026-12-01' })).statusCode).toBe(400);
    expect((await search({}, admin)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: verifyAudit.path, headers: admin.headers })).statusCode).toBe(403);
  });

  it("records every staff export of personal data, with who and the filters, before the file goes out", async () => {
    const res = await app.inject({ method: 'GET', url: `${exportBookings.path}?from=2026-12-01&to=2026-12-31`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await search({ entity: 'personal_data', action: 'export' })).json<AuditEntry[]>();
    expect(entry).toMatchObject({ actor: { _id: admin.id }, ip: '127.0.0.1', entityId: 'bookings', before: null, after: { from: '2026-12-01', to: '2026-12-31' } });
  });

  it('keeps one whole chain, in commit order, when changes from many requests arrive at once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => createAccount(app, { fullName: `Khách song song ${i}` })));
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => closeDay()),
      // The same accounts edited by several requests at once: each waits for the row, none deadlocks on the log.
      ...Array.from({ length: 16 }, (_, i) =>
        app.inject({ method: 'PUT', url: buildPath(updateAccount.path, { id: people[i % 4]!.id }), headers: master.headers, payload: { fullName: `Khách song song ${i % 4} lần ${i}` } }),
      ),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    const after = (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(after - before).toBe(28);
    const [gaps] = await app.db.select({ unsealed: sql<number>`count(*) filter (where ${auditLog.seq} is null)::int`, max: sql<number>`max(${auditLog.seq})::int`, n: sql<number>`count(*)::int` }).from(auditLog);
    expect(gaps).toMatchObject({ unsealed: 0, max: gaps!.n });
    expect(await verify()).toMatchObject({ ok: true, firstBroken: null, checked: after });
  });
  it('detects an edited row and a deleted row in the chain', async () => {
    for (let i = 0; i < 3; i += 1) await closeDay();
    const intact = await verify();
    expect(intact).toMatchObject({ ok: true, firstBroken: null });
    expect(intact.checked).toBeGreaterThanOrEqual(5);
    const [last] = await app.db.select({ seq: sql<number>`max(${auditLog.seq})::int` }).from(auditLog);
    const edited = last!.seq - 1;
    await asDatabaseOwner(() => app.db.execute(sql`update audit_log set after = jsonb_set(after, '{reason}', '"Khác"') where seq = ${edited}`));
    expect(await verify()).toMatchObject({ ok: false, firstBroken: { seq: edited, reason: 'edited' } });
    // Putting the old content back heals it: the check reads content, not a flag.
    await asDatabaseOwner(() => app.db.execute(sql`update audit_log set after = jsonb_set(after, '{reason}', '"Sửa mái xưởng"') where seq = ${edited}`));
    expect((await verify()).ok).toBe(true);
    await asDatabaseOwner(() => app.db.execute(sql`delete from audit_log where seq = ${edited - 1}`));
    expect(await verify()).toMatchObject({ ok: false, firstBroken: { seq: edited, reason: 'missing' } });
  });
});
