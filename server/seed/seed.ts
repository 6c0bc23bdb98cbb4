import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { seedAccounts } from './seed-accounts';
import { seedCatalog } from './seed-catalog';
import { seedInspections } from './seed-inspections';
import { seedParts } from './seed-parts';
import { seedPrivacy } from './seed-privacy';
import { seedMoney } from './seed-money';
import { seedQuotes } from './seed-quotes';
import { seedRepairs } from './seed-repairs';
import { seedShop } from './seed-shop';
import { seedWorkshop } from './seed-workshop';

/** Any fixed number: the transaction-level advisory lock of the demo seed. */
const SEED_LOCK_KEY = 7_310_245_119;

/**
 * Fills an empty database with the demo garage once; a database with data is left alone.
 * Processes starting together on one empty database seed one after the other (an advisory
 * lock held by the seeding transaction): the later ones find the garage there and do nothing.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const isEmpty = async (reader: Pick<Db, 'select'>) => {
    const [existing] = await reader.select({ n: count() }).from(categories);
    return (existing?.n ?? 0) === 0;
  };
  if (!(await isEmpty(db))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    // Roles and accounts first: orders, bookings and comments of later steps point at them.
    const seededAccounts = await seedAccounts(tx);
    // Catalogue and content: categories, services with pictures, comments, news, banners, staff.
    await seedCatalog(tx, seededAccounts);
    // Keep last: bookings, orders, carts and favourites point at the accounts and services above.
    await seedShop(tx);
    // The workshop: repair orders check in some of the bookings above and belong to the demo customer.
    await seedRepairs(tx);
    // Checklist templates, and the inspections of a few of the jobs above.
    await seedInspections(tx);
    // The quotes of the jobs from 'Báo giá chi tiết' on, the payments and warranties of the closed ones.
    await seedQuotes(tx);
    // The workshop floor: technicians on the jobs and their labour lines, and the lines' clocks.
    await seedWorkshop(tx);
    // The parts store: suppliers, parts bought in at both branches through the ledger, one transfer.
    await seedParts(tx);
    // Money: bank accounts, the closed jobs' payments (one on a company's credit), deposits, the cash books, a transfer to place.
    await seedMoney(tx);
    // Personal data: the demo customer's consents, the master's privacy inbox and breach register.
    await seedPrivacy(tx);
    return true;
  });
}
