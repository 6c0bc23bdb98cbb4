import { asc, count, eq } from 'drizzle-orm';
import { approvedTotals, lineTotal, quoteTotals, type QuoteLineKind, type VatRate } from '../../contract/quote-rules';
import { CLOSING_STEP, QUOTE_GATE_STEP, stepIndex, type RepairStep } from '../../contract/repair-steps';
import type { Db } from '../db/client';
import { accounts, repairOrders, repairPayments, repairQuoteLines, repairQuotes, vehicleWarranties } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { addMonths, vietnamToday } from '../lib/vietnam-time';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { CLOSED_STEP_MINUTES, OPEN_STEP_MINUTES } from './seed-repairs';

interface SeedLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  unitPrice: number;
  warrantyMonths?: number;
  warrantyKm?: number;
}

/** Labour is billed by the hour at the workshop's rate. */
const LABOUR_RATE = 250_000;

/** What the workshop quotes for each demo job's service: parts, labour and a line the customer may well decline. */
const LINES_BY_SERVICE: Record<string, SeedLine[]> = {
  'Thay má phanh': [
    { kind: 'part', description: 'Má phanh trước chính hãng (bộ)', quantity: 1, unitPrice: 1_250_000, warrantyMonths: 6, warrantyKm: 10_000 },
    { kind: 'part', description: 'Dầu phanh DOT 4 (1 lít)', quantity: 1, unitPrice: 180_000 },
    { kind: 'labour', description: 'Công thay má phanh và xả e dầu phanh', quantity: 1.5, unitPrice: LABOUR_RATE, warrantyMonths: 3 },
    { kind: 'other', description: 'Láng đĩa phanh trước', quantity: 2, unitPrice: 150_000 },
  ],
  'Bảo dưỡng định kỳ': [
    { kind: 'part', description: 'Dầu tổng hợp 5W-30 (4 lít)', quantity: 1, unitPrice: 720_000 },
    { kind: 'part', description: 'Lọc dầu chính hãng', quantity: 1, unitPrice: 160_000 },
    { kind: 'labour', description: 'Công bảo dưỡng định kỳ', quantity: 1, unitPrice: LABOUR_RATE, warrantyMonths: 3, warrantyKm: 5_000 },
    { kind: 'part', description: 'Lọc gió điều hòa', quantity: 1, unitPrice: 220_000 },
  ],
  'Sửa điều hòa': [
    { kind: 'other', description: 'Nạp gas điều hòa R134a', quantity: 1, unitPrice: 450_000, warrantyMonths: 3 },
    { kind: 'labour', description: 'Công vệ sinh dàn lạnh', quantity: 2, unitPrice: LABOUR_RATE, warrantyMonths: 6 },
    { kind: 'part', description: 'Lọc gió điều hòa', quantity: 1, unitPrice: 220_000 },
  ],
};

const DEFAULT_LINES: SeedLine[] = [
  { kind: 'labour', description: 'Công kiểm tra và sửa chữa', quantity: 2, unitPrice: LABOUR_RATE, warrantyMonths: 3 },
  { kind: 'part', description: 'Vật tư, phụ tùng thay thế', quantity: 1, unitPrice: 850_000, warrantyMonths: 6, warrantyKm: 10_000 },
  { kind: 'other', description: 'Vệ sinh khoang máy', quantity: 1, unitPrice: 200_000 },
];

const MINUTE_MS = 60_000;

/**
 * The quotes of the demo jobs from 'Báo giá chi tiết' on: written there, still waiting at
 * 'Xác nhận', answered by then for every job further on (the last line declined on every other
 * job, so cars carry 'đề xuất lần sau'), and the closed jobs paid, with their invoice numbers,
 * warranties and next service. Runs after seedRepairs; a database with quotes is left alone.
 */
export async function seedQuotes(tx: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(repairQuotes);
  if (Number(existing?.n ?? 0) > 0) return;
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
  const jobs = await tx.select().from(repairOrders).orderBy(asc(repairOrders.createdAt));
  for (const [index, job] of jobs.entries()) {
    const step = job.step as RepairStep;
    if (stepIndex(step) < stepIndex('quote')) continue;
    const lines = LINES_BY_SERVICE[job.serviceName] ?? DEFAULT_LINES;
    const vatRate: VatRate = index % 2 === 0 ? 10 : 8;
    const discount = index % 3 === 0 ? 100_000 : 0;
    const totals = quoteTotals(lines, discount, vatRate);
    // Written ten minutes into 'Báo giá chi tiết' and answered twenty minutes later, between the moves seedRepairs places.
    const quotedAt = new Date(job.createdAt.getTime() + (stepIndex('quote') * (job.closedAt ? CLOSED_STEP_MINUTES : OPEN_STEP_MINUTES) + 10) * MINUTE_MS);
    const answered = stepIndex(step) > stepIndex(QUOTE_GATE_STEP);
    const declineLast = answered && index % 2 === 0;
    const answeredAt = new Date(quotedAt.getTime() + 20 * MINUTE_MS);
    await tx.insert(repairQuotes).values({
      repairId: job.id,
      version: 1,
      vatRate,
      discount: totals.discount,
      subtotal: totals.subtotal,
      vat: totals.vat,
      total: totals.total,
      accountId: admin?.id ?? null,
      answeredVersion: answered ? 1 : null,
      answeredAt: answered ? answeredAt : null,
      signedName: answered ? job.fullName : null,
      signedAddress: answered ? '113.161.72.15' : null,
      answeredVia: answered ? (job.accountId ? 'account' : 'phone') : null,
      answeredBy: answered ? (job.accountId ?? admin?.id ?? null) : null,
      createdAt: quotedAt,
      updatedAt: quotedAt,
    });
    const approvedOf = (position: number) => (answered ? !(declineLast && position === lines.length - 1) : null);
    await tx.insert(repairQuoteLines).values(
      lines.map((line, position) => ({
        id: newObjectId(quotedAt),
        repairId: job.id,
        position,
        kind: line.kind,
        productId: null,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: lineTotal(line.quantity, line.unitPrice),
        inspectionPointId: null,
        warrantyMonths: line.warrantyMonths ?? null,
        warrantyKm: line.warrantyKm ?? null,
        approved: approvedOf(position),
      })),
    );
    if (step !== CLOSING_STEP || !job.closedAt) continue;
    const approved = lines.filter((_, position) => approvedOf(position));
    const paid = approvedTotals(
      lines.map((line, position) => ({ ...line, approved: approvedOf(position) })),
      discount,
      vatRate,
    );
    await tx.insert(repairPayments).values({
      repairId: job.id,
      method: index % 2 === 0 ? 'cash' : 'transfer',
      amount: paid.total,
      accountId: admin?.id ?? null,
      paidAt: job.closedAt,
    });
    const handedOver = vietnamToday(job.closedAt);
    const warranties = approved.filter((line) => line.warrantyMonths !== undefined || line.warrantyKm !== undefined);
    if (warranties.length > 0) {
      await tx.insert(vehicleWarranties).values(
        warranties.map((line) => ({
          vehicleId: job.vehicleId,
          repairId: job.id,
          description: line.description,
          startsOn: handedOver,
          endsOn: line.warrantyMonths === undefined ? null : addMonths(handedOver, line.warrantyMonths),
          untilKm: line.warrantyKm === undefined ? null : job.odometerKm + line.warrantyKm,
          createdAt: job.closedAt!,
        })),
      );
    }
    // The next service six months on and 5,000 km further, as the desk sets it after a service.
    const nextOn = addMonths(handedOver, 6);
    await tx
      .update(repairOrders)
      .set({ nextServiceOn: nextOn, nextServiceKm: job.odometerKm + 5_000, nextServiceRemindedAt: nextOn <= vietnamToday(now) ? now : null })
      .where(eq(repairOrders.id, job.id));
  }
}
