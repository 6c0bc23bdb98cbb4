/**
 * The garage's own facts: name, phones, e-mails, branches, opening hours, social links,
 * the featured-service families and the suppliers. The site (header, footer, home, contact),
 * the bot's answers on the server and the stories all read them from here, so a changed
 * phone number or address is one edit. Plain data: how each place prints it is its own affair.
 */

export interface GarageBranch {
  name: string;
  /** Street, ward and district; `region` completes the postal address. */
  address: string;
  /** Province or city, as the footer groups branches. */
  region: string;
  phone: string;
}

export interface GaragePhone {
  label: string;
  /** As printed, with spaces. */
  display: string;
}

export interface OpeningHours {
  /** Who the hours are for, as a visitor reads it ('Chủ nhật và ngày lễ'). */
  days: string;
  /** 24-hour HH:MM. */
  opens: string;
  closes: string;
}

export interface GarageSocialLink {
  network: 'facebook' | 'youtube' | 'tiktok';
  label: string;
  href: string;
}

export interface GarageSubService {
  /** The page's slug under /services/. */
  slug: string;
  name: string;
}

export interface GarageServiceGroup {
  id: 'repair' | 'maintenance' | 'servicing' | 'rescue';
  title: string;
  summary: string;
  subServices: GarageSubService[];
}

export interface GaragePartner {
  name: string;
  /** What the garage buys from them. */
  supplies: string;
  logo: string;
}

export const GARAGE = {
  name: 'Gara Ô Tô Sài Gòn',
  legalName: 'Công ty TNHH Dịch vụ Ô tô Sài Gòn',
  slogan: 'Sửa chữa – Bảo dưỡng – Cứu hộ ô tô 24/24',
  description:
    'Gara sửa chữa, bảo dưỡng, đồng sơn và cứu hộ ô tô với hai chi nhánh tại TP. Hồ Chí Minh và điểm dịch vụ tại Bà Rịa - Vũng Tàu, Bình Dương.',
  taxCode: '0316 842 975',
  taxIssuer: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp ngày 12/05/2021',
  website: 'garaotosaigon.vn',
} as const;

export const HOTLINE: GaragePhone = { label: 'Hotline cứu hộ 24/24', display: '0909 246 246' };

export const CONSULT_PHONE: GaragePhone = { label: 'Tư vấn dịch vụ', display: '0903 812 345' };
export const BOOKING_PHONE: GaragePhone = { label: 'Đặt lịch sửa chữa', display: '0918 276 543' };
export const CARE_PHONE: GaragePhone = { label: 'Chăm sóc khách hàng', display: '028 3715 6789' };
export const SUPPORT_PHONES: readonly GaragePhone[] = [CONSULT_PHONE, BOOKING_PHONE, CARE_PHONE];

export const EMAILS = ['lienhe@garaotosaigon.vn', 'cskh@garaotosaigon.vn'] as const;

/** The city branches an appointment can be made at, as bookings store them. */
export const BRANCH_IDS = ['quan-12', 'thu-duc'] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

/** A city branch also has a drawn map of its area (contact page), and takes appointments. */
export interface CityBranch extends GarageBranch {
  id: BranchId;
  /** The district alone, where space is short (the chat's booking form). */
  shortName: string;
  mapPicture: string;
}

const CITY = 'TP. Hồ Chí Minh';

/** The two branches in the city (the home page's and the contact page's addresses). */
export const CITY_BRANCHES: readonly [CityBranch, CityBranch] = [
  {
    id: 'quan-12',
    name: 'Chi nhánh Quận 12',
    shortName: 'Quận 12',
    address: '268 Tô Ký, phường Tân Chánh Hiệp, Quận 12',
    region: CITY,
    phone: CONSULT_PHONE.display,
    mapPicture: '/images/maps/branch-1.svg',
  },
  {
    id: 'thu-duc',
    name: 'Chi nhánh Thủ Đức',
    shortName: 'Thủ Đức',
    address: '115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức',
    region: CITY,
    phone: BOOKING_PHONE.display,
    mapPicture: '/images/maps/branch-2.svg',
  },
];

/** Where a booking made without a branch goes (the deployed client sends none; docs/spec-deviations.md). */
export const DEFAULT_BRANCH: BranchId = 'quan-12';

/** The branch of an id, or undefined for anything else. */
export function branchOf(id: string | null | undefined): CityBranch | undefined {
  return CITY_BRANCHES.find((branch) => branch.id === id);
}

/** Every branch: the two in the city, one in Ba Ria - Vung Tau, one by Binh Duong (spec section 2, footer). */
export const BRANCHES: readonly [GarageBranch, ...GarageBranch[]] = [
  ...CITY_BRANCHES,
  { name: 'Điểm dịch vụ Vũng Tàu', address: '42 Nguyễn An Ninh, phường 7, TP. Vũng Tàu', region: 'Bà Rịa - Vũng Tàu', phone: '0254 3852 468' },
  { name: 'Điểm dịch vụ Bình Dương - Củ Chi', address: '1290 Quốc lộ 22, xã Tân Thông Hội, huyện Củ Chi', region: 'Bình Dương - Củ Chi', phone: '0937 605 118' },
];

/**
 * The garage's one set of hours: the home page, the contact page, the bot, the booking slots
 * (contract/opening-hours.ts) and the search engines' JSON-LD all read it. Spec section 9 gives
 * two readings (every day 07:30-17:00 with shorter Sundays and holidays, and Monday to Saturday
 * 07:30-17:00); this is both at once, without the 'every day' that the Sunday row contradicts
 * (docs/spec-deviations.md).
 */
export const OPENING_HOURS = {
  mondayToSaturday: { days: 'Thứ Hai – Thứ Bảy', opens: '07:30', closes: '17:00' },
  sundaysAndHolidays: { days: 'Chủ nhật và ngày lễ', opens: '09:00', closes: '16:00' },
} as const satisfies Record<string, OpeningHours>;

/** The hours as printed, week first. */
export const WEEK_HOURS: readonly OpeningHours[] = [OPENING_HOURS.mondayToSaturday, OPENING_HOURS.sundaysAndHolidays];

/**
 * Public holidays on fixed days of the solar calendar (MM-DD): New Year, Reunification Day,
 * Labour Day, National Day. The lunar ones (Tết, the Hùng Kings) move every year and are not
 * known to the site: staff cancel those days' bookings by hand (docs/spec-deviations.md).
 */
export const FIXED_HOLIDAYS: readonly string[] = ['01-01', '04-30', '05-01', '09-02'];

export const SOCIAL_LINKS: readonly GarageSocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/garaotosaigon' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@garaotosaigon' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@garaotosaigon' },
];

/** The four featured-service families of the home page and their sixteen `/services/*` pages. */
export const SERVICE_GROUPS: readonly GarageServiceGroup[] = [
  {
    id: 'repair',
    title: 'Sửa chữa chung',
    summary: 'Chẩn đoán bằng máy, sửa đúng bệnh, báo giá trước khi làm.',
    subServices: [
      { slug: 'engine-repair', name: 'Sửa chữa động cơ' },
      { slug: 'transmission', name: 'Hộp số và truyền động' },
      { slug: 'brake-system', name: 'Hệ thống phanh' },
      { slug: 'electrical', name: 'Hệ thống điện' },
    ],
  },
  {
    id: 'maintenance',
    title: 'Bảo trì',
    summary: 'Kiểm tra định kỳ giữ xe bền bỉ, phát hiện hư hỏng sớm.',
    subServices: [
      { slug: 'periodic-check', name: 'Kiểm tra định kỳ' },
      { slug: 'engine-maintenance', name: 'Bảo trì động cơ' },
      { slug: 'system-maintenance', name: 'Bảo trì hệ thống' },
      { slug: 'technical-cleaning', name: 'Vệ sinh kỹ thuật' },
    ],
  },
  {
    id: 'servicing',
    title: 'Bảo dưỡng',
    summary: 'Thay dầu, lọc, má phanh theo đúng khuyến cáo của hãng.',
    subServices: [
      { slug: 'oil-change', name: 'Thay dầu nhớt' },
      { slug: 'brake-maintenance', name: 'Bảo dưỡng phanh' },
      { slug: 'ac-service', name: 'Bảo dưỡng điều hòa' },
      { slug: 'general-inspection', name: 'Kiểm tra tổng quát' },
    ],
  },
  {
    id: 'rescue',
    title: 'Cứu hộ 24/7',
    summary: 'Có mặt nhanh khi xe chết máy, thủng lốp hay gặp sự cố.',
    subServices: [
      { slug: 'emergency-rescue', name: 'Cứu hộ khẩn cấp' },
      { slug: 'towing', name: 'Kéo xe' },
      { slug: 'onsite-support', name: 'Hỗ trợ tại chỗ' },
      { slug: 'mobile-repair', name: 'Sửa chữa lưu động' },
    ],
  },
];

/**
 * The nine suppliers of parts, oils and tyres (spec: partners, 9 brands), on the home page
 * and on /doi-tac. The logos are plain text wordmarks drawn for this site, not the brands' own artwork.
 */
export const PARTNERS: readonly GaragePartner[] = [
  { name: 'Castrol', supplies: 'Dầu động cơ', logo: '/images/partners/castrol.svg' },
  { name: 'Shell Helix', supplies: 'Dầu động cơ', logo: '/images/partners/shell-helix.svg' },
  { name: 'Michelin', supplies: 'Lốp xe', logo: '/images/partners/michelin.svg' },
  { name: 'Bridgestone', supplies: 'Lốp xe', logo: '/images/partners/bridgestone.svg' },
  { name: 'Bosch', supplies: 'Phụ tùng điện, phanh, lọc', logo: '/images/partners/bosch.svg' },
  { name: 'Denso', supplies: 'Bugi, điều hòa, cảm biến', logo: '/images/partners/denso.svg' },
  { name: 'NGK', supplies: 'Bugi và cảm biến oxy', logo: '/images/partners/ngk.svg' },
  { name: 'Brembo', supplies: 'Má phanh và đĩa phanh', logo: '/images/partners/brembo.svg' },
  { name: 'GS Battery', supplies: 'Ắc quy', logo: '/images/partners/gs-battery.svg' },
];
