import { and, eq, inArray } from 'drizzle-orm';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { parts, partStock, products, stockMovements } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { availableOf, writeMoves, type LowStock, type Tx } from './stock-ledger';

/** Quận 12 first, then Thủ Đức: the branch the shop takes from when the customer picked none. */
const SHOP_BRANCHES: readonly BranchId[] = ['quan-12', 'thu-duc'];

/** The parts shop products are sold as, by product. */
export async function linkedParts(tx: Pick<Tx, 'select'>, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: parts.id, productId: parts.productId })
    .from(parts)
    .where(and(inArray(parts.productId, productIds), eq(parts.archived, false)));
  return new Map(rows.map((row) => [row.productId!, row.id]));
}

/**
 * A shop order's units of a product linked to a part leave one branch's stock as a shop sale:
 * the first branch that has them all available, so the deployed checkout keeps working
 * unchanged. Refused in the shop's own words when neither branch has enough.
 */
export async function takeForShop(tx: Tx, line: { orderId: string; productId: string; partId: string; quantity: number; accountId: string | null }): Promise<LowStock[]> {
  // The product's row first (the stock writers' lock order), then the balances it sums: read
  // under that lock, no other checkout or transfer of this part moves them meanwhile.
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, line.productId)).for('update');
  const balances = await tx.select().from(partStock).where(eq(partStock.partId, line.partId));
  const branch = SHOP_BRANCHES.find((candidate) => {
    const balance = balances.find((row) => row.branch === candidate);
    return balance !== undefined && availableOf(balance) >= line.quantity;
  });
  if (!branch) {
    const total = balances.reduce((sum, balance) => sum + availableOf(balance), 0);
    throw conflict(format(messages.orders.stockShort, { name: product?.name ?? '', n: total }));
  }
  const written = await writeMoves(tx, [
    { partId: line.partId, branch, kind: 'shop-sale', quantity: -line.quantity, documentKind: 'order', documentId: line.orderId, note: '', accountId: line.accountId },
  ]);
  return written.lowStock;
}

/** A cancelled (or deleted, undelivered) order's shop sales come back to the branches they left. */
export async function giveBackForShop(tx: Tx, orderId: string, accountId: string | null): Promise<void> {
  const sold = await tx
    .select({ partId: stockMovements.partId, branch: stockMovements.branch, quantity: stockMovements.quantity })
    .from(stockMovements)
    .where(and(eq(stockMovements.documentKind, 'order'), eq(stockMovements.documentId, orderId), eq(stockMovements.kind, 'shop-sale')));
  const net = new Map<string, { partId: string; branch: BranchId; quantity: number }>();
  for (const row of sold) {
    const key = `${row.partId}|${row.branch}`;
    const entry = net.get(key) ?? { partId: row.partId, branch: row.branch as BranchId, quantity: 0 };
    entry.quantity += row.quantity;
    net.set(key, entry);
  }
  const back = [...net.values()].filter((entry) => entry.quantity < 0);
  await writeMoves(
    tx,
    back.map((entry) => ({ partId: entry.partId, branch: entry.branch, kind: 'shop-sale' as const, quantity: -entry.quantity, documentKind: 'order', documentId: orderId, note: messages.parts.shopReturned, accountId })),
  );
}
