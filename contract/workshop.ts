import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { REPAIR_STEPS } from './repair-step-names';
import { readWholeNumber } from './typed-number-rules';
import { CLOCK_ACTIONS, CLOCK_EVENT_KINDS, CLOCK_STATES } from './workshop-rules';

/**
 * The workshop floor (issue 44): technicians, the labour lines they are named on, each line's
 * clock, and the tablet view '/xuong'. What a technician reads never carries a price, a total,
 * a payment or the customer's phone and e-mail. The rules are in ./workshop-rules (zod-free).
 */

const personSchema = z.object({ _id: objectIdSchema, fullName: z.string() });
export type WorkshopPerson = z.infer<typeof personSchema>;

export const technicianSchema = personSchema.extend({ branch: z.enum(BRANCH_IDS).nullable() });
export type Technician = z.infer<typeof technicianSchema>;

export const listTechnicians = endpoint({
  method: 'GET',
  path: '/api/workshop/technicians',
  access: 'staff',
  summary: 'Kỹ thuật viên đang hoạt động (vai trò technician), kèm chi nhánh; ?branch= chỉ của một chi nhánh',
  query: z.object({ branch: z.enum(BRANCH_IDS, { error: messages.workshop.branchInvalid }).optional() }),
  response: z.array(technicianSchema),
});

/** A line's clock as folded from its events (contract/workshop-rules.ts foldClock). */
export const lineClockSchema = z.object({
  state: z.enum(CLOCK_STATES),
  /** Worked seconds, corrections included; a running clock counts up to the answer's moment. */
  seconds: z.number().int().nonnegative(),
  runningSince: isoDateTimeSchema.nullable(),
});
export type LineClock = z.infer<typeof lineClockSchema>;

/** A labour line as the floor sees it: what to do and how long it was quoted for, never its price. */
export const workshopLineSchema = z.object({
  _id: objectIdSchema,
  description: z.string(),
  /** Hours quoted. */
  hours: z.number().positive(),
  approved: z.boolean().nullable(),
  technician: personSchema.nullable(),
  clock: lineClockSchema,
});
export type WorkshopLine = z.infer<typeof workshopLineSchema>;

export const workshopInspectionPointSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['good', 'watch', 'urgent']),
  note: z.string(),
  photos: z.array(z.string()),
});

export const workshopJobSchema = z.object({
  _id: objectIdSchema,
  code: z.string(),
  branch: z.enum(BRANCH_IDS),
  step: z.enum(REPAIR_STEPS),
  /** The job's version, for the move to the next step. */
  version: z.number().int().positive(),
  plate: z.string(),
  model: z.string(),
  complaint: z.string(),
  /** Photos taken at check-in and at moves. */
  photos: z.array(z.string()),
  lead: personSchema.nullable(),
  /** The caller leads this job (or staff look at it). */
  isLead: z.boolean(),
  inspection: z
    .object({
      /** The checklist the desk chose (null: deleted since); the tablet's save names it (PUT /api/repairs/:id/inspection). */
      templateId: objectIdSchema.nullable(),
      templateName: z.string(),
      version: z.number().int().positive(),
      points: z.array(workshopInspectionPointSchema),
    })
    .nullable(),
  /** The job's labour lines; `mine` marks those named on the caller. */
  lines: z.array(workshopLineSchema.extend({ mine: z.boolean() })),
});
export type WorkshopJob = z.infer<typeof workshopJobSchema>;

export const workshopTodaySchema = z.object({
  day: z.string(),
  branch: z.enum(BRANCH_IDS),
  technician: personSchema,
  /** Open jobs at the branch the caller leads or has a labour line on, the oldest first. */
  jobs: z.array(workshopJobSchema),
  /** The line whose clock runs for the caller (one at a time); null when none. */
  running: z.object({ repairId: objectIdSchema, lineId: objectIdSchema }).nullable(),
  /** The server's clock when it answered, so the tablet counts a running clock from the same moment. */
  serverTime: isoDateTimeSchema,
});
export type WorkshopToday = z.infer<typeof workshopTodaySchema>;

export const getWorkshopToday = endpoint({
  method: 'GET',
  path: '/api/workshop/today',
  access: 'workshop',
  summary:
    'Việc hôm nay của kỹ thuật viên đang đăng nhập tại chi nhánh của mình: phiếu đang mở mình phụ trách hoặc có hạng mục công giao cho mình (biển số, xe, yêu cầu, kiểm tra, ảnh, giờ bấm của từng hạng mục). Không có giá, tổng tiền, thanh toán, số điện thoại hay email của khách. Nhân viên gara xem được của một kỹ thuật viên qua ?technicianId=',
  query: z.object({ technicianId: objectIdSchema.optional() }),
  response: workshopTodaySchema,
});

/** How far back a tablet's late event may be dated: a week kept offline is already a week too long. */
export const CLOCK_EVENT_MAX_AGE_DAYS = 7;

export const clockBodySchema = z.object({
  action: z.enum(CLOCK_ACTIONS, { error: messages.workshop.actionInvalid }),
  /** When it happened on the tablet (it may arrive later, after the Wi-Fi came back). */
  at: z.string({ error: messages.workshop.atInvalid }).datetime({ offset: true, error: messages.workshop.atInvalid }),
  /** Chosen by the tablet once per tap: a replay of the same key is recorded once. */
  key: z.string({ error: messages.workshop.keyInvalid }).regex(/^[A-Za-z0-9_-]{8,64}$/, messages.workshop.keyInvalid),
});
export type ClockBody = z.output<typeof clockBodySchema>;

export const clockLine = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/lines/:lineId/clock',
  access: 'workshop',
  summary:
    'Bấm giờ hạng mục công của mình: start | pause | finish, at là lúc bấm (máy tính bảng gửi sau khi có mạng lại), key chống ghi hai lần. Một người chỉ chạy một đồng hồ: bắt đầu hạng mục khác thì hạng mục đang chạy tự tạm dừng. Đồng hồ chạy quá giờ đóng cửa tự dừng lúc đóng cửa. Tổng giờ tính theo thứ tự thời điểm, không theo thứ tự đến.',
  params: z.object({ id: objectIdSchema, lineId: objectIdSchema }),
  body: clockBodySchema,
  response: z.object({ line: workshopLineSchema, running: z.object({ repairId: objectIdSchema, lineId: objectIdSchema }).nullable(), duplicate: z.boolean() }),
});

export const clockEventSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(CLOCK_EVENT_KINDS),
  at: isoDateTimeSchema,
  /** A correction's change in seconds. */
  seconds: z.number().int().nullable(),
  reason: z.string(),
  technician: personSchema.nullable(),
  /** Who recorded it (the technician, or staff for a correction). */
  by: personSchema.nullable(),
  recordedAt: isoDateTimeSchema,
});
export type ClockEvent = z.infer<typeof clockEventSchema>;

/** The job page's labour: each line's technician, clock and every event. */
export const repairClocksSchema = z.object({
  lead: personSchema.nullable(),
  lines: z.array(workshopLineSchema.extend({ events: z.array(clockEventSchema) })),
  /** Approved labour lines without a technician (the gate at 'Kiểm tra lại'). */
  unassigned: z.number().int().nonnegative(),
});
export type RepairClocks = z.infer<typeof repairClocksSchema>;

export const getRepairClocks = endpoint({
  method: 'GET',
  path: '/api/repairs/:id/clocks',
  access: 'staff',
  summary: 'Hạng mục công của phiếu: kỹ thuật viên, đồng hồ và mọi lần bấm giờ (ai, lúc nào, điều chỉnh và lý do)',
  params: idParamsSchema,
  response: repairClocksSchema,
});

export const CORRECTION_MAX_MINUTES = 24 * 60;
const correctionMinutesMessage = format(messages.workshop.correctionMinutesInvalid, { max: CORRECTION_MAX_MINUTES });

export const clockCorrectionBodySchema = z.object({
  totalMinutes: typedNumber(
    readWholeNumber,
    z.number({ error: correctionMinutesMessage }).int(correctionMinutesMessage).min(0, correctionMinutesMessage).max(CORRECTION_MAX_MINUTES, correctionMinutesMessage),
  ),
  reason: requiredText(messages.workshop.correctionReasonRequired, 300),
});

export const correctClock = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/lines/:lineId/clock/corrections',
  access: 'staff',
  summary: 'Nhân viên điều chỉnh tổng giờ làm của một hạng mục (số phút đúng, gõ kiểu Việt), kèm lý do; lần điều chỉnh được lưu như một lần bấm giờ',
  params: z.object({ id: objectIdSchema, lineId: objectIdSchema }),
  body: clockCorrectionBodySchema,
  response: repairClocksSchema,
});

const technicianIdBody = z.object({
  technicianId: z.preprocess((value) => (value === '' ? null : value), objectIdSchema.nullable()),
});

export const assignLineTechnician = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/lines/:lineId/technician',
  access: 'staff',
  summary: 'Giao hạng mục công cho một kỹ thuật viên của chi nhánh phiếu (null: bỏ giao); không đổi phiên bản báo giá',
  params: z.object({ id: objectIdSchema, lineId: objectIdSchema }),
  body: technicianIdBody,
  response: repairClocksSchema,
});

export const setLeadTechnician = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/lead-technician',
  access: 'staff',
  summary: 'Kỹ thuật viên chính của phiếu (null: bỏ); người này thấy phiếu trên máy tính bảng và chuyển bước tại xưởng',
  params: idParamsSchema,
  body: technicianIdBody,
  response: repairClocksSchema,
});

export const moveWorkshopJob = endpoint({
  method: 'POST',
  path: '/api/workshop/jobs/:id/next',
  access: 'workshop',
  summary:
    'Kỹ thuật viên chuyển phiếu của mình sang bước kế tiếp (chỉ từ các bước tại xưởng: Tiếp nhận, Kiểm tra, Chẩn đoán, Chuẩn bị, Sửa chữa, Kiểm tra lại); version là phiên bản phiếu đã thấy (khác: 409)',
  params: idParamsSchema,
  body: z.object({ version: z.number({ error: messages.repairs.versionRequired }).int().positive(messages.repairs.versionRequired) }),
  response: workshopJobSchema,
});

export const setAccountBranch = endpoint({
  method: 'PUT',
  path: '/api/accounts/:id/branch',
  access: 'master',
  summary: 'Master gán chi nhánh cho tài khoản (kỹ thuật viên làm ở chi nhánh này; nhân viên: chi nhánh thường làm); null: bỏ',
  params: idParamsSchema,
  body: z.object({ branch: z.enum(BRANCH_IDS, { error: messages.workshop.branchInvalid }).nullable() }),
  response: z.object({ message: z.string(), branch: z.enum(BRANCH_IDS).nullable() }),
});
