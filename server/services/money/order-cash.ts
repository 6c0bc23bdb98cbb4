import { and, eq } from 'drizzle-orm';
import { ORDER_CASH_CATEGORY, ORDER_REFUND_CATEGORY } from '../../../contract/cashbook';
import type { OrderStatus } from '../../../contract/constants';
import { orderCode } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import type { Db } from '../../db/client';
import { stockMovements } from '../../db/schema';
import { vietnamToday } from '../../lib/vietnam-time';
import { postCash } from './cashbook';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The branch whose shelf the order's parts left; the shop's first branch when none did. */
async function orderBranch(tx: Pick<Db, 'select'>, orderId: string): Promise<BranchId> {
  const [sale] = await tx
    .select({ branch: stockMovements.branch })
    .from(stockMovements)
    .where(and(eq(stockMovements.documentKind, 'order'), eq(stockMovements.documentId, orderId), eq(stockMovements.kind, 'shop-sale')))
    .limit(1);
  return (sale?.branch as BranchId | undefined) ?? 'quan-12';
}

/**
 * A shop order is paid in cash on delivery: it enters a branch's cash book when staff mark it
 * completed, and leaves it (a refund) when a completed order is taken back to another status.
 */
export async function postOrderCash(tx: Tx, order: { id: string; total: number }, from: OrderStatus, to: OrderStatus, staffId: string | null, now: Date): Promise<void> {
  if (from === to || (from !== 'completed' && to !== 'completed') || order.total <= 0) return;
  const receipt = to === 'completed';
  await postCash(tx, {
    branch: await orderBranch(tx, order.id),
    day: vietnamToday(now),
    kind: receipt ? 'receipt' : 'expense',
    source: 'order',
    category: receipt ? ORDER_CASH_CATEGORY : ORDER_REFUND_CATEGORY,
    amount: order.total,
    note: `#${orderCode(order.id)}`,
    orderId: order.id,
    accountId: staffId,
  });
}
