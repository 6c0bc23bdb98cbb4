import { BOOKING_LOOKUP_PATH } from './booking-lookup-path';
import { SERVICE_GROUPS } from './garage';
import { MY_VEHICLES_PATH, REPAIR_TRACKING_PATH } from './repair-tracking-path';

/**
 * The public pages a search engine should find, by their Vietnamese (canonical) address; the
 * English aliases of the deployed client are left out. Services and news items are added
 * from the database by the server.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/san-pham',
  '/san-pham-noi-bat',
  '/tin-tuc',
  '/danh-sach-tin-tuc',
  '/dich-vu',
  '/dich-vu-sua-chua',
  '/dich-vu-bao-duong-dinh-ky',
  '/dich-vu-sua-chua-dong-co',
  '/dich-vu-dong-son-xe',
  '/dich-vu-phu-tung-chinh-hang',
  '/dich-vu-cham-soc-xe',
  ...SERVICE_GROUPS.flatMap((group) => group.subServices.map((item) => `/services/${item.slug}`)),
  '/oto-quan-12',
  '/quy-trinh',
  '/doi-tac',
  '/nhan-su',
  '/lien-he',
  BOOKING_LOOKUP_PATH,
  REPAIR_TRACKING_PATH,
  '/chinh-sach-bao-mat',
];

/** Pages that belong to one signed-in person or to staff: nothing for a crawler there. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/account/',
  '/cart/',
  '/order/',
  '/manager',
  '/admin-chat',
  '/xuong',
  '/workbench',
  '/booking',
  '/login',
  '/register',
  '/quyen-rieng-tu',
  '/api/',
];

export const serviceDetailPath = (id: string) => `/san-pham/${id}`;
export const newsDetailPath = (id: string) => `/tin-tuc/${id}`;

/** English addresses the deployed client links to, and the Vietnamese page each one is (its canonical address). */
export const ENGLISH_ALIASES: Readonly<Record<string, string>> = {
  '/products': '/san-pham',
  '/news': '/tin-tuc',
  '/news-list': '/danh-sach-tin-tuc',
  '/services': '/dich-vu',
  '/about': '/oto-quan-12',
  '/contact': '/lien-he',
};

/** Item pages whose item comes from the database: the server answers 404 when it is gone. */
export const SERVICE_DETAIL_PATTERNS = ['/san-pham/:id', '/products/:id'] as const;
export const NEWS_DETAIL_PATTERNS = ['/tin-tuc/:id', '/news/:id'] as const;
/** The sixteen written `/services/*` pages; any other slug is a 404. */
export const WRITTEN_SERVICE_PATTERN = '/services/:slug';

/** Pages drawn for one signed-in person or for staff (and the dialogs' addresses): the browser renders them. */
export const PRIVATE_PAGE_PATTERNS: readonly string[] = [
  '/booking',
  '/login',
  '/register',
  '/account/profile',
  '/account/update',
  '/account/changePass',
  '/account/likeProducts',
  '/account/historyOrder',
  '/account/bookings',
  MY_VEHICLES_PATH,
  '/account/privacy',
  '/quyen-rieng-tu',
  '/cart/cartDetail',
  '/order/checkout',
  '/order/orderDetail/:orderId',
  '/manager',
  '/manager/products',
  '/manager/parts',
  '/manager/news',
  '/manager/banner',
  '/manager/category',
  '/manager/staff',
  '/manager/category-staff',
  '/manager/accounts',
  '/manager/order',
  '/manager/booking',
  '/manager/booking-board',
  '/manager/branches',
  '/manager/repairs',
  '/manager/repairs/:repairId',
  '/manager/reports',
  '/manager/inspection-templates',
  '/manager/repairs/:repairId/invoice',
  '/manager/purchase-orders',
  '/manager/suppliers',
  '/manager/stock',
  '/manager/cashbook',
  '/manager/receivables',
  '/manager/receivables/:creditAccountId',
  '/manager/transfers',
  '/manager/privacy',
  '/manager/audit',
  '/manager/service-packages',
  '/admin-chat',
  '/xuong',
];

/** Every address pattern the app's router has a page for (app/routes.tsx; a test keeps the two equal). */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS.filter((path) => !path.startsWith('/services/')),
  ...Object.keys(ENGLISH_ALIASES),
  ...SERVICE_DETAIL_PATTERNS,
  ...NEWS_DETAIL_PATTERNS,
  WRITTEN_SERVICE_PATTERN,
  ...PRIVATE_PAGE_PATTERNS,
];

/** The values of a pattern's `:name` segments when the path matches it, else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = actual;
    else if (segment !== actual) return null;
  }
  return params;
}
