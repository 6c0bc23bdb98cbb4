// Back-office benchmark: 10,000 services, 100,000 bookings, 50,000 orders (with their lines),
// 5,000 accounts, 20,000 repair orders on 10,000 vehicles, 20,000 parts with 1,000,000 stock movements in a fresh PGlite (temp folder) and a fresh Postgres database, the real
// app on 127.0.0.1, ~30 HTTP requests per case (staff cases as a signed-in admin); prints
// median and p95. Then the public lists and details under load beside /api/health: the
// server in its own process on the same data, autocannon with BENCH_CONNECTIONS (50)
// connections for BENCH_LOAD_SECONDS (5) per route, a browser's Accept-Encoding; req/s, p50,
// p99, errors and timeouts. Run: npm run bench:lists  (BENCH_PRODUCTS, BENCH_BOOKINGS,
// BENCH_ORDERS, BENCH_ACCOUNTS, BENCH_REPAIRS, BENCH_VEHICLES, BENCH_STOCK_PARTS, BENCH_MOVEMENTS, BENCH_RUNS, BENCH_WHOLE_RUNS, BENCH_EXPORT_RUNS, BENCH_ONLY,
// BENCH_STALE_STATISTICS, BENCH_PG_URL, BENCH_DATABASES=pglite,postgres,
// BENCH_PARTS=latency,load, BENCH_CONNECTIONS, BENCH_LOAD_SECONDS, BENCH_REDIS_URL to change).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import {
  accountRoles,
  accounts,
  banners,
  bookings,
  bookingSlots,
  categories,
  news,
  orderLines,
  orders,
  parts,
  partStock,
  stockMovements,
  productSpecifications,
  products,
  repairMoves,
  repairOrders,
  roles,
  staff,
  staffPositions,
  vehicles,
} from '../server/db/schema';
import { newBookingCode } from '../server/lib/booking-code';
import { newObjectId } from '../server/lib/object-id';
import { foldSearchText, productSearchDocument } from '../server/lib/search-text';
import { addDays, vietnamToday } from '../server/lib/vietnam-time';
import { seedCategories, seedNews, seedStaffPositions } from '../server/seed/data';
import { startServer } from '../server/test/server-process';
import { partSearchText } from '../server/services/parts/parts';
import { TOTAL_COUNT_HEADER } from '../contract/paging';
import { BOOKING_STATUSES, ORDER_STATUSES, TIME_SLOTS } from '../contract/constants';
import { BRANCH_IDS } from '../contract/garage';
import { CLOSING_STEP, displayPlate, REPAIR_STEPS } from '../contract/repair-steps';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 5_000);
const REPAIRS = Number(process.env.BENCH_REPAIRS ?? 20_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const STOCK_PARTS = Number(process.env.BENCH_STOCK_PARTS ?? 20_000);
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Only the cases whose label contains this text, e.g. BENCH_ONLY=whole. */
const ONLY = process.env.BENCH_ONLY;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const PARTS = (process.env.BENCH_PARTS ?? 'latency,load').split(',').map((name) => name.trim());
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const JWT_SECRET = randomBytes(32).toString('hex');
/** Bookings spread over DAYS_BACK days before today and DAYS_AHEAD after it. */
const DAYS_BACK = 600;
const DAYS_AHEAD = 130;
/** ~137 bookings a day (~17 per slot): the bench's garage takes that many per slot. */
const SLOT_CAPACITY = Math.max(3, Math.ceil((BOOKINGS / (DAYS_BACK + DAYS_AHEAD + 1) / TIME_SLOTS.length) * 1.5));
const ROWS_PER_INSERT = 1000;

interface Case {
  label: string;
  /** Path and query. */
  url: string;
  /** Needs the staff token. */
  staff?: boolean;
  runs?: number;
  /** A CSV download: its size is printed instead of rows. */
  csv?: boolean;
}

function cases(): Case[] {
  const today = vietnamToday();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthFrom = `${today.slice(0, 8)}01`;
  const monthTo = addDays(`${month === 12 ? year + 1 : year}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}-01`, -1);
  const lastMonthTo = addDays(monthFrom, -1);
  const lastMonthFrom = `${lastMonthTo.slice(0, 8)}01`;
  const inWeek = addDays(today, 7);
  return [
    { label: 'page 1', url: '/api/products?page=1&limit=10' },
    { label: 'page 500', url: '/api/products?page=500&limit=10' },
    { label: 'search q="bao duong" (many matches)', url: '/api/products?page=1&limit=10&q=bao%20duong' },
    { label: 'search q="Má phanh Mazda" (few matches)', url: `/api/products?page=1&limit=10&q=${encodeURIComponent('Má phanh Mazda')}` },
    { label: 'price 1,000,000-2,000,000', url: '/api/products?page=1&limit=10&minPrice=1000000&maxPrice=2000000' },
    { label: 'search + price, page 3', url: '/api/products?page=3&limit=10&q=thay&minPrice=500000&maxPrice=5000000' },
    { label: 'services maxQuantity=5 (low stock link)', url: '/api/products?page=1&limit=10&maxQuantity=5', staff: true },
    { label: 'whole list (public pages)', url: '/api/products', runs: Number(process.env.BENCH_WHOLE_RUNS ?? 5) },
    { label: 'bookings: monthly count', url: `/api/contacts/monthly-count?month=${month}&year=${year}`, staff: true },
    { label: 'bookings: day board (today, Quận 12)', url: `/api/contacts/board?date=${today}&branch=quan-12`, staff: true },
    { label: 'bookings: day board (today, Thủ Đức)', url: `/api/contacts/board?date=${today}&branch=thu-duc`, staff: true },
    { label: 'bookings: monthly count, Thủ Đức', url: `/api/contacts/monthly-count?month=${month}&year=${year}&branch=thu-duc`, staff: true },
    { label: 'bookings: year chart (month x branch x status)', url: `/api/contacts/yearly-stats?year=${year}`, staff: true },
    { label: 'availability (a day in a week, Thủ Đức)', url: `/api/contacts/availability?date=${inWeek}&branch=thu-duc` },
    { label: 'start page summary', url: '/api/manager/summary', staff: true },
    { label: 'orders: page 1', url: '/api/orders?page=1&limit=10', staff: true },
    { label: 'orders: page 2,000', url: '/api/orders?page=2000&limit=10', staff: true },
    { label: 'orders: q="nguyen", status=pending', url: '/api/orders?page=1&limit=10&q=nguyen&status=pending', staff: true },
    { label: 'orders: q=order code (one match)', url: `/api/orders?page=1&limit=10&q=${sampleOrderCode}`, staff: true },
    { label: 'orders: q="tran thi" + status, page 3', url: `/api/orders?page=3&limit=10&q=${encodeURIComponent('trần thị')}&status=completed`, staff: true },
    { label: 'orders: q=phone digits, page 2', url: '/api/orders?page=2&limit=10&q=0912', staff: true },
    { label: 'orders: status=completed, page 50', url: '/api/orders?page=50&limit=10&status=completed', staff: true },
    { label: 'bookings: page 1', url: '/api/contacts?page=1&limit=10', staff: true },
    { label: 'bookings: date+slot+status', url: `/api/contacts?page=1&limit=10&date=${inWeek}&timeSlot=09:00&status=pending`, staff: true },
    { label: 'bookings: status=pending, page 20', url: '/api/contacts?page=20&limit=10&status=pending', staff: true },
    { label: 'bookings: branch=thu-duc + status, page 5', url: '/api/contacts?page=5&limit=10&branch=thu-duc&status=confirmed', staff: true },
    { label: 'bookings: branch=quan-12 + date', url: `/api/contacts?page=1&limit=10&branch=quan-12&date=${inWeek}`, staff: true },
    { label: 'bookings: q="le van" + status', url: `/api/contacts?page=1&limit=10&q=${encodeURIComponent('lê văn')}&status=confirmed`, staff: true },
    { label: 'accounts: page 1', url: '/api/accounts?page=1&limit=10', staff: true },
    { label: 'accounts: q="nguyen"', url: '/api/accounts?page=1&limit=10&q=nguyen', staff: true },
    { label: 'accounts: q="master" (role), this month', url: `/api/accounts?page=1&limit=10&q=master&createdFrom=${monthFrom}`, staff: true },
    { label: 'repairs: board, Thủ Đức (open + closed today)', url: '/api/repairs?branch=thu-duc', staff: true },
    { label: 'repairs: board, Quận 12, step=repair', url: '/api/repairs?branch=quan-12&step=repair', staff: true },
    { label: 'repairs: board, Thủ Đức, one staff member', url: `/api/repairs?branch=thu-duc&staffId=${sampleRepairStaffId}`, staff: true },
    { label: 'repairs: board, Quận 12, q="nguyen"', url: '/api/repairs?branch=quan-12&q=nguyen', staff: true },
    { label: 'repairs: board, Thủ Đức, q=part of a plate', url: `/api/repairs?branch=thu-duc&q=${encodeURIComponent(samplePlate.slice(0, 7))}`, staff: true },
    { label: 'repairs: closed, page 100', url: '/api/repairs?state=closed&page=100&limit=10', staff: true },
    { label: 'repairs: workshop counts, Quận 12', url: '/api/repairs/counts?branch=quan-12', staff: true },
    { label: 'repairs: vehicle history (by id)', url: `/api/vehicles/${sampleVehicleId}`, staff: true },
    { label: 'repairs: vehicle history (by plate)', url: `/api/vehicles/by-plate?plate=${encodeURIComponent(samplePlate)}`, staff: true },
    { label: 'parts: page 1 with stock per branch', url: '/api/parts?page=1&limit=10', staff: true },
    { label: 'parts: page 1,000', url: '/api/parts?page=1000&limit=10', staff: true },
    { label: 'parts: q="ma phanh" (name)', url: `/api/parts?page=1&limit=10&q=${encodeURIComponent('má phanh')}`, staff: true },
    { label: 'parts: q=SKU', url: `/api/parts?page=1&limit=10&q=${sampleSku}`, staff: true },
    { label: 'parts: low stock, Quận 12', url: '/api/parts?page=1&limit=10&lowStock=true&branch=quan-12', staff: true },
    { label: 'parts: low stock, any branch, page 20', url: '/api/parts?page=20&limit=10&lowStock=true', staff: true },
    { label: 'ledger: one part, page 1', url: `/api/stock/movements?partId=${samplePartId}&page=1&limit=10`, staff: true },
    { label: 'ledger: Thủ Đức, page 1', url: '/api/stock/movements?branch=thu-duc&page=1&limit=10', staff: true },
    { label: 'orders CSV, last month', url: `/api/orders/export?from=${lastMonthFrom}&to=${lastMonthTo}`, staff: true, csv: true, runs: EXPORT_RUNS },
    { label: 'bookings CSV, this month', url: `/api/contacts/export?from=${monthFrom}&to=${monthTo}`, staff: true, csv: true, runs: EXPORT_RUNS },
    { label: 'bookings CSV, this month, Thủ Đức', url: `/api/contacts/export?from=${monthFrom}&to=${monthTo}&branch=thu-duc`, staff: true, csv: true, runs: EXPORT_RUNS },
    { label: 'orders CSV, the last 365 days', url: `/api/orders/export?from=${addDays(today, -364)}&to=${today}`, staff: true, csv: true, runs: EXPORT_RUNS },
  ];
}

const MODELS = ['Toyota Vios', 'Honda City', 'Kia Morning', 'Mazda 3', 'Ford Ranger', 'Hyundai Accent', 'VinFast Lux A', 'Mitsubishi Xpander', 'Toyota Fortuner', 'Kia Seltos'];
const EXTRAS = [
  'Miễn phí kiểm tra 20 hạng mục an toàn.',
  'Đặt lịch trước để được ưu tiên phục vụ trong ngày.',
  'Vật tư chính hãng, hóa đơn đầy đủ.',
  'Kỹ thuật viên tay nghề cao, hơn 10 năm kinh nghiệm.',
  'Có phòng chờ máy lạnh và wifi miễn phí.',
  'Bảo hành tại tất cả chi nhánh trong thành phố.',
];

/** A deterministic pseudo-random sequence, so every run seeds the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(app: App) {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const categoryRows = seedCategories.map((c, i) => {
    const createdAt = new Date(now - (800 - i) * 86_400_000);
    return { id: newObjectId(createdAt), name: c.name, createdAt, updatedAt: createdAt };
  });
  await app.db.insert(categories).values(categoryRows);
  const base = seedCategories.flatMap((c, i) => c.services.map((s) => ({ service: s, category: categoryRows[i]! })));
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows: (typeof products.$inferInsert)[] = [];
    const specs: (typeof productSpecifications.$inferInsert)[] = [];
    for (let i = start; i < Math.min(start + 500, PRODUCTS); i += 1) {
      const { service, category } = pick(base);
      const createdAt = new Date(now - Math.floor(next() * 730 * 86_400_000));
      const id = newObjectId(createdAt);
      const name = `${service.name} - ${pick(MODELS)} #${i + 1}`;
      const description = `${service.description} ${pick(EXTRAS)} ${pick(EXTRAS)}`;
      const price = Math.max(0, Math.round((service.price * (0.5 + next() * 2.5)) / 1000) * 1000);
      rows.push({
        id,
        name,
        searchText: foldSearchText(name),
        searchDocument: productSearchDocument(name, category.name, description),
        description,
        price,
        quantity: Math.floor(next() * 100),
        categoryId: category.id,
        isFeatured: next() < 0.02,
        createdAt,
        updatedAt: createdAt,
      });
      service.specifications.slice(0, 2).forEach((s, position) => specs.push({ productId: id, label: s.label, value: s.value, position }));
    }
    await app.db.insert(products).values(rows);
    if (specs.length) await app.db.insert(productSpecifications).values(specs);
  }
}

/** What the public pages show besides services: news, banners, staff and their positions. */
async function seedContent(app: App) {
  const now = Date.now();
  await app.db.insert(news).values(
    Array.from({ length: 60 }, (_, i) => {
      const article = seedNews[i % seedNews.length]!;
      const createdAt = new Date(now - (60 - i) * 86_400_000);
      return { id: newObjectId(createdAt), title: `${article.title} (${i + 1})`, content: article.content, createdAt, updatedAt: createdAt };
    }),
  );
  await app.db.insert(banners).values(Array.from({ length: 5 }, (_, i) => ({ image: `/media/bench-banner-${i + 1}` })));
  const positions = await app.db
    .insert(staffPositions)
    .values(seedStaffPositions.map((name) => ({ name })))
    .returning();
  await app.db.insert(staff).values(
    Array.from({ length: 24 }, (_, i) => {
      const position = positions[i % positions.length]!;
      return { name: `Nhân viên ${i + 1}`, phone: `09000000${String(i).padStart(2, '0')}`, position: position.name, positionId: position.id };
    }),
  );
}

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Quốc', 'Thanh', 'Ngọc', 'Đức', 'Hoài', 'Thu', 'Gia'];
const GIVEN = ['An', 'Bình', 'Cường', 'Dũng', 'Hà', 'Hùng', 'Lan', 'Linh', 'Mai', 'Nam', 'Phúc', 'Quân', 'Tâm', 'Trang', 'Tuấn', 'Việt', 'Yến', 'Khoa', 'Hằng', 'Phát'];
const DESCRIPTIONS = ['Bảo dưỡng định kỳ 10.000 km.', 'Xe kêu lạ ở gầm khi qua ổ gà.', 'Điều hòa không mát.', 'Thay dầu và lọc gió.', 'Đèn báo lỗi động cơ sáng.', ''];

/**
 * A better-mixed sequence for the shop's data (mulberry32): the catalogue's generator above
 * ties consecutive draws together, which left whole slots of a day without any booking.
 */
function mixedRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An order code of the seeded data, for the "one match" search. */
let sampleOrderCode = '';
/** The car with the most jobs, its plate, and a staff member in charge of some open jobs. */
let sampleVehicleId = '';
let samplePlate = '';
let sampleRepairStaffId = '';

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** Accounts, bookings (with their slot counters) and orders (with lines) over two years. */
async function seedShop(app: App) {
  const next = mixedRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const person = () => `${pick(FAMILY)} ${pick(MIDDLE)} ${pick(GIVEN)}`;
  const phone = () => `09${String(Math.floor(next() * 100_000_000)).padStart(8, '0')}`;
  const now = Date.now();
  const DAY = 86_400_000;

  const accountRows = Array.from({ length: ACCOUNTS }, (_, i) => {
    const createdAt = new Date(now - Math.floor(next() * 730 * DAY));
    return { id: newObjectId(createdAt), fullName: person(), email: `khach${i}@example.com`, verified: true, createdAt, updatedAt: createdAt };
  });
  await insertInBatches(accountRows, (batch) => app.db.insert(accounts).values(batch));
  const [staffRole] = await app.db.insert(roles).values({ name: 'master' }).returning();
  // A few hundred staff among them, so role names are searched too.
  await insertInBatches(
    accountRows.filter((_, i) => i % 20 === 0).map((a) => ({ accountId: a.id, roleId: staffRole!.id })),
    (batch) => app.db.insert(accountRoles).values(batch),
  );

  const today = vietnamToday();
  const slotCounts = new Map<string, number>();
  // 100,000 random references would repeat a few times (the app draws again on a repeat): drawn here until new.
  const codes = new Set<string>();
  const freshCode = () => {
    for (let code = newBookingCode(); ; code = newBookingCode()) {
      if (!codes.has(code)) return codes.add(code), code;
    }
  };
  const bookingRows = Array.from({ length: BOOKINGS }, () => {
    const offset = Math.floor(next() * (DAYS_BACK + DAYS_AHEAD + 1)) - DAYS_BACK;
    const date = addDays(today, offset);
    const timeSlot = pick(TIME_SLOTS);
    // Past appointments are mostly settled; coming ones mostly still pending.
    const roll = next();
    const status: (typeof BOOKING_STATUSES)[number] = offset < 0 ? (roll < 0.75 ? 'confirmed' : roll < 0.95 ? 'cancelled' : 'pending') : roll < 0.5 ? 'pending' : roll < 0.85 ? 'confirmed' : 'cancelled';
    const createdAt = new Date(now + Math.min(offset, 0) * DAY - Math.floor(next() * 14 * DAY));
    const branch = pick(BRANCH_IDS);
    const place = `${date} ${timeSlot} ${branch}`;
    if (status !== 'cancelled') slotCounts.set(place, (slotCounts.get(place) ?? 0) + 1);
    return { id: newObjectId(createdAt), code: freshCode(), fullName: person(), numberPhone: phone(), date, timeSlot, branch, status, description: pick(DESCRIPTIONS), createdAt, updatedAt: createdAt };
  });
  await insertInBatches(bookingRows, (batch) => app.db.insert(bookings).values(batch));
  await insertInBatches(
    [...slotCounts].map(([key, booked]) => {
      const [date, timeSlot, branch] = key.split(' ');
      return { date: date!, timeSlot: timeSlot!, branch: branch!, booked };
    }),
    (batch) => app.db.insert(bookingSlots).values(batch),
  );

  const catalogue = await app.db.select({ id: products.id, name: products.name, price: products.price }).from(products);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const createdAt = new Date(now - Math.floor(next() * 730 * DAY));
    const id = newObjectId(createdAt);
    const age = (now - createdAt.getTime()) / DAY;
    const roll = next();
    const status: (typeof ORDER_STATUSES)[number] = age < 3 ? (roll < 0.6 ? 'pending' : 'processing') : roll < 0.8 ? 'completed' : roll < 0.95 ? 'cancelled' : 'pending';
    let total = 0;
    for (let line = 0, lines = 1 + Math.floor(next() * 3); line < lines; line += 1) {
      const product = pick(catalogue);
      const quantity = 1 + Math.floor(next() * 2);
      total += product.price * quantity;
      lineRows.push({ orderId: id, productId: product.id, productName: product.name, price: product.price, quantity, createdAt });
    }
    const customer = pick(accountRows);
    orderRows.push({
      id,
      accountId: customer.id,
      name: customer.fullName,
      phone: phone(),
      email: customer.email,
      address: `${1 + Math.floor(next() * 300)} Lê Lợi, Quận ${1 + Math.floor(next() * 12)}, TP. Hồ Chí Minh`,
      note: next() < 0.3 ? 'Gọi trước khi giao.' : '',
      total: Math.min(total, 2_000_000_000),
      status,
      createdAt,
      updatedAt: createdAt,
    });
  }
  sampleOrderCode = orderRows[Math.floor(orderRows.length / 3)]!.id!.slice(-6).toUpperCase();
  await insertInBatches(orderRows, (batch) => app.db.insert(orders).values(batch));
  await insertInBatches(lineRows, (batch) => app.db.insert(orderLines).values(batch));
}

/**
 * Repair orders over two years on cars keyed by plate: most handed over long ago, a few hundred
 * open across the steps (a busy workshop's board), some closed today; one car with many jobs for
 * the history. Each job has its opening move.
 */
async function seedRepairs(app: App) {
  const next = mixedRandom(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const DAY = 86_400_000;
  const provinces = ['51', '59', '30', '29', '60', '61', '43', '92'];
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L'];
  const plateKeys = new Set<string>();
  const vehicleRows = Array.from({ length: VEHICLES }, () => {
    let key = '';
    while (!key || plateKeys.has(key)) key = `${pick(provinces)}${pick(letters)}${String(Math.floor(next() * 100_000)).padStart(5, '0')}`;
    plateKeys.add(key);
    const createdAt = new Date(now - Math.floor(next() * 730 * DAY));
    return { id: newObjectId(createdAt), plateKey: key, plate: displayPlate(key), model: pick(MODELS), year: 2010 + Math.floor(next() * 15), lastOdometerKm: Math.floor(next() * 150_000), createdAt, updatedAt: createdAt };
  });
  await insertInBatches(vehicleRows, (batch) => app.db.insert(vehicles).values(batch));
  sampleVehicleId = vehicleRows[0]!.id;
  samplePlate = vehicleRows[0]!.plate;

  const staffIds = (await app.db.select({ id: accountRoles.accountId }).from(accountRoles).limit(20)).map((row) => row.id);
  sampleRepairStaffId = staffIds[0]!;
  const codes = new Set<string>();
  const freshCode = () => {
    for (let code = newBookingCode(); ; code = newBookingCode()) {
      if (!codes.has(code)) return codes.add(code), code;
    }
  };
  const orderRows: (typeof repairOrders.$inferInsert)[] = [];
  const moveRows: (typeof repairMoves.$inferInsert)[] = [];
  for (let i = 0; i < REPAIRS; i += 1) {
    // One car in a thousand jobs is the sample's, so its history is long.
    const vehicle = i % 1000 === 0 ? vehicleRows[0]! : pick(vehicleRows);
    const roll = next();
    // About 2% open (a few hundred on the boards), 0.5% handed over today, the rest over two years.
    const open = roll < 0.02;
    const closedToday = !open && roll < 0.025;
    const createdAt = open ? new Date(now - Math.floor(next() * 3 * DAY)) : closedToday ? new Date(now - Math.floor(next() * 2 * DAY) - 3600_000) : new Date(now - Math.floor(next() * 730 * DAY) - 2 * DAY);
    const step = open ? pick(REPAIR_STEPS.slice(0, -1)) : CLOSING_STEP;
    const stepStartedAt = open ? new Date(createdAt.getTime() + Math.floor(next() * (now - createdAt.getTime()))) : closedToday ? new Date(now - Math.floor(next() * 3600_000)) : new Date(createdAt.getTime() + DAY);
    const id = newObjectId(createdAt);
    const fullName = `${pick(FAMILY)} ${pick(MIDDLE)} ${pick(GIVEN)}`;
    orderRows.push({
      id,
      code: freshCode(),
      branch: pick(BRANCH_IDS),
      vehicleId: vehicle.id,
      fullName,
      numberPhone: `09${String(Math.floor(next() * 100_000_000)).padStart(8, '0')}`,
      odometerKm: Math.floor(next() * 150_000),
      fuelLevel: pick([0, 25, 50, 75, 100]),
      complaint: pick(DESCRIPTIONS),
      serviceName: pick(['Bảo dưỡng định kỳ', 'Thay má phanh', 'Sửa điều hòa', 'Thay dầu động cơ', '']),
      staffId: pick(staffIds),
      step,
      version: REPAIR_STEPS.indexOf(step) + 1,
      stepStartedAt,
      closedAt: open ? null : stepStartedAt,
      createdAt,
      updatedAt: stepStartedAt,
    });
    moveRows.push({ id: newObjectId(createdAt), repairId: id, fromStep: null, toStep: 'received', version: 1, note: '', createdAt });
  }
  await insertInBatches(orderRows, (batch) => app.db.insert(repairOrders).values(batch));
  await insertInBatches(moveRows, (batch) => app.db.insert(repairMoves).values(batch));
}

const PART_NAMES = ['Má phanh trước', 'Má phanh sau', 'Lọc dầu', 'Lọc gió động cơ', 'Lọc gió điều hòa', 'Bugi Iridium', 'Dầu động cơ 5W-30', 'Ắc quy 45Ah', 'Gạt mưa', 'Dây curoa', 'Bơm nước', 'Đèn pha LED'];
const PART_BRANDS = ['Bosch', 'Denso', 'NGK', 'Toyota', 'Honda', 'Castrol', 'GS', 'Aisin'];
let sampleSku = '';
let samplePartId = '';

/**
 * Parts and their ledger: receipts mostly, then job uses, shop sales, transfers and counts, in
 * time order per part so every balance stays at zero or above; balances are the ledger's sums,
 * as `writeMoves` keeps them; one part in ten sits at or below its reorder point somewhere.
 */
async function seedParts(app: App) {
  const next = mixedRandom(23);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const DAY = 86_400_000;
  const partRows = Array.from({ length: STOCK_PARTS }, (_, i) => {
    const createdAt = new Date(now - 800 * DAY + i * 1000);
    const name = `${pick(PART_NAMES)} ${pick(MODELS)}`;
    const sku = `PT-${String(i + 1).padStart(6, '0')}`;
    const brand = pick(PART_BRANDS);
    return { id: newObjectId(createdAt), sku, name, brand, searchText: partSearchText({ sku, name, brand }), unit: name.includes('Dầu') ? 'lít' : 'cái', salePrice: 50_000 + Math.floor(next() * 200) * 10_000, costPrice: 40_000, createdAt, updatedAt: createdAt };
  });
  await insertInBatches(partRows, (batch) => app.db.insert(parts).values(batch));
  sampleSku = partRows[1234 % STOCK_PARTS]!.sku;
  samplePartId = partRows[0]!.id;
  const onHand = new Map<string, number>();
  const perPart = Math.max(1, Math.floor(MOVEMENTS / STOCK_PARTS));
  let batch: (typeof stockMovements.$inferInsert)[] = [];
  for (const part of partRows) {
    let at = part.createdAt.getTime();
    for (let m = 0; m < perPart; m += 1) {
      at += Math.floor(next() * ((now - at) / (perPart - m + 1)));
      const createdAt = new Date(at);
      const branch = pick(BRANCH_IDS);
      const key = `${part.id}|${branch}`;
      const have = onHand.get(key) ?? 0;
      const roll = next();
      let kind: string;
      let quantity: number;
      if (have < 3 || roll < 0.3) [kind, quantity] = ['receipt', 5 + Math.floor(next() * 20)];
      else if (roll < 0.7) [kind, quantity] = ['job-use', -(1 + Math.floor(next() * Math.min(have, 4)))];
      else if (roll < 0.85) [kind, quantity] = ['shop-sale', -1];
      else if (roll < 0.97) [kind, quantity] = ['return', -1];
      else [kind, quantity] = ['count', -1];
      onHand.set(key, have + quantity);
      batch.push({ id: newObjectId(createdAt), partId: part.id, branch, kind, quantity, unitCost: 40_000, documentKind: kind === 'receipt' ? 'purchase-order' : kind === 'job-use' ? 'repair' : kind, documentId: newObjectId(createdAt), createdAt });
      if (batch.length === ROWS_PER_INSERT) {
        await app.db.insert(stockMovements).values(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await app.db.insert(stockMovements).values(batch);
  await insertInBatches(
    [...onHand].map(([key, units]) => {
      const [partId, branch] = key.split('|') as [string, string];
      // One part in ten is at or below its reorder point.
      return { partId, branch, onHand: units, reserved: 0, reorderPoint: next() < 0.1 ? units + 2 : Math.max(0, units - 5) };
    }),
    (rows) => app.db.insert(partStock).values(rows),
  );
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(base: string, staffToken: string) {
  const results: { label: string; median: number; p95: number; rows: string; total: string }[] = [];
  for (const c of cases().filter((c) => !ONLY || c.label.includes(ONLY))) {
    const url = `${base}${c.url}`;
    const runs = c.runs ?? RUNS;
    const headers = c.staff ? { authorization: `Bearer ${staffToken}` } : undefined;
    let rows = '';
    let total = '';
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = c.csv ? await res.text() : ((await res.json()) as unknown);
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      if (typeof body === 'string') rows = `${body.split('\r\n').length - 2} (${Math.round(Buffer.byteLength(body) / 1024)} KB)`;
      else rows = Array.isArray(body) ? String(body.length) : '-';
      total = res.headers.get(TOTAL_COUNT_HEADER) ?? '';
      if (i >= 3) times.push(elapsed); // three warm-up requests
    }
    times.sort((a, b) => a - b);
    results.push({ label: c.label, median: percentile(times, 50), p95: percentile(times, 95), rows, total });
  }
  return results;
}

/** The public lists and details the pages read, beside /api/health: the ids are of the seeded data. */
function loadCases(ids: { product: string; news: string; staff: string; position: string; category: string }) {
  return [
    { label: 'health', url: '/api/health' },
    { label: 'services page 1 (12)', url: '/api/products?page=1&limit=12' },
    { label: 'services q="bao duong"', url: '/api/products?page=1&limit=12&q=bao%20duong' },
    { label: 'featured services', url: '/api/products/featured' },
    { label: 'service detail', url: `/api/products/${ids.product}` },
    { label: 'service comments', url: `/api/comments/product/${ids.product}` },
    { label: 'service like count', url: `/api/favorites/product/${ids.product}/likes/count` },
    { label: 'news page 1 (9)', url: '/api/news?page=1&limit=9' },
    { label: 'news detail', url: `/api/news/${ids.news}` },
    { label: 'categories', url: '/api/categories' },
    { label: 'category detail', url: `/api/categories/${ids.category}` },
    { label: 'banners', url: '/api/banners' },
    { label: 'staff page 1 (8)', url: '/api/staff?page=1&limit=8' },
    { label: 'staff detail', url: `/api/staff/${ids.staff}` },
    { label: 'staff positions', url: '/api/categoriesStaff' },
    { label: 'staff position detail', url: `/api/categoriesStaff/${ids.position}` },
    { label: 'services page 1, revalidated (If-None-Match)', url: '/api/products?page=1&limit=12', revalidate: true },
    // Again: "× health" is against the mean of both, so drift on a busy machine shows.
    { label: 'health (again)', url: '/api/health' },
    // Last: without the cache of public answers, 50 of these at once keep the server busy for minutes.
    { label: 'whole services list', url: '/api/products' },
  ];
}

/** The server in its own process (the measuring client must not share its thread), autocannon per route. */
async function measureLoad(kind: string, dataDir: string, databaseUrl: string | undefined, cases: ReturnType<typeof loadCases>) {
  // BENCH_REDIS_URL: as one of several processes, each cached answer first reads the shared token in Redis.
  const redis = process.env.BENCH_REDIS_URL;
  const server = await startServer({ dataDir, databaseUrl, jwtSecret: JWT_SECRET, env: { LOG_LEVEL: 'error', ...(redis ? { REDIS_URL: redis } : {}) } });
  // A browser's headers: the answers are compressed as a visitor gets them.
  const browser = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const rows: Array<{ label: string; url: string; kb: number; rps: number; p50: number; p99: number; ok: number; other: number; errors: number; timeouts: number }> = [];
  try {
    for (const c of cases.filter((c) => !ONLY || c.label.includes(ONLY) || c.url === '/api/health')) {
      const url = `${server.url}${c.url}`;
      const headers: Record<string, string> = { ...browser };
      if (c.revalidate) headers['if-none-match'] = (await fetch(url, { headers: browser })).headers.get('etag') ?? '';
      await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers, timeout: 10 });
      const ok = result['2xx'] + result['3xx'];
      rows.push({ label: c.label, url: c.url, kb: result.throughput.average / Math.max(result.requests.average, 1) / 1024, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok, other: result.non2xx - result['3xx'], errors: result.errors, timeouts: result.timeouts });
    }
  } finally {
    await server.stop('SIGTERM');
  }
  const healthRows = rows.filter((row) => row.url === '/api/health');
  const health = healthRows.reduce((sum, row) => sum + row.rps, 0) / healthRows.length;
  console.info(`\n${kind}${redis ? ' with Redis' : ''}, under load: server in its own process, autocannon ${CONNECTIONS} connections × ${LOAD_SECONDS} s per route (after 1 s of warm-up), browser Accept-Encoding`);
  console.info(`${'route'.padEnd(44)} ${'req/s'.padStart(7)} ${'× health'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'answered'.padStart(9)} ${'other'.padStart(6)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)} ${'KB each'.padStart(8)}`);
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(44)} ${Math.round(row.rps).toString().padStart(7)} ${(row.rps / health).toFixed(2).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.ok).padStart(9)} ${String(row.other).padStart(6)} ${String(row.errors).padStart(6)} ${String(row.timeouts).padStart(8)} ${row.kb.toFixed(1).padStart(8)}`,
    );
  }
}

async function run(kind: 'PGlite' | 'Postgres', databaseUrl: string | undefined, dataDir: string) {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    {
      databaseUrl,
      dataDir,
      inMemoryDatabase: false,
      seedDemoData: false,
      jwtSecret: JWT_SECRET,
      staticDir: path.join(dataDir, 'no-static'),
      host: '127.0.0.1',
      port: 0,
      bookingSlotCapacity: SLOT_CAPACITY,
    },
  );
  const app = await buildApp(config, { logger: false });
  let ids: Parameters<typeof loadCases>[0];
  try {
    await app.ready();
    const seedStart = performance.now();
    await seed(app);
    await seedShop(app);
    await seedContent(app);
    await seedRepairs(app);
    await seedParts(app);
    const seeded = performance.now() - seedStart;
    // What the server does at start and every 10 minutes on PGlite (Postgres: autovacuum);
    // BENCH_STALE_STATISTICS=1 measures right after a bulk import, before that refresh.
    const analyzeStart = performance.now();
    if (process.env.BENCH_STALE_STATISTICS !== '1') {
      await app.database.refreshStatistics();
      // Postgres: what autovacuum does within a minute of such an import (statistics, and the
      // visibility map that lets count(*) read an index alone).
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query('VACUUM ANALYZE');
        await client.end();
      }
    }
    const analyzed = performance.now() - analyzeStart;
    const first = async (table: typeof products | typeof news | typeof staff | typeof staffPositions | typeof categories) =>
      (await app.db.select({ id: table.id }).from(table).limit(1))[0]!.id;
    ids = { product: await first(products), news: await first(news), staff: await first(staff), position: await first(staffPositions), category: await first(categories) };
    if (PARTS.includes('latency')) {
      const [staffAccount] = await app.db.select({ id: accounts.id }).from(accounts).innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id)).limit(1);
      const staffToken = await app.auth.sign(staffAccount!.id);
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const results = await measure(address, staffToken);
      const n = (value: number) => value.toLocaleString('en');
      console.info(
        `\n${kind}: ${n(PRODUCTS)} services, ${n(BOOKINGS)} bookings, ${n(ORDERS)} orders, ${n(ACCOUNTS)} accounts, ${n(REPAIRS)} repair orders on ${n(VEHICLES)} vehicles (seeded in ${(seeded / 1000).toFixed(1)} s, statistics and vacuum ${analyzed.toFixed(0)} ms), ${RUNS} requests per case over HTTP (CSV: ${EXPORT_RUNS})`,
      );
      console.info(`${'case'.padEnd(44)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(16)} ${'total'.padStart(7)}`);
      for (const r of results) {
        console.info(`${r.label.padEnd(44)} ${r.median.toFixed(1).padStart(10)} ${r.p95.toFixed(1).padStart(8)} ${r.rows.padStart(16)} ${r.total.padStart(7)}`);
      }
    }
  } finally {
    await app.close();
  }
  if (PARTS.includes('load')) await measureLoad(kind, dataDir, databaseUrl, loadCases(ids));
}

async function postgresAvailable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const folder = await mkdtemp(path.join(tmpdir(), 'bench-lists-'));
try {
  if (DATABASES.includes('pglite')) await run('PGlite', undefined, folder);

  if (!DATABASES.includes('postgres')) {
    // Left out by BENCH_DATABASES.
  } else if (await postgresAvailable(PG_ADMIN_URL)) {
    const name = `bench_lists_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await run('Postgres', url.toString(), folder);
    } finally {
      const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  } else {
    console.info(`\nPostgres: skipped (no server at ${PG_ADMIN_URL.replace(/:[^:@/]*@/, ':***@')}).`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
