import { BOOKING_CODE_ALPHABET } from '../contract/booking-code';
import type { BranchId } from '../contract/garage';
import { QUOTE_GATE_STEP, REPAIR_STEPS, stepIndex, type FuelLevel, type RepairStep } from '../contract/repair-steps';
import type { JobPayment } from '../contract/job-money';
import type { MyVehicle, RepairDetail, RepairMove, RepairSummary, Vehicle, VehicleVisit } from '../contract/repairs';
import { objectIdAt } from './data/ids';

// Demo repair orders for stories (the customer's screens and the workshop board), all valid
// against contract/repairs.ts: mockOk parses them with the same schemas the server answers with.

let sequence = 0x7000;

function nextId(at: Date): string {
  sequence += 1;
  return objectIdAt(at, sequence);
}

const MINUTE = 60_000;

/** Check-in of the demo jobs: 10/03/2026 08:00 at the garage (UTC+7). */
export const REPAIR_DEMO_START = new Date(Date.UTC(2026, 2, 10, 1, 0));

/** The clock stories read the open jobs against: shortly after the last demo move. */
export const repairDemoNow = new Date(Date.UTC(2026, 2, 11, 3, 0));

export const demoWorkshopStaff = [
  { _id: objectIdAt(new Date(Date.UTC(2025, 0, 5)), 0x7a01), fullName: 'Trần Minh Khoa' },
  { _id: objectIdAt(new Date(Date.UTC(2025, 0, 6)), 0x7a02), fullName: 'Lê Thị Hồng' },
  { _id: objectIdAt(new Date(Date.UTC(2025, 0, 7)), 0x7a03), fullName: 'Phạm Quốc Bảo' },
] as const;

/** Pictures that exist in public/, so the workbench needs no network. */
export const REPAIR_DEMO_PHOTOS = ['/images/process/car-sedan.svg', '/images/process/car-suv.svg', '/images/process/car-hatchback.svg', '/images/demo/service-2.svg'] as const;

/** What staff wrote (and shared or not) on entering each step of the demo jobs. */
const notesByStep: Partial<Record<RepairStep, { note: string; shared: boolean; photos?: readonly string[] }>> = {
  received: { note: 'Xe vào xưởng, đã chụp ảnh tình trạng ngoại thất khi nhận.', shared: true, photos: [REPAIR_DEMO_PHOTOS[0], REPAIR_DEMO_PHOTOS[1]] },
  inspection: { note: 'Đã kiểm tra tổng quát 30 hạng mục.', shared: true },
  diagnosis: { note: 'Má phanh trước mòn còn 2 mm, đĩa phanh còn tốt.', shared: true, photos: [REPAIR_DEMO_PHOTOS[2]] },
  quote: { note: 'Khách quen, giảm 5% công thợ (ghi chú nội bộ).', shared: false, photos: [REPAIR_DEMO_PHOTOS[3]] },
  confirmation: { note: 'Khách đồng ý thay má phanh trước qua điện thoại.', shared: true },
  preparation: { note: '', shared: false },
  repair: { note: 'Đang thay má phanh trước và vệ sinh cụm phanh.', shared: true, photos: [REPAIR_DEMO_PHOTOS[1]] },
  recheck: { note: 'Chạy thử 5 km sau khi sửa.', shared: true },
  cleaning: { note: '', shared: false },
  acceptance: { note: 'Khách nghiệm thu cùng cố vấn dịch vụ.', shared: true },
  handover: { note: 'Đã bàn giao xe và hóa đơn.', shared: true },
  warranty: { note: 'Bảo hành má phanh 6 tháng hoặc 10.000 km.', shared: true },
};

export interface DemoRepairOptions {
  step: RepairStep;
  /** Minutes between two moves. */
  gapMinutes?: number;
  start?: Date;
  branch?: BranchId;
  code?: string;
  vehicle?: Partial<Vehicle>;
  fullName?: string;
  numberPhone?: string;
  serviceName?: string;
  complaint?: string;
  odometerKm?: number;
  fuelLevel?: FuelLevel;
  staffIndex?: number | null;
  bookingId?: string | null;
  /** A move back after the job reached `step`: to `to`, with the reason staff wrote. */
  backTo?: { to: RepairStep; reason: string };
  inspection?: RepairDetail['inspection'];
  quote?: RepairDetail['quote'];
  payment?: RepairDetail['payment'];
  nextService?: RepairDetail['nextService'];
  suggestedNextService?: RepairDetail['suggestedNextService'];
  /** The job's money; by default the approved total, and the payment (if any) as one sum paid in full. */
  money?: Partial<RepairDetail['money']>;
  /** The customer answered the quote and nobody has moved the job since ('Khách đã trả lời' on the card). */
  customerAnsweredAt?: string | null;
  /** Approved labour lines nobody is named on (issue 44); 0 by default. */
  unassignedLabour?: number;
  leadTechnician?: RepairDetail['leadTechnician'];
}

/** A job that went through every step up to `options.step` in order, as staff see it (every note and photo). */
export function makeRepairDetail(options: DemoRepairOptions): RepairDetail {
  const start = options.start ?? REPAIR_DEMO_START;
  const gap = options.gapMinutes ?? 45;
  const staffRef = options.staffIndex === null ? null : demoWorkshopStaff[options.staffIndex ?? 0]!;
  const moves: RepairMove[] = [];
  const path: Array<{ to: RepairStep; note?: string; shared?: boolean }> = REPAIR_STEPS.slice(0, stepIndex(options.step) + 1).map((to) => ({ to }));
  if (options.backTo) path.push({ to: options.backTo.to, note: options.backTo.reason, shared: true });
  path.forEach((entry, index) => {
    const at = new Date(start.getTime() + index * gap * MINUTE);
    const written = entry.note === undefined ? notesByStep[entry.to] : { note: entry.note, shared: entry.shared ?? true };
    moves.push({
      _id: nextId(at),
      fromStep: index === 0 ? null : path[index - 1]!.to,
      toStep: entry.to,
      note: written?.note ?? '',
      photos: [...(written?.photos ?? [])],
      shared: written?.shared ?? false,
      staff: staffRef,
      createdAt: at.toISOString(),
    });
  });
  const last = moves[moves.length - 1]!;
  const step = last.toStep;
  const id = nextId(start);
  return {
    _id: id,
    code: options.code ?? Array.from({ length: 6 }, (_, i) => BOOKING_CODE_ALPHABET[(sequence * (i + 7) + i * 13) % BOOKING_CODE_ALPHABET.length]).join(''),
    branch: options.branch ?? 'quan-12',
    step,
    version: moves.length,
    stepStartedAt: last.createdAt,
    closedAt: step === 'warranty' ? last.createdAt : null,
    vehicle: {
      _id: options.vehicle?._id ?? nextId(new Date(start.getTime() - 86_400_000)),
      plate: options.vehicle?.plate ?? '51A-123.45',
      model: options.vehicle?.model ?? 'Toyota Vios',
      year: options.vehicle?.year === undefined ? 2019 : options.vehicle.year,
      lastOdometerKm: options.vehicle?.lastOdometerKm === undefined ? (options.odometerKm ?? 42_350) : options.vehicle.lastOdometerKm,
    },
    fullName: options.fullName ?? 'Nguyễn Văn An',
    numberPhone: options.numberPhone ?? '0912345678',
    serviceName: options.serviceName ?? 'Sửa chữa hệ thống phanh',
    staff: staffRef,
    bookingId: options.bookingId ?? null,
    quoteState: options.quote
      ? options.quote.answer
        ? 'answered'
        : 'waiting'
      : stepIndex(step) > stepIndex(QUOTE_GATE_STEP)
        ? 'answered'
        : stepIndex(step) >= stepIndex('quote')
          ? 'waiting'
          : 'none',
    customerAnsweredAt: options.customerAnsweredAt ?? null,
    unassignedLabour: options.unassignedLabour ?? 0,
    leadTechnician: options.leadTechnician ?? null,
    createdAt: start.toISOString(),
    odometerKm: options.odometerKm ?? 42_350,
    fuelLevel: options.fuelLevel ?? 50,
    complaint: options.complaint ?? 'Phanh kêu và rung khi đạp mạnh.',
    moves,
    inspection: options.inspection ?? null,
    quote: options.quote ?? null,
    payment: options.payment ?? null,
    money: demoMoney(options),
    nextService: options.nextService ?? { on: null, km: null },
    suggestedNextService: options.suggestedNextService ?? null,
  };
}

function demoMoney(options: DemoRepairOptions): RepairDetail['money'] {
  const total = options.quote?.answer ? (options.quote.approvedTotals?.total ?? 0) : 0;
  const payments: JobPayment[] = options.payment
    ? [{ _id: nextId(new Date(options.payment.paidAt)), kind: 'payment', amount: options.payment.amount, method: options.payment.method, note: '', recordedBy: options.payment.recordedBy, transferId: null, paidAt: options.payment.paidAt }]
    : [];
  const listed = options.money?.payments ?? payments;
  const paid = listed.reduce((sum, payment) => sum + (payment.kind === 'refund' ? -payment.amount : payment.amount), 0);
  const moneyTotal = options.money?.total ?? total;
  return { total: moneyTotal, paid, deposits: 0, balance: moneyTotal - paid, payments: listed, credit: null, ...options.money };
}

/** '0912345678' → '09******78', as the server masks a phone for everyone but staff. */
export function maskDemoPhone(phone: string): string {
  return phone.length > 4 ? `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}` : phone;
}

/** The same job as its customer receives it: unshared notes emptied, unshared photos left out, the phone masked. */
export function customerView(repair: RepairDetail): RepairDetail {
  return {
    ...repair,
    numberPhone: maskDemoPhone(repair.numberPhone),
    moves: repair.moves.map((move) => (move.shared ? move : { ...move, note: '', photos: [] })),
  };
}

/** A job as the board's card and the lists show it. */
export function repairSummaryOf(repair: RepairDetail): RepairSummary {
  const {
    odometerKm: _odometerKm,
    fuelLevel: _fuelLevel,
    complaint: _complaint,
    moves: _moves,
    inspection: _inspection,
    quote: _quote,
    payment: _payment,
    money: _money,
    nextService: _nextService,
    suggestedNextService: _suggested,
    ...summary
  } = repair;
  return summary;
}

/** One open job at every step but the last, and one closed (handed over), on both branches: the workshop as staff see it. */
export const demoRepairs: RepairDetail[] = [
  makeRepairDetail({ step: 'received', code: 'R7K2QA', vehicle: { plate: '51H-246.80', model: 'Kia Morning', year: 2016 }, fullName: 'Trần Thị Bích', numberPhone: '0987654321', serviceName: 'Bảo dưỡng định kỳ 40.000 km', complaint: 'Bảo dưỡng định kỳ, kiểm tra điều hòa yếu.', odometerKm: 40_120, start: new Date(Date.UTC(2026, 2, 11, 2, 30)) }),
  makeRepairDetail({ step: 'inspection', code: 'R8M3QB', branch: 'thu-duc', vehicle: { plate: '30G-135.79', model: 'Mazda CX-5', year: 2021 }, fullName: 'Lê Hoàng Phúc', numberPhone: '0901234567', serviceName: 'Kiểm tra hộp số', complaint: 'Hộp số giật khi chuyển từ số 2 lên số 3.', odometerKm: 58_900, staffIndex: 1, start: new Date(Date.UTC(2026, 2, 11, 1, 30)) }),
  makeRepairDetail({ step: 'diagnosis', code: 'R9N4QC', vehicle: { plate: '51F-888.12', model: 'Honda City', year: 2020 }, fullName: 'Phạm Minh Tuấn', numberPhone: '0934567890', serviceName: 'Sửa điều hòa', complaint: 'Điều hòa không lạnh.', odometerKm: 73_400, staffIndex: 2 }),
  makeRepairDetail({ step: 'quote', code: 'RAP5QD', branch: 'thu-duc', vehicle: { plate: '61A-777.01', model: 'Ford Ranger', year: 2018 }, fullName: 'Võ Thanh Kiên', numberPhone: '0976543210', serviceName: 'Thay dầu và lọc', odometerKm: 121_000 }),
  makeRepairDetail({ step: 'repair', code: 'RBQ6QE' }),
  makeRepairDetail({ step: 'recheck', code: 'RCR7QF', vehicle: { plate: '51K-321.00', model: 'Hyundai Accent', year: 2022 }, fullName: 'Đặng Quốc Huy', numberPhone: '0398765432', odometerKm: 15_600, staffIndex: 1, backTo: { to: 'repair', reason: 'Chạy thử còn tiếng kêu ở bánh trước trái, làm lại.' } }),
  makeRepairDetail({ step: 'handover', code: 'RDS8QG', branch: 'thu-duc', vehicle: { plate: '60C-456.78', model: 'Mitsubishi Xpander', year: 2023 }, fullName: 'Huỳnh Ngọc Lan', numberPhone: '0765432109', serviceName: 'Sơn lại cản trước', odometerKm: 9_800, staffIndex: 2, gapMinutes: 30 }),
  makeRepairDetail({ step: 'warranty', code: 'RET9QH', vehicle: { plate: '51G-112.23', model: 'Toyota Innova', year: 2017 }, fullName: 'Bùi Văn Long', numberPhone: '0823456789', serviceName: 'Thay bộ ly hợp', odometerKm: 98_700, gapMinutes: 30, start: new Date(Date.UTC(2026, 2, 9, 1, 0)) }),
];

export const demoRepairSummaries: RepairSummary[] = demoRepairs.map(repairSummaryOf);

/** The customer's job in the middle of the work ('Sửa chữa'), as they receive it. */
export const demoOpenRepair: RepairDetail = customerView(demoRepairs[4]!);
/** A job moved back from 'Kiểm tra lại' to 'Sửa chữa' with its reason, as the customer receives it. */
export const demoReworkedRepair: RepairDetail = customerView(demoRepairs[5]!);
/** A job handed over and closed, as the customer receives it. */
export const demoClosedRepair: RepairDetail = customerView(demoRepairs[7]!);

/** The customer's job at `step`, as they receive it: the timeline's stories walk it through every step. */
export function customerRepairAt(step: RepairStep, options: Omit<DemoRepairOptions, 'step'> = {}): RepairDetail {
  return customerView(makeRepairDetail({ code: 'K7M2QX', ...options, step }));
}

/** A job as a car's history lists it; what it did is its approved lines unless given. */
export function visitOf(repair: RepairDetail, work = (repair.quote?.lines ?? []).filter((line) => line.approved === true).map((line) => line.description)): VehicleVisit {
  return { ...repairSummaryOf(repair), odometerKm: repair.odometerKm, complaint: repair.complaint, work };
}

const vios = { _id: objectIdAt(new Date(Date.UTC(2024, 5, 1)), 0x7b01), plate: '51A-123.45', model: 'Toyota Vios', year: 2019 };
const crv = { _id: objectIdAt(new Date(Date.UTC(2024, 8, 1)), 0x7b02), plate: '51K-678.90', model: 'Honda CR-V', year: 2021 };

const viosEarlier = customerView(
  makeRepairDetail({ step: 'warranty', code: 'H2V4PA', vehicle: { ...vios, lastOdometerKm: 30_100 }, odometerKm: 30_100, serviceName: 'Bảo dưỡng định kỳ 30.000 km', complaint: 'Bảo dưỡng định kỳ 30.000 km.', start: new Date(Date.UTC(2025, 8, 15, 1, 0)), gapMinutes: 20 }),
);
const viosOpen = customerView(makeRepairDetail({ step: 'repair', code: 'K7M2QX', vehicle: { ...vios, lastOdometerKm: 42_350 }, bookingId: objectIdAt(new Date(Date.UTC(2026, 2, 8)), 0x7c01) }));
const crvEarlier = customerView(
  makeRepairDetail({ step: 'warranty', code: 'H3W5PB', branch: 'thu-duc', vehicle: { ...crv, lastOdometerKm: 18_200 }, odometerKm: 18_200, serviceName: 'Thay lốp và cân bằng động', complaint: 'Lốp trước mòn không đều.', start: new Date(Date.UTC(2025, 10, 2, 2, 0)), gapMinutes: 25, staffIndex: 1 }),
);
const crvLatest = customerView(
  makeRepairDetail({ step: 'warranty', code: 'H4X6PC', branch: 'thu-duc', vehicle: { ...crv, lastOdometerKm: 24_500 }, odometerKm: 24_500, serviceName: 'Sửa điều hòa', complaint: 'Điều hòa có mùi và không lạnh.', start: new Date(Date.UTC(2026, 1, 20, 2, 0)), gapMinutes: 25, staffIndex: 2 }),
);

/** 'Xe của tôi': a Vios in the workshop (at 'Sửa chữa') with one past job, and a CR-V with two past jobs and none open. */
export const demoMyVehicles: MyVehicle[] = [
  { ...vios, lastOdometerKm: 42_350, openRepair: viosOpen, history: [visitOf(viosEarlier, ['Thay dầu động cơ 5W-30', 'Thay lọc dầu', 'Công bảo dưỡng 30.000 km'])], warranties: [], suggestions: [], nextService: null },
  { ...crv, lastOdometerKm: 24_500, openRepair: null, history: [visitOf(crvLatest), visitOf(crvEarlier)], warranties: [], suggestions: [], nextService: null },
];

/** The customer's jobs (GET /api/repairs/mine), newest first. */
export const demoMyRepairs: RepairDetail[] = [viosOpen, crvLatest, crvEarlier, viosEarlier];

/**
 * The same open job one move further, as the customer receives it after `repair_updated`: a
 * story answers this on the next read.
 */
export function movedOn(repair: RepairDetail, to: RepairStep, note = '', shared = false): RepairDetail {
  const last = repair.moves[repair.moves.length - 1]!;
  const at = new Date(new Date(last.createdAt).getTime() + 40 * MINUTE).toISOString();
  const move: RepairMove = { _id: nextId(new Date(at)), fromStep: repair.step, toStep: to, note: shared ? note : '', photos: [], shared, staff: last.staff, createdAt: at };
  // A move is staff acting: an answer waiting for them is taken care of.
  return { ...repair, step: to, version: repair.version + 1, stepStartedAt: at, closedAt: to === 'warranty' ? at : null, customerAnsweredAt: null, moves: [...repair.moves, move] };
}
