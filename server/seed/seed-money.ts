import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { REPAIR_CASH_CATEGORY } from '../../contract/cashbook';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { accounts, bankTransfers, branchBankAccounts, cashDayEvents, cashDays, cashEntries, creditAccounts, jobPayments, repairCredits, repairOrders, repairPayments, vehicles } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { DEMO_ACCOUNTS } from './seed-accounts';

const DAY_MS = 86_400_000;

/** The plate of the seeded job a fleet customer took on credit (handed over 5 days ago, 3 days' terms: 2 days overdue). */
const ON_CREDIT_PLATE = '51F-987.65';

/**
 * The money side of the demo day: both branches' bank accounts, the closed jobs' payments as
 * rows of their lists (one of them on a company's credit, now overdue), deposits on two open
 * jobs, the cash of each branch in its book with yesterday closed 20,000 đ short at Quận 12,
 * and a transfer that named no job, waiting in 'Chuyển khoản chưa khớp'.
 */
export async function seedMoney(tx: Db, now: Date = new Date()): Promise<void> {
  const [master] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.master.email));
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
  await tx.insert(branchBankAccounts).values([
    { branch: 'quan-12', bin: '970436', accountNumber: '1031234567', accountName: 'CONG TY TNHH DICH VU O TO SAI GON', updatedBy: master?.id ?? null },
    { branch: 'thu-duc', bin: '970407', accountNumber: '19036789012345', accountName: 'CONG TY TNHH DICH VU O TO SAI GON', updatedBy: master?.id ?? null },
  ]);
  const [fleet] = await tx
    .insert(creditAccounts)
    .values({ kind: 'company', name: 'Công ty TNHH Vận tải Phương Nam', phone: '028 3896 1234', email: 'ketoan@vantaiphuongnam.vn', taxCode: '0314567890', limit: 50_000_000, days: 3, createdBy: master?.id ?? null })
    .returning();
  await tx.insert(creditAccounts).values({ kind: 'customer', name: 'Nguyễn Hữu Phước', phone: '0909 123 456', limit: 5_000_000, days: 15, createdBy: master?.id ?? null });

  const closed = await tx
    .select({ payment: repairPayments, job: repairOrders })
    .from(repairPayments)
    .innerJoin(repairOrders, eq(repairOrders.id, repairPayments.repairId))
    .orderBy(asc(repairPayments.paidAt));
  const plates = new Map((await tx.select({ id: vehicles.id, plate: vehicles.plate }).from(vehicles).where(inArray(vehicles.id, closed.map((row) => row.job.vehicleId)))).map((row) => [row.id, row.plate]));
  for (const { payment, job } of closed) {
    if (plates.get(job.vehicleId) === ON_CREDIT_PLATE && fleet) {
      await tx.insert(repairCredits).values({ repairId: job.id, creditAccountId: fleet.id, amount: payment.amount, dueOn: addDays(vietnamToday(payment.paidAt), fleet.days), grantedBy: master?.id ?? null, grantedAt: payment.paidAt });
      continue;
    }
    const id = newObjectId(payment.paidAt);
    await tx.insert(jobPayments).values({ id, repairId: job.id, branch: job.branch, kind: 'payment', amount: payment.amount, method: payment.method, accountId: payment.accountId, paidAt: payment.paidAt });
    if (payment.method === 'cash') {
      await tx.insert(cashEntries).values({ branch: job.branch, day: vietnamToday(payment.paidAt), kind: 'receipt', source: 'repair', category: REPAIR_CASH_CATEGORY, amount: payment.amount, note: `${job.code} · Thanh toán`, repairId: job.id, paymentId: id, accountId: payment.accountId, createdAt: payment.paidAt });
    }
  }

  // Deposits taken at check-in on two open jobs: one by transfer (paint to be mixed), one in cash today.
  const open = await tx.select().from(repairOrders).where(isNull(repairOrders.closedAt)).orderBy(asc(repairOrders.createdAt));
  const paint = open.find((job) => job.serviceName === 'Sơn dặm');
  const handover = open.find((job) => job.step === 'handover');
  if (paint) {
    await tx.insert(jobPayments).values({ repairId: paint.id, branch: paint.branch, kind: 'deposit', amount: 1_000_000, method: 'transfer', note: 'Cọc pha sơn', accountId: admin?.id ?? null, paidAt: paint.createdAt });
  }
  const today = vietnamToday(now);
  const yesterday = addDays(today, -1);
  if (handover) {
    const at = new Date(now.getTime() - 30 * 60_000);
    const id = newObjectId(at);
    await tx.insert(jobPayments).values({ id, repairId: handover.id, branch: handover.branch, kind: 'deposit', amount: 500_000, method: 'cash', note: 'Cọc khi nhận xe', accountId: admin?.id ?? null, paidAt: at });
    await tx.insert(cashEntries).values({ branch: handover.branch, day: vietnamToday(at), kind: 'receipt', source: 'repair', category: REPAIR_CASH_CATEGORY, amount: 500_000, note: `${handover.code} · Đặt cọc: Cọc khi nhận xe`, repairId: handover.id, paymentId: id, accountId: admin?.id ?? null, createdAt: at });
  }

  // The drawers: change for the day at both branches, yesterday's lunch and a courier, and
  // yesterday closed at Quận 12 with 20,000 đ missing.
  const yesterdayAt = new Date(now.getTime() - DAY_MS);
  await tx.insert(cashEntries).values([
    { branch: 'quan-12', day: yesterday, kind: 'receipt', source: 'manual', category: 'Tiền lẻ đầu ca', amount: 3_000_000, note: 'Tiền lẻ đầu tuần', accountId: admin?.id ?? null, createdAt: yesterdayAt },
    { branch: 'quan-12', day: yesterday, kind: 'expense', category: 'Ăn uống, tiếp khách', source: 'manual', amount: 180_000, note: 'Nước uống cho khách chờ', accountId: admin?.id ?? null, createdAt: yesterdayAt },
    { branch: 'thu-duc', day: today, kind: 'receipt', source: 'manual', category: 'Tiền lẻ đầu ca', amount: 2_000_000, note: '', accountId: admin?.id ?? null, createdAt: now },
    { branch: 'thu-duc', day: today, kind: 'expense', category: 'Vận chuyển', source: 'manual', amount: 150_000, note: 'Grab giao phụ tùng từ Quận 12', accountId: admin?.id ?? null, createdAt: now },
  ]);
  const book = await tx.select().from(cashEntries).where(eq(cashEntries.branch, 'quan-12'));
  const expected = book.filter((entry) => entry.day <= yesterday).reduce((sum, entry) => sum + (entry.kind === 'receipt' ? entry.amount : -entry.amount), 0);
  const closedAt = new Date(yesterdayAt.getTime() + 9 * 3_600_000);
  await tx.insert(cashDays).values({ branch: 'quan-12', day: yesterday, closingBalance: expected, countedCash: expected - 20_000, closedAt, closedBy: admin?.id ?? null });
  await tx.insert(cashDayEvents).values({ branch: 'quan-12', day: yesterday, action: 'close', countedCash: expected - 20_000, difference: -20_000, reason: 'Thiếu 20.000, chưa rõ lý do', accountId: admin?.id ?? null, at: closedAt });

  await tx.insert(bankTransfers).values({
    source: 'webhook',
    externalId: '92704511',
    bankReference: 'FT26340912345',
    gateway: 'Vietcombank',
    accountNumber: '1031234567',
    branch: 'quan-12',
    amount: 450_000,
    content: 'NGUYEN VAN HAI chuyen tien sua xe',
    transactedAt: new Date(now.getTime() - 2 * 3_600_000),
    status: 'unmatched',
    reason: messages.bankTransfers.noReference,
    receivedAt: new Date(now.getTime() - 2 * 3_600_000),
  });
}
