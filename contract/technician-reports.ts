import { z } from 'zod';
import { endpoint } from './endpoint';
import { checkDateRange, dateRangeShape } from './date-range';
import { objectIdSchema, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { choiceParam } from './paging';
import { readDecimalNumber } from './typed-number-rules';

/**
 * The technicians' figures in '/manager/reports' (issue 44), per technician over a period:
 * hours billed (approved labour hours of jobs paid in the period, counted for the line's
 * technician), hours clocked (clocked on those lines and on any line in the period), efficiency
 * (billed / clocked), jobs done (paid jobs they had a labour line on), comebacks (a later job on
 * the same car with a line of the same description within that line's warranty) and, where the
 * master set a share of labour, the commission on the labour billed. The total row is the sum of
 * the rows.
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
