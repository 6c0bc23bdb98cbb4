import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners } from '../db/schema';
import { badRequest, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import type { PagingQuery } from '../../contract/paging';
import { prepareImageInput, storeImageInput } from '../plugins/media';
import type { Banner, CreateBannerInput, UpdateBannerInput } from '../../contract/banners';
import { messages } from '../../contract/messages';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): Banner {
  return {
    _id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    buttonLabel: row.buttonLabel,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

export async function createBanner(db: Db, body: CreateBannerInput): Promise<Banner> {
  // Decoded before the transaction: on the embedded database it holds the only connection.
  const picture = await prepareImageInput(body.image);
  return db.transaction(async (tx) => {
    const url = await storeImageInput(tx, picture);
    if (!url) throw badRequest(messages.banners.imageRequired);
    const [row] = await tx
      .insert(banners)
      .values({ image: url, title: body.title ?? null, description: body.description ?? null, buttonLabel: body.buttonLabel ?? null, link: body.link ?? null })
      .returning();
    return toBanner(row!);
  });
}

/**
 * The picture: null, absent or '' keep the current one. The texts: absent keeps them (the
 * deployed client sends only `image`), null clears them.
 */
export async function updateBanner(db: Db, id: string, body: UpdateBannerInput): Promise<Banner> {
  const picture = await prepareImageInput(body.image);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!existing) throw notFound(messages.banners.notFound);
    const url = await storeImageInput(tx, picture);
    const [row] = await tx
      .update(banners)
      .set({
        image: url ?? existing.image,
        title: body.title === undefined ? existing.title : body.title,
        description: body.description === undefined ? existing.description : body.description,
        buttonLabel: body.buttonLabel === undefined ? existing.buttonLabel : body.buttonLabel,
        link: body.link === undefined ? existing.link : body.link,
      })
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
