import { SERVICE_GROUPS } from './garage';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page being shown is not a link. */
  to?: string;
}

export const HOME_LABEL = 'Trang chủ';

/** Labels of path segments: the spec's list (section 2) first, then the other public slugs. */
const SEGMENT_LABELS: Record<string, string> = {
  // Spec section 2, as listed.
  'dich-vu': 'Dịch vụ',
  'san-pham': 'Dịch vụ',
  accounts: 'Tài khoản',
  account: 'Tài khoản',
  profile: 'Thông tin cá nhân',
  update: 'Cập nhật thông tin',
  likeProducts: 'Dịch vụ yêu thích',
  changePass: 'Đổi mật khẩu',
  booking: 'Đặt lịch',
  category: 'Danh mục',
  'oto-quan-12': 'Giới thiệu',
  'lien-he': 'Liên hệ',
  'category-staff': 'Chức vụ',
  'tin-tuc': 'Tin tức',
  'nhan-su': 'Nhân sự',
  'danh-sach-tin-tuc': 'Danh sách tin tức',
  manager: 'Quản lý',
  banner: 'Banner',
  'booking-board': 'Lịch trong ngày',
  branches: 'Chi nhánh',
  // English aliases read like their Vietnamese slugs.
  products: 'Dịch vụ',
  services: 'Dịch vụ',
  news: 'Tin tức',
  'news-list': 'Danh sách tin tức',
  about: 'Giới thiệu',
  contact: 'Liên hệ',
  // Other public pages.
  'san-pham-noi-bat': 'Dịch vụ nổi bật',
  'dich-vu-sua-chua': 'Dịch vụ sửa chữa',
  'dich-vu-bao-duong-dinh-ky': 'Bảo dưỡng định kỳ',
  'dich-vu-sua-chua-dong-co': 'Sửa chữa động cơ',
  'dich-vu-dong-son-xe': 'Đồng sơn xe',
  'dich-vu-phu-tung-chinh-hang': 'Phụ tùng chính hãng',
  'dich-vu-cham-soc-xe': 'Chăm sóc xe',
  'quy-trinh': 'Quy trình làm việc',
  'doi-tac': 'Đối tác',
  'tra-cuu-lich-hen': 'Tra cứu lịch hẹn',
  'theo-doi-sua-chua': 'Theo dõi sửa chữa',
  // Account, shop and management pages.
  historyOrder: 'Lịch sử đơn hàng',
  bookings: 'Lịch hẹn của tôi',
  vehicles: 'Xe của tôi',
  repairs: 'Xưởng sửa chữa',
  reports: 'Báo cáo kinh doanh',
  'inspection-templates': 'Mẫu kiểm tra xe',
  parts: 'Phụ tùng',
  'purchase-orders': 'Nhập hàng',
  suppliers: 'Nhà cung cấp',
  stock: 'Chuyển kho & kiểm kê',
  cashbook: 'Sổ quỹ',
  receivables: 'Công nợ',
  transfers: 'Chuyển khoản',
  privacy: 'Quyền riêng tư',
  audit: 'Nhật ký thay đổi',
  'service-packages': 'Gói dịch vụ',
  'chinh-sach-bao-mat': 'Chính sách bảo mật',
  'quyen-rieng-tu': 'Quyền riêng tư',
  invoice: 'Hóa đơn',
  cart: 'Giỏ hàng',
  cartDetail: 'Chi tiết giỏ hàng',
  order: 'Đơn hàng',
  checkout: 'Thanh toán',
  orderDetail: 'Chi tiết đơn hàng',
  staff: 'Nhân sự',
  'admin-chat': 'Tin nhắn',
  xuong: 'Xưởng',
  // The sign-in pages' addresses are English words; their crumbs are not.
  login: 'Đăng nhập',
  register: 'Đăng ký',
  ...Object.fromEntries(SERVICE_GROUPS.flatMap((group) => group.subServices.map((sub) => [sub.slug, sub.name]))),
};

/** List pages whose next segment is an item id, and the label of that item's crumb. */
const DETAIL_PARENTS: Record<string, string> = {
  'san-pham': 'Chi tiết dịch vụ',
  products: 'Chi tiết dịch vụ',
  'tin-tuc': 'Chi tiết tin tức',
  news: 'Chi tiết tin tức',
  orderDetail: 'Chi tiết đơn hàng',
  repairs: 'Phiếu sửa chữa',
  receivables: 'Bảng kê công nợ',
};

/** Path prefixes that only group pages and have no page of their own: their crumb is not a link. */
const GROUP_ONLY = new Set(['/account', '/cart', '/order', '/order/orderDetail']);

/** Prefixes whose crumb leads to the Vietnamese page of the same list: `/services/*` sits under Dịch vụ (/dich-vu). */
const CRUMB_TARGETS: Record<string, string> = { '/services': '/dich-vu' };

const REPAIR_HUB: Crumb = { label: SEGMENT_LABELS['dich-vu-sua-chua']!, to: '/dich-vu-sua-chua' };

/**
 * Pages filed under a page that is not in their address: the five repair articles live at the
 * top level but belong to the repair-services hub (spec section 2: their breadcrumb links to /dich-vu-sua-chua).
 */
const PARENTS: Record<string, Crumb> = {
  '/dich-vu-bao-duong-dinh-ky': REPAIR_HUB,
  '/dich-vu-sua-chua-dong-co': REPAIR_HUB,
  '/dich-vu-dong-son-xe': REPAIR_HUB,
  '/dich-vu-phu-tung-chinh-hang': REPAIR_HUB,
  '/dich-vu-cham-soc-xe': REPAIR_HUB,
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A slug the table does not know still reads as words: 'bao-hanh' becomes 'Bao hanh'. */
function humanize(segment: string): string {
  const words = decodeSegment(segment).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : segment;
}

export function segmentLabel(segment: string): string {
  return SEGMENT_LABELS[segment] ?? humanize(segment);
}

/**
 * The breadcrumb trail of a path: Home, then one crumb per segment. Under a list with
 * item pages (`/san-pham/{id}`, `/tin-tuc/{id}`) the trail is Home > list > detail label,
 * where `detailLabel` (the item's name once loaded) replaces the generic label.
 * The home page has no trail: the result is empty.
 */
export function breadcrumbTrail(pathname: string, detailLabel?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: HOME_LABEL, to: '/' }];
  const parent = PARENTS[`/${segments.join('/')}`];
  if (parent) crumbs.push(parent);
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const previous = index > 0 ? segments[index - 1] : undefined;
    const isDetail = previous !== undefined && previous in DETAIL_PARENTS && !(segment in SEGMENT_LABELS);
    const label = isDetail ? (detailLabel?.trim() || DETAIL_PARENTS[previous]!) : segmentLabel(segment);
    const crumb = GROUP_ONLY.has(path) ? { label } : { label, to: CRUMB_TARGETS[path] ?? path };
    // An item named like its group (/order/orderDetail/{id}: 'Chi tiết đơn hàng' twice) says it once.
    if (crumbs[crumbs.length - 1]!.label === label) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  });
  const last = crumbs[crumbs.length - 1]!;
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}

/** Home, then a page that names itself whatever its address says (the 404 page). */
export function standaloneTrail(label: string): Crumb[] {
  return [{ label: HOME_LABEL, to: '/' }, { label }];
}
