import { SERVICE_GROUPS } from './garage';

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
];

/** Pages that belong to one signed-in person or to staff: nothing for a crawler there. */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/account/',
  '/cart/',
  '/order/',
  '/manager',
  '/admin-chat',
  '/booking',
  '/login',
  '/register',
  '/api/',
];

export const serviceDetailPath = (id: string) => `/san-pham/${id}`;
export const newsDetailPath = (id: string) => `/tin-tuc/${id}`;
