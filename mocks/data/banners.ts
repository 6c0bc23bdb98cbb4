import type { Banner } from '../../contract/banners';
import { objectIdAt } from './ids';

const baseTime = Date.UTC(2026, 0, 2, 1, 0, 0);

/** What each demo picture (no text inside it) is about: the headline, text and button laid over it. */
const texts: Pick<Banner, 'title' | 'description' | 'buttonLabel' | 'link'>[] = [
  {
    title: 'Bảo dưỡng định kỳ – giảm 20% tiền công',
    description: 'Áp dụng cho gói bảo dưỡng cấp trung và cấp lớn trong tháng này, kèm kiểm tra miễn phí 30 hạng mục.',
    buttonLabel: 'Đặt lịch ngay',
    link: '/lien-he',
  },
  { title: 'Cứu hộ 24/24', description: 'Có mặt nhanh tại TP. HCM, Bình Dương và Vũng Tàu.', buttonLabel: 'Xem dịch vụ', link: '/san-pham' },
  { title: 'Đồng sơn – làm đẹp xe', description: 'Phòng sơn sấy tiêu chuẩn, pha màu bằng máy.', buttonLabel: 'Đặt lịch ngay', link: '/lien-he' },
];

/** Three wide banners with headline, text and button, newest first. */
export const demoBanners: Banner[] = [1, 2, 3]
  .map((n) => {
    const created = new Date(baseTime + n * 86_400_000);
    return { _id: objectIdAt(created, 0x300 + n), image: `/images/demo/banner-${n}.svg`, ...texts[n - 1]!, createdAt: created.toISOString(), updatedAt: created.toISOString() };
  })
  .reverse();

/** The same pictures as banners were before they had text: picture only. */
export const pictureOnlyBanners: Banner[] = demoBanners.map((banner) => ({ ...banner, title: null, description: null, buttonLabel: null, link: null }));
