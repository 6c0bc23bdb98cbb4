import { and, eq, isNull } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { approvedTotals, type VatRate } from '../../../contract/quote-rules';
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentMethod } from '../../../contract/repair-quotes';
import { CLOSING_STEP, REPAIR_STEP_LABELS, type RepairStep } from '../../../contract/repair-steps';
import { repairMoves, repairOrders, repairPayments, repairQuotes, vehicles, vehicleWarranties } from '../../db/schema';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { addMonths, vietnamToday } from '../../lib/vietnam-time';
import { repairInvoiceMail } from '../../mails/repair-mails';
import type { ServiceDeps } from '../deps';
import { provenRecipient } from '../notify';
import { invoicePdfToAttach } from './invoice-pdf-store';
import { paymentsOf, quoteLinesOf, serviceIntervalsOf, suggestNextService } from './money-rows';
import type { RepairRow } from './repair-rows';
import type { BranchId } from '../../../contract/garage';
import { writeMoves } from '../parts/stock-ledger';

/** The step at which the desk takes the money and gives the keys back. */
export const PAYMENT_STEP: RepairStep = 'handover';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A stale version is refused in the words of the step the job is at now. */
export function refuseStale(current: RepairRow, version: number) {
  if (current.version === version) return;
  const step = current.step as RepairStep;
  throw conflict(format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[step] }), { currentStep: step, version: current.version });
}

/** The handover's preconditions: open, at 'Bàn giao', the quote's answer on record. */
export async function refuseUnlessHandover(tx: Pick<Db, 'select'>, current: RepairRow) {
  if (current.closedAt) throw conflict(messages.repairs.closed);
  if (current.step !== PAYMENT_STEP) throw conflict(messages.quotes.paymentStep);
  const [quote] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, current.id));
  if (!quote || quote.answeredVersion !== quote.version) throw conflict(messages.quotes.answerRequired);
}

/**
 * Closes a job at its handover: the invoice row gets its number (the approved total, and how
 * most of it was paid), the job moves to 'Bảo hành' with its version, each approved line with a
 * warranty leaves it on the car, the parts held leave the shelf, the next service is taken from
 * the service's interval when staff set none, and the customer's handover mail is queued naming
 * its invoice PDF: all in the caller's transaction, so a closed job always has its invoice, its
 * warranties and its mail. The PDF is drawn after the commit, when the queue sends the mail.
 */
export async function closeJob(
  deps: Pick<ServiceDeps, 'mail' | 'now' | 'settings'>,
  tx: Tx,
  current: RepairRow,
  closing: { accountId: string | null; method: PaymentMethod; moveNote: string },
): Promise<{ row: RepairRow; invoice: Payment }> {
  const [quote] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, current.id));
  const quoted = (await quoteLinesOf(tx, [current.id])).get(current.id) ?? [];
  const lines = quoted.filter((line) => line.approved === true);
  const { total } = approvedTotals(quoted, quote!.discount, quote!.vatRate as VatRate);
  const now = deps.now();
  await tx.insert(repairPayments).values({ repairId: current.id, method: closing.method, amount: total, accountId: closing.accountId, paidAt: now });
  // The parts the approved lines held leave the branch's shelf for this car: one job-use row
  // each in the ledger, taking what was held (available stock does not change).
  await writeMoves(
    tx,
    lines
      .filter((line) => line.partId && line.reservedQuantity > 0)
      .map((line) => ({
        partId: line.partId!,
        branch: current.branch as BranchId,
        kind: 'job-use' as const,
        quantity: -line.reservedQuantity,
        reservedDelta: -line.reservedQuantity,
        documentKind: 'repair',
        documentId: current.id,
        note: `${current.code}: ${line.description}`,
        accountId: closing.accountId,
      })),
  );
  const today = vietnamToday(now);
  let nextService = { on: current.nextServiceOn, km: current.nextServiceKm };
  if (nextService.on === null && nextService.km === null && current.productId) {
    const interval = (await serviceIntervalsOf(tx, [current.productId])).get(current.productId) ?? null;
    nextService = suggestNextService(interval, { odometerKm: current.odometerKm, closedAt: now }, now) ?? nextService;
  }
  const [row] = await tx
    .update(repairOrders)
    .set({ step: CLOSING_STEP, version: current.version + 1, stepStartedAt: now, closedAt: now, nextServiceOn: nextService.on, nextServiceKm: nextService.km, updatedAt: now })
    .where(and(eq(repairOrders.id, current.id), eq(repairOrders.version, current.version), isNull(repairOrders.closedAt)))
    .returning();
  if (!row) throw conflict(messages.repairs.closed);
  await tx.insert(repairMoves).values({
    repairId: current.id,
    fromStep: current.step,
    toStep: CLOSING_STEP,
    version: row.version,
    note: closing.moveNote,
    photos: [],
    shared: true,
    accountId: closing.accountId,
    createdAt: now,
  });
  const warranties = lines.filter((line) => line.warrantyMonths !== null || line.warrantyKm !== null);
  if (warranties.length > 0) {
    await tx.insert(vehicleWarranties).values(
      warranties.map((line) => ({
        vehicleId: current.vehicleId,
        repairId: current.id,
        description: line.description,
        startsOn: today,
        endsOn: line.warrantyMonths === null ? null : addMonths(today, line.warrantyMonths),
        untilKm: line.warrantyKm === null ? null : current.odometerKm + line.warrantyKm,
      })),
    );
  }
  const invoice = (await paymentsOf(tx, [current.id])).get(current.id)!;
  const recipient = await provenRecipient(tx, current.accountId);
  if (recipient) {
    const [vehicle] = await tx.select({ plate: vehicles.plate, model: vehicles.model }).from(vehicles).where(eq(vehicles.id, current.vehicleId));
    const facts = { code: current.code, fullName: current.fullName, plate: vehicle?.plate ?? '', model: vehicle?.model ?? '', branch: current.branch };
    await deps.mail.add(
      tx,
      repairInvoiceMail(
        recipient.email,
        facts,
        { invoiceNumber: invoice.invoiceNumber, total, method: PAYMENT_METHOD_LABELS[closing.method] },
        invoicePdfToAttach(current.id, current.code),
        deps.settings.notify.siteOrigin,
      ),
    );
  }
  return { row, invoice };
}
