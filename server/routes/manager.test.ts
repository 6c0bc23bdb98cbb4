import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, exportBookings, getBookingBoard, updateBookingStatus } from '../../contract/bookings';
import { errorResponseSchema } from '../../contract/common';
import { TIME_SLOTS } from '../../contract/constants';
import { CSV_BOM, EXPORT_MAX_DAYS } from '../../contract/date-range';
import { buildPath } from '../../contract/endpoint';
import { orderCode } from '../../contract/format';
import { getManagerSummary, LOW_STOCK_SHOWN, LOW_STOCK_THRESHOLD } from '../../contract/manager-summary';
import { format, messages } from '../../contract/messages';
import { exportOrders } from '../../contract/orders';
import { accounts, bookings, orderLines, orders } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

/**
 * The back office's start page, day board and CSV exports (part 2), on one app whose clock
 * the tests move: 2026-03-15 08:00 in Vietnam unless a test says otherwise.
 */
const ORIGIN = 'http://quan-ly.example.com';
const CAPACITY = 3;
const START = new Date('2026-03-15T01:00:00Z');

let app: App;
let clock = START;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;

beforeAll(async () => {
  app = await createTestApp({ bookingSlotCapacity: CAPACITY, corsOrigins: [ORIGIN], now: () => clock });
  ({ customer, admin, master } = await createRoleAccounts(app));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => app.inject({ method: 'GET', url, headers });

async function refusedWith(url: string, status: number, headers: Record<string, string> = admin.headers) {
  const res = await get(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return errorResponseSchema.parse(res.json()).message;
}

// Each booking from another customer (address and phone): one of them would soon meet the
// booking limits, which bookings-abuse.test.ts covers. The first phone is 0912345667.
let customers = 0;
async function book(date: string, timeSlot: string, fullName = 'Nguyễn Văn An', headers: Record<string, string> = {}) {
  customers += 1;
  const res = await app.inject({
    method: 'POST',
    url: createBooking.path,
    headers,
    payload: { fullName, numberPhone: `09${123_455 + customers}67`, date, timeSlot, description: 'Bảo dưỡng', images: [] },
    remoteAddress: `10.2.0.${customers}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return createBooking.response.parse(res.json());
}

async function setBookingStatus(id: string, status: string) {
  const res = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id }), headers: admin.headers, payload: { status, reason: status === 'cancelled' ? 'Khách báo bận' : undefined } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/contacts/board', () => {
  it('lists every slot of the day with its bookings in the order they were made, cancelled ones included', async () => {
    const day = '2026-03-16';
    const first = await book(day, '08:00', 'Khách thứ nhất');
    const second = await book(day, '08:00', 'Khách thứ hai');
    // Signed in: bookings without an account may hold two of the three places (ANONYMOUS_SLOT_SHARE).
    const third = await book(day, '08:00', 'Khách thứ ba', customer.headers);
    const late = await book(day, '16:00', 'Khách buổi chiều');
    await book('2026-03-17', '08:00', 'Khách ngày khác');
    await setBookingStatus(second._id, 'cancelled');
    await setBookingStatus(third._id, 'confirmed');

    const res = await get(`${getBookingBoard.path}?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const board = getBookingBoard.response.parse(res.json());
    expect(board).toMatchObject({ date: day, capacity: CAPACITY });
    expect(board.slots.map((slot) => slot.timeSlot)).toEqual([...TIME_SLOTS]);
    expect(board.slots.every((slot) => slot.capacity === CAPACITY)).toBe(true);
    const morning = board.slots.find((slot) => slot.timeSlot === '08:00')!;
    expect(morning.bookings.map((b) => [b._id, b.status])).toEqual([
      [first._id, 'pending'],
      [second._id, 'cancelled'],
      [third._id, 'confirmed'],
    ]);
    expect(morning.booked).toBe(2);
    // Staff see the board whole, nothing masked.
    expect(morning.bookings[0]).toMatchObject({ fullName: 'Khách thứ nhất', numberPhone: '0912345667', description: 'Bảo dưỡng' });
    const afternoon = board.slots.find((slot) => slot.timeSlot === '16:00')!;
    expect(afternoon).toMatchObject({ booked: 1, bookings: [{ _id: late._id }] });
    expect(board.slots.filter((slot) => !['08:00', '16:00'].includes(slot.timeSlot)).every((slot) => slot.booked === 0 && slot.bookings.length === 0)).toBe(true);

    const empty = getBookingBoard.response.parse((await get(`${getBookingBoard.path}?date=2026-04-30`)).json());
    expect(empty.slots).toHaveLength(TIME_SLOTS.length);
    expect(empty.slots.every((slot) => slot.booked === 0 && slot.bookings.length === 0)).toBe(true);
  });

  it('is for staff only and needs a real day', async () => {
    expect(await refusedWith(`${getBookingBoard.path}?date=2026-03-16`, 403, customer.headers)).toBe(messages.common.forbidden);
    expect(await refusedWith(`${getBookingBoard.path}?date=2026-03-16`, 401, {})).toBe(messages.common.unauthorized);
    expect(await refusedWith(`${getBookingBoard.path}?date=2026-02-30`, 400)).toBe(messages.validation.dateInvalid);
    expect(await refusedWith(getBookingBoard.path, 400)).toBe(messages.bookings.dateRequired);
  });
});

describe('GET /api/manager/summary', () => {
  const summary = async () => {
    const res = await get(getManagerSummary.path);
    expect(res.statusCode, res.body).toBe(200);
    return getManagerSummary.response.parse(res.json());
  };

  it('counts today (Vietnam time), pending work, low stock and the month’s new accounts; a moved clock moves them', async () => {
    clock = START;
    const before = await summary();
    // Today's slots that have not begun yet, a booking cancelled again, and pending ones later on.
    await book('2026-03-15', '09:00');
    const cancelled = await book('2026-03-15', '09:00');
    await book('2026-03-15', '14:00');
    await setBookingStatus(cancelled._id, 'cancelled');
    const confirmed = await book('2026-03-20', '10:00');
    await setBookingStatus(confirmed._id, 'confirmed');
    await book('2026-03-20', '11:00');
    // A pending booking of yesterday still waits for staff to close it.
    const yesterday = new Date('2026-03-14T02:00:00Z');
    await app.db.insert(bookings).values({ id: newObjectId(yesterday), fullName: 'Khách hôm qua', numberPhone: '0900000001', date: '2026-03-14', timeSlot: '09:00' });

    for (const [i, status] of (['pending', 'pending', 'processing', 'completed', 'cancelled'] as const).entries()) {
      await app.db.insert(orders).values({ name: `Khách ${i}`, phone: '0900000000', email: 'k@example.com', address: '', total: 100_000, status });
    }
    for (const [i, quantity] of [7, 0, 5, 6, 3, 1, 4, 2, 100].entries()) await createProduct(app, { name: `Phụ tùng ${String.fromCharCode(65 + i)}`, quantity });

    // Vietnam's 1 March begins at 17:00 UTC on 28 February.
    for (const at of ['2026-02-28T16:59:59Z', '2026-02-28T17:00:00Z', '2026-03-10T05:00:00Z', '2026-03-31T16:59:59Z', '2026-03-31T17:00:00Z']) {
      await app.db.insert(accounts).values({ id: newObjectId(new Date(at)), fullName: 'Khách mới', email: `moi-${newObjectId()}@example.com`, createdAt: new Date(at) });
    }

    const now = await summary();
    // Both branches' places together, and each branch's own (these bookings, made without one, are Quận 12's).
    expect(now).toMatchObject({ date: '2026-03-15', monthStart: '2026-03-01', capacity: 2 * CAPACITY });
    const todays = TIME_SLOTS.map((timeSlot) => ({ timeSlot, booked: timeSlot === '09:00' || timeSlot === '14:00' ? 1 : 0 }));
    expect(now.today).toEqual(todays);
    expect(now.branches).toEqual([
      { branch: 'quan-12', capacity: CAPACITY, today: todays },
      { branch: 'thu-duc', capacity: CAPACITY, today: TIME_SLOTS.map((timeSlot) => ({ timeSlot, booked: 0 })) },
    ]);
    // Every pending one, as the linked list shows them: today's two, the 20th's and yesterday's (not the confirmed one).
    expect(now.pendingBookings - before.pendingBookings).toBe(4);
    expect(now.pendingOrders - before.pendingOrders).toBe(2);
    expect(now.lowStock.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(now.lowStock.count).toBe(6);
    expect(now.lowStock.items).toHaveLength(LOW_STOCK_SHOWN);
    expect(now.lowStock.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Phụ tùng B', 0],
      ['Phụ tùng F', 1],
      ['Phụ tùng H', 2],
      ['Phụ tùng E', 3],
      ['Phụ tùng G', 4],
    ]);
    // 1 March 00:00, the 10th and 31 March 23:59:59 in Vietnam; not 28 February 23:59:59 nor 1 April.
    expect(now.newAccountsThisMonth).toBe(3);

    // Past midnight into April in Vietnam (still 31 March in UTC): a new day and a new month.
    clock = new Date('2026-03-31T17:30:00Z');
    const april = await summary();
    expect(april).toMatchObject({ date: '2026-04-01', monthStart: '2026-04-01', newAccountsThisMonth: 1 });
    expect(april.today.every((slot) => slot.booked === 0)).toBe(true);
    // Nobody closed them: still waiting.
    expect(april.pendingBookings).toBe(now.pendingBookings);
    clock = START;
  });

  it('is for staff only', async () => {
    expect(await refusedWith(getManagerSummary.path, 403, customer.headers)).toBe(messages.common.forbidden);
    expect(await refusedWith(getManagerSummary.path, 401, {})).toBe(messages.common.unauthorized);
    expect((await get(getManagerSummary.path, master.headers)).statusCode).toBe(200);
  });
});

describe('CSV exports', () => {
  const text = (raw: Buffer) => raw.toString('utf8');
  /** The records of a CSV body (after the BOM), split on the CR LF that ends each. */
  const records = (body: string) => {
    expect(body.startsWith(CSV_BOM)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return body.slice(CSV_BOM.length, -2).split('\r\n');
  };

  describe('GET /api/orders/export', () => {
    const at = (iso: string) => new Date(iso);
    let inside: { id: string; createdAt: Date }[] = [];

    beforeAll(async () => {
      const rows = [
        // 9 March 23:59:59.999 in Vietnam: before the range.
        { createdAt: at('2026-03-09T16:59:59.999Z'), name: 'Khách ngày trước', note: '' },
        // 10 March 00:00 in Vietnam: the first moment of the range.
        { createdAt: at('2026-03-09T17:00:00Z'), name: 'Nguyễn Văn Hùng', note: 'Gọi trước, "giờ hành chính", cổng sau\nTầng 2' },
        { createdAt: at('2026-03-11T03:04:00Z'), name: '=HYPERLINK("http://x.example","Bấm")', note: '-2+3' },
        { createdAt: at('2026-03-11T03:05:00Z'), name: '@SUM(A1)', note: '\tthụt đầu dòng' },
        { createdAt: at('2026-03-11T03:06:00Z'), name: '+84 Khách', note: '\rdòng' },
        // 12 March 23:59:59 in Vietnam: the last second of the range; 13 March 00:00 is out.
        { createdAt: at('2026-03-12T16:59:59Z'), name: 'Trần Thị Bích Ngọc', note: 'Không ghi chú' },
        { createdAt: at('2026-03-12T17:00:00Z'), name: 'Khách ngày sau', note: '' },
      ];
      const inserted = await app.db
        .insert(orders)
        .values(
          rows.map((row, i) => ({
            id: newObjectId(row.createdAt),
            name: row.name,
            phone: '0987654321',
            email: 'hung.nguyen@example.com',
            address: i === 2 ? '=1+1' : '12 Lê Lợi, Quận 1',
            note: row.note,
            total: 1_250_000 + i,
            status: (['pending', 'processing', 'completed', 'cancelled'] as const)[i % 4],
            createdAt: row.createdAt,
            updatedAt: row.createdAt,
          })),
        )
        .returning({ id: orders.id, createdAt: orders.createdAt });
      inside = inserted.slice(1, 6);
      await app.db.insert(orderLines).values([
        { orderId: inside[0]!.id, productName: 'Thay dầu động cơ', price: 650_000, quantity: 1, createdAt: at('2026-03-09T17:00:00Z') },
        { orderId: inside[0]!.id, productName: 'Má phanh; loại gốm', price: 300_000, quantity: 2, createdAt: at('2026-03-09T17:00:01Z') },
        { orderId: inside[1]!.id, productName: 'Vệ sinh điều hòa', price: 550_000, quantity: 3 },
      ]);
    });

    it('answers the orders of the Vietnamese days asked for, byte for byte as Excel needs them', async () => {
      const res = await get(`${exportOrders.path}?from=2026-03-10&to=2026-03-12`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="don-hang-2026-03-10-den-2026-03-12.csv"');
      const code = (i: number) => orderCode(inside[i]!.id);
      const expected = [
        'Mã đơn,Ngày đặt,Khách hàng,Số điện thoại,Email,Địa chỉ,Ghi chú,Trạng thái,Tổng tiền,Dịch vụ',
        `${code(0)},10/03/2026 00:00,Nguyễn Văn Hùng,0987654321,hung.nguyen@example.com,"12 Lê Lợi, Quận 1","Gọi trước, ""giờ hành chính"", cổng sau\nTầng 2",Đang xử lý,1250001,"Thay dầu động cơ × 1; Má phanh; loại gốm × 2"`,
        `${code(1)},11/03/2026 10:04,"'=HYPERLINK(""http://x.example"",""Bấm"")",0987654321,hung.nguyen@example.com,'=1+1,'-2+3,Hoàn thành,1250002,Vệ sinh điều hòa × 3`,
        `${code(2)},11/03/2026 10:05,'@SUM(A1),0987654321,hung.nguyen@example.com,"12 Lê Lợi, Quận 1",'\tthụt đầu dòng,Đã hủy,1250003,`,
        `${code(3)},11/03/2026 10:06,'+84 Khách,0987654321,hung.nguyen@example.com,"12 Lê Lợi, Quận 1","'\rdòng",Chờ xử lý,1250004,`,
        `${code(4)},12/03/2026 23:59,Trần Thị Bích Ngọc,0987654321,hung.nguyen@example.com,"12 Lê Lợi, Quận 1",Không ghi chú,Đang xử lý,1250005,`,
      ];
      expect(records(text(res.rawPayload))).toEqual(expected);
      // Byte for byte: the UTF-8 BOM, precomposed Vietnamese letters, CR LF after every record.
      expect(res.rawPayload.equals(Buffer.from(`\uFEFF${expected.join('\r\n')}\r\n`, 'utf8'))).toBe(true);
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.rawPayload.includes(Buffer.from('Nguy\u1ec5n', 'utf8'))).toBe(true);
    });

    it('answers only the header for a range without orders', async () => {
      const res = await get(`${exportOrders.path}?from=2025-01-01&to=2025-01-31`);
      expect(res.statusCode).toBe(200);
      expect(records(text(res.rawPayload))).toEqual(['Mã đơn,Ngày đặt,Khách hàng,Số điện thoại,Email,Địa chỉ,Ghi chú,Trạng thái,Tổng tiền,Dịch vụ']);
    });

    it('writes every order once across batches, even thousands placed in the same instant', async () => {
      const same = new Date('2026-05-02T02:00:00Z');
      const rows = Array.from({ length: 2_100 }, (_, i) => {
        const createdAt = i < 1_200 ? same : new Date(same.getTime() + i * 1000);
        return { id: newObjectId(createdAt), name: `Khách ${i}`, phone: '0900000000', email: 'k@example.com', address: '', total: i, createdAt, updatedAt: createdAt };
      });
      for (let start = 0; start < rows.length; start += 500) await app.db.insert(orders).values(rows.slice(start, start + 500));
      const res = await get(`${exportOrders.path}?from=2026-05-02&to=2026-05-02`);
      expect(res.statusCode).toBe(200);
      const lines = records(text(res.rawPayload)).slice(1);
      expect(lines).toHaveLength(rows.length);
      const totals = lines.map((line) => Number(line.split(',')[8])).sort((a, b) => a - b);
      expect(totals).toEqual(rows.map((row) => row.total));
    });

    it('refuses a missing, reversed, too long or impossible range with the Vietnamese text', async () => {
      const path = exportOrders.path;
      expect(await refusedWith(`${path}?to=2026-03-12`, 400)).toBe(messages.exports.fromRequired);
      expect(await refusedWith(`${path}?from=&to=2026-03-12`, 400)).toBe(messages.exports.fromRequired);
      expect(await refusedWith(`${path}?from=2026-03-10`, 400)).toBe(messages.exports.toRequired);
      expect(await refusedWith(`${path}?from=2026-03-12&to=2026-03-10`, 400)).toBe(messages.exports.rangeInvalid);
      expect(await refusedWith(`${path}?from=2026-02-30&to=2026-03-10`, 400)).toBe(messages.validation.dateInvalid);
      expect(await refusedWith(`${path}?from=2025-01-01&to=2026-01-02`, 400)).toBe(format(messages.exports.rangeTooLong, { max: EXPORT_MAX_DAYS }));
      // A whole leap year is allowed.
      expect((await get(`${path}?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
    });

    it('is for staff only, and names its file to the browser across origins', async () => {
      const url = `${exportOrders.path}?from=2026-03-10&to=2026-03-12`;
      expect(await refusedWith(url, 403, customer.headers)).toBe(messages.common.forbidden);
      expect(await refusedWith(url, 401, {})).toBe(messages.common.unauthorized);
      const res = await get(url, { ...master.headers, origin: ORIGIN });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(String(res.headers['access-control-expose-headers'])).toContain('Content-Disposition');
    });
  });

  describe('GET /api/contacts/export', () => {
    it('answers the bookings whose appointment falls in the range, by day and slot', async () => {
      const made = new Date('2026-03-01T09:30:00Z');
      const rows = [
        {
          date: '2026-06-01',
          timeSlot: '09:00',
          fullName: 'Đặng Văn Khoa',
          description: 'Xe "kêu" lạ, bánh trước',
          images: ['/media/a.png', '/media/b.png'],
          status: 'confirmed' as const,
          branch: 'thu-duc',
          serviceName: 'Thay dầu động cơ',
          carModel: 'Toyota Vios 2019',
          carPlate: '51G-123.45',
        },
        { date: '2026-06-01', timeSlot: '08:00', fullName: '=cmd|"/c calc"!A1', description: '', images: [], status: 'pending' as const },
        { date: '2026-06-03', timeSlot: '16:00', fullName: 'Bùi Thị Lan', description: 'Dòng 1\r\nDòng 2', images: ['/media/c.png'], status: 'cancelled' as const },
        { date: '2026-05-31', timeSlot: '08:00', fullName: 'Ngoài khoảng', description: '', images: [], status: 'pending' as const },
        { date: '2026-06-04', timeSlot: '08:00', fullName: 'Ngoài khoảng', description: '', images: [], status: 'pending' as const },
      ];
      const inserted = await app.db
        .insert(bookings)
        .values(rows.map((row) => ({ ...row, id: newObjectId(made), numberPhone: '0912345667', createdAt: made, updatedAt: made })))
        .returning({ code: bookings.code });
      const code = (i: number) => inserted[i]!.code;

      const res = await get(`${exportBookings.path}?from=2026-06-01&to=2026-06-03`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="lich-hen-2026-06-01-den-2026-06-03.csv"');
      const expected = [
        'Mã lịch,Ngày hẹn,Khung giờ,Họ tên,Số điện thoại,Chi nhánh,Dịch vụ,Dòng xe,Biển số,Trạng thái,Lời nhắn,Số ảnh,Ngày tạo',
        `${code(1)},01/06/2026,08:00,"'=cmd|""/c calc""!A1",0912345667,Chi nhánh Quận 12,,,,Chờ xử lý,,0,01/03/2026 16:30`,
        `${code(0)},01/06/2026,09:00,Đặng Văn Khoa,0912345667,Chi nhánh Thủ Đức,Thay dầu động cơ,Toyota Vios 2019,51G-123.45,Đã xác nhận,"Xe ""kêu"" lạ, bánh trước",2,01/03/2026 16:30`,
        `${code(2)},03/06/2026,16:00,Bùi Thị Lan,0912345667,Chi nhánh Quận 12,,,,Đã hủy,"Dòng 1\r\nDòng 2",1,01/03/2026 16:30`,
      ];
      expect(res.rawPayload.equals(Buffer.from(`\uFEFF${expected.join('\r\n')}\r\n`, 'utf8'))).toBe(true);
    });

    it('is for staff only and checks the range', async () => {
      expect(await refusedWith(`${exportBookings.path}?from=2026-06-01&to=2026-06-03`, 403, customer.headers)).toBe(messages.common.forbidden);
      expect(await refusedWith(`${exportBookings.path}?from=2026-06-03&to=2026-06-01`, 400)).toBe(messages.exports.rangeInvalid);
      expect(await refusedWith(exportBookings.path, 400)).toBe(messages.exports.fromRequired);
    });
  });
});
