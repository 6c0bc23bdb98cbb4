import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { conflict, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { foldedContainsAll, foldSearchText, SEARCH_DOCUMENT_SEPARATOR } from '../lib/search-text';
import type { SearchListQuery } from '../../contract/paging';
import type { Category, categoryBodySchema } from '../../contract/categories';
import { messages } from '../../contract/messages';

type CategoryRow = typeof categories.$inferSelect;
type CategoryInput = z.output<typeof categoryBodySchema>;

/** Its row and the number of its services, counted in the same query. */
const withProductCount = (db: Db) => ({ row: categories, productCount: db.$count(products, eq(products.categoryId, categories.id)) });

function toCategory(row: CategoryRow, count: number): Category {
  return { _id: row.id, name: row.name, productCount: count, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const fromSelected = ({ row, productCount: count }: { row: CategoryRow; productCount: number }) => toCategory(row, count);

/**
 * The Postgres error code behind a failed query, whichever driver raised it (drizzle wraps
 * the driver's error in `cause`).
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export async function listCategories(db: Db, query?: SearchListQuery): Promise<ListPage<Category>> {
  const where = foldedContainsAll(sql`${categories.name}`, query?.q);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select(withProductCount(db)).from(categories).where(where).orderBy(desc(categories.createdAt), desc(categories.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(fromSelected);
    },
    async () => Number((await db.select({ n: count() }).from(categories).where(where))[0]?.n ?? 0),
  );
}

export async function getCategory(db: Db, id: string): Promise<Category> {
  const [selected] = await db.select(withProductCount(db)).from(categories).where(eq(categories.id, id));
  if (!selected) throw notFound(messages.categories.notFound);
  return fromSelected(selected);
}

/** "Bảo dưỡng" and "bảo dưỡng" would look like two identical menu entries: refuse either. */
async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(sameName, ne(categories.id, exceptId)) : sameName)
    .limit(1);
  if (taken) throw conflict(messages.categories.nameTaken);
}

/** A concurrent insert of the same name still ends as the 409, not a 500. */
async function uniqueNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(messages.categories.nameTaken);
    throw error;
  }
}

export function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  return uniqueNameGuard(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx.insert(categories).values({ name: input.name }).returning();
      return toCategory(row!, 0);
    }),
  );
}

/**
 * A product's search document holds its category's folded name as the second line
 * (productSearchDocument): a rename rewrites that line of every product of the category,
 * in the rename's transaction.
 */
async function renameInSearchDocuments(tx: Db, categoryId: string, name: string) {
  const separator = SEARCH_DOCUMENT_SEPARATOR;
  await tx
    .update(products)
    .set({
      searchDocument: sql`split_part(${products.searchDocument}, ${separator}, 1) || ${separator} || ${foldSearchText(name)} || ${separator} || split_part(${products.searchDocument}, ${separator}, 3)`,
      // The products themselves did not change.
      updatedAt: sql`${products.updatedAt}`,
    })
    .where(eq(products.categoryId, categoryId));
}

export function updateCategory(db: Db, id: string, input: CategoryInput): Promise<Category> {
  return uniqueNameGuard(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!existing) throw notFound(messages.categories.notFound);
      await assertNameFree(tx, input.name, id);
      await tx.update(categories).set({ name: input.name }).where(eq(categories.id, id));
      if (foldSearchText(existing.name) !== foldSearchText(input.name)) await renameInSearchDocuments(tx, id, input.name);
      const [selected] = await tx.select(withProductCount(tx)).from(categories).where(eq(categories.id, id));
      return fromSelected(selected!);
    }),
  );
}

export async function deleteCategory(db: Db, id: string): Promise<{ message: string }> {
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
      if (!existing) throw notFound(messages.categories.notFound);
      const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
      if ((used?.n ?? 0) > 0) throw conflict(messages.categories.inUse);
      await tx.delete(categories).where(eq(categories.id, id));
    });
  } catch (error) {
    // A product added to the category between the check and the delete.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(messages.categories.inUse);
    throw error;
  }
  return { message: messages.categories.deleteSuccess };
}
