// @postgres: only the Postgres server runs the bookings and the closure at the same time (PGlite takes one transaction at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createDeskBooking, rescheduleLookedUpBooking, updateBooking, type Booking } from '../../contract/bookings';
import { addClosedDay } from '../../contract/closed-days';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { formatDay } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import type { App } from '../app';
import { bookings } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { createTestApp, usingPostgres } from '../test/test-app';

// The master closes a day while bookings for it arrive: new ones from the desk, moves by staff
// and moves by customers at 'Tra cứu lịch hẹn'. What must hold afterwards: every booking on the
// closed day that is not cancelled is one the closure's answer listed (`affected`, the
// bookings committed before it, for staff to move), and every booking request either landed
// (and is so listed) or was refused with the closed day's words. Before, a booking could pass
// its closed-day check, commit just after the closure and sit on the closed day unlisted.

const ROUNDS = 20;
const BRANCH = 'thu-duc';
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];

describe(`a day closed while bookings for it arrive (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp({ bookingSlotCapacity: 20 });
    ({ admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  let phones = 0;
  const nextPhone = () => `0922${String(100000 + (phones += 1)).slice(-6)}`;
  let addresses = 0;
  const nextAddress = () => `10.40.${(addresses += 1) >> 8}.${addresses & 255}`;

  const desk = (date: string, timeSlot: string) =>
    app.inject({
      method: 'POST',
      url: createDeskBooking.path,
      headers: admin.headers,
      payload: { fullName: 'Phạm Văn Nam', numberPhone: nextPhone(), branch: BRANCH, date, timeSlot, description: '' },
    });
  const deskOk = async (date: string, timeSlot: string) => {
    const res = await desk(date, timeSlot);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Booking>();
  };

  it(`${ROUNDS} rounds: every booking left on the closed day was listed by the closure, every other request refused in words`, async () => {
    let landed = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = openDayAhead(5 + round);
      const elsewhere = openDayAhead(30 + round);
      // Bookings on another day that staff and their customers move onto the day during the race.
      const toMove = await Promise.all(SLOTS.slice(0, 4).map((slot) => deskOk(elsewhere, slot)));
      const reason = `Sửa điện xưởng, lượt ${round + 1}`;
      const closedWords = format(messages.bookings.closedDay, { name: reason, day: formatDay(day) });

      const requests = [
        ...SLOTS.map((slot) => () => desk(day, slot)),
        ...toMove.slice(0, 2).map((booking) => () =>
          app.inject({ method: 'PUT', url: buildPath(updateBooking.path, { id: booking._id }), headers: admin.headers, payload: { date: day, updateReason: 'Khách gọi đổi ngày' } }),
        ),
        ...toMove.slice(2).map((booking) => () =>
          app.inject({
            method: 'POST',
            url: rescheduleLookedUpBooking.path,
            remoteAddress: nextAddress(),
            payload: { code: booking.code, phone: booking.numberPhone, date: day, timeSlot: booking.timeSlot },
          }),
        ),
      ];
      // The closure goes out in the middle of the bookings, so some are under way as it commits.
      const half = Math.floor(requests.length / 2);
      const [early, late] = [requests.slice(0, half), requests.slice(half)];
      const earlyAnswers = early.map((send) => send());
      const closure = app.inject({ method: 'POST', url: addClosedDay.path, headers: master.headers, payload: { date: day, branch: BRANCH, reason } });
      const lateAnswers = late.map((send) => send());
      const [closed, ...answers] = await Promise.all([closure, ...earlyAnswers, ...lateAnswers]);

      expect(closed!.statusCode, closed!.body).toBe(201);
      const listed = addClosedDay.response.parse(closed!.json()).affected.map((item) => item.booking._id).sort();
      const onDay = (
        await app.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.date, day), eq(bookings.branch, BRANCH), ne(bookings.status, 'cancelled')))
      ).map((row) => row.id).sort();
      expect(onDay, `round ${round + 1}: bookings on the closed day that the closure did not list`).toEqual(listed);
      for (const res of answers) {
        if (res.statusCode === 400) {
          expect(errorResponseSchema.parse(res.json()).message).toBe(closedWords);
          refused += 1;
        } else {
          expect([200, 201], res.body).toContain(res.statusCode);
          expect(onDay).toContain(res.json<Booking>()._id);
          landed += 1;
        }
      }
    }
    console.info(`[${usingPostgres() ? 'Postgres' : 'PGlite'}] ${ROUNDS} rounds, ${landed + refused} bookings and moves: ${landed} landed before the closure (all listed), ${refused} refused`);
  });
});
