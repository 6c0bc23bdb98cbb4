import { z } from 'zod';
import { endpoint } from './endpoint';
import { checkDateRange, dateRangeShape } from './date-range';
import { objectIdSchema, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { choiceParam } from './paging';
import { readDecimalNumber } from './typed-number-rules';

/**
 * The technicians' figures in '/manager/reports' (issue 44), per technician over a period of
 * Vietnam days (`from` to `to`, both whole). The rows are the accounts with the technician role
 * (of the branch, when one is asked for) and anyone else with a figure. A job is *paid in the
 * period* by the business report's rule: its invoice (repair_payments, written when the payment
 * closes the job) is dated in the period; the branch filter is the job's branch.
 * - billedHours: the hours (quantity) of the approved labour lines of jobs paid in the period,
 *   counted for the line's technician.
 * - clockedHours: the technician's clock events whose `at` falls in the period, grouped per line
 *   (job, line, technician) and folded with foldClock at the time of the report (corrections
 *   included, a clock still running counted up to now), summed, in hours with two decimals. A
 *   stretch never runs past its day's closing or midnight (runLimitOf), so a period of whole days
 *   holds each stretch whole or not at all, on any line, billed or not.
 * - efficiency: efficiencyOf(billedHours, clockedHours).
 * - jobsDone: the jobs paid in the period on which the technician has an approved labour line.
 * - comebacks: each approved labour line with a warranty (months and/or km) on a paid job counts
 *   once, for its technician, in the period in which the first later job on the same car was
 *   opened, when that job was opened within the warranty's months from the payment's day (and, with
 *   km, at most warranty_km past that job's odometer) and has a line of the same description, case
 *   and accents aside (search_fold). The branch is the first job's, where the work was done.
 * - labourRevenue: those approved labour lines' totals less each line's share of the quote's
 *   discount (discountShares, as the invoice shares it), before VAT.
 * - commission: commissionOf(labourRevenue, sharePercent), null without a share.
 * The total row is the sum of the rows (hours added in hundredths, as the rows show them), its
 * efficiency the total billed over the total clocked.
 */

export const technicianReportQuerySchema = z
  .object({ ...dateRangeShape, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) })
  .superRefine(checkDateRange);
export type TechnicianReportQuery = z.output<typeof technicianReportQuerySchema>;

export const technicianRowSchema = z.object({
  technician: z.object({ _id: objectIdSchema, fullName: z.string(), branch: z.enum(BRANCH_IDS).nullable() }),
  billedHours: z.number().nonnegative(),
  clockedHours: z.number().nonnegative(),
  /** billed / clocked (1 = 100 %); null when nothing was clocked. */
  efficiency: z.number().nonnegative().nullable(),
  jobsDone: z.number().int().nonnegative(),
  comebacks: z.number().int().nonnegative(),
  /** The approved labour lines' totals (after the quote's discount share), in dong. */
  labourRevenue: z.number().int().nonnegative(),
  /** The master's share of labour, in percent; null: none set. */
  sharePercent: z.number().nonnegative().nullable(),
  commission: z.number().int().nonnegative().nullable(),
});
export type TechnicianRow = z.infer<typeof technicianRowSchema>;

export const technicianReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(technicianRowSchema),
  total: z.object({
    billedHours: z.number().nonnegative(),
    clockedHours: z.number().nonnegative(),
    efficiency: z.number().nonnegative().nullable(),
    jobsDone: z.number().int().nonnegative(),
    comebacks: z.number().int().nonnegative(),
    labourRevenue: z.number().int().nonnegative(),
    commission: z.number().int().nonnegative(),
  }),
});
export type TechnicianReport = z.infer<typeof technicianReportSchema>;

export const getTechnicianReport = endpoint({
  method: 'GET',
  path: '/api/reports/technicians',
  access: 'master',
  summary: 'Báo cáo kỹ thuật viên theo kỳ: giờ tính tiền, giờ bấm, hiệu suất, số phiếu, xe quay lại trong bảo hành, hoa hồng; dòng tổng bằng tổng các dòng',
  query: technicianReportQuerySchema,
  response: technicianReportSchema,
});

export const exportTechnicianReport = endpoint({
  method: 'GET',
  path: '/api/reports/technicians.csv',
  access: 'master',
  summary: 'Báo cáo kỹ thuật viên dạng CSV (UTF-8 có BOM), dòng cuối là Tổng cộng',
  query: technicianReportQuerySchema,
  response: z.string(),
});

const shareMessage = messages.technicianReport.shareInvalid;

export const setTechnicianShare = endpoint({
  method: 'PUT',
  path: '/api/reports/technicians/:id/share',
  access: 'master',
  summary: 'Master đặt tỷ lệ hoa hồng trên giờ công của một kỹ thuật viên (phần trăm, null: không tính)',
  params: z.object({ id: objectIdSchema }),
  body: z.object({
    percent: z.preprocess(
      (value) => (value === '' ? null : value),
      typedNumber(
        readDecimalNumber,
        z
          .number({ error: shareMessage })
          .min(0, shareMessage)
          .max(100, shareMessage)
          .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, shareMessage),
      ).nullable(),
    ),
  }),
  response: z.object({ message: z.string(), percent: z.number().nullable() }),
});
