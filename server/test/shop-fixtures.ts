import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { accounts, categories, products } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { foldSearchText, productSearchDocument } from '../lib/search-text';

let sequence = 0;

/** A service in stock, with its category created on the way. */
export async function createProduct(app: App, options: { name?: string; price?: number; quantity?: number; categoryName?: string } = {}) {
  sequence += 1;
  const categoryName = options.categoryName ?? 'Bảo dưỡng định kỳ';
  let [category] = await app.db.select().from(categories).where(eq(categories.name, categoryName));
  if (!category) [category] = await app.db.insert(categories).values({ name: categoryName }).onConflictDoNothing().returning();
  if (!category) [category] = await app.db.select().from(categories).where(eq(categories.name, categoryName));
  const name = options.name ?? `Dịch vụ thử ${sequence}`;
  const description = 'Mô tả dịch vụ';
  const [product] = await app.db
    .insert(products)
    .values({
      name,
      searchText: foldSearchText(name),
      searchDocument: productSearchDocument(name, category!.name, description),
      price: options.price ?? 350_000,
      quantity: options.quantity ?? 10,
      categoryId: category!.id,
      description,
    })
    .returning();
  return product!;
}

/**
 * A signed-in customer without password hashing (the fixtures' `createAccount` hashes with
 * argon2, too slow for the fifty customers of the concurrency test).
 */
export async function quickCustomer(app: App, fullName = 'Khách hàng nhanh') {
  sequence += 1;
  const [account] = await app.db
    .insert(accounts)
    .values({ id: newObjectId(), fullName, email: `quick${sequence}-${newObjectId().slice(-6)}@example.com`, verified: true })
    .returning();
  const token = await app.auth.sign(account!.id);
  return { id: account!.id, email: account!.email, fullName, token, headers: { authorization: `Bearer ${token}` } };
}

export async function stockOf(app: App, productId: string): Promise<number> {
  const [row] = await app.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row!.quantity;
}
