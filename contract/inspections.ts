import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema } from './common';
import { INSPECTION_STATUSES } from './inspection-rules';

// A job's inspection at 'Kiểm tra', from a checklist template the master keeps. The rules
// (ratings, urgent first) are zod-free in ./inspection-rules.

export const inspectionPointSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  note: z.string(),
  photos: z.array(z.string()),
});
export type InspectionPoint = z.infer<typeof inspectionPointSchema>;

export const inspectionSchema = z.object({
  templateId: objectIdSchema.nullable(),
  templateName: z.string(),
  /** In the checklist's order (the customer's view sorts them urgent first). */
  points: z.array(inspectionPointSchema),
  staff: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type Inspection = z.infer<typeof inspectionSchema>;
