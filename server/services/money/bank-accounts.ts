import { eq } from 'drizzle-orm';
import { bankByBin } from '../../../contract/banks';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import type { BranchBankAccount, BranchBankAccountBody } from '../../../contract/payment-request';
import type { Db } from '../../db/client';
import { accounts, branchBankAccounts } from '../../db/schema';
import type { ServiceDeps } from '../deps';

type Row = typeof branchBankAccounts.$inferSelect;

function toAccount(row: Row, updatedByName: string | null): BranchBankAccount | null {
  const branch = BRANCH_IDS.find((id) => id === row.branch);
  const bank = bankByBin(row.bin);
  // A row of a branch or bank no longer listed cannot take a transfer: it is as if none was set.
  if (!branch || !bank) return null;
  return {
    branch,
    bin: row.bin,
    bankName: bank.shortName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    updatedBy: row.updatedBy && updatedByName !== null ? { _id: row.updatedBy, fullName: updatedByName } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectAccounts(db: Db) {
  return db.select({ row: branchBankAccounts, updatedByName: accounts.fullName }).from(branchBankAccounts).leftJoin(accounts, eq(accounts.id, branchBankAccounts.updatedBy));
}

/** The branches that have an account, in the branches' own order. */
export async function listBankAccounts(deps: Pick<ServiceDeps, 'db'>): Promise<BranchBankAccount[]> {
  const rows = await selectAccounts(deps.db);
  const found = rows.flatMap(({ row, updatedByName }) => toAccount(row, updatedByName) ?? []);
  return BRANCH_IDS.flatMap((id) => found.filter((account) => account.branch === id));
}

/** The account a branch takes transfers at, or null. */
export async function bankAccountOf(db: Db, branch: string): Promise<BranchBankAccount | null> {
  const [found] = await selectAccounts(db).where(eq(branchBankAccounts.branch, branch));
  return found ? toAccount(found.row, found.updatedByName) : null;
}

/** A master sets (or replaces) a branch's account; the body comes folded by the contract (digits, capitals). */
export async function setBankAccount(deps: Pick<ServiceDeps, 'db' | 'now'>, master: { id: string }, branch: BranchId, body: BranchBankAccountBody): Promise<BranchBankAccount> {
  return deps.db.transaction(async (tx) => {
    const values = { bin: body.bin, accountNumber: body.accountNumber, accountName: body.accountName, updatedBy: master.id, updatedAt: deps.now() };
    await tx
      .insert(branchBankAccounts)
      .values({ branch, ...values })
      .onConflictDoUpdate({ target: branchBankAccounts.branch, set: values });
    const saved = await bankAccountOf(tx, branch);
    return saved!;
  });
}
