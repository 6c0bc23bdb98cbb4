import type { News } from '../../contract/news';
import { objectIdAt } from './ids';

let sequence = 0;

export function makeNews(overrides: Partial<News> = {}): News {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 2, 1) + sequence * 3_600_000);
  return {
    _id: objectIdAt(created, 0x2000 + sequence),
    title: `Tin tức ${sequence}`,
    content: 'Nội dung bài viết của gara.',
    image: `/images/demo/news-${(sequence % 6) + 1}.svg`,
    promotion: false,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

const articles: Array<[string, string]> = [
  [
    'Ưu đãi 20% bảo dưỡng định kỳ trong tháng này',
    'Từ nay đến cuối tháng, khách hàng đặt lịch bảo dưỡng định kỳ tại hai chi nhánh được giảm 20% tiền công và tặng gói vệ sinh khoang máy.\n\nChương trình áp dụng cho mọi dòng xe du lịch đến 7 chỗ. Vui lòng đặt lịch trước qua hotline hoặc website để được phục vụ đúng giờ.',
  ],
  [
    'Năm dấu hiệu cho thấy má phanh cần thay ngay',
    'Tiếng rít kim loại khi phanh, vô lăng rung, quãng đường phanh dài hơn, đèn báo phanh sáng và bàn đạp phanh lún sâu là năm dấu hiệu bạn không nên bỏ qua.\n\nMá phanh mòn quá giới hạn làm hỏng luôn đĩa phanh, chi phí sửa chữa tăng gấp nhiều lần. Hãy ghé gara để kỹ thuật viên đo độ dày má phanh miễn phí.',
  ],
  [
    'Chăm sóc xe mùa mưa: những việc cần làm',
    'Mùa mưa ở miền Nam kéo dài nhiều tháng, đường ngập khiến hệ thống điện, phanh và gầm xe chịu nhiều tác động.\n\nKiểm tra gạt mưa, đèn chiếu sáng, lốp xe và xử lý chống rỉ gầm là những việc nên làm trước khi mưa lớn. Sau khi đi qua đoạn ngập sâu, đừng cố nổ máy lại nếu xe chết máy: hãy gọi cứu hộ.',
  ],
  [
    'Gara khai trương điểm dịch vụ tại Vũng Tàu',
    'Điểm dịch vụ mới tại TP. Vũng Tàu chính thức đón khách với đầy đủ khoang sửa chữa, bảo dưỡng và cứu hộ trên tuyến Quốc lộ 51.\n\nNhân dịp khai trương, khách hàng được kiểm tra xe miễn phí 30 hạng mục.',
  ],
  [
    'Vì sao nên thay dầu hộp số tự động đúng hạn',
    'Dầu hộp số tự động vừa bôi trơn vừa truyền lực. Dầu cũ làm hộp số sang số giật, trượt số và nóng máy.\n\nHãng xe thường khuyến cáo thay sau 40.000 đến 60.000 km. Gara dùng máy thay dầu tuần hoàn để thay gần như toàn bộ dầu cũ.',
  ],
  [
    'Kinh nghiệm chọn lốp cho xe gia đình',
    'Chọn lốp đúng kích thước, chỉ số tải và tốc độ theo khuyến cáo ghi ở khung cửa xe. Lốp êm, ít ồn phù hợp đi phố; lốp gai sâu phù hợp đường tỉnh.\n\nĐừng quên kiểm tra năm sản xuất in trên hông lốp: lốp quá 5 năm nên được thay dù gai còn tốt.',
  ],
  [
    'Cứu hộ 24/24: gọi ngay khi xe gặp sự cố',
    'Đội cứu hộ của gara trực suốt ngày đêm tại TP. Hồ Chí Minh, Bình Dương và Bà Rịa - Vũng Tàu.\n\nChúng tôi hỗ trợ kích bình, thay lốp, kéo xe về xưởng và sửa chữa lưu động ngay tại chỗ khi có thể.',
  ],
];

const baseTime = Date.UTC(2026, 0, 10, 3, 0, 0);
/** The 20% service offer and the opening with its free check: the articles under 'Tin khuyến mãi'. */
const PROMOTIONS = new Set([0, 3]);

/** Seven articles, newest first, as the server answers the news list. */
export const demoNews: News[] = articles
  .map(([title, content], index) => {
    const created = new Date(baseTime + index * 5 * 86_400_000);
    return {
      _id: objectIdAt(created, 0x200 + index),
      title,
      content,
      image: `/images/demo/news-${(index % 6) + 1}.svg`,
      promotion: PROMOTIONS.has(index),
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    };
  })
  .reverse();

/** What the server answers for `?promotion=true`. */
export const demoPromotions: News[] = demoNews.filter((item) => item.promotion);

/** Enough articles for three pages of the news list. */
export const manyNews: News[] = Array.from({ length: 15 }, (_, index) => {
  const base = articles[index % articles.length]!;
  return makeNews({ title: `${base[0]} (phần ${Math.floor(index / articles.length) + 1})`, content: base[1] });
}).reverse();
