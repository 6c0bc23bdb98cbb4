import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Inspection } from '../../../contract/inspections';
import { approvedTotals, type VatRate } from '../../../contract/quote-rules';
import type { NextService, Payment, Quote, QuoteAnswerVia, QuoteLine, Warranty } from '../../../contract/repair-quotes';
import type { VehicleSuggestion } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { accounts, products, repairInspections, repairOrders, repairPayments, repairQuoteLines, repairQuotes, vehicleWarranties } from '../../db/schema';
import { addMonths, vietnamToday } from '../../lib/vietnam-time';

// The money side of jobs as the detail reads it: inspection, quote with its lines and answer,
// payment, and what a car keeps of closed jobs (warranties, declined lines). Each reader takes
// many jobs and makes one query per table, as the lists show many jobs at once.

export type QuoteRow = typeof repairQuotes.$inferSelect;
/** A quote line with the name of the technician named on it (issue 44). */
export type QuoteLineRow = typeof repairQuoteLines.$inferSelect & { technicianName: string | null };

const answerer = alias(accounts, 'quote_answerer');
const inspector = alias(accounts, 'inspector');
const cashier = alias(accounts, 'cashier');
const lineTechnician = alias(accounts, 'line_technician');

export function toQuoteLine(row: QuoteLineRow): QuoteLine {
  return {
    _id: row.id,
    kind: row.kind,
    productId: row.productId,
    partId: row.partId,
    description: row.description,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    lineTotal: row.lineTotal,
    inspectionPointId: row.inspectionPointId,
    warrantyMonths: row.warrantyMonths,
    warrantyKm: row.warrantyKm,
    approved: row.approved,
    stockLeft: row.stockLeft,
    technician: row.technicianId && row.technicianName !== null ? { _id: row.technicianId, fullName: row.technicianName } : null,
  };
}

/** A quote as answered: its answer counts only when it is to the current version. */
export function toQuote(row: QuoteRow, lines: QuoteLineRow[], answererName: string | null): Quote {
  const answered = row.answeredVersion === row.version && row.answeredAt !== null;
  const vatRate = row.vatRate as VatRate;
  return {
    version: row.version,
    vatRate,
    lines: lines.map(toQuoteLine),
    totals: { subtotal: row.subtotal, discount: row.discount, vat: row.vat, total: row.total },
    approvedTotals: answered ? approvedTotals(lines, row.discount, vatRate) : null,
    answer: answered
      ? {
          version: row.version,
          answeredAt: row.answeredAt!.toISOString(),
          signedName: row.signedName ?? '',
          via: (row.answeredVia ?? 'account') as QuoteAnswerVia,
          recordedBy: row.answeredVia === 'phone' && row.answeredBy && answererName !== null ? { _id: row.answeredBy, fullName: answererName } : null,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function quoteLinesOf(db: Db, repairIds: string[]): Promise<Map<string, QuoteLineRow[]>> {
  const byRepair = new Map<string, QuoteLineRow[]>(repairIds.map((id) => [id, []]));
  if (repairIds.length === 0) return byRepair;
  const rows = await db
    .select({ line: repairQuoteLines, technicianName: lineTechnician.fullName })
    .from(repairQuoteLines)
    .leftJoin(lineTechnician, eq(lineTechnician.id, repairQuoteLines.technicianId))
    .where(inArray(repairQuoteLines.repairId, repairIds))
    .orderBy(asc(repairQuoteLines.position));
  for (const { line, technicianName } of rows) byRepair.get(line.repairId)?.push({ ...line, technicianName });
  return byRepair;
}

export async function quotesOf(db: Db, repairIds: string[]): Promise<Map<string, Quote>> {
  const byRepair = new Map<string, Quote>();
  if (repairIds.length === 0) return byRepair;
  const [rows, lines] = await Promise.all([
    db
      .select({ quote: repairQuotes, answererName: answerer.fullName })
      .from(repairQuotes)
      .leftJoin(answerer, eq(answerer.id, repairQuotes.answeredBy))
      .where(inArray(repairQuotes.repairId, repairIds)),
    quoteLinesOf(db, repairIds),
  ]);
  for (const { quote, answererName } of rows) byRepair.set(quote.repairId, toQuote(quote, lines.get(quote.repairId) ?? [], answererName));
  return byRepair;
}

export async function inspectionsOf(db: Db, repairIds: string[]): Promise<Map<string, Inspection>> {
  const byRepair = new Map<string, Inspection>();
  if (repairIds.length === 0) return byRepair;
  const rows = await db
    .select({ inspection: repairInspections, staffName: inspector.fullName })
    .from(repairInspections)
    .leftJoin(inspector, eq(inspector.id, repairInspections.accountId))
    .where(inArray(repairInspections.repairId, repairIds));
  for (const { inspection, staffName } of rows) {
    byRepair.set(inspection.repairId, {
      templateId: inspection.templateId,
      templateName: inspection.templateName,
      points: inspection.points,
      staff: inspection.accountId && staffName !== null ? { _id: inspection.accountId, fullName: staffName } : null,
      version: inspection.version,
      updatedAt: inspection.updatedAt.toISOString(),
    });
  }
  return byRepair;
}

export async function paymentsOf(db: Db, repairIds: string[]): Promise<Map<string, Payment>> {
  const byRepair = new Map<string, Payment>();
  if (repairIds.length === 0) return byRepair;
  const rows = await db
    .select({ payment: repairPayments, staffName: cashier.fullName })
    .from(repairPayments)
    .leftJoin(cashier, eq(cashier.id, repairPayments.accountId))
    .where(inArray(repairPayments.repairId, repairIds));
  for (const { payment, staffName } of rows) {
    byRepair.set(payment.repairId, {
      invoiceNumber: payment.invoiceNumber,
      method: payment.method,
      amount: payment.amount,
      recordedBy: payment.accountId && staffName !== null ? { _id: payment.accountId, fullName: staffName } : null,
      paidAt: payment.paidAt.toISOString(),
    });
  }
  return byRepair;
}

/** The service's interval, counted from the job's km and from its handover (or today while open). */
export function suggestNextService(
  interval: { km: number | null; months: number | null } | null,
  job: { odometerKm: number; closedAt: Date | null },
  now: Date,
): NextService | null {
  if (!interval || (interval.km === null && interval.months === null)) return null;
  const from = vietnamToday(job.closedAt ?? now);
  return {
    on: interval.months === null ? null : addMonths(from, interval.months),
    km: interval.km === null ? null : job.odometerKm + interval.km,
  };
}

/** The service intervals of the jobs' services. */
export async function serviceIntervalsOf(db: Db, productIds: string[]): Promise<Map<string, { km: number | null; months: number | null }>> {
  const byProduct = new Map<string, { km: number | null; months: number | null }>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ id: products.id, km: products.serviceIntervalKm, months: products.serviceIntervalMonths })
    .from(products)
    .where(inArray(products.id, productIds));
  for (const row of rows) byProduct.set(row.id, { km: row.km, months: row.months });
  return byProduct;
}

/** Warranties left on a car, of all its jobs or only of one account's: those running longest first. */
export async function warrantiesOf(db: Db, vehicleId: string, accountId?: string): Promise<Warranty[]> {
  const rows = await db
    .select({ warranty: vehicleWarranties, code: repairOrders.code })
    .from(vehicleWarranties)
    .innerJoin(repairOrders, eq(repairOrders.id, vehicleWarranties.repairId))
    .where(and(eq(vehicleWarranties.vehicleId, vehicleId), accountId ? eq(repairOrders.accountId, accountId) : undefined))
    .orderBy(desc(vehicleWarranties.startsOn), asc(vehicleWarranties.description));
  return rows.map(({ warranty, code }) => ({
    _id: warranty.id,
    repairCode: code,
    description: warranty.description,
    startsOn: warranty.startsOn,
    endsOn: warranty.endsOn,
    untilKm: warranty.untilKm,
  }));
}

/** Lines customers declined on a car's closed jobs ('đề xuất lần sau'), of one account's jobs when given, newest first. */
export async function suggestionsOf(db: Db, vehicleId: string, accountId?: string): Promise<VehicleSuggestion[]> {
  const rows = await db
    .select({ description: repairQuoteLines.description, code: repairOrders.code, quotedAt: repairQuotes.updatedAt })
    .from(repairQuoteLines)
    .innerJoin(repairOrders, eq(repairOrders.id, repairQuoteLines.repairId))
    .innerJoin(repairQuotes, eq(repairQuotes.repairId, repairQuoteLines.repairId))
    .where(
      and(
        eq(repairOrders.vehicleId, vehicleId),
        isNotNull(repairOrders.closedAt),
        eq(repairQuoteLines.approved, false),
        accountId ? eq(repairOrders.accountId, accountId) : undefined,
      ),
    )
    .orderBy(desc(repairQuotes.updatedAt), asc(repairQuoteLines.position));
  return rows.map((row) => ({ description: row.description, repairCode: row.code, quotedAt: row.quotedAt.toISOString() }));
}
