import { eq } from 'drizzle-orm';
import { amountInWords } from '../../../contract/amount-words';
import { branchOf, DEFAULT_BRANCH, GARAGE } from '../../../contract/garage';
import { INVOICE_UNITS, type Invoice } from '../../../contract/invoices';
import { messages } from '../../../contract/messages';
import { approvedTotals, isQuoteAnswered, type VatRate } from '../../../contract/quote-rules';
import type { Db } from '../../db/client';
import { repairQuotes } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { paymentsOf, quoteLinesOf } from './money-rows';
import { findRepair } from './repair-rows';

/**
 * A job's invoice: the lines the customer approved on the answered quote, totalled by
 * approvedTotals (their shares of the quote's discount, and its VAT), and the payment once recorded (before it, a
 * preview dated `now`). Reads through `db`, so the payment's transaction passes its `tx` and
 * the mailed PDF shows the payment it is writing. 404 while the quote has no answer to its
 * current version.
 */
export async function invoiceOf(db: Db, repairId: string, now: Date = new Date()): Promise<Invoice> {
  const { repair, vehicle } = await findRepair(db, repairId);
  const [quote] = await db.select().from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
  if (!quote || !isQuoteAnswered(quote)) throw notFound(messages.invoices.notReady);
  const [lines, payments] = await Promise.all([quoteLinesOf(db, [repairId]), paymentsOf(db, [repairId])]);
  const quoted = lines.get(repairId) ?? [];
  const approved = quoted.filter((line) => line.approved === true);
  const vatRate = quote.vatRate as VatRate;
  const totals = approvedTotals(quoted, quote.discount, vatRate);
  const payment = payments.get(repairId);
  const branch = branchOf(repair.branch) ?? branchOf(DEFAULT_BRANCH)!;
  return {
    repairId: repair.id,
    code: repair.code,
    invoiceNumber: payment?.invoiceNumber ?? null,
    issuedAt: payment?.paidAt ?? now.toISOString(),
    garage: {
      legalName: GARAGE.legalName,
      name: GARAGE.name,
      taxCode: GARAGE.taxCode,
      branchName: branch.name,
      address: `${branch.address}, ${branch.region}`,
      phone: branch.phone,
    },
    customer: { fullName: repair.fullName, phone: repair.numberPhone },
    vehicle: { plate: vehicle.plate, model: vehicle.model, year: vehicle.year, odometerKm: repair.odometerKm },
    lines: approved.map((line) => ({
      _id: line.id,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: INVOICE_UNITS[line.kind],
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      warrantyMonths: line.warrantyMonths,
      warrantyKm: line.warrantyKm,
    })),
    vatRate,
    totals,
    amountInWords: amountInWords(totals.total),
    payment: payment ? { method: payment.method, cashier: payment.recordedBy?.fullName ?? null, paidAt: payment.paidAt } : null,
  };
}

/**
 * The invoice as a signed-in caller may see it: staff any job's, a customer their own account's
 * (another's is not there: 404, as getRepair answers). The customer's own phone stays whole:
 * it is their document, the same as the PDF mailed to them.
 */
export async function viewInvoice({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, viewer: AuthUser, repairId: string): Promise<Invoice> {
  const { repair } = await findRepair(db, repairId);
  if (!viewer.isStaff && repair.accountId !== viewer.id) throw notFound(messages.repairs.notFound);
  return invoiceOf(db, repairId, now());
}
