import { amountInWords } from '../contract/amount-words';
import { CITY_BRANCHES, GARAGE } from '../contract/garage';
import { INVOICE_UNITS, type Invoice, type InvoiceLine } from '../contract/invoices';
import { lineTotal, quoteTotals, type QuoteLineKind, type VatRate } from '../contract/quote-rules';
import { objectIdAt } from './data/ids';

// Demo invoices for stories, valid against contract/invoices.ts and totalled by the same
// quoteTotals the server uses, so a sheet's figures are the ones a real invoice would carry.

/** The demo job's handover: 11/03/2026 16:30 at the garage (UTC+7). */
export const INVOICE_DEMO_PAID_AT = new Date(Date.UTC(2026, 2, 11, 9, 30)).toISOString();

const created = new Date(Date.UTC(2026, 2, 10, 1, 0));
let sequence = 0x9100;

function line(kind: QuoteLineKind, description: string, quantity: number, unitPrice: number, warranty: { months?: number; km?: number } = {}): InvoiceLine {
  sequence += 1;
  return {
    _id: objectIdAt(created, sequence),
    kind,
    description,
    quantity,
    unit: INVOICE_UNITS[kind],
    unitPrice,
    lineTotal: lineTotal(quantity, unitPrice),
    warrantyMonths: warranty.months ?? null,
    warrantyKm: warranty.km ?? null,
  };
}

/** The brake job: 1,250,000 đ, 'Một triệu hai trăm năm mươi nghìn đồng'. */
export const BRAKE_LINES: readonly InvoiceLine[] = [
  line('part', 'Má phanh trước Toyota chính hãng (bộ 4 miếng)', 1, 850_000, { months: 6, km: 10_000 }),
  line('labour', 'Công thay má phanh, vệ sinh cụm phanh trước', 1.5, 200_000),
  line('other', 'Dầu phanh DOT4, thay mới', 1, 100_000, { months: 3 }),
];

/** What a long job lists: a service with many parts, to show the sheet over more than a page. */
const LONG_PARTS: ReadonlyArray<[string, number, number]> = [
  ['Dầu động cơ tổng hợp 5W-30 (lít)', 4, 245_000],
  ['Lọc dầu động cơ', 1, 180_000],
  ['Lọc gió động cơ', 1, 320_000],
  ['Lọc gió điều hòa than hoạt tính', 1, 290_000],
  ['Bugi Iridium', 4, 310_000],
  ['Nước làm mát động cơ (lít)', 3, 95_000],
  ['Dây curoa tổng', 1, 1_150_000],
  ['Bi tì dây curoa', 1, 640_000],
  ['Gạt mưa trước (cặp)', 1, 420_000],
  ['Bóng đèn pha H4', 2, 260_000],
  ['Ắc quy 12V 45Ah', 1, 1_890_000],
  ['Rô-tuyn cân bằng trước', 2, 540_000],
  ['Cao su chụp bụi láp', 2, 210_000],
  ['Giảm xóc sau', 2, 1_350_000],
];

export const LONG_LINES: readonly InvoiceLine[] = [
  ...LONG_PARTS.map(([description, quantity, price]) => line('part', description, quantity, price, { months: 6, km: 10_000 })),
  line('labour', 'Công bảo dưỡng cấp lớn 40.000 km', 3.5, 250_000),
  line('labour', 'Công thay giảm xóc sau, cân chỉnh góc đặt bánh xe', 2, 250_000, { months: 3 }),
  line('labour', 'Công thay dây curoa và bi tì', 1.25, 250_000),
  line('other', 'Vệ sinh khoang máy, dưỡng nhựa', 1, 350_000),
  line('other', 'Kiểm tra hệ thống điện bằng máy chẩn đoán', 1, 200_000),
];

export interface DemoInvoiceOptions {
  lines?: readonly InvoiceLine[];
  discount?: number;
  vatRate?: VatRate;
  /** False: a preview before payment (no number, no payment). */
  paid?: boolean;
}

/** An invoice of the Vios's brake job at Quận 12, paid in cash unless told otherwise. */
export function demoInvoice({ lines = BRAKE_LINES, discount = 0, vatRate = 0, paid = true }: DemoInvoiceOptions = {}): Invoice {
  const totals = quoteTotals(lines, discount, vatRate);
  const branch = CITY_BRANCHES[0];
  return {
    repairId: objectIdAt(created, 0x9001),
    code: 'R1A2QL',
    invoiceNumber: paid ? 128 : null,
    issuedAt: paid ? INVOICE_DEMO_PAID_AT : new Date(Date.UTC(2026, 2, 11, 8, 0)).toISOString(),
    garage: {
      legalName: GARAGE.legalName,
      name: GARAGE.name,
      taxCode: GARAGE.taxCode,
      branchName: branch.name,
      address: `${branch.address}, ${branch.region}`,
      phone: branch.phone,
    },
    customer: { fullName: 'Nguyễn Văn An', phone: '0912345678' },
    vehicle: { plate: '51A-123.45', model: 'Toyota Vios', year: 2019, odometerKm: 42_350 },
    lines: [...lines],
    vatRate,
    totals,
    amountInWords: amountInWords(totals.total),
    payment: paid ? { method: 'cash', cashier: 'Lê Thị Hồng', paidAt: INVOICE_DEMO_PAID_AT } : null,
  };
}
