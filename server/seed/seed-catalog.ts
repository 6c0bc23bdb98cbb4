import type { Db } from '../db/client';
import { banners, categories, comments, news, productSpecifications, products, staff, staffPositions } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { foldSearchText, productSearchDocument } from '../lib/search-text';
import { storeDataUrlImage } from '../plugins/media';
import { seedBanners, seedCategories as catalog, seedComments, seedNews, seedStaff, seedStaffPositions } from './data';
import { renderAvatar, renderBannerImage, renderDetailImage, renderNewsImage, renderServiceImage } from './images';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

export interface SeededProduct {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

export interface SeededCatalog {
  categoryIds: string[];
  /** Every service, in the order of data.ts. */
  products: SeededProduct[];
}

const DETAIL_CAPTIONS = ['Quy trình chuẩn hãng, kiểm tra từng bước', 'Phụ tùng chính hãng, bảo hành rõ ràng'];
const AVATAR_COLORS: [string, string][] = [
  ['#0b3d63', '#1f7fb8'],
  ['#3a1c0b', '#b4541f'],
  ['#06334a', '#0aa3a3'],
  ['#2c1446', '#8e44ad'],
];

/** Every picture of the demo, drawn at once so sharp's worker threads share the work. */
async function renderAll() {
  const services = catalog.flatMap((category) =>
    category.services.map((service) => renderServiceImage({ title: service.name, category: category.name, icon: category.icon, colors: category.colors })),
  );
  const details = catalog.map((category) =>
    Promise.all(DETAIL_CAPTIONS.map((caption, i) => renderDetailImage({ caption, category: category.name, icon: category.icon, colors: category.colors, flip: i === 1 }))),
  );
  const articles = seedNews.map((article) => renderNewsImage(article));
  const bannerImages = seedBanners.map((banner) => renderBannerImage(banner));
  const avatars = seedStaff.map((member, i) => renderAvatar({ name: member.name, colors: AVATAR_COLORS[i % AVATAR_COLORS.length]! }));
  return {
    services: await Promise.all(services),
    details: await Promise.all(details),
    articles: await Promise.all(articles),
    banners: await Promise.all(bannerImages),
    avatars: await Promise.all(avatars),
  };
}

/**
 * Categories, services with specifications and pictures, a few customer comments, news,
 * banners, staff positions and staff. Runs inside the seed transaction after the accounts
 * step (comments need the demo customers). Dates are spread over the last months so
 * "newest first" lists look natural.
 */
export async function seedCatalog(tx: Db, accounts: { customerIds: string[] }, now = new Date()): Promise<SeededCatalog> {
  const pictures = await renderAll();
  const store = (dataUrl: string) => storeDataUrlImage(tx, dataUrl);
  const at = (offset: number) => new Date(now.getTime() - offset);

  // Categories, oldest first in the order of data.ts.
  const categoryRows = catalog.map((category, i) => {
    const createdAt = at(150 * DAY - i * HOUR);
    return { id: newObjectId(createdAt), name: category.name, createdAt, updatedAt: createdAt };
  });
  await tx.insert(categories).values(categoryRows);

  // Services: creation dates interleave categories so the newest-first list mixes them.
  const flat = catalog.flatMap((category, c) => category.services.map((service) => ({ service, c })));
  const productRows: (typeof products.$inferInsert & { id: string; createdAt: Date })[] = [];
  const specificationRows: (typeof productSpecifications.$inferInsert)[] = [];
  let index = 0;
  for (const { service, c } of flat) {
    const slot = (index * 7) % flat.length;
    const createdAt = at((flat.length - slot) * 2 * DAY + (index % 5) * HOUR);
    const id = newObjectId(createdAt);
    const [detailA, detailB] = pictures.details[c]!;
    productRows.push({
      id,
      name: service.name,
      searchText: foldSearchText(service.name),
      searchDocument: productSearchDocument(service.name, catalog[c]!.name, service.description),
      description: service.description,
      price: service.price,
      quantity: service.quantity,
      serviceIntervalKm: service.interval?.km ?? null,
      serviceIntervalMonths: service.interval?.months ?? null,
      categoryId: categoryRows[c]!.id,
      image: await store(pictures.services[index]!),
      subImages: [await store(detailA!), await store(detailB!)],
      isFeatured: service.featured ?? false,
      createdAt,
      updatedAt: createdAt,
    });
    specificationRows.push(...service.specifications.map((spec, position) => ({ productId: id, label: spec.label, value: spec.value, position })));
    index += 1;
  }
  await tx.insert(products).values(productRows);
  await tx.insert(productSpecifications).values(specificationRows);

  // Comments by the demo customers, a few days after each service appeared.
  const commentRows = seedComments.flatMap((entry, i) => {
    const product = productRows.find((p) => p.name === entry.service);
    const accountId = accounts.customerIds[entry.customer % Math.max(accounts.customerIds.length, 1)];
    if (!product || !accountId) return [];
    const createdAt = new Date(Math.min(product.createdAt.getTime() + (i + 1) * DAY, now.getTime() - (i + 1) * HOUR));
    return [{ id: newObjectId(createdAt), productId: product.id, accountId, comment: entry.comment, createdAt, updatedAt: createdAt }];
  });
  if (commentRows.length) await tx.insert(comments).values(commentRows);

  const newsRows = [];
  for (const [i, article] of seedNews.entries()) {
    const createdAt = at((seedNews.length - i) * 6 * DAY + 9 * HOUR);
    newsRows.push({
      id: newObjectId(createdAt),
      title: article.title,
      content: article.content,
      image: await store(pictures.articles[i]!),
      promotion: article.promotion ?? false,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(news).values(newsRows);

  const bannerRows = [];
  for (const [i, image] of pictures.banners.entries()) {
    const createdAt = at((seedBanners.length - i) * 10 * DAY);
    const { headline, tagline, buttonLabel, link } = seedBanners[i]!;
    bannerRows.push({ id: newObjectId(createdAt), image: await store(image), title: headline, description: tagline, buttonLabel, link, createdAt, updatedAt: createdAt });
  }
  await tx.insert(banners).values(bannerRows);

  const positionRows = seedStaffPositions.map((name, i) => {
    const createdAt = at(140 * DAY - i * HOUR);
    return { id: newObjectId(createdAt), name, createdAt, updatedAt: createdAt };
  });
  await tx.insert(staffPositions).values(positionRows);
  const positionId = new Map(positionRows.map((row) => [row.name, row.id]));

  const staffRows = [];
  for (const [i, member] of seedStaff.entries()) {
    const createdAt = at(130 * DAY - i * 3 * DAY);
    staffRows.push({
      id: newObjectId(createdAt),
      name: member.name,
      phone: member.phone,
      position: member.position,
      positionId: positionId.get(member.staffPosition)!,
      image: await store(pictures.avatars[i]!),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(staff).values(staffRows);

  return {
    categoryIds: categoryRows.map((row) => row.id),
    products: productRows.map((row) => ({ id: row.id, name: row.name, price: row.price, quantity: row.quantity })),
  };
}
