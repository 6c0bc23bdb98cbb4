import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { cartItems, categories, parts, productSpecifications, products } from '../db/schema';
import { badRequest, notFound } from '../lib/http-errors';
import { containsPattern, escapeLike, foldSearchText, productSearchDocument, searchWords } from '../lib/search-text';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { prepareImageInput, storeImageInput, type PreparedImageInput } from '../plugins/media';
import { retryTransaction } from '../lib/transaction-retry';
import type { createProductBodySchema, Product, Specification, updateProductBodySchema } from '../../contract/products';
import type { ProductListQuery, ProductListSort } from '../../contract/paging';
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

/** A page's few ids go to the database as a list; past this, a subquery selects the same rows. */
const SPEC_ID_LIST_MAX = 200;

const newestFirst = [desc(products.createdAt), desc(products.id)];

/** The list's orders; equal prices keep the newest first, so a page boundary never shuffles. */
const SORT_ORDERS: Record<ProductListSort, SQL[]> = {
  newest: newestFirst,
  'price-asc': [asc(products.price), ...newestFirst],
  'price-desc': [desc(products.price), ...newestFirst],
};

/**
 * Products with their category and specification rows, newest first (id as tie-break) unless
 * another order is given; with a window, only that page of them.
 */
async function loadProducts(db: Db, filter?: SQL, window?: { limit: number; offset: number } | null, order: SQL[] = newestFirst): Promise<Product[]> {
  // A page is picked on the products table alone (its index gives the order), and only its
  // rows are joined to their category: joining first would look up a category for every
  // row skipped by the offset or sorted away.
  const where = window
    ? inArray(
        products.id,
        db
          .select({ id: products.id })
          .from(products)
          .where(filter)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
      )
    : filter;
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order);
  if (rows.length === 0) return [];
  // The whole catalogue's ids as 10,000 parameters would cost more than the subquery.
  const ofRows =
    rows.length <= SPEC_ID_LIST_MAX
      ? inArray(
          productSpecifications.productId,
          rows.map((r) => r.id),
        )
      : filter
        ? inArray(productSpecifications.productId, db.select({ id: products.id }).from(products).where(filter))
        : undefined;
  const specs = await db
    .select()
    .from(productSpecifications)
    .where(ofRows)
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

/** Ints in the database: a bound past the largest stored price (or stock) means "no upper bound". */
const INT_COLUMN_MAX = 2_147_483_647;

/** The back-office filters: every word of `q` in the search document, the price range, and stock at most `maxQuantity`. */
function listFilter(query: ProductListQuery): SQL | undefined {
  const conditions: SQL[] = searchWords(query.q).map((word) => sql`${products.searchDocument} like ${containsPattern(word)} escape '\\'`);
  if (query.minPrice !== undefined) conditions.push(query.minPrice > INT_COLUMN_MAX ? sql`false` : gte(products.price, query.minPrice));
  if (query.maxPrice !== undefined && query.maxPrice < INT_COLUMN_MAX) conditions.push(lte(products.price, query.maxPrice));
  if (query.maxQuantity !== undefined && query.maxQuantity < INT_COLUMN_MAX) conditions.push(lte(products.quantity, query.maxQuantity));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The services list: without page/limit the whole (filtered) list as before; with them
 * one page, LIMIT/OFFSET and count(*) both in the database.
 */
export function listProducts(db: Db, query?: ProductListQuery): Promise<ListPage<Product>> {
  const where = query ? listFilter(query) : undefined;
  const window = pageWindow(query);
  return pageOf(
    window,
    () => loadProducts(db, where, window, SORT_ORDERS[query?.sort ?? 'newest']),
    async () => {
      const [row] = await db.select({ n: count() }).from(products).where(where);
      return Number(row?.n ?? 0);
    },
  );
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

/**
 * The category's name, for the product's search document; a missing category is the form's
 * fault. The row is share-locked until the write commits, so a concurrent rename (which
 * rewrites its products' search documents under FOR UPDATE) waits for this product or is
 * seen by it: never a product left with the old name in its search text.
 */
async function categoryNameOf(db: Db, categoryId: string): Promise<string> {
  const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId)).for('share');
  if (!category) throw badRequest(messages.categories.notFound);
  return category.name;
}

/**
 * Decodes and re-encodes the pictures before the transaction (one after the other, so one
 * product does not take every encoder thread): on the embedded database a transaction holds
 * the only connection, and every other request would wait for the encoder.
 */
async function prepareImages(values: string[]): Promise<PreparedImageInput[]> {
  const prepared: PreparedImageInput[] = [];
  for (const value of values) prepared.push(await prepareImageInput(value));
  return prepared;
}

async function storeSubImages(tx: Db, prepared: PreparedImageInput[]): Promise<string[]> {
  const urls: string[] = [];
  for (const image of prepared) {
    const url = await storeImageInput(tx, image);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

async function replaceSpecifications(tx: Db, productId: string, rows: Specification[]) {
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (rows.length === 0) return;
  await tx.insert(productSpecifications).values(rows.map((s, position) => ({ productId, label: s.label, value: s.value, position })));
}

export async function createProduct(db: Db, input: CreateInput): Promise<Product> {
  const [mainImage, ...otherImages] = await prepareImages([input.image ?? '', ...(input.subImages ?? [])]);
  return db.transaction(async (tx) => {
    const categoryName = await categoryNameOf(tx, input.category_id);
    const image = await storeImageInput(tx, mainImage ?? null);
    const subImages = await storeSubImages(tx, otherImages);
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        searchText: foldSearchText(input.name),
        searchDocument: productSearchDocument(input.name, categoryName, input.description),
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
export async function updateProduct(db: Db, id: string, input: UpdateInput): Promise<Product> {
  const newImage = input.image !== null && input.image !== undefined ? await prepareImageInput(input.image) : undefined;
  const newSubImages = input.subImages ? await prepareImages(input.subImages) : undefined;
  return db.transaction(async (tx) => {
    const productRow = () => tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if ((await productRow()).length === 0) throw notFound(messages.products.notFound);
    // Locks in the order a category rename takes them (category, then its products), so the
    // two never wait on each other.
    const categoryName = await categoryNameOf(tx, input.category_id);
    const [existing] = await productRow().for('update');
    if (!existing) throw notFound(messages.products.notFound);
    const changes: Partial<typeof products.$inferInsert> = {
      name: input.name,
      searchText: foldSearchText(input.name),
      searchDocument: productSearchDocument(input.name, categoryName, input.description),
      description: input.description,
      price: input.price,
      quantity: input.quantity,
      categoryId: input.category_id,
    };
    // A service sold as a part has the part's available stock as its quantity (the parts
    // ledger keeps it): the form's number is the one it showed, not a new count.
    const [part] = await tx.select({ id: parts.id }).from(parts).where(eq(parts.productId, id));
    if (part) delete changes.quantity;
    if (newImage !== undefined) changes.image = await storeImageInput(tx, newImage);
    if (newSubImages) changes.subImages = await storeSubImages(tx, newSubImages);
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

/**
 * Cart lines, likes and comments go with the product; past order lines keep name and price.
 * The service's cart lines are locked before its row, the order a checkout takes them in
 * (its cart lines, then the services it decrements): deleting the row first would hold it
 * while the cascade waits for a checkout's cart line, and that checkout waits for the row.
 * A cycle that still forms (a line added between the two steps) is retried, not a 500.
 */
export async function deleteProduct(db: Db, id: string): Promise<{ message: string }> {
  await retryTransaction(() =>
    db.transaction(async (tx) => {
      await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.productId, id)).orderBy(asc(cartItems.id)).for('update');
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (!row) throw notFound(messages.products.notFound);
    }),
  );
  return { message: messages.products.deleteSuccess };
}
