import { approvedTotals, lineTotal, quoteTotals, type QuoteLineKind, type VatRate } from '../contract/quote-rules';
import type { Quote, QuoteLine } from '../contract/repair-quotes';
import { objectIdAt } from './data/ids';

/** Stories and interaction tests only: quotes as the server answers them, totals by the contract's rules. */

const QUOTED = new Date(Date.UTC(2026, 2, 11, 4, 0));
let sequence = 0;

export interface DemoLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  unitPrice: number;
  productId?: string | null;
  inspectionPointId?: string | null;
  warrantyMonths?: number | null;
  warrantyKm?: number | null;
}

/** The brake job's three lines: pads (a part with its warranty), labour by the hour, and a line customers often decline. */
export const brakeLines: DemoLine[] = [
  { kind: 'part', description: 'Má phanh trước chính hãng (bộ)', quantity: 1, unitPrice: 1_250_000, warrantyMonths: 6, warrantyKm: 10_000 },
  { kind: 'labour', description: 'Công thay má phanh và xả e dầu phanh', quantity: 1.5, unitPrice: 250_000, warrantyMonths: 3 },
  { kind: 'other', description: 'Láng đĩa phanh trước', quantity: 2, unitPrice: 150_000 },
];

export interface DemoQuoteOptions {
  version?: number;
  vatRate?: VatRate;
  discount?: number;
  /** The customer's answer per line, in order; missing: not answered. */
  answers?: boolean[];
  via?: 'account' | 'tracking' | 'phone';
  signedName?: string;
}

export function makeQuote(lines: DemoLine[] = brakeLines, options: DemoQuoteOptions = {}): Quote {
  const vatRate = options.vatRate ?? 10;
  const discount = options.discount ?? 0;
  const answered = options.answers !== undefined;
  const quoteLines: QuoteLine[] = lines.map((line, index) => ({
    _id: objectIdAt(QUOTED, 0x9000 + (sequence += 1)),
    kind: line.kind,
    productId: line.productId ?? null,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: lineTotal(line.quantity, line.unitPrice),
    inspectionPointId: line.inspectionPointId ?? null,
    warrantyMonths: line.warrantyMonths ?? null,
    warrantyKm: line.warrantyKm ?? null,
    approved: answered ? (options.answers![index] ?? false) : null,
    stockLeft: null,
    technician: null,
  }));
  return {
    version: options.version ?? 1,
    vatRate,
    lines: quoteLines,
    totals: quoteTotals(lines, discount, vatRate),
    approvedTotals: answered ? approvedTotals(quoteLines, discount, vatRate) : null,
    answer: answered
      ? {
          version: options.version ?? 1,
          answeredAt: new Date(QUOTED.getTime() + 25 * 60_000).toISOString(),
          signedName: options.signedName ?? 'Nguyễn Văn An',
          via: options.via ?? 'account',
          recordedBy: options.via === 'phone' ? { _id: objectIdAt(QUOTED, 0x77), fullName: 'Trần Thị Thu Hà' } : null,
        }
      : null,
    updatedAt: QUOTED.toISOString(),
  };
}

/** The same quote answered: the lines' choices, the approved totals, who signed. */
export function answered(quote: Quote, answers: boolean[], signedName: string, via: 'account' | 'tracking' | 'phone' = 'account'): Quote {
  const lines = quote.lines.map((line, index) => ({ ...line, approved: answers[index] ?? false }));
  return {
    ...quote,
    lines,
    approvedTotals: approvedTotals(lines, quote.totals.discount, quote.vatRate),
    answer: { version: quote.version, answeredAt: new Date(QUOTED.getTime() + 30 * 60_000).toISOString(), signedName, via, recordedBy: null },
  };
}
