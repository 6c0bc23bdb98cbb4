import { desc } from 'drizzle-orm';
import { newsDetailPath, PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS, serviceDetailPath } from '../../contract/site-map';
import type { Db } from '../db/client';
import { news, products } from '../db/schema';
import { escapeXml } from '../lib/escape-xml';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every public page, then every service and news item with the day it last changed. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const [services, articles] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(desc(products.updatedAt)),
    db.select({ id: news.id, updatedAt: news.updatedAt }).from(news).orderBy(desc(news.updatedAt)),
  ]);
  const entries = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...services.map((row) => ({ path: serviceDetailPath(row.id), lastmod: day(row.updatedAt) })),
    ...articles.map((row) => ({ path: newsDetailPath(row.id), lastmod: day(row.updatedAt) })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
