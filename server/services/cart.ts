import { and, desc, eq, sql } from 'drizzle-orm';
import type { addToCart as addToCartEndpoint, CartItem } from '../../contract/cart';
import { addLimitMessage, stockLimitMessage } from '../../contract/cart-rules';
import type { ParsedBodyOf } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../lib/http-errors';
import { assertSelfOrStaff, type AuthUser } from '../plugins/auth';

/** The signed-in account; the route's access already refused anonymous callers. */
export function signedIn(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized(messages.common.unauthorized);
  return user;
}

const lineColumns = {
  line: cartItems,
  product: { id: products.id, name: products.name, price: products.price, image: products.image, quantity: products.quantity },
};

type LineRow = {
  line: typeof cartItems.$inferSelect;
  product: { id: string; name: string; price: number; image: string | null; quantity: number };
};

function toCartItem({ line, product }: LineRow): CartItem {
  return {
    _id: line.id,
    account_id: line.accountId,
    quantity: line.quantity,
    product_id: { _id: product.id, name: product.name, price: product.price, image: product.image, quantity: product.quantity },
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

async function loadLine(db: Db, lineId: string): Promise<CartItem> {
  const [row] = await db.select(lineColumns).from(cartItems).innerJoin(products, eq(products.id, cartItems.productId)).where(eq(cartItems.id, lineId));
  if (!row) throw notFound(messages.cart.itemNotFound);
  return toCartItem(row);
}

export async function getCart(db: Db, user: AuthUser | null, accountId: string): Promise<CartItem[]> {
  assertSelfOrStaff(user, accountId);
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.accountId, accountId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map(toCartItem);
}

/** Adds to the signed-in account's cart, merging with the line already there; never beyond stock. */
export async function addToCart(
  db: Db,
  currentUser: AuthUser | null,
  body: ParsedBodyOf<typeof addToCartEndpoint>,
): Promise<CartItem> {
  const user = signedIn(currentUser);
  // A cart is personal: staff do not fill other people's carts either.
  if (body.account_id !== undefined && body.account_id !== user.id) throw forbidden(messages.common.forbidden);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, body.product_id))
      .for('key share');
    if (!product) throw notFound(messages.products.notFound);
    // What the cart holds already counts against the stock, and the refusal says how much is left to add.
    const [existing] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.accountId, user.id), eq(cartItems.productId, product.id)));
    const inCart = existing?.quantity ?? 0;
    if (inCart + body.quantity > product.quantity) throw conflict(addLimitMessage(product.quantity, inCart));
    // One statement inserts or merges, so two quick clicks cannot create two lines.
    const [line] = await tx
      .insert(cartItems)
      .values({ accountId: user.id, productId: product.id, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cartItems.accountId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      })
      .returning();
    if (!line) throw notFound(messages.cart.itemNotFound);
    // A concurrent add merged into the same line meanwhile: the sum is checked again.
    if (line.quantity > product.quantity) throw conflict(addLimitMessage(product.quantity, line.quantity - body.quantity));
    return loadLine(tx, line.id);
  });
}

async function ownLineForUpdate(tx: Db, user: AuthUser, lineId: string) {
  const [line] = await tx.select().from(cartItems).where(eq(cartItems.id, lineId)).for('update');
  if (!line) throw notFound(messages.cart.itemNotFound);
  if (line.accountId !== user.id) throw forbidden(messages.common.forbidden);
  return line;
}

export async function updateCartItem(db: Db, currentUser: AuthUser | null, lineId: string, quantity: number): Promise<CartItem> {
  const user = signedIn(currentUser);
  return db.transaction(async (tx) => {
    const line = await ownLineForUpdate(tx, user, lineId);
    const [product] = await tx.select({ quantity: products.quantity }).from(products).where(eq(products.id, line.productId));
    if (!product) throw notFound(messages.products.notFound);
    if (quantity > product.quantity) throw conflict(stockLimitMessage(product.quantity));
    await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(and(eq(cartItems.id, line.id), eq(cartItems.accountId, user.id)));
    return loadLine(tx, line.id);
  });
}

export async function removeCartItem(db: Db, currentUser: AuthUser | null, lineId: string) {
  const user = signedIn(currentUser);
  await db.transaction(async (tx) => {
    const line = await ownLineForUpdate(tx, user, lineId);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
  return { message: messages.cart.removeSuccess };
}
