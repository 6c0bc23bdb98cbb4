import { breadcrumbTrail } from '../../contract/breadcrumbs';
import { objectIdSchema } from '../../contract/common';
import { CITY_BRANCHES, EMAILS, GARAGE, HOTLINE, OPENING_HOURS, SOCIAL_LINKS, type GarageBranch } from '../../contract/garage';
import type { News } from '../../contract/news';
import { NOT_FOUND_HEAD, PAGE_HEADS, newsHead, serviceHead, type PageHead } from '../../contract/page-heads';
import type { Product } from '../../contract/products';
import {
  ENGLISH_ALIASES,
  matchPath,
  NEWS_DETAIL_PATTERNS,
  newsDetailPath,
  PRIVATE_PAGE_PATTERNS,
  PUBLIC_PAGE_PATHS,
  SERVICE_DETAIL_PATTERNS,
  serviceDetailPath,
} from '../../contract/site-map';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { getNews } from './news';
import { getProduct } from './products';

/** The picture a link preview shows when the page has none of its own (public/images). */
export const BRAND_PICTURE = { path: '/images/og-brand.png', width: 1200, height: 630, alt: `${GARAGE.name}: ${GARAGE.slogan}` };

type JsonLd = Record<string, unknown>;

/** What the server knows about a page before the browser draws it: its status and its head. */
export interface PageAnswer {
  status: 200 | 404;
  /** Absent: the browser keeps the head index.html has (pages drawn for one person or for staff). */
  head?: PageHead;
  /** The Vietnamese address of a public page, for the canonical link and og:url. */
  canonicalPath?: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  picture: { url: string; width?: number; height?: number; alt: string };
  publishedAt?: string;
  modifiedAt?: string;
  /** Built with the site's absolute address, which only the request knows. */
  jsonLd: (origin: string) => JsonLd[];
}

export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
const brandPicture = { url: BRAND_PICTURE.path, width: BRAND_PICTURE.width, height: BRAND_PICTURE.height, alt: BRAND_PICTURE.alt };
/** A stored picture can be 2560 px wide; previews want about 1200. */
const previewPicture = (url: string) => (url.startsWith('/media/') ? `${url}?w=1280` : url);
const e164 = (display: string) => `+84 ${display.replace(/^0/, '')}`;
const businessId = (origin: string) => `${origin}/#gara`;

/** The garage's hours (contract/garage.ts); holidays are not listed, as schema.org would need their dates each year. */
function openingHours() {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: OPENING_HOURS.mondayToSaturday.opens, closes: OPENING_HOURS.mondayToSaturday.closes },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Sunday',
      opens: OPENING_HOURS.sundaysAndHolidays.opens,
      closes: OPENING_HOURS.sundaysAndHolidays.closes,
    },
  ];
}

function postalAddress(branch: GarageBranch) {
  return { '@type': 'PostalAddress', streetAddress: branch.address, addressLocality: branch.region, addressCountry: 'VN' };
}

/** The garage and both city branches, with their phones, hours and addresses. */
export function businessJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': businessId(origin),
    name: GARAGE.name,
    legalName: GARAGE.legalName,
    description: GARAGE.description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}${BRAND_PICTURE.path}`,
    telephone: e164(HOTLINE.display),
    email: EMAILS[0],
    taxID: GARAGE.taxCode.replace(/\s/g, ''),
    priceRange: '₫₫',
    currenciesAccepted: 'VND',
    address: postalAddress(CITY_BRANCHES[0]),
    openingHoursSpecification: openingHours(),
    sameAs: SOCIAL_LINKS.map((link) => link.href),
    department: CITY_BRANCHES.map((branch) => ({
      '@type': 'AutoRepair',
      name: `${GARAGE.name} – ${branch.name}`,
      telephone: e164(branch.phone),
      address: postalAddress(branch),
      openingHoursSpecification: openingHours(),
    })),
  };
}

/** The trail the page's breadcrumb shows, for search results. */
function breadcrumbJsonLd(origin: string, path: string, detailLabel?: string): JsonLd[] {
  const trail = breadcrumbTrail(path, detailLabel);
  if (trail.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: `${origin}${crumb.to ?? path}`,
      })),
    },
  ];
}

function serviceJsonLd(origin: string, product: Product): JsonLd {
  const url = `${origin}${serviceDetailPath(product._id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: product.name,
    description: serviceHead(product).description,
    url,
    ...(product.image ? { image: absolute(origin, product.image) } : {}),
    category: product.category_id.name,
    provider: { '@id': businessId(origin), '@type': 'AutoRepair', name: GARAGE.name },
    areaServed: { '@type': 'City', name: CITY_BRANCHES[0].region },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'VND',
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

function articleJsonLd(origin: string, item: News): JsonLd {
  const organisation = { '@type': 'Organization', name: GARAGE.name, logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png` } };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title.slice(0, 110),
    description: newsHead(item).description,
    image: [absolute(origin, item.image ?? BRAND_PICTURE.path)],
    datePublished: item.createdAt,
    dateModified: item.updatedAt,
    author: { ...organisation, url: `${origin}/` },
    publisher: organisation,
    mainEntityOfPage: `${origin}${newsDetailPath(item._id)}`,
  };
}

const BUSINESS_PAGES = new Set(['/', '/lien-he', '/oto-quan-12']);

const notFoundPage: PageAnswer = {
  status: 404,
  head: NOT_FOUND_HEAD,
  noindex: true,
  ogType: 'website',
  picture: brandPicture,
  jsonLd: () => [],
};

/**
 * The item an item page's address names: undefined when the address is not such a page, null
 * when the id is malformed or nothing has it. Anything but "not there" is a real failure.
 */
async function findItem<T>(patterns: readonly string[], path: string, load: (id: string) => Promise<T>): Promise<T | null | undefined> {
  const id = patterns.map((pattern) => matchPath(pattern, path)?.id).find(Boolean);
  if (id === undefined) return undefined;
  if (!objectIdSchema.safeParse(id).success) return null;
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The page an address stands for, by the same rules as the app's router (contract/site-map.ts),
 * with services and news items looked up by the services the API uses: unknown addresses and
 * missing items are 404s.
 */
export async function describePage(db: Db, rawPath: string): Promise<PageAnswer> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const canonicalPath = ENGLISH_ALIASES[path] ?? path;

  if (PUBLIC_PAGE_PATHS.includes(canonicalPath)) {
    return {
      status: 200,
      head: PAGE_HEADS[canonicalPath]!,
      canonicalPath,
      noindex: false,
      ogType: 'website',
      picture: brandPicture,
      jsonLd: (origin) => [...(BUSINESS_PAGES.has(canonicalPath) ? [businessJsonLd(origin)] : []), ...breadcrumbJsonLd(origin, canonicalPath)],
    };
  }

  const product = await findItem(SERVICE_DETAIL_PATTERNS, path, (id) => getProduct(db, id));
  if (product !== undefined) {
    if (!product) return notFoundPage;
    const itemPath = serviceDetailPath(product._id);
    return {
      status: 200,
      head: serviceHead(product),
      canonicalPath: itemPath,
      noindex: false,
      ogType: 'website',
      picture: product.image ? { url: previewPicture(product.image), alt: product.name } : brandPicture,
      modifiedAt: product.updatedAt,
      jsonLd: (origin) => [serviceJsonLd(origin, product), ...breadcrumbJsonLd(origin, itemPath, product.name)],
    };
  }

  const item = await findItem(NEWS_DETAIL_PATTERNS, path, (id) => getNews(db, id));
  if (item !== undefined) {
    if (!item) return notFoundPage;
    const itemPath = newsDetailPath(item._id);
    return {
      status: 200,
      head: newsHead(item),
      canonicalPath: itemPath,
      noindex: false,
      ogType: 'article',
      picture: item.image ? { url: previewPicture(item.image), alt: item.title } : brandPicture,
      publishedAt: item.createdAt,
      modifiedAt: item.updatedAt,
      jsonLd: (origin) => [articleJsonLd(origin, item), ...breadcrumbJsonLd(origin, itemPath, item.title)],
    };
  }

  if (PRIVATE_PAGE_PATTERNS.some((pattern) => matchPath(pattern, path))) {
    return { status: 200, noindex: true, ogType: 'website', picture: brandPicture, jsonLd: () => [] };
  }
  return notFoundPage;
}
