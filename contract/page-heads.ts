import { GARAGE } from './garage';

/**
 * What a page says about itself in the document head: the browser sets it as the page shows
 * (app/use-page-meta.ts) and the server writes it into the HTML it sends, so a crawler or a
 * link preview reads the same title and description as a visitor.
 */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * Marks the head tags the server wrote for the address it was asked for (canonical link, Open
 * Graph, JSON-LD, robots): the browser drops them once it shows another page.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export const pageTitle = (name: string) => `${name} – ${GARAGE.name}`;

/**
 * The written service pages (the five repair articles and the sixteen `/services/*` pages):
 * their heading and lead paragraph, which are also the page's title and description.
 */
const WRITTEN_PAGES = {
  '/dich-vu-bao-duong-dinh-ky': {
    title: 'Dịch vụ bảo dưỡng định kỳ ô tô',
    summary:
      'Bảo dưỡng theo mốc km giúp xe vận hành êm, tiết kiệm nhiên liệu và phát hiện sớm hư hỏng. Gara thực hiện đúng hạng mục của nhà sản xuất cho mọi dòng xe phổ thông và cao cấp.',
  },
  '/dich-vu-sua-chua-dong-co': {
    title: 'Dịch vụ sửa chữa động cơ ô tô',
    summary:
      'Từ động cơ khó nổ, hụt hơi, rung giật đến đại tu toàn bộ: kỹ thuật viên chẩn đoán bằng máy chuyên hãng, báo rõ nguyên nhân và chi phí trước khi sửa.',
  },
  '/dich-vu-dong-son-xe': {
    title: 'Dịch vụ đồng sơn xe ô tô',
    summary:
      'Gò nắn, xử lý móp méo và sơn lại trong phòng sơn sấy khép kín, pha màu bằng máy theo mã màu của xe để vết sơn mới trùng khớp với sơn zin.',
  },
  '/dich-vu-phu-tung-chinh-hang': {
    title: 'Phụ tùng chính hãng cho ô tô',
    summary:
      'Phụ tùng có nguồn gốc rõ ràng, hóa đơn đầy đủ, lắp đặt bởi kỹ thuật viên của gara. Bạn được chọn giữa hàng chính hãng và hàng tương đương chất lượng cao với báo giá minh bạch.',
  },
  '/dich-vu-cham-soc-xe': {
    title: 'Dịch vụ chăm sóc xe ô tô',
    summary:
      'Rửa xe chi tiết, vệ sinh nội thất, khử mùi, đánh bóng và phủ ceramic giúp xe luôn sạch đẹp, giữ giá khi bán lại và bảo vệ lớp sơn trước nắng mưa.',
  },
  '/services/engine-repair': {
    title: 'Sửa chữa động cơ',
    summary:
      'Chẩn đoán và khắc phục mọi lỗi động cơ xăng và diesel: khó nổ, rung giật, hụt hơi, quá nhiệt, hao dầu, đến đại tu toàn bộ khi động cơ đã mòn.',
  },
  '/services/transmission': {
    title: 'Sửa chữa hộp số và truyền động',
    summary:
      'Sửa chữa hộp số sàn, hộp số tự động, CVT và ly hợp kép: xe vào số bị giật, trễ số, trượt số, kêu khi chuyển số hay rò rỉ dầu hộp số.',
  },
  '/services/brake-system': {
    title: 'Sửa chữa hệ thống phanh',
    summary:
      'Phanh là chi tiết an toàn quan trọng nhất. Gara sửa chữa phanh đĩa, phanh tang trống, ABS, phanh tay điện tử và trợ lực phanh với phụ tùng đạt chuẩn.',
  },
  '/services/electrical': {
    title: 'Sửa chữa hệ thống điện',
    summary:
      'Xử lý các lỗi điện và điện tử trên xe: ắc quy nhanh hết, máy đề yếu, đèn chập chờn, lỗi cửa kính, khóa cửa, màn hình và mạng CAN.',
  },
  '/services/periodic-check': {
    title: 'Kiểm tra định kỳ',
    summary:
      'Kiểm tra tổng thể xe theo danh mục hơn 40 hạng mục để phát hiện sớm hư hỏng, phù hợp trước chuyến đi xa hay khi đến hạn đăng kiểm.',
  },
  '/services/engine-maintenance': {
    title: 'Bảo trì động cơ',
    summary:
      'Giữ động cơ sạch và bền: vệ sinh họng ga, kim phun, buồng đốt, thay bugi và dây curoa đúng hạn để xe vận hành êm, tiết kiệm nhiên liệu.',
  },
  '/services/system-maintenance': {
    title: 'Bảo trì hệ thống',
    summary:
      'Bảo trì các hệ thống phụ trợ thường bị bỏ quên: lái, treo, làm mát, nhiên liệu và điện, giúp xe an toàn và ổn định trên mọi cung đường.',
  },
  '/services/technical-cleaning': {
    title: 'Vệ sinh kỹ thuật',
    summary:
      'Vệ sinh khoang máy, dàn lạnh, két nước và gầm xe bằng dung dịch và thiết bị chuyên dụng, an toàn cho các cụm điện và cảm biến.',
  },
  '/services/oil-change': {
    title: 'Thay dầu nhớt',
    summary:
      'Thay dầu động cơ và lọc dầu đúng cấp nhớt, đúng dung tích theo khuyến nghị của hãng xe, kèm kiểm tra nhanh miễn phí 15 hạng mục.',
  },
  '/services/brake-maintenance': {
    title: 'Bảo dưỡng phanh',
    summary:
      'Vệ sinh, bôi trơn và cân chỉnh cơ cấu phanh, thay dầu phanh định kỳ để lực phanh đều và bàn đạp phanh luôn chắc chân.',
  },
  '/services/ac-service': {
    title: 'Bảo dưỡng điều hòa',
    summary:
      'Điều hòa mát sâu, không mùi: vệ sinh dàn lạnh, thay lọc gió cabin, kiểm tra rò rỉ và nạp gas đúng định lượng bằng máy.',
  },
  '/services/general-inspection': {
    title: 'Kiểm tra tổng quát',
    summary:
      'Đánh giá toàn diện tình trạng xe, lý tưởng khi mua xe cũ hoặc trước khi bán: động cơ, hộp số, khung gầm, thân vỏ, lịch sử va chạm và ngập nước.',
  },
  '/services/emergency-rescue': {
    title: 'Cứu hộ khẩn cấp 24/7',
    summary:
      'Xe chết máy, tai nạn hay sa lầy bất kể ngày đêm: gọi hotline, đội cứu hộ có mặt trong nội thành khoảng 30 phút và hỗ trợ đến khi xe về đến gara.',
  },
  '/services/towing': {
    title: 'Kéo xe',
    summary:
      'Xe cứu hộ sàn trượt chở xe nguyên bánh, không kéo lê, an toàn cho xe số tự động, xe gầm thấp và xe điện. Nhận kéo nội thành và liên tỉnh.',
  },
  '/services/onsite-support': {
    title: 'Hỗ trợ tại chỗ',
    summary:
      'Kỹ thuật viên đến tận nơi xử lý các sự cố thường gặp: hết ắc quy, thủng lốp, hết nhiên liệu, quên chìa khóa trong xe, để bạn đi tiếp mà không cần kéo xe.',
  },
  '/services/mobile-repair': {
    title: 'Sửa chữa lưu động',
    summary:
      'Xe dịch vụ lưu động mang đồ nghề và phụ tùng đến nhà hoặc văn phòng của bạn để bảo dưỡng, thay dầu và sửa chữa nhỏ, tiết kiệm thời gian đưa xe đến gara.',
  },
} as const satisfies Record<string, { title: string; summary: string }>;

export type WrittenPagePath = keyof typeof WRITTEN_PAGES;

/** The heading and lead of a written page, for the content that fills the rest of it. */
export function writtenPage<P extends WrittenPagePath>(path: P) {
  return { path, ...WRITTEN_PAGES[path] };
}

/** Every public page with a fixed address, by its Vietnamese address. */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/': { title: `${GARAGE.name} – Sửa chữa, bảo dưỡng, cứu hộ ô tô 24/24`, description: GARAGE.description },
  '/san-pham': {
    title: pageTitle('Dịch vụ sửa chữa, bảo dưỡng ô tô'),
    description: 'Bảng giá và danh sách dịch vụ: bảo dưỡng định kỳ, sửa chữa động cơ, phanh, điện, điều hòa, đồng sơn, lốp và cứu hộ ô tô.',
  },
  '/san-pham-noi-bat': {
    title: pageTitle('Dịch vụ nổi bật'),
    description: 'Những gói sửa chữa, bảo dưỡng ô tô được khách hàng chọn nhiều nhất tại Gara Ô Tô Sài Gòn.',
  },
  '/tin-tuc': { title: pageTitle('Tin tức'), description: 'Ưu đãi mới, kinh nghiệm chăm sóc xe và hoạt động của Gara Ô Tô Sài Gòn.' },
  '/danh-sach-tin-tuc': {
    title: pageTitle('Danh sách tin tức'),
    description: 'Tất cả bài viết của Gara Ô Tô Sài Gòn: tìm theo tiêu đề, sắp xếp mới nhất hoặc cũ nhất.',
  },
  '/dich-vu': {
    title: pageTitle('Dịch vụ'),
    description: 'Sửa chữa, bảo trì, bảo dưỡng định kỳ và cứu hộ ô tô 24/7: danh sách dịch vụ, thời gian thực hiện và chi phí tham khảo.',
  },
  '/dich-vu-sua-chua': {
    title: pageTitle('Dịch vụ sửa chữa'),
    description:
      'Bảo dưỡng định kỳ, sửa chữa động cơ, đồng sơn, phụ tùng chính hãng và chăm sóc xe: mỗi dịch vụ gồm những gì, mất bao lâu, chi phí bao nhiêu.',
  },
  '/oto-quan-12': {
    title: pageTitle('Giới thiệu'),
    description: 'Showroom và xưởng dịch vụ ô tô Quận 12: chứng nhận, giới thiệu, tầm nhìn và giá trị cốt lõi.',
  },
  '/quy-trinh': {
    title: pageTitle('Quy trình làm việc'),
    description:
      'Quy trình 12 bước: tiếp nhận, kiểm tra, chẩn đoán, báo giá chi tiết, xác nhận, chuẩn bị, sửa chữa, kiểm tra lại, vệ sinh, nghiệm thu, bàn giao, bảo hành.',
  },
  '/doi-tac': {
    title: pageTitle('Đối tác'),
    description: 'Các thương hiệu dầu nhớt, lốp, phụ tùng và ắc quy mà gara nhập trực tiếp từ nhà phân phối chính thức.',
  },
  '/nhan-su': { title: pageTitle('Nhân sự'), description: 'Đội ngũ quản lý, cố vấn dịch vụ, kỹ thuật viên và chăm sóc khách hàng của gara.' },
  '/lien-he': {
    title: pageTitle('Liên hệ'),
    description: 'Địa chỉ, điện thoại, email, giờ làm việc và đặt lịch hẹn sửa chữa, bảo dưỡng ô tô trực tuyến.',
  },
  '/tra-cuu-lich-hen': {
    title: pageTitle('Tra cứu lịch hẹn'),
    description: 'Xem trạng thái, đổi hoặc hủy lịch hẹn sửa chữa, bảo dưỡng bằng mã lịch hẹn và số điện thoại đã đặt, không cần đăng nhập.',
  },
  '/theo-doi-sua-chua': {
    title: pageTitle('Theo dõi sửa chữa'),
    description: 'Xem xe của bạn đang ở bước nào trong 12 bước sửa chữa của gara, theo thời gian thực, bằng mã phiếu và số điện thoại, không cần đăng nhập.',
  },
  '/chinh-sach-bao-mat': {
    title: pageTitle('Chính sách bảo mật'),
    description: 'Gara thu thập dữ liệu cá nhân nào, để làm gì, lưu bao lâu, và quyền của bạn: đồng ý, rút lại, xem, sửa, xóa dữ liệu theo Luật Bảo vệ dữ liệu cá nhân.',
  },
  '/booking': {
    title: pageTitle('Danh sách lịch hẹn'),
    description: 'Các lịch hẹn sửa chữa, bảo dưỡng đã đặt, lọc theo khung giờ và sắp xếp theo ngày.',
  },
  ...Object.fromEntries(
    Object.entries(WRITTEN_PAGES).map(([path, page]) => [path, { title: pageTitle(page.title), description: page.summary }]),
  ),
};

/** A service's own page: its name and the start of its description. */
export const serviceHead = (service: { name: string; description: string }): PageHead => ({
  title: pageTitle(service.name),
  description: metaDescription(service.description),
});

/** A news item's page: its title and the start of its text. */
export const newsHead = (item: { title: string; content: string }): PageHead => ({
  title: pageTitle(item.title),
  description: metaDescription(item.content),
});

/** Until the item is loaded (in the browser) or when it cannot be found. */
export const SERVICE_FALLBACK_HEAD: PageHead = {
  title: pageTitle('Dịch vụ'),
  description: 'Chi tiết dịch vụ sửa chữa, bảo dưỡng ô tô của Gara Ô Tô Sài Gòn.',
};
export const NEWS_FALLBACK_HEAD: PageHead = { title: pageTitle('Tin tức'), description: 'Bài viết của Gara Ô Tô Sài Gòn.' };

export const NOT_FOUND_TITLE = 'Không tìm thấy trang';
export const NOT_FOUND_HEAD: PageHead = {
  title: pageTitle(NOT_FOUND_TITLE),
  description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
};

/** A description search engines show whole: one line, about 155 characters, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
