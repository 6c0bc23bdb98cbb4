import type { Banner } from '../../contract/banners';
import type { Category } from '../../contract/categories';
import type { News } from '../../contract/news';
import type { Staff } from '../../contract/staff';
import type { StaffPosition } from '../../contract/staff-positions';
import { demoBanners } from './banners';
import { demoCategories, makeCategory } from './categories';
import { objectIdAt } from './ids';
import { demoNews, makeNews } from './news';
import { demoStaff, demoStaffPositions, makeStaff, makeStaffPosition } from './staff';

/**
 * Back-office lists long enough for three pages of ten (two for banners), newest first as
 * the server answers them. Stories page and search them with mocks/manager-list-handler.ts.
 */

const longTitle = 'Khuyến mãi đặc biệt mùa lễ hội: giảm giá toàn bộ dịch vụ bảo dưỡng và chăm sóc xe';

/** 23 articles: the seven demo ones, one with a long title, and fillers. */
export const managerNews: News[] = [
  makeNews({ title: longTitle, content: `${demoNews[0]!.content} ${demoNews[1]!.content}` }),
  ...demoNews,
  ...Array.from({ length: 15 }, (_, index) =>
    makeNews({ title: `Bản tin kỹ thuật số ${15 - index}`, content: 'Mẹo bảo dưỡng xe ngắn gọn từ kỹ thuật viên của gara.', ...(index % 3 === 0 ? { image: null } : {}) }),
  ),
];

let bannerSequence = 0x3100;

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  bannerSequence += 1;
  const created = new Date(Date.UTC(2025, 10, 1) + (bannerSequence - 0x3100) * 86_400_000);
  return {
    _id: objectIdAt(created, bannerSequence),
    image: `/images/demo/banner-${(bannerSequence % 3) + 1}.svg`,
    // Older banners are picture only, as every banner was before the texts existed.
    title: null,
    description: null,
    buttonLabel: null,
    link: null,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

/** 13 banners: two pages. */
export const managerBanners: Banner[] = [...demoBanners, ...Array.from({ length: 10 }, () => makeBanner()).reverse()];

/** 23 service categories. */
export const managerCategories: Category[] = [
  ...demoCategories,
  ...['Kiểm định - đăng kiểm', 'Cứu hộ giao thông', 'Vệ sinh nội thất', 'Phim cách nhiệt', 'Camera hành trình', 'Độ đèn xe', 'Gầm - chống rỉ', 'Hộp số tự động', 'Điều hòa ô tô', 'Ắc quy', 'Căn chỉnh thước lái', 'Thay dầu nhanh', 'Phụ tùng chính hãng', 'Bảo hiểm xe', 'Rửa xe bọt tuyết', 'Dán keo chỉ', 'Chẩn đoán OBD'].map((name) =>
    makeCategory({ name }),
  ),
].reverse();

/** 13 staff positions: two pages. */
export const managerStaffPositions: StaffPosition[] = [
  ...demoStaffPositions,
  ...['Kế toán', 'Thủ kho', 'Bảo vệ', 'Lái xe cứu hộ', 'Tạp vụ', 'Marketing', 'Nhân sự', 'Thu ngân', 'Kiểm định viên'].map((name) => makeStaffPosition({ name })),
].reverse();

const fillerPositions = demoStaffPositions.slice(2);

/** 23 staff members, each with their position populated. */
export const managerStaff: Staff[] = [
  ...demoStaff,
  ...Array.from({ length: 12 }, (_, index) => makeStaff(fillerPositions[index % fillerPositions.length]!, { name: `Nhân viên thử việc ${index + 1}`, position: 'Học viên kỹ thuật' })),
].reverse();
