import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema } from './common';
import { formatDate, groupThousands } from './format';
import { QUOTE_LINE_KINDS, VAT_RATES, type QuoteLineKind, type VatRate } from './quote-rules';
import { PAYMENT_METHODS, quoteTotalsSchema } from './repair-quotes';

// A job's invoice at handover: the approved lines of its answered quote with their totals, the
// garage's and the customer's details, and the payment once recorded. The print page and the PDF
// (mailed with the handover) are drawn from this one answer, with the labels below, so they
// cannot say different things.

export const invoiceLineSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string(),
  quantity: z.number().positive(),
  /** 'giờ' for labour, as INVOICE_UNITS. */
  unit: z.string(),
  unitPrice: z.number().int().nonnegative(),
  lineTotal: z.number().int().nonnegative(),
  warrantyMonths: z.number().int().positive().nullable(),
  warrantyKm: z.number().int().positive().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  repairId: objectIdSchema,
  /** The job's code ('phiếu sửa chữa'). */
  code: z.string(),
  /** The payment's number; null before payment: the invoice is then a preview ('tạm tính'). */
  invoiceNumber: z.number().int().positive().nullable(),
  /** When it was paid, or, for a preview, when it was drawn. */
  issuedAt: isoDateTimeSchema,
  garage: z.object({
    legalName: z.string(),
    name: z.string(),
    taxCode: z.string(),
    branchName: z.string(),
    /** Street, ward, district and city. */
    address: z.string(),
    phone: z.string(),
  }),
  customer: z.object({ fullName: z.string(), phone: z.string() }),
  vehicle: z.object({ plate: z.string(), model: z.string(), year: z.number().int().nullable(), odometerKm: z.number().int().nonnegative() }),
  /** The lines the customer approved, in the quote's order. */
  lines: z.array(invoiceLineSchema),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate)) as unknown as [z.ZodLiteral<VatRate>, z.ZodLiteral<VatRate>]),
  /** quoteTotals of the approved lines, with the quote's discount and VAT. */
  totals: quoteTotalsSchema,
  /** The total in words: 'Một triệu hai trăm năm mươi nghìn đồng'. */
  amountInWords: z.string(),
  payment: z
    .object({
      method: z.enum(PAYMENT_METHODS),
      /** Who took the money; null once that account is gone. */
      cashier: z.string().nullable(),
      paidAt: isoDateTimeSchema,
    })
    .nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const getInvoice = endpoint({
  method: 'GET',
  path: '/api/repairs/:id/invoice',
  access: 'user',
  summary:
    'Hóa đơn của phiếu: các dòng khách đồng ý, tổng (giảm giá, VAT) do máy chủ tính, số tiền bằng chữ, thông tin gara, khách, xe và km, hình thức thanh toán. Trước khi thu tiền là hóa đơn tạm tính (invoiceNumber null). Nhân viên, hoặc khách của chính phiếu; người khác và phiếu chưa có câu trả lời báo giá: 404.',
  params: idParamsSchema,
  response: invoiceSchema,
});

export const getInvoicePdf = endpoint({
  method: 'GET',
  path: '/api/repairs/:id/invoice.pdf',
  access: 'user',
  summary: 'Hóa đơn của phiếu dạng PDF khổ A4 (application/pdf, tệp hoa-don-<mã phiếu>.pdf), cùng nội dung và quyền xem như /invoice.',
  params: idParamsSchema,
  /** The PDF's bytes (application/pdf), not JSON. */
  response: z.string(),
});

/** The unit each kind of line is counted in. */
export const INVOICE_UNITS: Readonly<Record<QuoteLineKind, string>> = { part: 'cái', labour: 'giờ', other: 'lần' };

/** What the sheet and the PDF print, in one place. */
export const INVOICE_LABELS = {
  title: 'Hóa đơn dịch vụ sửa chữa',
  previewTitle: 'Hóa đơn tạm tính',
  previewNote: 'Chưa thanh toán: hóa đơn có số khi gara thu tiền.',
  taxCode: 'Mã số thuế',
  phone: 'Điện thoại',
  number: 'Số',
  repairCode: 'Phiếu sửa chữa',
  customer: 'Khách hàng',
  plate: 'Biển số',
  model: 'Dòng xe',
  odometer: 'Số km',
  lines: 'Các dòng hàng hóa và dịch vụ',
  lineNumber: 'STT',
  description: 'Nội dung',
  unit: 'ĐVT',
  quantity: 'SL',
  unitPrice: 'Đơn giá',
  lineTotal: 'Thành tiền',
  warranty: 'Bảo hành',
  subtotal: 'Cộng tiền hàng và dịch vụ',
  discount: 'Giảm giá',
  vat: 'Thuế GTGT',
  noVat: 'Không tính thuế GTGT',
  total: 'Tổng cộng thanh toán',
  inWords: 'Số tiền viết bằng chữ',
  paymentMethod: 'Hình thức thanh toán',
  cashier: 'Thu ngân',
  unpaid: 'Chưa thanh toán',
  customerSigns: 'Khách hàng',
  issuerSigns: 'Người lập hóa đơn',
  signHint: '(Ký, ghi rõ họ tên)',
  thanks: 'Cảm ơn quý khách đã tin tưởng Gara Ô Tô Sài Gòn.',
} as const;

/** A line's warranty as the invoice prints it: '6 tháng hoặc 10.000 km', '—' without one. */
export function warrantyText(line: Pick<InvoiceLine, 'warrantyMonths' | 'warrantyKm'>): string {
  const parts = [line.warrantyMonths ? `${line.warrantyMonths} tháng` : null, line.warrantyKm ? `${groupThousands(line.warrantyKm)} km` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' hoặc ') : '—';
}

/** A quantity as Vietnamese writes it: 1,5 (hours), 2. */
export function quantityText(quantity: number): string {
  return String(Math.round(quantity * 100) / 100).replace('.', ',');
}

/** A total as the invoice prints it: 1.250.000 đ (the table's columns print the number alone). */
export function invoiceMoney(amount: number): string {
  return `${groupThousands(amount)}\u00a0đ`;
}

/** The invoice's number as printed: 000123. */
export function invoiceNumberText(invoiceNumber: number): string {
  return String(invoiceNumber).padStart(6, '0');
}

/** The date line under the title: 'Ngày 28 tháng 11 năm 2026', in the garage's time zone. */
export function invoiceDateText(iso: string): string {
  const [day, month, year] = formatDate(iso).split('/');
  return `Ngày ${day} tháng ${month} năm ${year}`;
}

/** The VAT row's label: 'Thuế GTGT (10%)', or that none is charged. */
export function vatLabel(vatRate: VatRate): string {
  return vatRate === 0 ? INVOICE_LABELS.noVat : `${INVOICE_LABELS.vat} (${vatRate}%)`;
}

/** The file the PDF is saved as: hoa-don-K7M2QX.pdf (ASCII: every mail client and browser keeps it). */
export function invoiceFileName(code: string): string {
  return `hoa-don-${code.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
