import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import type { Category } from '../../contract/categories';

type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(desc(categories.createdAt), desc(categories.id));
  return rows.map(toCategory);
}
