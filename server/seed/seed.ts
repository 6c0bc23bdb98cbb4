import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { seedAccounts } from './seed-accounts';
import { seedCatalog } from './seed-catalog';
import { seedShop } from './seed-shop';

/** Fills an empty database with the demo garage once; a database with data is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    // Roles and accounts first: orders, bookings and comments of later steps point at them.
    const seededAccounts = await seedAccounts(tx);
    // Catalogue and content: categories, services with pictures, comments, news, banners, staff.
    await seedCatalog(tx, seededAccounts);
    // Keep last: bookings, orders, carts and favourites point at the accounts and services above.
    await seedShop(tx);
  });
  return true;
}
