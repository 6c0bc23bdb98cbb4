import { and, eq, isNull } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { approvedTotals, type VatRate } from '../../../contract/quote-rules';
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentMethod } from '../../../contract/repair-quotes';
import { CLOSING_STEP, REPAIR_STEP_LABELS, type RepairStep } from '../../../contract/repair-steps';
import { repairMoves, repairOrders, repairPayments, repairQuotes, vehicles, vehicleWarranties } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { addMonths, vietnamToday } from '../../lib/vietnam-time';
import { repairInvoiceMail } from '../../mails/repair-mails';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { provenRecipient } from '../notify';
import { invoicePdfToAttach } from './invoice-pdf-store';
import { paymentsOf, quoteLinesOf, serviceIntervalsOf, suggestNextService } from './money-rows';
import { lockRepair, tellRepair } from './repair-rows';
import type { BranchId } from '../../../contract/garage';
import { writeMoves } from '../parts/stock-ledger';

/** The step at which the desk takes the money and gives the keys back. */
const PAYMENT_STEP: RepairStep = 'handover';

/**
 * The handover's payment: the amount is the approved lines' total as the server computes it, the
 * payment row gets the invoice's number, the job moves to 'Bảo hành' and closes (a move like any
 * other, with its version), each approved line with a warranty leaves it on the car, the next
 * service is taken from the service's interval when staff set none, and the customer's handover
 * mail is queued naming its invoice PDF: all in one transaction, so a closed job always has its
 * payment, its warranties and its mail. The PDF is drawn after the commit, when the queue sends
 * the mail (invoice-pdf-store.ts): drawing never holds the job's row. A stale version or a second
 * payment is a 409.
 */
export async function recordPayment(deps: ServiceDeps, staff: AuthUser, repairId: string, body: { method: PaymentMethod; version: number }): Promise<Payment> {
  const { row, payment } = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (current.closedAt) throw conflict(messages.repairs.closed);
    if (current.version !== body.version) {
      const step = current.step as RepairStep;
      throw conflict(format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[step] }), { currentStep: step, version: current.version });
    }
    if (current.step !== PAYMENT_STEP) throw conflict(messages.quotes.paymentStep);
    const [quote] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
    if (!quote || quote.answeredVersion !== quote.version) throw conflict(messages.quotes.answerRequired);
    const quoted = (await quoteLinesOf(tx, [repairId])).get(repairId) ?? [];
    const lines = quoted.filter((line) => line.approved === true);
    const { total } = approvedTotals(quoted, quote.discount, quote.vatRate as VatRate);

    const now = deps.now();
    await tx.insert(repairPayments).values({ repairId, method: body.method, amount: total, accountId: staff.id, paidAt: now });
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
          documentId: repairId,
          note: `${current.code}: ${line.description}`,
          accountId: staff.id,
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
      .set({
        step: CLOSING_STEP,
        version: current.version + 1,
        stepStartedAt: now,
        closedAt: now,
        nextServiceOn: nextService.on,
        nextServiceKm: nextService.km,
        updatedAt: now,
      })
      .where(and(eq(repairOrders.id, repairId), eq(repairOrders.version, body.version), isNull(repairOrders.closedAt)))
      .returning();
    if (!row) throw conflict(messages.repairs.closed);
    await tx.insert(repairMoves).values({
      repairId,
      fromStep: current.step,
      toStep: CLOSING_STEP,
      version: row.version,
      note: format(messages.quotes.paidNote, { method: PAYMENT_METHOD_LABELS[body.method] }),
      photos: [],
      shared: true,
      accountId: staff.id,
      createdAt: now,
    });
    const warranties = lines.filter((line) => line.warrantyMonths !== null || line.warrantyKm !== null);
    if (warranties.length > 0) {
      await tx.insert(vehicleWarranties).values(
        warranties.map((line) => ({
          vehicleId: current.vehicleId,
          repairId,
          description: line.description,
          startsOn: today,
          endsOn: line.warrantyMonths === null ? null : addMonths(today, line.warrantyMonths),
          untilKm: line.warrantyKm === null ? null : current.odometerKm + line.warrantyKm,
        })),
      );
    }
    const payment = (await paymentsOf(tx, [repairId])).get(repairId)!;
    const recipient = await provenRecipient(tx, current.accountId);
    if (recipient) {
      const [vehicle] = await tx.select({ plate: vehicles.plate, model: vehicles.model }).from(vehicles).where(eq(vehicles.id, current.vehicleId));
      const facts = { code: current.code, fullName: current.fullName, plate: vehicle?.plate ?? '', model: vehicle?.model ?? '', branch: current.branch };
      await deps.mail.add(
        tx,
        repairInvoiceMail(
          recipient.email,
          facts,
          { invoiceNumber: payment.invoiceNumber, total, method: PAYMENT_METHOD_LABELS[body.method] },
          invoicePdfToAttach(repairId, current.code),
          deps.settings.notify.siteOrigin,
        ),
      );
    }
    return { row, payment };
  });
  tellRepair(deps, row);
  return payment;
}
