import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { categories, productSpecifications, products } from '../db/schema';
import { badRequest, notFound } from '../lib/http-errors';
import { escapeLike, foldSearchText } from '../lib/search-text';
import { resolveImageInput } from '../plugins/media';
import type { createProductBodySchema, Product, Specification, updateProductBodySchema } from '../../contract/products';
import { messages } from '../../contract/messages';

type CreateInput = z.output<typeof createProductBodySchema>;
type UpdateInput = z.output<typeof updateProductBodySchema>;

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  quantity: products.quantity,
  categoryId: products.categoryId,
  categoryName: categories.name,
  image: products.image,
  subImages: products.subImages,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** Products with their category and specification rows, newest first. */
async function loadProducts(db: Db, where?: SQL): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  if (rows.length === 0) return [];
  const specs = await db
    .select()
    .from(productSpecifications)
    .where(
      inArray(
        productSpecifications.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productSpecifications.position), asc(productSpecifications.id));
  const specsByProduct = new Map<string, Specification[]>();
  for (const spec of specs) {
    const list = specsByProduct.get(spec.productId) ?? [];
    list.push({ label: spec.label, value: spec.value });
    specsByProduct.set(spec.productId, list);
  }
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    quantity: row.quantity,
    category_id: { _id: row.categoryId, name: row.categoryName },
    image: row.image,
    subImages: row.subImages,
    specifications: specsByProduct.get(row.id) ?? [],
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export function listProducts(db: Db): Promise<Product[]> {
  return loadProducts(db);
}

export function listFeaturedProducts(db: Db): Promise<Product[]> {
  return loadProducts(db, eq(products.isFeatured, true));
}

/** Every word must appear in the folded name, in any order: "phanh bao duong" works too. */
export function searchProducts(db: Db, name: string): Promise<Product[]> {
  const words = foldSearchText(name).split(' ').filter(Boolean);
  if (words.length === 0) throw badRequest(messages.validation.searchEmpty);
  return loadProducts(db, and(...words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`} escape '\\'`)));
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [product] = await loadProducts(db, eq(products.id, id));
  if (!product) throw notFound(messages.products.notFound);
  return product;
}

async function assertCategoryExists(db: Db, categoryId: string) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw badRequest(messages.categories.notFound);
}

async function resolveSubImages(tx: Db, values: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const value of values) {
    const url = await resolveImageInput(tx, value);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

async function replaceSpecifications(tx: Db, productId: string, rows: Specification[]) {
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (rows.length === 0) return;
  await tx.insert(productSpecifications).values(rows.map((s, position) => ({ productId, label: s.label, value: s.value, position })));
}

export function createProduct(db: Db, input: CreateInput): Promise<Product> {
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.category_id);
    const image = await resolveImageInput(tx, input.image);
    const subImages = await resolveSubImages(tx, input.subImages ?? []);
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        searchText: foldSearchText(input.name),
        description: input.description,
        price: input.price,
        quantity: input.quantity,
        categoryId: input.category_id,
        image,
        subImages,
      })
      .returning({ id: products.id });
    await replaceSpecifications(tx, row!.id, input.specifications ?? []);
    return getProduct(tx, row!.id);
  });
}

/**
 * The edit form sends the old image URLs back, or null for "unchanged": null or absent
 * keeps the stored value, '' removes the main image, anything else replaces it.
 */
export function updateProduct(db: Db, id: string, input: UpdateInput): Promise<Product> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!existing) throw notFound(messages.products.notFound);
    await assertCategoryExists(tx, input.category_id);
    const changes: Partial<typeof products.$inferInsert> = {
      name: input.name,
      searchText: foldSearchText(input.name),
      description: input.description,
      price: input.price,
      quantity: input.quantity,
      categoryId: input.category_id,
    };
    if (input.image !== null && input.image !== undefined) changes.image = await resolveImageInput(tx, input.image);
    if (input.subImages) changes.subImages = await resolveSubImages(tx, input.subImages);
    await tx.update(products).set(changes).where(eq(products.id, id));
    if (input.specifications) await replaceSpecifications(tx, id, input.specifications);
    return getProduct(tx, id);
  });
}

export function setFeatured(db: Db, id: string, isFeatured: boolean): Promise<Product> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(products).set({ isFeatured }).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) throw notFound(messages.products.notFound);
    return getProduct(tx, id);
  });
}

/** Cart lines, likes and comments go with the product; past order lines keep name and price. */
export async function deleteProduct(db: Db, id: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!row) throw notFound(messages.products.notFound);
  });
  return { message: messages.products.deleteSuccess };
}
