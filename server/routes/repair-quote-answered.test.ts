import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { answerQuote, recordPhoneAnswer, saveQuote, type Quote } from '../../contract/repair-quotes';
import { getRepair, getWorkshopCounts, listRepairs, moveRepair, openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

// A customer's answer to a quote stays in sight until staff act on it (a step move): the board's
// card, the job page and the start page carry it, not only the alert's toast.
describe("'Khách đã trả lời' until staff act", () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  let phones = 0;
  async function waitingJob() {
    phones += 1;
    const [booking] = await app.db
      .insert(bookings)
      .values({
        fullName: 'Trần Minh Khoa',
        numberPhone: `0988${String(400000 + phones).slice(-6)}`,
        date: openDayAhead(1),
        timeSlot: '10:00',
        status: 'confirmed',
        branch: 'thu-duc',
        carPlate: `51M${String(60000 + phones).slice(-5)}`,
        carModel: 'Honda City',
        accountId: customer.id,
      })
      .returning();
    const opened = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { bookingId: booking!.id, odometerKm: 30_000, fuelLevel: 50 } });
    expect(opened.statusCode, opened.body).toBe(201);
    const job = await driveTo(app, admin.headers, opened.json<RepairDetail>()._id, 'confirmation');
    const saved = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id: job._id }),
      headers: admin.headers,
      payload: { lines: [{ kind: 'labour', description: 'Vệ sinh kim phun', quantity: 1, unitPrice: 400_000 }], vatRate: 0, version: job.quote?.version ?? 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { job, quote: saved.json<Quote>() };
  }
  const lines = (quote: Quote) => quote.lines.map((line) => ({ lineId: line._id, approved: true }));
  const detail = async (id: string) => getRepair.response.parse((await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id }), headers: admin.headers })).json());
  const card = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `${listRepairs.path}?branch=thu-duc`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return listRepairs.response.parse(res.json()).find((job) => job._id === id);
  };
  const answeredOnStartPage = async () => {
    const res = await app.inject({ method: 'GET', url: `${getWorkshopCounts.path}?branch=thu-duc`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return getWorkshopCounts.response.parse(res.json()).answeredQuotes;
  };

  it("marks the card, the job and the start page from the customer's answer until a step move", async () => {
    const { job, quote } = await waitingJob();
    expect((await card(job._id))?.customerAnsweredAt).toBeNull();
    expect(await answeredOnStartPage()).not.toContainEqual(expect.objectContaining({ _id: job._id }));

    const answered = await app.inject({
      method: 'POST',
      url: buildPath(answerQuote.path, { id: job._id }),
      headers: customer.headers,
      payload: { version: quote.version, signedName: 'Trần Minh Khoa', lines: lines(quote) },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const at = answered.json<Quote>().answer!.answeredAt;

    // A reload later (not a toast): still there on each screen.
    expect((await card(job._id))?.customerAnsweredAt).toBe(at);
    expect((await detail(job._id)).customerAnsweredAt).toBe(at);
    expect(await answeredOnStartPage()).toContainEqual({ _id: job._id, code: job.code, plate: job.vehicle.plate, fullName: 'Trần Minh Khoa', answeredAt: at });

    const current = await detail(job._id);
    const moved = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'preparation', version: current.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await card(job._id))?.customerAnsweredAt).toBeNull();
    expect((await detail(job._id)).customerAnsweredAt).toBeNull();
    expect(await answeredOnStartPage()).not.toContainEqual(expect.objectContaining({ _id: job._id }));
  });

  it('leaves no mark for an answer staff recorded from a phone call, nor once the quote changed', async () => {
    const { job, quote } = await waitingJob();
    const byPhone = await app.inject({
      method: 'POST',
      url: buildPath(recordPhoneAnswer.path, { id: job._id }),
      headers: admin.headers,
      payload: { version: quote.version, signedName: 'Anh Khoa', lines: lines(quote) },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect((await card(job._id))?.customerAnsweredAt).toBeNull();

    const other = await waitingJob();
    await app.inject({
      method: 'POST',
      url: buildPath(answerQuote.path, { id: other.job._id }),
      headers: customer.headers,
      payload: { version: other.quote.version, signedName: 'Trần Minh Khoa', lines: lines(other.quote) },
    });
    expect((await card(other.job._id))?.customerAnsweredAt).not.toBeNull();
    const changed = await app.inject({
      method: 'PUT',
      url: buildPath(saveQuote.path, { id: other.job._id }),
      headers: admin.headers,
      payload: { lines: [{ kind: 'labour', description: 'Vệ sinh kim phun', quantity: 2, unitPrice: 400_000 }], vatRate: 0, version: other.quote.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await card(other.job._id))?.customerAnsweredAt).toBeNull();
  });
});
