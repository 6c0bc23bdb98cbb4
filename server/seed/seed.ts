import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { seedCategories } from './data';

/** Fills an empty database with the demo garage once; a database with data is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const base = Date.now() - seedCategories.length * 60_000;
    await tx.insert(categories).values(
      seedCategories.map((name, index) => {
        const createdAt = new Date(base + index * 60_000);
        return { id: newObjectId(createdAt), name, createdAt, updatedAt: createdAt };
      }),
    );
  });
  return true;
}
