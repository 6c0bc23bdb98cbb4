import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { answerQuote, createQuoteLink, saveQuote, type Quote, type QuoteLink } from '../../contract/repair-quotes';
import { openQuoteLink, openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, mailQueue, repairOrders } from '../db/schema';
import { signQuoteLink } from '../lib/quote-link-token';
import { signWatchToken } from '../lib/watch-token';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

const SITE = 'https://gara.example.vn';
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('the one-tap quote link', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ siteOrigin: SITE, jwtSecret: SECRET });
    ({ customer, admin } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  let phones = 0;
  async function quotedJob() {
    phones += 1;
    const [booking] = await app.db
      .insert(bookings)
      .values({
        fullName: 'Nguyễn Thị Thu',
        numberPhone: `0977${String(300000 + phones).slice(-6)}`,
        date: openDayAhead(1),
        timeSlot: '09:00',
        status: 'confirmed',
        branch: 'quan-12',
        carPlate: `51L${String(50000 + phones).slice(-5)}`,
        carModel: 'Kia Morning',
        accountId: customer.id,
      })
      .returning();
    const opened = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { bookingId: booking!.id, odometerKm: 40_000, fuelLevel: 50 } });
    expect(opened.statusCode, opened.body).toBe(201);
    const job = await driveTo(app, admin.headers, opened.json<RepairDetail>()._id, 'quote');
    const quote = await save(job._id, 0);
    return { job, quote };
  }
  async function save(id: string, version: number) {
    const res = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id }),
      headers: admin.headers,
      payload: { lines: [{ kind: 'labour', description: 'Thay dầu máy', quantity: 1, unitPrice: 250_000 }], vatRate: 0, version },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Quote>();
  }
  const tokenOf = (url: string) => new URL(url).searchParams.get('duyet')!;
  const open = (token: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: openQuoteLink.path, query: { token }, headers });
  const answerWith = (id: string, quote: Quote, token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: buildPath(answerQuote.path, { id }),
      headers,
      payload: { version: quote.version, signedName: 'Nguyễn Thị Thu', token, lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })) },
    });
  const linkFor = async (id: string, caller: TestAccount = admin) => app.inject({ method: 'POST', url: buildPath(createQuoteLink.path, { id }), headers: caller.headers });

  it("puts a link in the quote mail that opens the job's approval without a code, a phone or a sign-in, and answers it", async () => {
    const { job, quote } = await quotedJob();
    const [mail] = await app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, customer.email), eq(mailQueue.kind, 'quoteReady')))
      .orderBy(desc(mailQueue.createdAt));
    const url = mail!.textBody.match(/https:\/\/gara\.example\.vn\/theo-doi-sua-chua\?duyet=\S+/)?.[0];
    expect(url, mail!.textBody).toBeDefined();

    const opened = await open(tokenOf(url!));
    expect(opened.statusCode, opened.body).toBe(200);
    const tracked = openQuoteLink.response.parse(opened.json());
    expect(tracked.repair).toMatchObject({ _id: job._id, quote: { version: quote.version, answer: null } });
    expect(tracked.watchToken).not.toBe('');

    const answered = await answerWith(job._id, quote, tokenOf(url!));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Quote>().answer).toMatchObject({ version: quote.version, via: 'link', signedName: 'Nguyễn Thị Thu', recordedBy: null });
  });

  it('gives the desk a link to copy for the current quote; a new quote version or the handover voids it, on opening and on answering', async () => {
    const { job, quote } = await quotedJob();
    expect((await linkFor(job._id, customer)).statusCode).toBe(403);
    const made = await linkFor(job._id);
    expect(made.statusCode, made.body).toBe(200);
    const link = createQuoteLink.response.parse(made.json()) as QuoteLink;
    expect(link.version).toBe(quote.version);
    expect(link.url.startsWith(`${SITE}/theo-doi-sua-chua?duyet=`)).toBe(true);
    expect((await open(tokenOf(link.url))).statusCode).toBe(200);

    // Staff changed the quote: the customer must see the new one, so the old link opens nothing.
    const changed = await save(job._id, quote.version);
    for (const res of [await open(tokenOf(link.url)), await answerWith(job._id, changed, tokenOf(link.url))]) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().message).toBe(messages.quotes.linkInvalid);
    }
    const fresh = createQuoteLink.response.parse((await linkFor(job._id)).json());
    expect(fresh.version).toBe(changed.version);
    expect((await open(tokenOf(fresh.url))).statusCode).toBe(200);

    // Handed over: nothing opens any more, and the desk gets no new link.
    await app.db.update(repairOrders).set({ closedAt: new Date() }).where(eq(repairOrders.id, job._id));
    expect((await open(tokenOf(fresh.url))).statusCode).toBe(410);
    expect((await linkFor(job._id)).statusCode).toBe(409);
  });

  it("opens and answers only the job and version it was signed for; forged, altered and other tokens open nothing", async () => {
    const first = await quotedJob();
    const second = await quotedJob();
    const firstLink = createQuoteLink.response.parse((await linkFor(first.job._id)).json());
    // The first job's link used on the second job's answer.
    const crossed = await answerWith(second.job._id, second.quote, tokenOf(firstLink.url));
    expect(crossed.statusCode).toBe(410);
    expect(crossed.json().message).toBe(messages.quotes.linkInvalid);

    const forged = await signQuoteLink('another-secret-that-is-long-enough-for-hs256', { repairId: first.job._id, version: first.quote.version });
    const watch = await signWatchToken(SECRET, first.job._id);
    const token = tokenOf(firstLink.url);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, watch, customer.token, altered]) {
      const res = await open(bad);
      expect(res.statusCode, bad).toBe(410);
      expect(res.json().message).toBe(messages.quotes.linkInvalid);
      expect((await answerWith(first.job._id, first.quote, bad)).statusCode).toBe(410);
    }
    const empty = await open('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.quotes.linkTokenRequired);

    // Staff signed in on that browser do not answer as the customer.
    const byStaff = await answerWith(first.job._id, first.quote, token, admin.headers);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(messages.quotes.staffNotCustomer);
  });
});
