// @postgres: the same bursts on the Postgres server, with and without Redis (TEST_DATABASE_URL, TEST_REDIS_URL).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cancelLookedUpBooking, lookupBooking } from '../../contract/bookings';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { answerQuote, saveQuote, type Quote } from '../../contract/repair-quotes';
import { openRepair, trackRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, repairQuotes } from '../db/schema';
import { newBookingCode } from '../lib/booking-code';
import { DEFAULT_LOOKUP_LIMITS } from '../services/booking-limits';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp, usingPostgres } from '../test/test-app';
import { DEFAULT_REPAIR_LOOKUP_LIMITS } from './repairs';

// 'Tra cứu lịch hẹn', 'Theo dõi sửa chữa' and a guest's quote answer, each guessed at by one
// address sending a burst at once: the try is taken before the lookup, so the burst gets no
// more wrong answers than the address's budget. And the guesser's wrong tries never hold the
// reference's owner, who asks from another address.

const redisUrl = process.env.TEST_REDIS_URL;
const BURST = 300;
const store = `${usingPostgres() ? 'Postgres' : 'PGlite'}${redisUrl ? ' + Redis' : ''}`;

describe(`lookups sent at once from one address (${store})`, () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    // A prefix of its own, so a Redis shared with other runs holds none of these counts.
    app = await createTestApp({ redisUrl, redisPrefix: `test-lookup-race-${randomBytes(6).toString('hex')}` });
    ({ admin } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  let phones = 0;
  const nextPhone = () => `0933${String(100000 + (phones += 1)).slice(-6)}`;
  /** BURST phones, the right one somewhere in the middle. */
  const guesses = (right: string) => Array.from({ length: BURST }, (_, i) => (i === BURST / 2 ? right : `0944${String(100000 + i).slice(-6)}`));

  /**
   * What a burst got: every refusal must be 429 in Vietnamese with a Retry-After; the rest are
   * answers (a 404 for a wrong phone, the right phone's answer).
   */
  function tally(responses: Array<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>, refusal: string) {
    const refused = responses.filter((res) => res.statusCode === 429);
    for (const res of refused) {
      expect(errorResponseSchema.parse(res.json()).message).toBe(refusal);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const wrong = responses.filter((res) => res.statusCode === 404).length;
    const answered = responses.length - refused.length;
    console.info(`[${store}] ${responses.length} at once → ${answered} answered (${wrong} × 404), ${refused.length} × 429`);
    return { answered, wrong, refused: refused.length };
  }

  const walkIn = async (numberPhone: string) => {
    const res = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: admin.headers,
      payload: { fullName: 'Trần Thị Lan', numberPhone, branch: 'quan-12', plate: `59C${String(20000 + phones).slice(-5)}`, model: 'Kia Morning', odometerKm: 45000, fuelLevel: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  };

  const booked = async (numberPhone: string) => {
    const [row] = await app.db
      .insert(bookings)
      .values({ fullName: 'Lê Thị Hoa', numberPhone, date: openDayAhead(3), timeSlot: '10:00', status: 'pending', branch: 'thu-duc', code: newBookingCode() })
      .returning();
    return row!;
  };

  /** A job at 'Xác nhận' with its quote saved and waiting for the customer's answer. */
  const waitingQuote = async (numberPhone: string) => {
    const job = await walkIn(numberPhone);
    await driveTo(app, admin.headers, job._id, 'confirmation');
    const saved = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id: job._id }),
      headers: admin.headers,
      payload: { lines: [{ kind: 'labour', description: 'Công thay má phanh', quantity: 1, unitPrice: 300_000 }], vatRate: 0, version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { job, quote: saved.json<Quote>() };
  };
  const answerBody = (quote: Quote, code: string, phone: string) => ({
    version: quote.version,
    lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })),
    signedName: 'Nguyễn Thị Thu',
    code,
    phone,
  });
  const answerFrom = (id: string, payload: Record<string, unknown>, remoteAddress: string) =>
    app.inject({ method: 'POST', url: buildPath(answerQuote.path, { id }), payload, remoteAddress });

  // A right answer gives its try back, so it may be one more than the budget; never a wrong one more.
  const budget = DEFAULT_LOOKUP_LIMITS.perAddress;

  it(`tracking: ${BURST} phones for one known code at once → at most ${budget} wrong answers, the rest 429`, async () => {
    const owner = nextPhone();
    const job = await walkIn(owner);
    const responses = await Promise.all(
      guesses(owner).map((phone) => app.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=${phone}`, remoteAddress: '10.39.1.1' })),
    );
    const { answered, wrong } = tally(responses, DEFAULT_REPAIR_LOOKUP_LIMITS.refusal!);
    expect(wrong).toBeLessThanOrEqual(DEFAULT_REPAIR_LOOKUP_LIMITS.perAddress);
    expect(answered).toBeLessThanOrEqual(DEFAULT_REPAIR_LOOKUP_LIMITS.perAddress + 1);
  });

  it(`booking lookup: ${BURST} phones for one known reference at once → at most ${budget} wrong answers, the rest 429`, async () => {
    const owner = nextPhone();
    const booking = await booked(owner);
    const responses = await Promise.all(
      guesses(owner).map((phone) => app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${phone}`, remoteAddress: '10.39.2.1' })),
    );
    const { answered, wrong } = tally(responses, messages.bookings.tooManyLookups);
    expect(wrong).toBeLessThanOrEqual(budget);
    expect(answered).toBeLessThanOrEqual(budget + 1);
  });

  it(`guest quote answer: ${BURST} phones for one job's code at once → at most ${budget} wrong answers; answered only if the right phone was let through, else by its owner elsewhere`, async () => {
    const owner = nextPhone();
    const { job, quote } = await waitingQuote(owner);
    const sent = guesses(owner);
    const responses = await Promise.all(sent.map((phone) => answerFrom(job._id, answerBody(quote, job.code, phone), '10.39.3.1')));
    const { answered, wrong } = tally(responses, DEFAULT_REPAIR_LOOKUP_LIMITS.refusal!);
    expect(wrong).toBeLessThanOrEqual(DEFAULT_REPAIR_LOOKUP_LIMITS.perAddress);
    expect(answered).toBeLessThanOrEqual(DEFAULT_REPAIR_LOOKUP_LIMITS.perAddress + 1);
    const rightOne = responses[sent.indexOf(owner)]!;
    const [row] = await app.db.select().from(repairQuotes).where(eq(repairQuotes.repairId, job._id));
    expect(row!.answeredVia).toBe(rightOne.statusCode === 200 ? 'tracking' : null);
    // The burst held its address only: the customer answers from their own.
    if (rightOne.statusCode !== 200) expect((await answerFrom(job._id, answerBody(quote, job.code, owner), '10.39.3.2')).statusCode).toBe(200);
  });

  it("wrong phones from one address hold that address only: the owner from another is answered, at every lookup", async () => {
    const guesser = '10.39.4.1';
    const owner = '10.39.4.2';
    const bookingPhone = nextPhone();
    const booking = await booked(bookingPhone);
    const jobPhone = nextPhone();
    const { job, quote } = await waitingQuote(jobPhone);
    const wrongs = Array.from({ length: budget }, (_, i) => `0955${String(100000 + i).slice(-6)}`);
    for (const phone of wrongs) {
      expect((await app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${phone}`, remoteAddress: guesser })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=${phone}`, remoteAddress: guesser })).statusCode).toBe(404);
    }
    // The guesser's budget is used up, even for the right phone.
    expect((await app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${bookingPhone}`, remoteAddress: guesser })).statusCode).toBe(429);
    expect((await answerFrom(job._id, answerBody(quote, job.code, jobPhone), guesser)).statusCode).toBe(429);

    expect((await app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${bookingPhone}`, remoteAddress: owner })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: cancelLookedUpBooking.path, payload: { code: booking.code, phone: bookingPhone }, remoteAddress: owner })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=${jobPhone}`, remoteAddress: owner })).statusCode).toBe(200);
    const answered = await answerFrom(job._id, answerBody(quote, job.code, jobPhone), owner);
    expect(answered.statusCode, answered.body).toBe(200);
    // Right answers cost nothing: the owner's address still has its whole budget.
    for (let i = 0; i < budget; i += 1) {
      expect((await app.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=${jobPhone}`, remoteAddress: owner })).statusCode).toBe(200);
    }
  });
});
