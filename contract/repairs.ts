import { z } from 'zod';
import { endpoint } from './endpoint';
import { listMyVehiclesPath, listRepairsPath, openQuoteLinkPath, trackRepairPath } from './api-paths';
import { bookingCodeSchema, bookingImagesSchema, branchSchema, carModelSchema, carPlateSchema, vietnamPhoneSchema } from './bookings';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { groupThousands } from './format';
import { readWholeNumber } from './typed-number-rules';
import { BRANCH_IDS } from './garage';
import { inspectionSchema } from './inspections';
import { format, messages } from './messages';
import { choiceParam, isSearchableText, pagingQuerySchema, searchTextParam } from './paging';
import { consentChoicesSchema } from './privacy';
import { jobMoneySchema } from './job-money';
import { nextServiceSchema, paymentSchema, quoteSchema, warrantySchema } from './repair-quotes';
import {
  FUEL_LEVELS,
  ODOMETER_MAX_KM,
  REPAIR_NOTE_MAX,
  REPAIR_STEPS,
  STEP_LIMIT_MAX_MINUTES,
  VEHICLE_YEAR_MIN,
  type FuelLevel,
} from './repair-steps';

// Repair orders ('phiếu sửa chữa'), vehicles and the workshop board. The step rules (order,
// reasons, limits, plates) are zod-free in ./repair-steps, read by screens and server alike.

export const repairStepSchema = z.enum(REPAIR_STEPS, { error: messages.repairs.stepInvalid });

const staffRefSchema = z.object({ _id: objectIdSchema, fullName: z.string() });

export const vehicleSchema = z.object({
  _id: objectIdSchema,
  /** As the garage writes it: '51A-123.45' (contract/repair-steps.ts displayPlate). */
  plate: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  /** The last odometer reading at this garage; null before the first job. */
  lastOdometerKm: z.number().int().nonnegative().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** A job as the board's card and the lists show it. */
export const repairSummarySchema = z.object({
  _id: objectIdSchema,
  /** The reference the customer keeps (same alphabet and length as bookings'). */
  code: z.string(),
  branch: z.enum(BRANCH_IDS),
  step: repairStepSchema,
  /** Grows by one with every move: a move sends the version it saw, a stale one is refused (409). */
  version: z.number().int().positive(),
  /** When the job entered its current step: the card's time in step. */
  stepStartedAt: isoDateTimeSchema,
  /** When the job reached 'Bảo hành' (handed over); null while open. */
  closedAt: isoDateTimeSchema.nullable(),
  vehicle: vehicleSchema,
  fullName: z.string(),
  numberPhone: z.string(),
  serviceName: z.string(),
  staff: staffRefSchema.nullable(),
  bookingId: objectIdSchema.nullable(),
  /** 'waiting' puts 'Chờ khách duyệt báo giá' on the card; the job leaves 'Xác nhận' only when 'answered'. */
  quoteState: z.enum(['none', 'waiting', 'answered']),
  /**
   * When the customer answered the quote themselves, while staff have not moved the job since:
   * the card, the job page and the start page say 'Khách đã trả lời' until someone acts. Null
   * otherwise (no answer, a phone answer, a move after it, a closed job).
   */
  customerAnsweredAt: isoDateTimeSchema.nullable(),
  /** Approved labour lines nobody is named on (issue 44): the job does not leave 'Kiểm tra lại' while there are any. */
  unassignedLabour: z.number().int().nonnegative(),
  /** The technician leading the work (issue 44); null until the desk gives the job to one. */
  leadTechnician: staffRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type RepairSummary = z.infer<typeof repairSummarySchema>;

/** One move of a job between steps, the opening (check-in, fromStep null) included. */
export const repairMoveSchema = z.object({
  _id: objectIdSchema,
  fromStep: repairStepSchema.nullable(),
  toStep: repairStepSchema,
  note: z.string(),
  photos: z.array(z.string()),
  /** Ticked 'cho khách xem': the customer sees the note and photos; otherwise they see only the step and time. */
  shared: z.boolean(),
  staff: staffRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type RepairMove = z.infer<typeof repairMoveSchema>;

/**
 * A whole job. Staff get every move; the customer (their own job, or by code and phone) gets the
 * same shape with unshared notes emptied and unshared photos left out, and the phone masked.
 */
export const repairDetailSchema = repairSummarySchema.extend({
  odometerKm: z.number().int().nonnegative(),
  fuelLevel: z.union(FUEL_LEVELS.map((level) => z.literal(level)) as unknown as [z.ZodLiteral<FuelLevel>, z.ZodLiteral<FuelLevel>]),
  complaint: z.string(),
  moves: z.array(repairMoveSchema),
  /** The inspection at 'Kiểm tra'; null until staff fill it. */
  inspection: inspectionSchema.nullable(),
  /** The quote; null until staff write one. The customer sees it whole (it is theirs to answer). */
  quote: quoteSchema.nullable(),
  /** The invoice once the job is closed (its number, the total, how most of it was paid); null while open. */
  payment: paymentSchema.nullable(),
  /** Deposits, payments and refunds, the balance, and the credit it was handed over on. */
  money: jobMoneySchema,
  nextService: nextServiceSchema,
  /** What the job's service suggests for the next one (the product's interval from this job's km and today); null when it has none. */
  suggestedNextService: nextServiceSchema.nullable(),
});
export type RepairDetail = z.infer<typeof repairDetailSchema>;

/** The tracking page's answer: the job, and a token that lets this page listen to it live for a while. */
export const trackedRepairSchema = z.object({ repair: repairDetailSchema, watchToken: z.string() });
export type TrackedRepair = z.infer<typeof trackedRepairSchema>;

/** The km on the dashboard as typed ('23.500', '23 500 km'), read by contract/typed-number-rules.ts. */
const odometerSchema = typedNumber(
  readWholeNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.repairs.odometerRequired : format(messages.repairs.odometerInvalid, { max: groupThousands(ODOMETER_MAX_KM) })) })
    .int(format(messages.repairs.odometerInvalid, { max: groupThousands(ODOMETER_MAX_KM) }))
    .min(0, format(messages.repairs.odometerInvalid, { max: groupThousands(ODOMETER_MAX_KM) }))
    .max(ODOMETER_MAX_KM, format(messages.repairs.odometerInvalid, { max: groupThousands(ODOMETER_MAX_KM) })),
);

const fuelLevelSchema = z.coerce
  .number({ error: messages.repairs.fuelInvalid })
  .refine((value): value is FuelLevel => (FUEL_LEVELS as readonly number[]).includes(value), messages.repairs.fuelInvalid)
  .transform((value) => value as FuelLevel);

/** A model year up to next year's models; the upper bound needs the clock, so it is generous here and the form narrows it. */
export const vehicleYearSchema = z.coerce
  .number({ error: format(messages.repairs.yearInvalid, { min: VEHICLE_YEAR_MIN, max: 2100 }) })
  .int(format(messages.repairs.yearInvalid, { min: VEHICLE_YEAR_MIN, max: 2100 }))
  .min(VEHICLE_YEAR_MIN, format(messages.repairs.yearInvalid, { min: VEHICLE_YEAR_MIN, max: 2100 }))
  .max(2100, format(messages.repairs.yearInvalid, { min: VEHICLE_YEAR_MIN, max: 2100 }));

const noteSchema = z.string().trim().max(REPAIR_NOTE_MAX, format(messages.validation.textTooLong, { max: REPAIR_NOTE_MAX }));

/**
 * Check-in: from a booking (`bookingId`: its customer, phone, branch, car and service come with
 * it; what is sent here wins where the desk corrected it) or a walk-in (no bookingId: name, phone,
 * branch and plate required). The server fills from the booking and then checks what is required.
 */
export const openRepairBodySchema = z.object({
  bookingId: objectIdSchema.nullish().transform((value) => value ?? null),
  branch: branchSchema.nullish().transform((value) => value ?? null),
  fullName: z
    .string()
    .trim()
    .max(100, format(messages.validation.textTooLong, { max: 100 }))
    .nullish()
    .transform((value) => value || null),
  numberPhone: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(vietnamPhoneSchema.nullable()),
  plate: carPlateSchema.nullish().transform((value) => value || null),
  model: carModelSchema.nullish().transform((value) => value || null),
  year: z.preprocess((value) => (value === '' ? null : value), vehicleYearSchema.nullish()).transform((value) => value ?? null),
  odometerKm: odometerSchema,
  fuelLevel: fuelLevelSchema,
  /** Missing on a check-in from a booking: the booking's description. */
  complaint: noteSchema.nullish().transform((value) => value ?? null),
  /** Check-in photos (the booking photo rules: types, count, size). */
  photos: bookingImagesSchema.nullish().transform((value) => value ?? []),
  /** Whether the customer sees the check-in note and photos. */
  shared: z.boolean().nullish().transform((value) => value ?? true),
  /** Who is in charge; missing: the staff member checking in. */
  staffId: objectIdSchema.nullish().transform((value) => value ?? null),
  productId: objectIdSchema.nullish().transform((value) => value ?? null),
  /**
   * 'Xe của khách này': the plate's car is on record as another customer's, and the desk says it
   * changed hands; from today it is this customer's, its jobs before stay with the earlier owner.
   * Without it such a check-in is refused (409, with `owner`) so the desk corrects the plate.
   */
  ownerChange: z.boolean().nullish().transform((value) => value ?? false),
  /** The customer's consents as asked at the counter (issue 43); missing: processing only, recorded as 'legacy'. */
  consents: consentChoicesSchema.optional(),
});
export type OpenRepairBody = z.output<typeof openRepairBodySchema>;

export const openRepair = endpoint({
  method: 'POST',
  path: '/api/repairs',
  access: 'staff',
  summary:
    'Nhận xe: mở phiếu sửa chữa ở bước Tiếp nhận, từ một lịch hẹn (bookingId: khách, số điện thoại, chi nhánh, xe và dịch vụ đi kèm) hoặc khách vãng lai (họ tên, số điện thoại, chi nhánh, biển số). Xe được ghi nhận theo biển số đã chuẩn hóa. Lịch đã hủy hoặc đã nhận xe trả 409.',
  body: openRepairBodySchema,
  response: repairDetailSchema,
});

export const REPAIR_LIST_STATES = ['board', 'closed'] as const;

export const repairListQuerySchema = pagingQuerySchema.extend({
  branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
  step: choiceParam(REPAIR_STEPS, messages.repairs.stepInvalid),
  /** Plate, customer name, phone or reference. */
  q: searchTextParam,
  staffId: z.preprocess((value) => (value === '' ? undefined : value), objectIdSchema.optional()),
  /** 'board' (default): open jobs and those handed over today, unpaged; 'closed': handed-over jobs, newest first, paged. */
  state: choiceParam(REPAIR_LIST_STATES, messages.repairs.stepInvalid),
});
export type RepairListQuery = z.output<typeof repairListQuerySchema>;

export const listRepairs = endpoint({
  method: 'GET',
  path: listRepairsPath,
  access: 'staff',
  summary:
    'Phiếu sửa chữa cho bảng xưởng: mặc định các phiếu đang mở và phiếu bàn giao hôm nay (state=board, không phân trang); state=closed: phiếu đã đóng, mới nhất trước, có phân trang (X-Total-Count). Lọc theo chi nhánh, bước, nhân viên phụ trách và q (biển số, tên, số điện thoại, mã phiếu).',
  query: repairListQuerySchema,
  response: z.array(repairSummarySchema),
});

export const listMyRepairs = endpoint({
  method: 'GET',
  path: '/api/repairs/mine',
  access: 'user',
  summary: 'Các phiếu sửa chữa của khách đang đăng nhập (theo tài khoản, không theo biển số), mới nhất trước; ghi chú và ảnh chỉ những gì nhân viên cho khách xem',
  response: z.array(repairDetailSchema),
});

export const repairLookupSchema = z.object({ code: bookingCodeSchema, phone: vietnamPhoneSchema });
export type RepairLookup = z.output<typeof repairLookupSchema>;

export const trackRepair = endpoint({
  method: 'GET',
  path: trackRepairPath,
  access: 'public',
  summary:
    "Theo dõi sửa chữa bằng mã phiếu và số điện thoại của khách, không cần tài khoản; kèm watchToken để nghe sự kiện repair_updated qua socket.io namespace '/repair-watch'. Sai mã hoặc số điện thoại trả 404 như nhau; tra sai nhiều lần bị giới hạn (429).",
  query: repairLookupSchema,
  response: trackedRepairSchema,
});

/** The one-tap link's token (`?duyet=` on the tracking page): signed by the server, never typed. */
export const quoteLinkTokenSchema = z.string({ error: messages.quotes.linkTokenRequired }).min(1, messages.quotes.linkTokenRequired).max(1000, messages.quotes.linkInvalid)
  // A signed token is base64url parts joined by dots: anything else (a NUL, a space) is no link.
  .regex(/^[A-Za-z0-9_.-]+$/, messages.quotes.linkInvalid);

export const openQuoteLink = endpoint({
  method: 'GET',
  path: openQuoteLinkPath,
  access: 'public',
  summary:
    "Mở phiếu từ liên kết duyệt báo giá (mail báo giá, hoặc nhân viên gửi qua Zalo/SMS) mà không cần mã phiếu, số điện thoại hay đăng nhập; kèm watchToken như trang theo dõi. Liên kết chỉ cho một phiếu và một version báo giá: báo giá sửa (version mới) hoặc xe đã giao thì trả 410.",
  query: z.object({ token: quoteLinkTokenSchema }),
  response: trackedRepairSchema,
});

export const stepLimitsSchema = z.object({
  /** Minutes per step before a card turns red; null: no limit. */
  limits: z.record(repairStepSchema, z.number().int().positive().nullable()),
});
export type StepLimits = z.infer<typeof stepLimitsSchema>;

export const getStepLimits = endpoint({
  method: 'GET',
  path: '/api/repairs/step-limits',
  access: 'staff',
  summary: 'Thời hạn (phút) của mỗi bước trước khi thẻ xe chuyển đỏ trên bảng xưởng',
  response: stepLimitsSchema,
});

const stepLimitValueSchema = z
  .number({ error: format(messages.repairs.stepLimitInvalid, { max: STEP_LIMIT_MAX_MINUTES }) })
  .int(format(messages.repairs.stepLimitInvalid, { max: STEP_LIMIT_MAX_MINUTES }))
  .min(1, format(messages.repairs.stepLimitInvalid, { max: STEP_LIMIT_MAX_MINUTES }))
  .max(STEP_LIMIT_MAX_MINUTES, format(messages.repairs.stepLimitInvalid, { max: STEP_LIMIT_MAX_MINUTES }))
  .nullable();

export const updateStepLimits = endpoint({
  method: 'PUT',
  path: '/api/repairs/step-limits',
  access: 'master',
  summary: 'Quản lý đặt thời hạn của các bước (chỉ các bước gửi lên đổi; null: không giới hạn)',
  body: z.object({ limits: z.partialRecord(repairStepSchema, stepLimitValueSchema) }),
  response: stepLimitsSchema,
});

/** Cars in the workshop per step, for the start page: open jobs, and how many of them are past their step's limit. */
export const workshopCountsSchema = z.object({
  steps: z.array(z.object({ step: repairStepSchema, count: z.number().int().nonnegative(), overdue: z.number().int().nonnegative() })),
  /** Jobs whose customer answered the quote while nobody has moved them since, the earliest answer first. */
  answeredQuotes: z.array(z.object({ _id: objectIdSchema, code: z.string(), plate: z.string(), fullName: z.string(), answeredAt: isoDateTimeSchema })),
});
export type WorkshopCounts = z.infer<typeof workshopCountsSchema>;

export const getWorkshopCounts = endpoint({
  method: 'GET',
  path: '/api/repairs/counts',
  access: 'staff',
  summary:
    'Số xe đang ở xưởng theo bước (phiếu đang mở), số xe quá thời hạn bước, và các phiếu khách đã trả lời báo giá mà chưa ai chuyển bước, của một chi nhánh nếu gửi branch',
  query: z.object({ branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) }),
  response: workshopCountsSchema,
});

export const listWorkshopStaff = endpoint({
  method: 'GET',
  path: '/api/repairs/staff-members',
  access: 'staff',
  summary: 'Nhân viên (tài khoản admin, master đang hoạt động) có thể phụ trách phiếu sửa chữa',
  response: z.array(staffRefSchema),
});

export const getRepair = endpoint({
  method: 'GET',
  path: '/api/repairs/:id',
  access: 'user',
  summary:
    'Chi tiết phiếu sửa chữa với mọi lần chuyển bước. Nhân viên xem đầy đủ; khách chỉ xem phiếu của tài khoản mình (ghi chú, ảnh nhân viên cho xem); phiếu của người khác trả 404.',
  params: idParamsSchema,
  response: repairDetailSchema,
});

export const moveRepairBodySchema = z.object({
  step: repairStepSchema,
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).positive(messages.repairs.versionRequired),
  /** Required when the move is not to the next step (contract/repair-steps.ts moveProblem). */
  note: noteSchema.nullish().transform((value) => value ?? ''),
  photos: bookingImagesSchema.nullish().transform((value) => value ?? []),
  /** 'cho khách xem' */
  shared: z.boolean().nullish().transform((value) => value ?? false),
});
export type MoveRepairBody = z.output<typeof moveRepairBodySchema>;

export const moveRepair = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/moves',
  access: 'staff',
  summary:
    'Chuyển phiếu sang bước khác với version đã xem: bước kế tiếp không cần lý do, lùi hoặc bỏ qua bước cần note. version cũ trả 409 kèm bước hiện tại (currentStep, version); phiếu đã đóng trả 409. Tới Bảo hành thì phiếu đóng.',
  params: idParamsSchema,
  body: moveRepairBodySchema,
  response: repairDetailSchema,
});

export const assignRepair = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/staff',
  access: 'staff',
  summary: 'Đổi nhân viên phụ trách phiếu (null: chưa ai phụ trách)',
  params: idParamsSchema,
  body: z.object({ staffId: objectIdSchema.nullable() }),
  response: repairDetailSchema,
});

/** A vehicle of the signed-in customer: its open job (if any) and its past jobs, theirs only. */
/** A line the customer declined, kept on the car as 'đề xuất lần sau'. */
export const vehicleSuggestionSchema = z.object({ description: z.string(), repairCode: z.string(), quotedAt: isoDateTimeSchema });
export type VehicleSuggestion = z.infer<typeof vehicleSuggestionSchema>;

/**
 * One visit in a car's history: the job, the km it came in with, what was asked and what was
 * done (the approved lines of its quote, in their order; empty before the customer's answer).
 */
export const vehicleVisitSchema = repairSummarySchema.extend({
  odometerKm: z.number().int().nonnegative(),
  complaint: z.string(),
  work: z.array(z.string()),
});
export type VehicleVisit = z.infer<typeof vehicleVisitSchema>;

export const myVehicleSchema = vehicleSchema.extend({
  openRepair: repairDetailSchema.nullable(),
  /** Warranties of this account's closed jobs on the car, those still running first. */
  warranties: z.array(warrantySchema),
  suggestions: z.array(vehicleSuggestionSchema),
  /** The latest next service set on this account's jobs of the car. */
  nextService: nextServiceSchema.nullable(),
  history: z.array(vehicleVisitSchema),
});
export type MyVehicle = z.infer<typeof myVehicleSchema>;

export const listMyVehicles = endpoint({
  method: 'GET',
  path: listMyVehiclesPath,
  access: 'user',
  summary: 'Xe của khách đang đăng nhập (các xe trong phiếu sửa chữa của tài khoản), mỗi xe với phiếu đang mở và lịch sử phiếu của tài khoản',
  response: z.array(myVehicleSchema),
});

export const vehicleOwnerSchema = z.object({
  fullName: z.string(),
  numberPhone: z.string(),
  accountId: objectIdSchema.nullable(),
  /** Since when (the check-in that named them); null for a car recorded before owners were kept. */
  since: isoDateTimeSchema.nullable(),
});
export type VehicleOwner = z.infer<typeof vehicleOwnerSchema>;

export const vehicleHistorySchema = vehicleSchema.extend({
  /** Whom the car belongs to now; null when no job named anyone yet. */
  owner: vehicleOwnerSchema.nullable(),
  warranties: z.array(warrantySchema),
  suggestions: z.array(vehicleSuggestionSchema),
  repairs: z.array(vehicleVisitSchema),
});
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

export const findVehicleByPlate = endpoint({
  method: 'GET',
  path: '/api/vehicles/by-plate',
  access: 'staff',
  summary:
    'Tìm xe theo biển số (viết thế nào cũng được: 51A-123.45, 51a12345) với mọi phiếu sửa chữa của xe ở gara; xe gara chưa gặp trả null (form nhận xe hỏi khi đang gõ, không phải lỗi)',
  // Typed like a search box: control characters (NUL) are refused here, as the database could not take them.
  query: z.object({ plate: requiredText(messages.repairs.plateRequired, 20).refine(isSearchableText, messages.bookings.plateInvalid) }),
  response: vehicleHistorySchema.nullable(),
});

export const getVehicle = endpoint({
  method: 'GET',
  path: '/api/vehicles/:id',
  access: 'staff',
  summary: 'Một xe với mọi phiếu sửa chữa ở gara: ngày, số km, việc đã làm',
  params: idParamsSchema,
  response: vehicleHistorySchema,
});

/** Socket event `repair_updated` (contract/live-events.ts): to staff, the job's customer and guests watching it. */
export interface RepairUpdatedPayload {
  id: string;
  branch: string;
  step: string;
  version: number;
}
