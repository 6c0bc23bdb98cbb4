import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners } from '../db/schema';
import { badRequest, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import type { PagingQuery } from '../../contract/paging';
import { resolveImageInput } from '../plugins/media';
import type { Banner } from '../../contract/banners';
import { messages } from '../../contract/messages';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): Banner {
  return { _id: row.id, image: row.image, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listBanners(db: Db, query?: PagingQuery): Promise<ListPage<Banner>> {
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select().from(banners).orderBy(desc(banners.createdAt), desc(banners.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(toBanner);
    },
    async () => Number((await db.select({ n: count() }).from(banners))[0]?.n ?? 0),
  );
}

export function createBanner(db: Db, image: string): Promise<Banner> {
  return db.transaction(async (tx) => {
    const url = await resolveImageInput(tx, image);
    if (!url) throw badRequest(messages.banners.imageRequired);
    const [row] = await tx.insert(banners).values({ image: url }).returning();
    return toBanner(row!);
  });
}

/** A banner is nothing but its picture: null, absent or '' keep the current one. */
export function updateBanner(db: Db, id: string, image: string | null | undefined): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!existing) throw notFound(messages.banners.notFound);
    const url = await resolveImageInput(tx, image);
    const [row] = await tx
      .update(banners)
      .set({ image: url ?? existing.image })
      .where(eq(banners.id, id))
      .returning();
    return toBanner(row!);
  });
}

export async function deleteBanner(db: Db, id: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    if (!row) throw notFound(messages.banners.notFound);
  });
  return { message: messages.banners.deleteSuccess };
}
