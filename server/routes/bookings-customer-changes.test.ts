import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelLookedUpBooking,
  createBooking,
  deleteBooking,
  getAvailability,
  listMyBookings,
  lookupBooking,
  rescheduleLookedUpBooking,
  updateBooking,
  updateBookingStatus,
} from '../../contract/bookings';
import { addClosedDay } from '../../contract/closed-days';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { formatDay } from '../../contract/format';
import { BOOKING_PHONE } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import type { App } from '../app';
import type { MailMessage } from '../plugins/mail';
import { createAccount, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { createTestApp } from '../test/test-app';

// Issue 40: what a customer's own change does (the booking waits again where it moved, the
// garage's inbox hears of it), what the garage says when it cancels or deletes, and whose
// change the customer's card names.

const GARAGE_INBOX = 'datlich@garaotosaigon.vn';

let app: App;
let admin: TestAccount;
let master: TestAccount;
let customer: TestAccount;
const mails: MailMessage[] = [];
const day = openDayAhead(3);
const later = openDayAhead(5);

beforeAll(async () => {
  app = await createTestApp({
    garageNotifyEmail: GARAGE_INBOX,
    siteOrigin: 'https://gara.example.vn',
    bookingSlotCapacity: 5,
    bookingLimits: { perAddress: 1000, addressWindowSeconds: 600, perPhone: 1000, phoneWindowSeconds: 86_400, keyPrefix: 'test:customer-changes' },
  });
  app.mailer.send = async (message) => void mails.push(message);
  [admin, master, customer] = await Promise.all([
    createAccount(app, { roles: ['admin'] }),
    createAccount(app, { roles: ['master'] }),
    createAccount(app, { fullName: 'Lê Văn Khách' }),
  ]);
});
afterAll(() => app.close());

let phones = 0;
async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  phones += 1;
  const res = await app.inject({
    method: 'POST',
    url: createBooking.path,
    headers,
    payload: {
      fullName: 'Phạm Thị Đặt Lịch',
      numberPhone: `09${String(30_000_000 + phones).slice(-8)}`,
      date: day,
      timeSlot: '09:00',
      branch: 'quan-12',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return createBooking.response.parse(res.json());
}

const lookupOf = (booking: { code: string; numberPhone: string }) => ({ code: booking.code, phone: booking.numberPhone });
const lookUp = (booking: { code: string; numberPhone: string }) =>
  app.inject({ method: 'GET', url: `${lookupBooking.path}?code=${booking.code}&phone=${booking.numberPhone}` });
const setStatus = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id }), headers: admin.headers, payload });
const refusal = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(errorResponseSchema.parse(res.json()).message).toBe(message);
};
/** Mails sent so far, the queue emptied first: what a step sends is what comes after. */
const sentSoFar = async () => {
  await app.mailQueue.flush();
  return mails.length;
};
const newMails = async (since: number) => {
  await app.mailQueue.flush();
  return mails.slice(since);
};

describe('a customer moves or cancels their own booking', () => {
  it('a confirmed booking moved to another branch waits again there; the customer gets the new time, the garage its inbox mail', async () => {
    const made = await book({}, customer.headers);
    expect((await setStatus(made._id, { status: 'confirmed' })).statusCode).toBe(200);
    const before = await sentSoFar();

    const res = await app.inject({
      method: 'POST',
      url: rescheduleLookedUpBooking.path,
      payload: { ...lookupOf(made), date: later, timeSlot: '15:00', branch: 'thu-duc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = rescheduleLookedUpBooking.response.parse(res.json());
    expect(moved).toMatchObject({ date: later, timeSlot: '15:00', branch: 'thu-duc', status: 'pending' });
    // The visitor's own move, never 'Gara cập nhật'.
    expect(moved.lastChange).toMatchObject({ byCustomer: true, reason: messages.bookings.rescheduledByCustomerReason });

    const sent = await newMails(before);
    const toCustomer = sent.filter((mail) => mail.to === customer.email);
    expect(toCustomer.map((mail) => mail.subject)).toEqual([format(messages.mail.movedSubject, { time: '15:00', day: formatDay(later) })]);
    expect(toCustomer[0]!.text).toContain('Chi nhánh Thủ Đức');
    const toGarage = sent.filter((mail) => mail.to === GARAGE_INBOX);
    expect(toGarage.map((mail) => mail.subject)).toEqual([
      format(messages.mail.garageMovedSubject, { time: '15:00', day: formatDay(later), branch: ' - Chi nhánh Thủ Đức' }),
    ]);
    expect(toGarage[0]!.text).toContain(`09:00, ${formatDay(day)}, Chi nhánh Quận 12`);
    const mine = listMyBookings.response.parse((await app.inject({ method: 'GET', url: listMyBookings.path, headers: customer.headers })).json());
    expect(mine.find((booking) => booking._id === made._id)?.lastChange?.byCustomer).toBe(true);
  });

  it('a move by the garage itself keeps the booking confirmed', async () => {
    const made = await book({ timeSlot: '10:00' });
    expect((await setStatus(made._id, { status: 'confirmed' })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'PUT',
      url: buildPath(updateBooking.path, { id: made._id }),
      headers: admin.headers,
      payload: { branch: 'thu-duc', updateReason: 'Quận 12 hết thợ điện' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateBooking.response.parse(res.json())).toMatchObject({ branch: 'thu-duc', status: 'confirmed' });
  });

  it("a visitor's own cancel is theirs on the card, and the garage's inbox hears of it", async () => {
    const made = await book({ timeSlot: '11:00' });
    const before = await sentSoFar();
    const res = await app.inject({ method: 'POST', url: cancelLookedUpBooking.path, payload: lookupOf(made) });
    expect(res.statusCode, res.body).toBe(200);
    expect(cancelLookedUpBooking.response.parse(res.json()).lastChange).toMatchObject({ byCustomer: true });
    const again = lookupBooking.response.parse((await lookUp(made)).json());
    expect(again).toMatchObject({ status: 'cancelled', lastChange: { byCustomer: true } });
    const toGarage = (await newMails(before)).filter((mail) => mail.to === GARAGE_INBOX);
    expect(toGarage.map((mail) => mail.subject)).toEqual([
      format(messages.mail.garageCancelledSubject, { time: '11:00', day: formatDay(day), branch: ' - Chi nhánh Quận 12' }),
    ]);
  });
});

describe('the garage cancels, revives or deletes', () => {
  it('asks a reason to cancel, mails it to the customer and shows it on the lookup card', async () => {
    const made = await book({ timeSlot: '13:00' }, customer.headers);
    refusal(await setStatus(made._id, { status: 'cancelled' }), 400, messages.bookings.cancelReasonRequired);
    refusal(await setStatus(made._id, { status: 'cancelled', reason: '   ' }), 400, messages.bookings.cancelReasonRequired);
    const before = await sentSoFar();
    const reason = 'Gara quá tải khung giờ này, mời anh đặt ngày khác.';
    const res = await setStatus(made._id, { status: 'cancelled', reason });
    expect(res.statusCode, res.body).toBe(200);

    const toCustomer = (await newMails(before)).filter((mail) => mail.to === customer.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.subject).toContain('đã bị hủy');
    expect(toCustomer[0]!.text).toContain(format(messages.mail.reasonLine, { reason }));
    const card = lookupBooking.response.parse((await lookUp(made)).json());
    expect(card).toMatchObject({ status: 'cancelled', lastChange: { reason, byCustomer: false } });
  });

  it('revives a cancelled booking only on a day still open (and into a slot with room)', async () => {
    const closing = openDayAhead(7);
    const made = await book({ date: closing, timeSlot: '14:00' });
    expect((await setStatus(made._id, { status: 'cancelled', reason: 'Khách báo bận' })).statusCode).toBe(200);
    const closed = await app.inject({
      method: 'POST',
      url: addClosedDay.path,
      headers: master.headers,
      payload: { date: closing, branch: 'quan-12', reason: 'Tập huấn' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    refusal(await setStatus(made._id, { status: 'confirmed' }), 400, format(messages.bookings.closedDay, { name: 'Tập huấn', day: formatDay(closing) }));
    const slots = getAvailability.response.parse((await app.inject({ method: 'GET', url: `${getAvailability.path}?date=${closing}&branch=quan-12` })).json());
    expect(slots.slots.find((slot) => slot.timeSlot === '14:00')?.booked).toBe(0);
  });

  it('tells the customer of a deletion, and the lookup says the garage removed it', async () => {
    const made = await book({ timeSlot: '16:00' }, customer.headers);
    const before = await sentSoFar();
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteBooking.path, { id: made._id }), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);

    const toCustomer = (await newMails(before)).filter((mail) => mail.to === customer.email);
    expect(toCustomer.map((mail) => mail.subject)).toEqual([format(messages.mail.deletedSubject, { time: '16:00', day: formatDay(day) })]);
    const removed = format(messages.bookings.deletedByGarage, { phone: BOOKING_PHONE.display });
    refusal(await lookUp(made), 410, removed);
    refusal(await app.inject({ method: 'POST', url: cancelLookedUpBooking.path, payload: lookupOf(made) }), 410, removed);
    // Someone without the phone learns nothing more than before.
    refusal(await lookUp({ code: made.code, numberPhone: '0900000000' }), 404, messages.bookings.lookupNotFound);
  });
});
