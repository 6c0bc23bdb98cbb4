import { desc, eq } from 'drizzle-orm';
import type { BranchSettingChange, BranchSettings } from '../../contract/branches';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { accounts, branchSettingChanges, branchSettings } from '../db/schema';
import type { ServiceDeps } from './deps';

type BranchContext = Pick<ServiceDeps, 'db' | 'settings'>;

/** How many of the latest changes the settings screen lists. */
const CHANGES_SHOWN = 20;

export async function branchSettingsOf(context: BranchContext, accountId: string): Promise<BranchSettings> {
  const { db } = context;
  const [rows, [account], changes] = await Promise.all([
    db.select().from(branchSettings),
    db.select({ usualBranch: accounts.usualBranch }).from(accounts).where(eq(accounts.id, accountId)),
    db
      .select({ change: branchSettingChanges, accountName: accounts.fullName })
      .from(branchSettingChanges)
      .leftJoin(accounts, eq(accounts.id, branchSettingChanges.accountId))
      .orderBy(desc(branchSettingChanges.createdAt), desc(branchSettingChanges.id))
      .limit(CHANGES_SHOWN),
  ]);
  const own = new Map(rows.map((row) => [row.branch, row.slotCapacity]));
  const usual = BRANCH_IDS.find((id) => id === account?.usualBranch) ?? null;
  return {
    defaultSlotCapacity: context.settings.slotCapacity,
    branches: BRANCH_IDS.map((id) => {
      const ownSlotCapacity = own.get(id) ?? null;
      return { id, slotCapacity: ownSlotCapacity ?? context.settings.slotCapacity, ownSlotCapacity };
    }),
    usualBranch: usual,
    changes: changes.flatMap(({ change, accountName }): BranchSettingChange[] => {
      const branch = BRANCH_IDS.find((id) => id === change.branch);
      if (!branch) return [];
      return [
        {
          _id: change.id,
          branch,
          setting: change.setting,
          from: change.fromValue,
          to: change.toValue,
          account: change.accountId && accountName !== null ? { _id: change.accountId, fullName: accountName } : null,
          createdAt: change.createdAt.toISOString(),
        },
      ];
    }),
  };
}

/**
 * The master sets a branch's places per slot (null: the default). The row is locked and the
 * change kept in the same transaction; bookings already made stay, and a slot holding more
 * than the new capacity takes no more until it is under it (takePlace reads the capacity
 * under the slot's lock).
 */
export async function setSlotCapacity(context: BranchContext, master: { id: string }, branch: BranchId, slotCapacity: number | null) {
  await context.db.transaction(async (tx) => {
    await tx.insert(branchSettings).values({ branch }).onConflictDoNothing();
    const [current] = await tx.select().from(branchSettings).where(eq(branchSettings.branch, branch)).for('update');
    const before = current?.slotCapacity ?? null;
    if (before === slotCapacity) return;
    await tx.update(branchSettings).set({ slotCapacity }).where(eq(branchSettings.branch, branch));
    await tx.insert(branchSettingChanges).values({
      branch,
      setting: 'slotCapacity',
      fromValue: before === null ? null : String(before),
      toValue: slotCapacity === null ? null : String(slotCapacity),
      accountId: master.id,
    });
  });
  return branchSettingsOf(context, master.id);
}

export async function setUsualBranch(context: BranchContext, staff: { id: string }, branch: BranchId | null) {
  await context.db.transaction((tx) => tx.update(accounts).set({ usualBranch: branch }).where(eq(accounts.id, staff.id)));
  return branchSettingsOf(context, staff.id);
}
