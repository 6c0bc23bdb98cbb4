import { eq, inArray } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import type * as api from '../../../contract/service-packages';
import type { Pricing } from '../../../contract/service-packages';
import { DEFAULT_LABOUR_RATE, DEFAULT_MARKUP_BANDS, type MarkupBand } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { branchSettings, workshopSettings } from '../../db/schema';
import type { ServiceDeps } from '../deps';

type Reader = Pick<Db, 'select'>;

/** A branch's labour rate in dong per hour: its own, or DEFAULT_LABOUR_RATE. */
export async function labourRateOf(db: Reader, branch: BranchId): Promise<number> {
  const [row] = await db.select({ rate: branchSettings.labourRate }).from(branchSettings).where(eq(branchSettings.branch, branch));
  return row?.rate ?? DEFAULT_LABOUR_RATE;
}

/** The parts markup by cost band: the master's, or DEFAULT_MARKUP_BANDS. */
export async function markupBandsOf(db: Reader): Promise<MarkupBand[]> {
  const [row] = await db.select({ bands: workshopSettings.markupBands }).from(workshopSettings).where(eq(workshopSettings.id, 1));
  return row ? row.bands : [...DEFAULT_MARKUP_BANDS];
}

export async function getPricing(db: Reader): Promise<Pricing> {
  const [rows, [settings]] = await Promise.all([
    db.select({ branch: branchSettings.branch, rate: branchSettings.labourRate }).from(branchSettings).where(inArray(branchSettings.branch, [...BRANCH_IDS])),
    db.select().from(workshopSettings).where(eq(workshopSettings.id, 1)),
  ]);
  const own = new Map(rows.map((row) => [row.branch, row.rate]));
  return {
    labourRates: BRANCH_IDS.map((branch) => {
      const rate = own.get(branch) ?? null;
      return { branch, rate: rate ?? DEFAULT_LABOUR_RATE, own: rate !== null };
    }),
    markupBands: settings ? settings.markupBands : [...DEFAULT_MARKUP_BANDS],
    updatedAt: settings ? settings.updatedAt.toISOString() : null,
  };
}

/**
 * The master's rates and bands, in one transaction: each branch named gets its rate, the bands
 * replace the old ones whole (the audit log keeps both changes). Quotes already written keep
 * their prices.
 */
export async function updatePricing(deps: Pick<ServiceDeps, 'db' | 'now'>, accountId: string, body: ParsedBodyOf<typeof api.updatePricing>): Promise<Pricing> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const { branch, rate } of body.labourRates) {
      await tx.insert(branchSettings).values({ branch }).onConflictDoNothing();
      const [current] = await tx.select().from(branchSettings).where(eq(branchSettings.branch, branch)).for('update');
      if ((current?.labourRate ?? null) === rate) continue;
      await tx.update(branchSettings).set({ labourRate: rate }).where(eq(branchSettings.branch, branch));
    }
    const markupBands = body.markupBands.map((band) => ({ upTo: band.upTo, percent: band.percent }));
    await tx
      .insert(workshopSettings)
      .values({ id: 1, markupBands, accountId, updatedAt: now })
      .onConflictDoUpdate({ target: workshopSettings.id, set: { markupBands, accountId, updatedAt: now } });
  });
  return getPricing(deps.db);
}
