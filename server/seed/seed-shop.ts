import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { PAYMENT_METHOD, type BookingStatus, type OrderStatus, type TimeSlot } from '../../contract/constants';
import { BRANCH_IDS } from '../../contract/garage';
import type { Db } from '../db/client';
import { accounts, bookings, bookingSlots, bookingUpdates, cartItems, favorites, orderLines, orders, orderUpdates, products } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS } from './seed-accounts';

const DAY_MS = 24 * 3600 * 1000;

interface SeedBooking {
  fullName: string;
  numberPhone: string;
  dayOffset: number;
  timeSlot: TimeSlot;
  status: BookingStatus;
  description: string;
  updateReason?: string;
}

/**
 * At most one booking that holds a place per day and slot, so the seed respects any
 * BOOKING_SLOT_CAPACITY; cancelled ones hold none. Past days make the history believable.
 */
const SEED_BOOKINGS: SeedBooking[] = [
  { fullName: 'Đặng Văn Khoa', numberPhone: '0903123456', dayOffset: -6, timeSlot: '09:00', status: 'confirmed', description: 'Bảo dưỡng 40.000 km cho Toyota Vios.' },
  { fullName: 'Bùi Thị Lan', numberPhone: '0912456789', dayOffset: -3, timeSlot: '14:00', status: 'cancelled', description: 'Kiểm tra điều hòa không mát.', updateReason: 'Khách báo bận, hẹn lại sau.' },
  // Today's, so the start page and the day board have something to show.
  { fullName: 'Châu Gia Bảo', numberPhone: '0906112233', dayOffset: 0, timeSlot: '08:00', status: 'confirmed', description: 'Bảo dưỡng định kỳ 20.000 km cho Honda City.' },
  { fullName: 'Mai Thanh Tâm', numberPhone: '0935224466', dayOffset: 0, timeSlot: '10:00', status: 'pending', description: 'Kiểm tra tiếng hú ở bánh trước bên phải.' },
  { fullName: 'Tạ Quang Dũng', numberPhone: '0978335577', dayOffset: 0, timeSlot: '14:00', status: 'confirmed', description: 'Thay má phanh trước cho Kia Morning.' },
  { fullName: 'Nguyễn Văn Hùng', numberPhone: '0987654321', dayOffset: 1, timeSlot: '08:00', status: 'confirmed', description: 'Thay dầu động cơ và lọc gió cho Mazda CX-5.' },
  { fullName: 'Trương Minh Quân', numberPhone: '0938111222', dayOffset: 1, timeSlot: '10:00', status: 'pending', description: 'Xe có tiếng kêu lạ ở gầm khi qua ổ gà.' },
  { fullName: 'Lý Thị Thu Hằng', numberPhone: '0977333444', dayOffset: 1, timeSlot: '13:00', status: 'cancelled', description: 'Sơn lại cản trước bị trầy.' },
  { fullName: 'Phan Quốc Việt', numberPhone: '0909555666', dayOffset: 2, timeSlot: '09:00', status: 'pending', description: 'Kiểm tra hệ thống phanh, bàn đạp phanh bị nặng.' },
  { fullName: 'Đỗ Thị Mỹ Linh', numberPhone: '0918777888', dayOffset: 2, timeSlot: '15:00', status: 'confirmed', description: 'Cân chỉnh thước lái và đảo lốp.', updateReason: 'Đổi từ 14:00 sang 15:00 theo yêu cầu của khách.' },
  { fullName: 'Huỳnh Tấn Phát', numberPhone: '0966999000', dayOffset: 3, timeSlot: '11:00', status: 'pending', description: 'Đèn báo lỗi động cơ sáng, cần đọc lỗi.' },
  { fullName: 'Võ Thị Ngọc Hà', numberPhone: '0945123789', dayOffset: 4, timeSlot: '16:00', status: 'confirmed', description: 'Vệ sinh khoang máy và dọn nội thất.' },
  { fullName: 'Phạm Thùy Trang', numberPhone: '0934567123', dayOffset: 5, timeSlot: '08:00', status: 'pending', description: 'Thay ắc quy, xe khó đề buổi sáng.' },
  { fullName: 'Hoàng Minh Tuấn', numberPhone: '0921345678', dayOffset: 6, timeSlot: '13:00', status: 'cancelled', description: 'Lắp camera hành trình.' },
];

interface SeedOrder {
  email: string;
  status: OrderStatus;
  daysAgo: number;
  address: string;
  note: string;
  /** Positions in the product list and quantities. */
  lines: Array<[number, number]>;
}

const SEED_ORDERS: SeedOrder[] = [
  { email: DEMO_ACCOUNTS.customer.email, status: 'completed', daysAgo: 24, address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', note: 'Gọi trước khi giao.', lines: [[0, 1], [3, 2]] },
  { email: DEMO_ACCOUNTS.customer.email, status: 'cancelled', daysAgo: 15, address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', note: '', lines: [[5, 1]] },
  { email: DEMO_ACCOUNTS.customer.email, status: 'processing', daysAgo: 3, address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', note: 'Giao giờ hành chính.', lines: [[1, 1], [6, 1]] },
  { email: DEMO_ACCOUNTS.customer.email, status: 'pending', daysAgo: 0, address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', note: '', lines: [[2, 1]] },
  { email: DEMO_CUSTOMERS[0].email, status: 'pending', daysAgo: 1, address: '88 Võ Văn Tần, Phường 6, Quận 3, TP. Hồ Chí Minh', note: 'Xuất hóa đơn công ty.', lines: [[4, 1]] },
  { email: DEMO_CUSTOMERS[1].email, status: 'completed', daysAgo: 9, address: '25 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh', note: '', lines: [[7, 2]] },
];

/** The status changes a seeded order went through to reach its status. */
const STATUS_PATHS: Record<OrderStatus, Array<[OrderStatus, OrderStatus]>> = {
  pending: [],
  processing: [['pending', 'processing']],
  completed: [
    ['pending', 'processing'],
    ['processing', 'completed'],
  ],
  cancelled: [['pending', 'cancelled']],
};

/**
 * Bookings in every status over the coming days, and orders in every status for the demo
 * customer (with their lines, stock taken as a real checkout would, and the demo admin's
 * status changes that led there). Runs last in the seed transaction: it finds the accounts
 * and services of the earlier steps and skips what is missing.
 */
export async function seedShop(tx: Db, now: Date = new Date()): Promise<void> {
  await seedBookings(tx, now);

  const catalogue = await tx.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
  const emails = [...new Set([...SEED_ORDERS.map((order) => order.email), DEMO_ACCOUNTS.admin.email])];
  const people = await tx.select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName }).from(accounts).where(inArray(accounts.email, emails));
  const byEmail = new Map(people.map((person) => [person.email, person]));
  if (catalogue.length === 0) return;

  for (const [index, seed] of SEED_ORDERS.entries()) {
    const person = byEmail.get(seed.email);
    if (!person) continue;
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS - (SEED_ORDERS.length - index) * 3600 * 1000);
    const lines: Array<{ productId: string; name: string; price: number; quantity: number }> = [];
    for (const [position, quantity] of seed.lines) {
      const product = catalogue[position % catalogue.length]!;
      if (lines.some((line) => line.productId === product.id)) continue;
      // A cancelled order gave its goods back; the others took them from stock.
      if (seed.status !== 'cancelled') {
        const [taken] = await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} - ${quantity}` })
          .where(and(eq(products.id, product.id), gte(products.quantity, quantity)))
          .returning({ id: products.id });
        if (!taken) continue;
      }
      lines.push({ productId: product.id, name: product.name, price: product.price, quantity });
    }
    if (lines.length === 0) continue;
    const orderId = newObjectId(createdAt);
    await tx.insert(orders).values({
      id: orderId,
      accountId: person.id,
      name: person.fullName,
      phone: '0987654321',
      email: person.email,
      address: seed.address,
      note: seed.note,
      paymentMethod: PAYMENT_METHOD,
      total: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      status: seed.status,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(orderLines).values(
      lines.map((line) => ({ id: newObjectId(createdAt), orderId, productId: line.productId, productName: line.name, price: line.price, quantity: line.quantity, createdAt })),
    );
    // How the order got to its status, changed by the demo admin a few hours apart.
    const steps = STATUS_PATHS[seed.status];
    const admin = byEmail.get(DEMO_ACCOUNTS.admin.email);
    if (steps.length > 0) {
      await tx.insert(orderUpdates).values(
        steps.map(([from, to], step) => {
          const at = new Date(createdAt.getTime() + (step + 1) * 3 * 3600 * 1000);
          return { id: newObjectId(at), orderId, accountId: admin?.id ?? null, fromStatus: from, toStatus: to, createdAt: at };
        }),
      );
    }
  }

  // The demo customer also finds a cart and a few favourites waiting.
  const customer = byEmail.get(DEMO_ACCOUNTS.customer.email);
  if (!customer) return;
  const inStock = catalogue.filter((product) => product.quantity >= 2);
  const cartPicks = inStock.slice(-2);
  if (cartPicks.length > 0) {
    await tx.insert(cartItems).values(cartPicks.map((product, index) => ({ accountId: customer.id, productId: product.id, quantity: index + 1 }))).onConflictDoNothing();
  }
  const liked = catalogue.slice(0, 3);
  await tx
    .insert(favorites)
    .values(liked.map((product, index) => ({ accountId: customer.id, productId: product.id, createdAt: new Date(now.getTime() - (index + 1) * DAY_MS) })))
    .onConflictDoNothing();
}

async function seedBookings(tx: Db, now: Date) {
  const today = vietnamToday(now);
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
  const [customer] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.customer.email));
  const places = new Map<string, { date: string; timeSlot: string; branch: string; booked: number }>();
  for (const [index, seed] of SEED_BOOKINGS.entries()) {
    const date = addDays(today, seed.dayOffset);
    // Both branches have a day to show: every other booking is Thủ Đức's.
    const branch = BRANCH_IDS[index % BRANCH_IDS.length]!;
    const ownerId = seed.fullName === DEMO_ACCOUNTS.customer.fullName ? (customer?.id ?? null) : null;
    const createdAt = new Date(now.getTime() - (SEED_BOOKINGS.length - index) * 3600 * 1000 - Math.max(-seed.dayOffset, 0) * 2 * DAY_MS);
    const id = newObjectId(createdAt);
    await tx.insert(bookings).values({
      id,
      fullName: seed.fullName,
      numberPhone: seed.numberPhone,
      date,
      timeSlot: seed.timeSlot,
      status: seed.status,
      description: seed.description,
      images: [],
      branch,
      accountId: ownerId,
      bookedBy: ownerId,
      createdAt,
      updatedAt: createdAt,
    });
    if (seed.updateReason) {
      await tx.insert(bookingUpdates).values({
        bookingId: id,
        accountId: admin?.id ?? null,
        reason: seed.updateReason,
        changes: seed.status === 'cancelled' ? { status: { from: 'pending', to: 'cancelled' } } : { timeSlot: { from: '14:00', to: seed.timeSlot } },
        createdAt,
      });
    }
    if (seed.status !== 'cancelled') {
      const key = `${date} ${seed.timeSlot} ${branch}`;
      const place = places.get(key) ?? { date, timeSlot: seed.timeSlot, branch, booked: 0 };
      place.booked += 1;
      places.set(key, place);
    }
  }
  if (places.size > 0) await tx.insert(bookingSlots).values([...places.values()]).onConflictDoNothing();
}
