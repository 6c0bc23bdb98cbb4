import { and, count, desc, eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../contract/endpoint';
import type { FavoriteProduct, likeProduct as likeProductEndpoint } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { favorites, products } from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/auth';

/**
 * Favourites are personal: every call acts for the signed-in account. An account id in
 * the URL or body (the deployed client sends one) must be that account, never someone else.
 */
function assertOwnAccount(user: AuthUser, accountId: string | undefined) {
  if (accountId !== undefined && accountId !== user.id) throw forbidden(messages.common.forbidden);
}

async function countLikes(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.productId, productId));
  return Number(row?.n ?? 0);
}

async function assertProductExists(db: Db, productId: string, lock = false) {
  const query = db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  // A key-share lock keeps the service from being deleted between this check and the insert.
  const [product] = lock ? await query.for('key share') : await query;
  if (!product) throw notFound(messages.products.notFound);
}

export async function likeProduct(db: Db, user: AuthUser, body: ParsedBodyOf<typeof likeProductEndpoint>) {
  assertOwnAccount(user, body.accountId);
  return db.transaction(async (tx) => {
    await assertProductExists(tx, body.productId, true);
    // The primary key (account, product) makes a second like a no-op, not a second row.
    await tx.insert(favorites).values({ accountId: user.id, productId: body.productId }).onConflictDoNothing();
    return { message: messages.favorites.likedService, count: await countLikes(tx, body.productId) };
  });
}

/** Removing a like that is not there answers the same message: the end state is what was asked. */
export async function unlikeProduct(db: Db, user: AuthUser, params: { accountId: string; productId: string }): Promise<string> {
  assertOwnAccount(user, params.accountId);
  await db.delete(favorites).where(and(eq(favorites.accountId, user.id), eq(favorites.productId, params.productId)));
  return messages.favorites.unliked;
}

export async function likeCount(db: Db, productId: string): Promise<number> {
  await assertProductExists(db, productId);
  return countLikes(db, productId);
}

/**
 * Whether the signed-in account likes a service. Anonymous callers get false (nothing is
 * liked without an account, and nothing is revealed); asking about another account is refused.
 */
export async function isLiked(db: Db, user: AuthUser | null, params: { accountId: string; productId: string }): Promise<boolean> {
  if (!user) return false;
  assertOwnAccount(user, params.accountId);
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.accountId, user.id), eq(favorites.productId, params.productId)));
  return Boolean(row);
}

export async function listFavoriteProducts(db: Db, user: AuthUser, accountId: string): Promise<FavoriteProduct[]> {
  assertOwnAccount(user, accountId);
  const rows = await db
    .select({ product: products, likedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.accountId, user.id))
    .orderBy(desc(favorites.createdAt), desc(products.id));
  return rows.map(({ product, likedAt }) => ({
    _id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    quantity: product.quantity,
    image: product.image,
    subImages: product.subImages,
    category_id: product.categoryId,
    isFeatured: product.isFeatured,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    likedAt: likedAt.toISOString(),
  }));
}
