import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { accounts, comments, products } from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import type { AuthUser } from '../plugins/auth';
import type { Comment, createCommentBodySchema } from '../../contract/comments';
import { messages } from '../../contract/messages';

type CreateInput = z.output<typeof createCommentBodySchema>;

async function loadComments(db: Db, where: SQL): Promise<Comment[]> {
  const rows = await db
    .select({
      id: comments.id,
      comment: comments.comment,
      productId: comments.productId,
      accountId: accounts.id,
      fullName: accounts.fullName,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
    })
    .from(comments)
    .innerJoin(accounts, eq(accounts.id, comments.accountId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return rows.map((row) => ({
    _id: row.id,
    comment: row.comment,
    productId: row.productId,
    account: { _id: row.accountId, fullName: row.fullName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function assertProductExists(db: Db, productId: string) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(messages.products.notFound);
}

export async function listProductComments(db: Db, productId: string): Promise<Comment[]> {
  await assertProductExists(db, productId);
  return loadComments(db, eq(comments.productId, productId));
}

/**
 * The author is the signed-in account, whatever `accountId` the body claims. `admit` counts
 * the comment against the account's limit (it throws 429 when over): only once the service
 * is known to exist, so a mistyped link costs nothing.
 */
export function createComment(db: Db, user: AuthUser, input: CreateInput, admit: () => Promise<void> = async () => {}): Promise<Comment> {
  return db.transaction(async (tx) => {
    await assertProductExists(tx, input.productId);
    await admit();
    const [row] = await tx.insert(comments).values({ productId: input.productId, accountId: user.id, comment: input.comment }).returning({ id: comments.id });
    const [created] = await loadComments(tx, eq(comments.id, row!.id));
    return created!;
  });
}

/** Staff remove any comment; a customer only their own. */
export async function deleteComment(db: Db, user: AuthUser, id: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ accountId: comments.accountId }).from(comments).where(eq(comments.id, id)).for('update');
    if (!row) throw notFound(messages.comments.notFound);
    if (row.accountId !== user.id && !user.isStaff) throw forbidden(messages.common.forbidden);
    await tx.delete(comments).where(eq(comments.id, id));
  });
  return { message: messages.comments.deleteSuccess };
}
