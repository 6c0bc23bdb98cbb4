import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { news } from '../db/schema';
import { notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { foldedContainsAll } from '../lib/search-text';
import { prepareImageInput, storeImageInput } from '../plugins/media';
import type { createNewsBodySchema, News, NewsListQuery, updateNewsBodySchema } from '../../contract/news';
import { messages } from '../../contract/messages';

type NewsRow = typeof news.$inferSelect;

function toNews(row: NewsRow): News {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    image: row.image,
    promotion: row.promotion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every word of `q` in the title or the content, case and diacritics ignored; `promotion` keeps only promotions (true) or only the rest (false). */
export async function listNews(db: Db, query?: NewsListQuery): Promise<ListPage<News>> {
  const where = and(
    foldedContainsAll(sql`${news.title} || ' ' || ${news.content}`, query?.q),
    query?.promotion === undefined ? undefined : eq(news.promotion, query.promotion),
  );
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select().from(news).where(where).orderBy(desc(news.createdAt), desc(news.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(toNews);
    },
    async () => Number((await db.select({ n: count() }).from(news).where(where))[0]?.n ?? 0),
  );
}

export async function getNews(db: Db, id: string): Promise<News> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound(messages.news.notFound);
  return toNews(row);
}

export async function createNews(db: Db, input: z.output<typeof createNewsBodySchema>): Promise<News> {
  // Decoded before the transaction: on the embedded database it holds the only connection.
  const picture = await prepareImageInput(input.image);
  return db.transaction(async (tx) => {
    const image = await storeImageInput(tx, picture);
    const [row] = await tx.insert(news).values({ title: input.title, content: input.content, image, promotion: input.promotion ?? false }).returning();
    return toNews(row!);
  });
}

/** The edit form sends `image: null` when no new picture is picked: keep the stored one. The deployed client sends no `promotion`: keep that too. */
export async function updateNews(db: Db, id: string, input: z.output<typeof updateNewsBodySchema>): Promise<News> {
  const picture = input.image !== null && input.image !== undefined ? await prepareImageInput(input.image) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: news.id }).from(news).where(eq(news.id, id)).for('update');
    if (!existing) throw notFound(messages.news.notFound);
    const changes: Partial<typeof news.$inferInsert> = { title: input.title, content: input.content };
    if (input.promotion !== undefined) changes.promotion = input.promotion;
    if (picture !== undefined) changes.image = await storeImageInput(tx, picture);
    const [row] = await tx.update(news).set(changes).where(eq(news.id, id)).returning();
    return toNews(row!);
  });
}

export async function deleteNews(db: Db, id: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
    if (!row) throw notFound(messages.news.notFound);
  });
  return { message: messages.news.deleteSuccess };
}
