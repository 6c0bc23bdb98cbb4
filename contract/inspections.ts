import { z } from 'zod';
import { bookingImagesMaxText } from './booking-rules';
import { bookingImagesSchema, dataUrlBytes } from './bookings';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { BOOKING_IMAGES_MAX_BYTES } from './constants';
import { endpoint } from './endpoint';
import {
  INSPECTION_NOTE_MAX,
  INSPECTION_POINT_LABEL_MAX,
  INSPECTION_POINTS_MAX,
  INSPECTION_STATUSES,
  INSPECTION_TEMPLATE_NAME_MAX,
  samePointLabel,
} from './inspection-rules';
import { format, messages } from './messages';

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
  /** Grows with every save; a save names the version it started from, as a quote's does. */
  version: z.number().int().positive(),
  updatedAt: isoDateTimeSchema,
});
export type Inspection = z.infer<typeof inspectionSchema>;

// ---------------------------------------------------------------- the master's templates

export const inspectionTemplatePointSchema = z.object({ id: objectIdSchema, label: z.string() });

export const inspectionTemplateSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  /** In the order staff go through them. */
  points: z.array(inspectionTemplatePointSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type InspectionTemplate = z.infer<typeof inspectionTemplateSchema>;

/**
 * A template as the master writes it. A point sent with its id keeps it (renamed or moved, a
 * filled report and a quote line still point at it); a point without one is new and gets its
 * id from the server.
 */
export const inspectionTemplateBodySchema = z.object({
  name: requiredText(messages.inspections.templateNameRequired, INSPECTION_TEMPLATE_NAME_MAX),
  points: z
    .array(
      z.object({
        id: objectIdSchema.nullish().transform((value) => value ?? null),
        label: requiredText(messages.inspections.pointLabelRequired, INSPECTION_POINT_LABEL_MAX),
      }),
      { error: messages.inspections.pointsRequired },
    )
    .min(1, messages.inspections.pointsRequired)
    .max(INSPECTION_POINTS_MAX, format(messages.inspections.tooManyPoints, { max: INSPECTION_POINTS_MAX }))
    .superRefine((points, ctx) => {
      points.forEach((point, index) => {
        const first = points.findIndex((other) => samePointLabel(other.label, point.label));
        if (first < index) ctx.addIssue({ code: 'custom', path: [index, 'label'], message: format(messages.inspections.pointLabelDuplicate, { label: point.label.trim() }) });
      });
    }),
});
export type InspectionTemplateBody = z.output<typeof inspectionTemplateBodySchema>;
export type InspectionTemplateInput = z.input<typeof inspectionTemplateBodySchema>;

export const listInspectionTemplates = endpoint({
  method: 'GET',
  path: '/api/inspection-templates',
  access: 'workshop',
  summary:
    'Các mẫu kiểm tra xe (danh sách hạng mục theo loại công việc), theo tên; nhân viên hoặc kỹ thuật viên (máy tính bảng tại xưởng) chọn một mẫu khi ghi kết quả kiểm tra',
  response: z.array(inspectionTemplateSchema),
});

export const createInspectionTemplate = endpoint({
  method: 'POST',
  path: '/api/inspection-templates',
  access: 'master',
  summary: 'Master thêm mẫu kiểm tra: tên và các hạng mục theo thứ tự (mã hạng mục do máy chủ cấp). Tên trùng trả 409.',
  body: inspectionTemplateBodySchema,
  response: inspectionTemplateSchema,
});

export const updateInspectionTemplate = endpoint({
  method: 'PUT',
  path: '/api/inspection-templates/:id',
  access: 'master',
  summary:
    'Master sửa mẫu kiểm tra: hạng mục gửi kèm id giữ id đó (đổi tên, đổi chỗ), hạng mục không có id là hạng mục mới; id không thuộc mẫu trả 400. Tên trùng trả 409.',
  params: idParamsSchema,
  body: inspectionTemplateBodySchema,
  response: inspectionTemplateSchema,
});

export const deleteInspectionTemplate = endpoint({
  method: 'DELETE',
  path: '/api/inspection-templates/:id',
  access: 'master',
  summary: 'Master xóa mẫu kiểm tra; các kết quả kiểm tra đã ghi theo mẫu vẫn giữ nguyên (kèm tên mẫu)',
  params: idParamsSchema,
  response: messageResponseSchema,
});

// ---------------------------------------------------------------- a job's inspection

const inspectionNoteSchema = z
  .string()
  .trim()
  .max(INSPECTION_NOTE_MAX, format(messages.validation.textTooLong, { max: INSPECTION_NOTE_MAX }));

/**
 * The inspection as staff fill it: every point of the chosen template once, rated, with a note
 * and photos. Each point's photos follow the booking photo rules, and so do the new photos of
 * the whole inspection together, so one request stays within the booking's body limit.
 */
export const saveInspectionBodySchema = z.object({
  templateId: z.string({ error: messages.inspections.templateRequired }).min(1, messages.inspections.templateRequired).pipe(objectIdSchema),
  points: z
    .array(
      z.object({
        id: objectIdSchema,
        status: z.enum(INSPECTION_STATUSES, { error: messages.inspections.statusRequired }),
        note: inspectionNoteSchema.nullish().transform((value) => value ?? ''),
        photos: bookingImagesSchema.nullish().transform((value) => value ?? []),
      }),
    )
    .min(1, messages.inspections.pointsRequired)
    .max(INSPECTION_POINTS_MAX, format(messages.inspections.tooManyPoints, { max: INSPECTION_POINTS_MAX }))
    .superRefine((points, ctx) => {
      if (new Set(points.map((point) => point.id)).size !== points.length) ctx.addIssue({ code: 'custom', message: messages.inspections.pointDuplicate });
      const bytes = points.reduce((sum, point) => sum + point.photos.reduce((total, photo) => total + dataUrlBytes(photo), 0), 0);
      if (bytes > BOOKING_IMAGES_MAX_BYTES) ctx.addIssue({ code: 'custom', message: format(messages.bookings.imagesTooLarge, { max: bookingImagesMaxText }) });
    }),
  /** The inspection version the form started from (0 when there was none): someone else's save in between is a 409, not lost. */
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).min(0, messages.repairs.versionRequired),
});
export type SaveInspectionBody = z.output<typeof saveInspectionBodySchema>;
export type SaveInspectionInput = z.input<typeof saveInspectionBodySchema>;

export const saveInspection = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/inspection',
  access: 'workshop',
  summary:
    'Ghi hoặc sửa kết quả kiểm tra của phiếu theo một mẫu: mỗi hạng mục của mẫu một lần, tốt / cần theo dõi / cần xử lý ngay, kèm ghi chú và ảnh (theo quy định ảnh của lịch hẹn). Chỉ khi xe ở bước Kiểm tra, Chẩn đoán hoặc Báo giá chi tiết (khác: 409); hạng mục không thuộc mẫu trả 400. version là phiên bản biểu mẫu đã mở (0 khi chưa có): người khác lưu trước thì trả 409. Kỹ thuật viên ghi từ máy tính bảng chỉ cho phiếu mình phụ trách hoặc có hạng mục công, tại chi nhánh của mình (khác: 403). Khách xem kết quả trên trang phiếu, hạng mục cần xử lý ngay trước.',
  params: idParamsSchema,
  body: saveInspectionBodySchema,
  response: inspectionSchema,
});
