import { count, eq, inArray } from 'drizzle-orm';
import { REPAIR_STEPS, CLOSING_STEP, displayPlate, normalizePlate, type FuelLevel, type RepairStep } from '../../contract/repair-steps';
import type { BranchId } from '../../contract/garage';
import type { Db } from '../db/client';
import { accounts, bookings, repairMoves, repairOrders, vehicles } from '../db/schema';
import { newBookingCode } from '../lib/booking-code';
import { newObjectId } from '../lib/object-id';
import { vietnamMinutesOfDay } from '../lib/vietnam-time';
import { DEMO_ACCOUNTS } from './seed-accounts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SeedRepair {
  fullName: string;
  phone: string;
  branch: BranchId;
  plate: string;
  model: string;
  year?: number;
  odometerKm: number;
  fuelLevel: FuelLevel;
  complaint: string;
  service: string;
  step: RepairStep;
  /** Open jobs: how long they have been in their step (past its default limit makes a red card). */
  minutesInStep?: number;
  /** Closed jobs: how many days ago the car was handed over (0: today, so it shows on today's board). */
  closedDaysAgo?: number;
  /** The demo customer's own: 'Xe của tôi' shows it. */
  demoCustomer?: boolean;
  /** Checked in from the seeded booking of this name. */
  fromBooking?: boolean;
  /** Notes at some steps; `shared`: the customer sees them. */
  notes?: Partial<Record<RepairStep, { note: string; shared: boolean }>>;
}

/**
 * The workshop on an ordinary day: jobs at both branches at every step, a few past their step's
 * limit, some handed over (one today), and the demo customer's car with an open job and two past
 * ones. Times are counted back from now, so the board always looks current.
 */
const SEED_REPAIRS: SeedRepair[] = [
  { fullName: 'Châu Gia Bảo', phone: '0906112233', branch: 'quan-12', plate: '51G-208.16', model: 'Honda City', year: 2020, odometerKm: 20150, fuelLevel: 50, complaint: 'Bảo dưỡng định kỳ 20.000 km cho Honda City.', service: 'Bảo dưỡng định kỳ', step: 'inspection', minutesInStep: 20, fromBooking: true },
  { fullName: 'Trần Văn Bình', phone: '0913222444', branch: 'thu-duc', plate: '51F-112.34', model: 'Toyota Vios', year: 2018, odometerKm: 86400, fuelLevel: 25, complaint: 'Xe rung mạnh khi phanh ở tốc độ cao.', service: 'Kiểm tra hệ thống phanh', step: 'received', minutesInStep: 50 },
  { fullName: 'Lê Thị Hồng', phone: '0932555777', branch: 'quan-12', plate: '51K-345.67', model: 'Kia Seltos', year: 2022, odometerKm: 31200, fuelLevel: 75, complaint: 'Điều hòa thổi không mát, có mùi lạ.', service: 'Sửa điều hòa', step: 'diagnosis', minutesInStep: 40, notes: { inspection: { note: 'Lọc gió điều hòa rất bẩn, dàn lạnh bám bụi.', shared: true } } },
  { fullName: 'Phạm Minh Đức', phone: '0908333666', branch: 'thu-duc', plate: '60C-456.78', model: 'Ford Ranger', year: 2019, odometerKm: 112300, fuelLevel: 50, complaint: 'Đèn báo lỗi động cơ sáng, máy yếu khi lên dốc.', service: 'Chẩn đoán lỗi động cơ', step: 'quote', minutesInStep: 180, notes: { diagnosis: { note: 'Đọc lỗi P0299: tăng áp thiếu áp suất. Cần kiểm tra đường ống tăng áp.', shared: true } } },
  { fullName: DEMO_ACCOUNTS.customer.fullName, phone: '0987654321', branch: 'thu-duc', plate: '51H-246.81', model: 'Mazda CX-5', year: 2019, odometerKm: 45210, fuelLevel: 50, complaint: 'Phanh kêu rít khi dừng, bàn đạp phanh hơi sâu.', service: 'Thay má phanh', step: 'repair', minutesInStep: 120, demoCustomer: true,
    notes: {
      inspection: { note: 'Má phanh trước mòn còn khoảng 20%, đĩa phanh còn tốt.', shared: true },
      diagnosis: { note: 'Cần thay má phanh trước và thay dầu phanh (dầu đã ngả màu).', shared: true },
      quote: { note: 'Báo giá: má phanh trước 1.200.000đ, dầu phanh 350.000đ, công 300.000đ.', shared: true },
      confirmation: { note: 'Khách đồng ý báo giá qua điện thoại.', shared: true },
      preparation: { note: 'Lấy má phanh từ kho chi nhánh Quận 12.', shared: false },
    } },
  { fullName: 'Ngô Thanh Sơn', phone: '0919444888', branch: 'quan-12', plate: '51A-678.90', model: 'Hyundai Accent', year: 2021, odometerKm: 40500, fuelLevel: 100, complaint: 'Thay dầu động cơ và kiểm tra gầm.', service: 'Thay dầu động cơ', step: 'confirmation', minutesInStep: 60 },
  { fullName: 'Đinh Thị Thu', phone: '0936777111', branch: 'thu-duc', plate: '30A-789.01', model: 'VinFast Lux A', year: 2020, odometerKm: 52800, fuelLevel: 25, complaint: 'Sơn lại cản sau bị trầy.', service: 'Sơn dặm', step: 'preparation', minutesInStep: 600, notes: { quote: { note: 'Sơn dặm cản sau: 1.800.000đ, chờ pha màu 1 ngày.', shared: true } } },
  { fullName: 'Võ Quốc Huy', phone: '0977888222', branch: 'quan-12', plate: '51D-890.12', model: 'Mitsubishi Xpander', year: 2021, odometerKm: 60300, fuelLevel: 75, complaint: 'Thay lốp trước và cân chỉnh thước lái.', service: 'Cân chỉnh thước lái', step: 'recheck', minutesInStep: 30 },
  { fullName: 'Bùi Văn Long', phone: '0903999333', branch: 'thu-duc', plate: '61A-901.23', model: 'Toyota Fortuner', year: 2017, odometerKm: 140200, fuelLevel: 50, complaint: 'Bảo dưỡng 140.000 km.', service: 'Bảo dưỡng định kỳ', step: 'cleaning', minutesInStep: 20 },
  { fullName: 'Lý Gia Hân', phone: '0938000444', branch: 'quan-12', plate: '51E-012.34', model: 'Kia Morning', year: 2016, odometerKm: 98700, fuelLevel: 25, complaint: 'Ắc quy yếu, khó đề buổi sáng.', service: 'Thay ắc quy', step: 'acceptance', minutesInStep: 90 },
  { fullName: 'Hà Minh Trí', phone: '0916111555', branch: 'thu-duc', plate: '51G-135.79', model: 'Honda CR-V', year: 2020, odometerKm: 58900, fuelLevel: 100, complaint: 'Vệ sinh kim phun và họng ga.', service: 'Vệ sinh động cơ', step: 'handover', minutesInStep: 40 },
  { fullName: 'Trương Thị Mai', phone: '0905666999', branch: 'quan-12', plate: '51A-222.33', model: 'Toyota Innova', year: 2018, odometerKm: 120500, fuelLevel: 75, complaint: 'Thay dây curoa tổng.', service: 'Thay dây curoa', step: CLOSING_STEP, closedDaysAgo: 0 },
  { fullName: 'Đặng Văn Khoa', phone: '0903123456', branch: 'quan-12', plate: '51F-987.65', model: 'Toyota Vios', year: 2019, odometerKm: 40100, fuelLevel: 50, complaint: 'Bảo dưỡng 40.000 km cho Toyota Vios.', service: 'Bảo dưỡng định kỳ', step: CLOSING_STEP, closedDaysAgo: 5, fromBooking: true },
  // The last weeks' handed-over jobs, so the technicians' figures have something to count (issue 44);
  // the Cerato came back with the same brake noise within the warranty of its first visit.
  { fullName: 'Mạc Văn Hiếu', phone: '0909876123', branch: 'quan-12', plate: '51G-579.13', model: 'Kia Cerato', year: 2018, odometerKm: 72100, fuelLevel: 50, complaint: 'Phanh kêu két khi dừng xe.', service: 'Kiểm tra hệ thống phanh', step: CLOSING_STEP, closedDaysAgo: 19 },
  { fullName: 'Mạc Văn Hiếu', phone: '0909876123', branch: 'quan-12', plate: '51G-579.13', model: 'Kia Cerato', year: 2018, odometerKm: 73050, fuelLevel: 50, complaint: 'Phanh lại kêu sau lần sửa trước.', service: 'Kiểm tra hệ thống phanh', step: CLOSING_STEP, closedDaysAgo: 3 },
  { fullName: 'Huỳnh Thị Lan', phone: '0918234567', branch: 'thu-duc', plate: '61A-246.80', model: 'Toyota Corolla Cross', year: 2021, odometerKm: 35200, fuelLevel: 75, complaint: 'Bảo dưỡng 35.000 km.', service: 'Bảo dưỡng định kỳ', step: CLOSING_STEP, closedDaysAgo: 8 },
  { fullName: 'Kiều Minh Quân', phone: '0977123890', branch: 'thu-duc', plate: '51H-802.46', model: 'Hyundai Tucson', year: 2020, odometerKm: 50100, fuelLevel: 50, complaint: 'Điều hòa yếu, gió không lạnh.', service: 'Sửa điều hòa', step: CLOSING_STEP, closedDaysAgo: 12 },
  { fullName: DEMO_ACCOUNTS.customer.fullName, phone: '0987654321', branch: 'thu-duc', plate: '51H-246.81', model: 'Mazda CX-5', year: 2019, odometerKm: 38500, fuelLevel: 75, complaint: 'Bảo dưỡng 40.000 km.', service: 'Bảo dưỡng định kỳ', step: CLOSING_STEP, closedDaysAgo: 120, demoCustomer: true,
    notes: { handover: { note: 'Đã thay dầu, lọc dầu, lọc gió. Hẹn bảo dưỡng tiếp ở 50.000 km.', shared: true } } },
  { fullName: DEMO_ACCOUNTS.customer.fullName, phone: '0987654321', branch: 'quan-12', plate: '51H-246.81', model: 'Mazda CX-5', year: 2019, odometerKm: 30200, fuelLevel: 50, complaint: 'Điều hòa không mát.', service: 'Sửa điều hòa', step: CLOSING_STEP, closedDaysAgo: 300, demoCustomer: true,
    notes: { diagnosis: { note: 'Thiếu gas điều hòa, không rò rỉ.', shared: true } } },
];

/** How long each earlier step took: open jobs move along within the day, closed ones took a day and a half. */
export const OPEN_STEP_MINUTES = 35;
export const CLOSED_STEP_MINUTES = 180;

/**
 * Demo repair orders (the workshop board, the start page's counts, 'Xe của tôi'), with their cars
 * and every move. Runs after the bookings and accounts (seedShop): it checks in two of the seeded
 * bookings and gives the demo customer their car's jobs; a database that has jobs is left alone.
 */
export async function seedRepairs(tx: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(repairOrders);
  if (Number(existing?.n ?? 0) > 0) return;
  const staffRows = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.master.email, DEMO_ACCOUNTS.customer.email]));
  const idOf = (email: string) => staffRows.find((row) => row.email === email)?.id ?? null;
  const staffIds = [idOf(DEMO_ACCOUNTS.admin.email), idOf(DEMO_ACCOUNTS.master.email)];
  const customerId = idOf(DEMO_ACCOUNTS.customer.email);

  // The cars once each, with the latest reading.
  const cars = new Map<string, typeof vehicles.$inferInsert>();
  for (const seed of [...SEED_REPAIRS].sort((a, b) => a.odometerKm - b.odometerKm)) {
    const key = normalizePlate(seed.plate);
    const createdAt = new Date(now.getTime() - 400 * DAY_MS);
    cars.set(key, { id: cars.get(key)?.id ?? newObjectId(createdAt), plateKey: key, plate: displayPlate(seed.plate), model: seed.model, year: seed.year ?? null, lastOdometerKm: seed.odometerKm, createdAt, updatedAt: now });
  }
  await tx.insert(vehicles).values([...cars.values()]);

  const codes = new Set<string>();
  // Each car belongs to whoever brought it last.
  const owners = new Map<string, { since: Date; owner: Partial<typeof vehicles.$inferInsert> }>();
  for (const [index, seed] of SEED_REPAIRS.entries()) {
    const closed = seed.closedDaysAgo !== undefined;
    const stepIndex = REPAIR_STEPS.indexOf(seed.step);
    const gap = (closed ? CLOSED_STEP_MINUTES : OPEN_STEP_MINUTES) * MINUTE_MS;
    // A job handed over today was handed over an hour ago (half the day so far, just after midnight);
    // one closed days ago, at that time of day.
    const handedOverMinutesAgo = Math.min(60, vietnamMinutesOfDay(now) / 2);
    const stepStartedAt = closed ? new Date(now.getTime() - seed.closedDaysAgo! * DAY_MS - handedOverMinutesAgo * MINUTE_MS) : new Date(now.getTime() - (seed.minutesInStep ?? 0) * MINUTE_MS);
    const createdAt = new Date(stepStartedAt.getTime() - stepIndex * gap);
    const [booking] = seed.fromBooking
      ? await tx.select({ id: bookings.id, accountId: bookings.accountId }).from(bookings).where(eq(bookings.numberPhone, seed.phone)).limit(1)
      : [];
    let code = newBookingCode();
    while (codes.has(code)) code = newBookingCode();
    codes.add(code);
    const repairId = newObjectId(createdAt);
    const staffId = staffIds[index % staffIds.length] ?? null;
    await tx.insert(repairOrders).values({
      id: repairId,
      code,
      branch: seed.branch,
      vehicleId: cars.get(normalizePlate(seed.plate))!.id!,
      bookingId: booking?.id ?? null,
      accountId: seed.demoCustomer ? customerId : (booking?.accountId ?? null),
      fullName: seed.fullName,
      numberPhone: seed.phone,
      odometerKm: seed.odometerKm,
      fuelLevel: seed.fuelLevel,
      complaint: seed.complaint,
      serviceName: seed.service,
      staffId,
      step: seed.step,
      version: stepIndex + 1,
      stepStartedAt,
      closedAt: closed ? stepStartedAt : null,
      createdAt,
      updatedAt: stepStartedAt,
    });
    await tx.insert(repairMoves).values(
      REPAIR_STEPS.slice(0, stepIndex + 1).map((step, position) => {
        const at = new Date(createdAt.getTime() + position * gap);
        const note = position === 0 ? { note: seed.complaint, shared: true } : (seed.notes?.[step] ?? { note: '', shared: false });
        return {
          id: newObjectId(at),
          repairId,
          fromStep: position === 0 ? null : REPAIR_STEPS[position - 1]!,
          toStep: step,
          version: position + 1,
          note: note.note,
          shared: note.shared,
          photos: [],
          accountId: staffIds[(index + position) % staffIds.length] ?? null,
          createdAt: at,
        };
      }),
    );
    const vehicleId = cars.get(normalizePlate(seed.plate))!.id!;
    if ((owners.get(vehicleId)?.since.getTime() ?? -Infinity) < createdAt.getTime()) {
      const accountId = seed.demoCustomer ? customerId : (booking?.accountId ?? null);
      owners.set(vehicleId, { since: createdAt, owner: { ownerAccountId: accountId, ownerName: seed.fullName, ownerPhone: seed.phone, ownerSince: createdAt } });
    }
  }
  for (const [vehicleId, { owner }] of owners) await tx.update(vehicles).set(owner).where(eq(vehicles.id, vehicleId));
}
