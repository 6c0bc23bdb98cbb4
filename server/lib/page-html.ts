import { GARAGE } from '../../contract/garage';
import { PAGE_HEAD_ATTRIBUTE } from '../../contract/page-heads';
import { SERVER_DATA_ELEMENT_ID, type ServerData } from '../../contract/page-data';
import { absolute, type PageAnswer } from '../services/page-head';
import { escapeXml } from './escape-xml';

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The empty element of index.html the browser app renders into, and the server renders a public page into. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** The answers a server-rendered page was drawn with, for swr in the browser (app/server-data.ts). JSON, not script: the CSP allows no inline script. */
export const serverDataScript = (data: ServerData) => `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;

/**
 * index.html with the page's own head: title, description, canonical link, Open Graph and
 * Twitter tags, and its JSON-LD, so crawlers and link previews read the page without running it.
 *
 * A page the server drew (`hydration`, always as islands) arrives drawn: its JavaScript only
 * makes its islands interactive. Instead of the app's entry, it loads app/hydrate-after-paint.ts,
 * which fetches the island loader (`entry`) once the page has painted, so on a slow phone
 * connection it does not share the bandwidth with the stylesheet, the fonts and the main picture.
 */
export function renderPageHtml(
  template: string,
  page: PageAnswer,
  origin: string,
  hydration?: { loader: string; entry: string },
): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeXml(content)}" ${PAGE_HEAD_ATTRIBUTE} />`);
  if (page.noindex) meta('name', 'robots', 'noindex');
  if (page.head) {
    const url = page.canonicalPath ? `${origin}${page.canonicalPath}` : undefined;
    if (url) tags.push(`<link rel="canonical" href="${escapeXml(url)}" ${PAGE_HEAD_ATTRIBUTE} />`);
    const picture = absolute(origin, page.picture.url);
    meta('property', 'og:site_name', GARAGE.name);
    meta('property', 'og:locale', 'vi_VN');
    meta('property', 'og:type', page.ogType);
    meta('property', 'og:title', page.head.title);
    meta('property', 'og:description', page.head.description);
    if (url) meta('property', 'og:url', url);
    meta('property', 'og:image', picture);
    if (page.picture.width && page.picture.height) {
      meta('property', 'og:image:width', String(page.picture.width));
      meta('property', 'og:image:height', String(page.picture.height));
    }
    meta('property', 'og:image:alt', page.picture.alt);
    if (page.publishedAt) meta('property', 'article:published_time', page.publishedAt);
    if (page.modifiedAt) meta('property', `${page.ogType === 'article' ? 'article:modified_time' : 'og:updated_time'}`, page.modifiedAt);
    meta('name', 'twitter:card', 'summary_large_image');
    meta('name', 'twitter:title', page.head.title);
    meta('name', 'twitter:description', page.head.description);
    meta('name', 'twitter:image', picture);
    meta('name', 'twitter:image:alt', page.picture.alt);
  }
  for (const data of page.jsonLd(origin)) tags.push(`<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${scriptJson(data)}</script>`);

  let html = template;
  if (hydration) {
    // Vite writes the app entry's own imports into index.html as modulepreload links: a page drawn
    // as islands loads none of the app.
    html = html
      .replace(/\n?\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(
        /<script type="module" crossorigin src="[^"]+"><\/script>/,
        () => `<script type="module" crossorigin src="/${escapeXml(hydration.loader)}" data-entry="${escapeXml(hydration.entry)}"></script>`,
      );
  }
  if (page.head) {
    const { title, description } = page.head;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeXml(description)}" />`);
  }
  return html.replace(/\n?\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
