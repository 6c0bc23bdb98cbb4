/**
 * The money rules of a job's quote and invoice, zod-free: the quote editor shows the totals as
 * staff type, the customer's approval page shows what their choice costs, and the server computes
 * the totals it stores and prints with these same functions. Everything is whole dong.
 */

/** VAT as the garage may set it on a quote: none, 8 % (the reduced rate) or 10 %. */
export const VAT_RATES = [0, 8, 10] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = { 0: 'Không tính VAT', 8: 'VAT 8%', 10: 'VAT 10%' };

export const QUOTE_LINE_KINDS = ['part', 'labour', 'other'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const QUOTE_LINE_KIND_LABELS: Readonly<Record<QuoteLineKind, string>> = { part: 'Phụ tùng', labour: 'Công thợ', other: 'Khác' };

/** Lines per quote, and the largest amounts a line or a discount takes (a whole car's parts stay far below). */
export const QUOTE_MAX_LINES = 60;
export const QUOTE_MAX_UNIT_PRICE = 2_000_000_000;
export const QUOTE_MAX_QUANTITY = 9_999;
export const QUOTE_LINE_TEXT_MAX = 200;

/** A quantity in hundredths: 1.5 hours is 150. Floats are read once, here, and rounded to the cent of an hour. */
export function quantityHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

/** A line's total: quantity x unit price, rounded half up to the dong (1.25 h x 150,001 đ = 187,501 đ). */
export function lineTotal(quantity: number, unitPrice: number): number {
  const hundredths = quantityHundredths(quantity);
  // Integer arithmetic: hundredths x price stays exact below 2^53 for every quote the limits allow.
  return Math.floor((hundredths * unitPrice + 50) / 100);
}

export interface QuoteTotals {
  /** Sum of the line totals. */
  subtotal: number;
  /** The discount as applied: never more than the subtotal. */
  discount: number;
  /** VAT on (subtotal - discount), rounded half up to the dong. */
  vat: number;
  total: number;
}

/** The totals of a quote's lines with its whole discount (the approved ones' are approvedTotals). */
export function quoteTotals(lines: ReadonlyArray<{ quantity: number; unitPrice: number }>, discount: number, vatRate: VatRate): QuoteTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line.quantity, line.unitPrice), 0);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const taxable = subtotal - applied;
  const vat = Math.floor((taxable * vatRate + 50) / 100);
  return { subtotal, discount: applied, vat, total: taxable + vat };
}

/**
 * The quote's discount shared over its lines in proportion to their totals, each share rounded
 * half up to the dong and what rounding leaves (a dong or so) put on the largest line, so the
 * shares add up to the discount exactly. A declined line takes its share with it: the approved
 * lines keep only their own shares, never the whole discount (which once billed 0 đ for a 500,000 đ
 * line approved alone on a 20,500,000 đ quote discounted by 2,000,000 đ). The discount is taken
 * as quoteTotals applies it: whole, and never more than the lines' sum.
 */
export function discountShares(lineTotals: readonly number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  if (applied === 0 || subtotal === 0) return lineTotals.map(() => 0);
  // BigInt: a line (up to 2e13 đ) times a discount (up to 2e9 đ) is past 2^53, where floats round.
  const whole = BigInt(applied);
  const sum = BigInt(subtotal);
  const shares = lineTotals.map((total) => Number((2n * BigInt(total) * whole + sum) / (2n * sum)));
  let largest = 0;
  lineTotals.forEach((total, index) => {
    if (total > lineTotals[largest]!) largest = index;
  });
  shares[largest]! += applied - shares.reduce((total, share) => total + share, 0);
  return shares;
}

/**
 * The totals of the approved lines (the invoice, the payment, what the customer's choice costs):
 * their subtotal less only their shares of the quote's discount, VAT on the rest.
 */
export function approvedTotals(
  lines: ReadonlyArray<{ quantity: number; unitPrice: number; approved: boolean | null | undefined }>,
  discount: number,
  vatRate: VatRate,
): QuoteTotals {
  const shares = discountShares(
    lines.map((line) => lineTotal(line.quantity, line.unitPrice)),
    discount,
  );
  const approved = lines.filter((line) => line.approved === true);
  const approvedDiscount = lines.reduce((sum, line, index) => (line.approved === true ? sum + shares[index]! : sum), 0);
  return quoteTotals(approved, approvedDiscount, vatRate);
}

/** Whether the answer on record is to the quote as it is now (a changed quote needs a new one). */
export function isQuoteAnswered(quote: { version: number; answeredVersion: number | null } | null): boolean {
  return quote !== null && quote.answeredVersion === quote.version;
}
