import { and, eq, type SQL } from 'drizzle-orm';
import { branchOf } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { PaymentRequest } from '../../../contract/payment-request';
import { formatPrice } from '../../../contract/format';
import { transferNoteFor } from '../../../contract/transfer-reference';
import { vietqrNote, vietqrPayload } from '../../../contract/vietqr';
import type { Db } from '../../db/client';
import { repairOrders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import type { ServiceDeps } from '../deps';
import { bankAccountOf } from './bank-accounts';
import { jobMoney } from './job-money';

/**
 * Who asks for a job's VietQR code: staff, the job's own customer signed in, or a guest with the
 * code and phone the tracking page holds. Anyone else hears the same 404 as a job that is not
 * there, so the route cannot be used to find out which ids exist.
 */
export type PaymentRequestViewer = { via: 'staff' } | { via: 'account'; accountId: string } | { via: 'tracking'; code: string; phone: string };

export interface PaymentRequestAsk {
  /** Set for a deposit: this sum, while the job is open. Otherwise the balance. */
  deposit?: number | undefined;
  /** A part of the balance the customer pays now by transfer (no more than the balance). */
  part?: number | undefined;
}

function viewerMatches(viewer: PaymentRequestViewer): SQL | undefined {
  if (viewer.via === 'account') return eq(repairOrders.accountId, viewer.accountId);
  if (viewer.via === 'tracking') return and(eq(repairOrders.code, viewer.code), eq(repairOrders.numberPhone, viewer.phone));
  return undefined;
}

/** The sum, the branch's account and the EMVCo text for a job; the note is the job's transfer reference. */
export async function paymentRequestOf(db: Db, repair: { id: string; code: string; branch: string; closedAt: Date | null }, ask: PaymentRequestAsk = {}): Promise<PaymentRequest> {
  let amount: number;
  if (ask.deposit !== undefined) {
    if (repair.closedAt !== null) throw conflict(messages.money.depositClosed);
    amount = ask.deposit;
  } else {
    const balance = (await jobMoney(db, repair.id)).balance;
    if (balance <= 0) throw conflict(messages.money.nothingOwed);
    if (ask.part !== undefined && ask.part > balance) throw conflict(format(messages.money.overBalance, { balance: formatPrice(balance) }));
    amount = ask.part ?? balance;
  }
  const account = await bankAccountOf(db, repair.branch);
  if (!account) throw conflict(format(messages.vietqr.noBankAccount, { branch: branchOf(repair.branch)?.name ?? repair.branch }));
  const note = vietqrNote(transferNoteFor(repair.code));
  return {
    amount,
    payload: vietqrPayload({ bin: account.bin, accountNumber: account.accountNumber, amount, note }),
    bank: account.bankName,
    bin: account.bin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    note,
  };
}

/** GET /api/repairs/:id/payment-request for one viewer. */
export async function paymentRequestFor(deps: Pick<ServiceDeps, 'db'>, repairId: string, viewer: PaymentRequestViewer, ask: PaymentRequestAsk): Promise<PaymentRequest> {
  const [repair] = await deps.db
    .select({ id: repairOrders.id, code: repairOrders.code, branch: repairOrders.branch, closedAt: repairOrders.closedAt })
    .from(repairOrders)
    .where(and(eq(repairOrders.id, repairId), viewerMatches(viewer)));
  if (!repair) throw notFound(viewer.via === 'tracking' ? messages.repairs.lookupNotFound : messages.repairs.notFound);
  return paymentRequestOf(deps.db, repair, ask);
}

/**
 * The code of what a job still owes, for the unpaid invoice's PDF and the handover mail: null
 * when there is nothing to scan (nothing owed, no account set), and they go without it.
 */
export async function owedTransfer(db: Db, repairId: string): Promise<PaymentRequest | null> {
  const [repair] = await db
    .select({ id: repairOrders.id, code: repairOrders.code, branch: repairOrders.branch, closedAt: repairOrders.closedAt })
    .from(repairOrders)
    .where(eq(repairOrders.id, repairId));
  if (!repair) return null;
  try {
    return await paymentRequestOf(db, repair);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}
