import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { QUOTE_LINE_TEXT_MAX } from './quote-rules';
import { readDecimalNumber, readWholeNumber } from './typed-number-rules';

/**
 * Service packages ('gói dịch vụ', issue 44): labour lines with hours and parts with quantities,
 * kept by the master; one click puts a package's lines into a quote, priced with the branch's
 * labour rate and the parts markup (contract/workshop-rules.ts markedUpPrice), each line still
 * editable there.
 */

export const PACKAGE_MAX_LINES = 30;
export const PACKAGE_MAX_HOURS = 100;
export const PACKAGE_MAX_QUANTITY = 1000;
export const PACKAGE_KINDS = ['labour', 'part'] as const;
export type PackageLineKind = (typeof PACKAGE_KINDS)[number];

const hoursMessage = format(messages.packages.hoursInvalid, { max: PACKAGE_MAX_HOURS });
const quantityMessage = format(messages.packages.quantityInvalid, { max: PACKAGE_MAX_QUANTITY });

export const packageLineSchema = z.object({
  kind: z.enum(PACKAGE_KINDS),
  description: z.string(),
  /** Hours for labour, units for a part. */
  quantity: z.number().positive(),
  part: z.object({ _id: objectIdSchema, sku: z.string(), name: z.string() }).nullable(),
});
export type PackageLine = z.infer<typeof packageLineSchema>;

export const servicePackageSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  lines: z.array(packageLineSchema),
  version: z.number().int().positive(),
  updatedAt: isoDateTimeSchema,
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;

const packageLineInputSchema = z
  .object({
    kind: z.enum(PACKAGE_KINDS, { error: messages.packages.lineKindInvalid }),
    description: requiredText(messages.quotes.descriptionRequired, QUOTE_LINE_TEXT_MAX),
    // '1,5' hours as typed.
    quantity: typedNumber(
      readDecimalNumber,
      z
        .number({ error: hoursMessage })
        .min(0.1, hoursMessage)
        .max(PACKAGE_MAX_HOURS * 10, hoursMessage)
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, hoursMessage),
    ),
    partId: z.preprocess((value) => (value === '' ? null : value), objectIdSchema.nullish()).transform((value) => value ?? null),
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'labour' && line.quantity > PACKAGE_MAX_HOURS) ctx.addIssue({ code: 'custom', path: ['quantity'], message: hoursMessage });
    if (line.kind === 'part') {
      if (!line.partId) ctx.addIssue({ code: 'custom', path: ['partId'], message: messages.packages.partRequired });
      if (!Number.isInteger(line.quantity) || line.quantity > PACKAGE_MAX_QUANTITY) ctx.addIssue({ code: 'custom', path: ['quantity'], message: quantityMessage });
    }
  });

export const packageBodySchema = z.object({
  name: requiredText(messages.packages.nameRequired, 120),
  lines: z
    .array(packageLineInputSchema)
    .min(1, messages.packages.linesRequired)
    .max(PACKAGE_MAX_LINES, format(messages.packages.tooManyLines, { max: PACKAGE_MAX_LINES })),
});
export type PackageBody = z.output<typeof packageBodySchema>;
export type PackageInput = z.input<typeof packageBodySchema>;

export const listServicePackages = endpoint({
  method: 'GET',
  path: '/api/service-packages',
  access: 'staff',
  summary: 'Các gói dịch vụ (giờ công và phụ tùng), theo tên',
  response: z.array(servicePackageSchema),
});

export const createServicePackage = endpoint({
  method: 'POST',
  path: '/api/service-packages',
  access: 'master',
  summary: 'Master tạo gói dịch vụ; tên không trùng (không phân biệt hoa thường)',
  body: packageBodySchema,
  response: servicePackageSchema,
});

export const updateServicePackage = endpoint({
  method: 'PUT',
  path: '/api/service-packages/:id',
  access: 'master',
  summary: 'Master sửa gói dịch vụ; version là phiên bản đã mở (khác: 409)',
  params: idParamsSchema,
  body: packageBodySchema.extend({ version: z.number({ error: messages.repairs.versionRequired }).int().positive(messages.repairs.versionRequired) }),
  response: servicePackageSchema,
});

export const deleteServicePackage = endpoint({
  method: 'DELETE',
  path: '/api/service-packages/:id',
  access: 'master',
  summary: 'Master xóa gói dịch vụ (báo giá đã dùng gói không đổi)',
  params: idParamsSchema,
  response: z.object({ message: z.string() }),
});

/** A package's lines priced for one branch, in the quote editor's line shape (each still editable). */
export const pricedPackageLineSchema = z.object({
  kind: z.enum(PACKAGE_KINDS),
  description: z.string(),
  quantity: z.number().positive(),
  unitPrice: z.number().int().nonnegative(),
  partId: objectIdSchema.nullable(),
  productId: z.null(),
  /** A part without a cost is priced 0 with this note for staff. */
  note: z.string().nullable(),
});
export type PricedPackageLine = z.infer<typeof pricedPackageLineSchema>;

export const pricePackage = endpoint({
  method: 'GET',
  path: '/api/service-packages/:id/quote-lines',
  access: 'staff',
  summary: 'Các dòng báo giá của một gói tại một chi nhánh: giờ công theo đơn giá của chi nhánh, phụ tùng theo giá vốn cộng bảng lợi nhuận (làm tròn lên nghìn đồng)',
  params: idParamsSchema,
  query: z.object({ branch: z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired }) }),
  response: z.array(pricedPackageLineSchema),
});

// ---------------------------------------------------------------- pricing

const labourRateMessage = format(messages.packages.labourRateInvalid, { max: '10.000.000' });
const labourRateSchema = typedNumber(readWholeNumber, z.number({ error: labourRateMessage }).int(labourRateMessage).min(0, labourRateMessage).max(10_000_000, labourRateMessage));

export const markupBandSchema = z.object({
  upTo: z.number().int().positive().nullable(),
  percent: z.number().min(0).max(500),
});

export const pricingSchema = z.object({
  labourRates: z.array(z.object({ branch: z.enum(BRANCH_IDS), rate: z.number().int().nonnegative(), own: z.boolean() })),
  markupBands: z.array(markupBandSchema),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const getPricing = endpoint({
  method: 'GET',
  path: '/api/workshop/pricing',
  access: 'staff',
  summary: 'Đơn giá giờ công của từng chi nhánh và bảng lợi nhuận phụ tùng theo mức giá vốn',
  response: pricingSchema,
});

const percentMessage = messages.packages.markupPercentInvalid;

export const pricingBodySchema = z.object({
  labourRates: z.array(z.object({ branch: z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired }), rate: labourRateSchema })).max(BRANCH_IDS.length),
  markupBands: z
    .array(
      z.object({
        upTo: z.preprocess(
          (value) => (value === '' || value === undefined ? null : value),
          typedNumber(readWholeNumber, z.number({ error: messages.packages.markupBandsInvalid }).int().positive(messages.packages.markupBandsInvalid)).nullable(),
        ),
        percent: typedNumber(readDecimalNumber, z.number({ error: percentMessage }).min(0, percentMessage).max(500, percentMessage)),
      }),
    )
    .min(1, messages.packages.markupBandsInvalid)
    .max(10, messages.packages.markupBandsInvalid)
    .superRefine((bands, ctx) => {
      const last = bands[bands.length - 1];
      const bounded = bands.slice(0, -1).map((band) => band.upTo);
      const increasing = bounded.every((upTo, index) => upTo !== null && (index === 0 || upTo > (bounded[index - 1] ?? 0)));
      if (!last || last.upTo !== null || !increasing) ctx.addIssue({ code: 'custom', message: messages.packages.markupBandsInvalid });
    }),
});
export type PricingBody = z.output<typeof pricingBodySchema>;

export const updatePricing = endpoint({
  method: 'PUT',
  path: '/api/workshop/pricing',
  access: 'master',
  summary: 'Master đặt đơn giá giờ công từng chi nhánh và bảng lợi nhuận phụ tùng (mức cuối không giới hạn); giá đã báo không đổi',
  body: pricingBodySchema,
  response: pricingSchema,
});
