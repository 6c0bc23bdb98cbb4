import { CalendarCheck, Cog, PackageCheck, SprayCan, Sparkles } from 'lucide-react';
import type { ServiceArticleData } from './types';
import { writtenPage } from '../../../contract/page-heads';

/** The repair-services hub every article's breadcrumb points back to. */
export const REPAIR_HUB = { path: '/dich-vu-sua-chua', title: 'Dịch vụ sửa chữa' } as const;

/** Articles are signed by the site administrator, as the news pages are. */
export const ARTICLE_AUTHOR = 'Admin';

export const serviceArticles: ServiceArticleData[] = [
  {
    ...writtenPage('/dich-vu-bao-duong-dinh-ky'),
    postedAt: '2025-03-12',
    icon: CalendarCheck,
    facts: {
      duration: '60–120 phút cho cấp nhỏ, 3–4 giờ cho cấp lớn (40.000 km, 80.000 km)',
      price: 'Cấp 5.000 km từ 650.000 ₫; cấp 40.000 km từ 2.800.000 ₫ (xe 5 chỗ, đã gồm dầu và lọc)',
      warranty: '3 tháng hoặc 5.000 km cho phần việc đã làm',
    },
    sections: [
      {
        heading: 'Vì sao phải bảo dưỡng đúng hạn?',
        paragraphs: [
          'Dầu máy, nước làm mát, dầu phanh hay lọc gió đều xuống cấp theo thời gian và quãng đường. Khi quá hạn, động cơ mòn nhanh hơn, xe hao xăng hơn và những hỏng hóc nhỏ có thể thành sửa chữa lớn.',
          'Lịch bảo dưỡng chia theo các cấp 5.000 km, 10.000 km, 20.000 km, 40.000 km và 80.000 km (hoặc 6 tháng, tùy điều kiện nào đến trước). Xe chạy nhiều trong phố kẹt xe, đường ngập hay chở nặng nên rút ngắn khoảng cách giữa các lần bảo dưỡng.',
        ],
      },
      {
        heading: 'Hạng mục trong mỗi lần bảo dưỡng',
        list: [
          'Thay dầu động cơ và lọc dầu đúng cấp nhớt khuyến nghị',
          'Vệ sinh hoặc thay lọc gió động cơ, lọc gió điều hòa',
          'Kiểm tra và bổ sung nước làm mát, dầu phanh, dầu trợ lực, nước rửa kính',
          'Kiểm tra má phanh, đĩa phanh, lốp (độ mòn, áp suất) và đảo lốp khi cần',
          'Kiểm tra ắc quy, hệ thống đèn, còi, gạt mưa',
          'Kiểm tra gầm: rotuyn, cao su chân máy, giảm xóc, rò rỉ dầu',
          'Đọc lỗi bằng máy chẩn đoán và xóa đèn báo bảo dưỡng',
        ],
      },
      {
        heading: 'Quy trình tại gara',
        ordered: true,
        list: [
          'Cố vấn dịch vụ tiếp nhận xe, ghi số km và nghe bạn mô tả tình trạng xe',
          'Kỹ thuật viên kiểm tra theo phiếu hạng mục của cấp bảo dưỡng',
          'Báo giá chi tiết từng phụ tùng, vật tư và công thợ trước khi làm',
          'Thực hiện bảo dưỡng, thay thế phụ tùng cũ và để lại cho bạn xem',
          'Chạy thử, rửa xe và bàn giao kèm sổ bảo dưỡng cập nhật',
        ],
      },
      {
        heading: 'Lưu ý cho chủ xe',
        paragraphs: [
          'Hãy mang theo sổ bảo dưỡng để kỹ thuật viên biết lần thay gần nhất. Nếu xe có tiếng kêu lạ, rung tay lái hay đèn cảnh báo, hãy nói ngay khi tiếp nhận để được kiểm tra kỹ trong cùng lần bảo dưỡng.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/dich-vu-sua-chua-dong-co'),
    postedAt: '2025-04-02',
    icon: Cog,
    facts: {
      duration: 'Chẩn đoán 30–60 phút; sửa chữa nhỏ trong ngày; đại tu 3–5 ngày làm việc',
      price: 'Chẩn đoán miễn phí khi sửa tại gara; chi phí sửa báo giá theo từng hạng mục',
      warranty: '6 tháng hoặc 10.000 km cho đại tu động cơ',
    },
    sections: [
      {
        heading: 'Dấu hiệu động cơ cần được kiểm tra',
        list: [
          'Đèn Check Engine sáng hoặc nhấp nháy',
          'Xe khó nổ máy, nổ máy rồi tắt, chạy không tải bị rung',
          'Tăng tốc yếu, hụt hơi khi lên dốc hoặc chở nặng',
          'Khói xả màu xanh, trắng đặc hoặc đen',
          'Tiếng gõ, tiếng lạch cạch trong khoang máy',
          'Hao dầu máy bất thường, nhiệt độ nước làm mát tăng cao',
        ],
      },
      {
        heading: 'Chúng tôi sửa những gì',
        paragraphs: [
          'Gara nhận sửa hệ thống đánh lửa (bugi, mô-bin), hệ thống nhiên liệu (kim phun, bơm xăng, bướm ga), hệ thống làm mát (két nước, bơm nước, van hằng nhiệt), dây curoa cam và xích cam, gioăng mặt máy, cùng đại tu động cơ khi xéc-măng, piston hay bạc biên đã mòn.',
          'Với động cơ diesel, chúng tôi kiểm tra và cân chỉnh kim phun, bơm cao áp, bộ tăng áp (turbo) và hệ thống tuần hoàn khí xả EGR.',
        ],
      },
      {
        heading: 'Cách chúng tôi làm việc',
        ordered: true,
        list: [
          'Đọc mã lỗi, xem dữ liệu cảm biến trực tiếp khi động cơ hoạt động',
          'Đo áp suất nén từng máy, kiểm tra rò rỉ và nội soi buồng đốt khi cần',
          'Giải thích nguyên nhân, đưa ra phương án sửa và báo giá để bạn chọn',
          'Sửa chữa, thay phụ tùng chính hãng hoặc tương đương có nguồn gốc rõ ràng',
          'Chạy thử trên đường, đọc lại lỗi và bàn giao kèm phụ tùng cũ',
        ],
      },
    ],
  },
  {
    ...writtenPage('/dich-vu-dong-son-xe'),
    postedAt: '2025-04-20',
    icon: SprayCan,
    facts: {
      duration: 'Dặm một chi tiết 1–2 ngày; sơn nhiều chi tiết hoặc toàn xe 5–10 ngày',
      price: 'Sơn một chi tiết (cản, cửa, nắp capo) từ 1.200.000 ₫; báo giá theo ảnh chụp trước khi mang xe đến',
      warranty: '12 tháng cho lớp sơn: không bong tróc, không phai màu',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Gò nắn móp méo, kéo nắn khung sườn sau va chạm',
          'Xử lý trầy xước, dặm vá từng chi tiết',
          'Sơn lại một phần hoặc toàn bộ xe, đổi màu theo yêu cầu',
          'Đánh bóng, phủ bảo vệ sau khi sơn',
          'Làm hồ sơ sửa chữa cho các hãng bảo hiểm',
        ],
      },
      {
        heading: 'Quy trình sơn chuẩn',
        ordered: true,
        list: [
          'Kiểm tra mức độ hư hỏng, chụp ảnh hiện trạng',
          'Tháo chi tiết, gò nắn và làm phẳng bề mặt',
          'Trét matit, chà nhám, phun lót chống gỉ',
          'Pha màu bằng máy theo mã sơn, phun thử so màu dưới đèn chuẩn',
          'Phun sơn màu và sơn bóng trong phòng sơn sấy ở 60 °C',
          'Đánh bóng, lắp lại và kiểm tra khe hở các chi tiết',
        ],
      },
      {
        heading: 'Xe có bảo hiểm thân vỏ?',
        paragraphs: [
          'Gara làm việc trực tiếp với các công ty bảo hiểm: chụp ảnh giám định, lập báo giá và nhận thanh toán từ bảo hiểm. Bạn chỉ cần mang theo giấy đăng ký xe, giấy phép lái xe và giấy chứng nhận bảo hiểm.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/dich-vu-phu-tung-chinh-hang'),
    postedAt: '2025-05-08',
    icon: PackageCheck,
    facts: {
      duration: 'Phụ tùng thông dụng có sẵn trong ngày; hàng đặt từ hãng 2–7 ngày',
      price: 'Niêm yết theo bảng giá của nhà phân phối, không thu thêm phí đặt hàng',
      warranty: 'Theo chính sách nhà sản xuất, tối thiểu 6 tháng',
    },
    sections: [
      {
        heading: 'Nhóm phụ tùng luôn có sẵn',
        list: [
          'Dầu nhớt, lọc dầu, lọc gió, lọc nhiên liệu, lọc điều hòa',
          'Má phanh, đĩa phanh, dầu phanh',
          'Bugi, mô-bin đánh lửa, dây curoa',
          'Ắc quy, bóng đèn, gạt mưa',
          'Giảm xóc, rotuyn, cao su chân máy',
          'Lốp xe của các thương hiệu phổ biến',
        ],
      },
      {
        heading: 'Nhận biết phụ tùng chính hãng',
        paragraphs: [
          'Phụ tùng chính hãng có mã phụ tùng trùng với danh mục của nhà sản xuất, tem chống hàng giả, bao bì in rõ nơi sản xuất và đi kèm hóa đơn. Khi thay thế, gara ghi mã phụ tùng vào phiếu sửa chữa và trả lại phụ tùng cũ để bạn đối chiếu.',
        ],
      },
      {
        heading: 'Chính hãng hay tương đương?',
        paragraphs: [
          'Với chi tiết an toàn như phanh, lái và túi khí, chúng tôi khuyên dùng hàng chính hãng. Với vật tư tiêu hao như lọc, bugi hay gạt mưa, hàng tương đương từ các nhà sản xuất uy tín cho chất lượng tương tự với giá tốt hơn. Cố vấn dịch vụ sẽ báo cả hai mức giá để bạn quyết định.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/dich-vu-cham-soc-xe'),
    postedAt: '2025-05-26',
    icon: Sparkles,
    facts: {
      duration: 'Rửa và hút bụi 45 phút; vệ sinh nội thất 3–4 giờ; phủ ceramic 1–2 ngày',
      price: 'Rửa xe chi tiết từ 150.000 ₫; vệ sinh nội thất từ 900.000 ₫; phủ ceramic từ 5.500.000 ₫',
      warranty: 'Lớp phủ ceramic bảo hành 12–36 tháng tùy gói',
    },
    sections: [
      {
        heading: 'Các gói chăm sóc',
        list: [
          'Rửa xe chi tiết: thân vỏ, gầm, mâm lốp, khe cửa',
          'Vệ sinh nội thất: ghế da hoặc nỉ, trần, thảm sàn, taplo',
          'Vệ sinh khoang máy bằng dung dịch chuyên dụng, không dùng nước áp lực cao lên cụm điện',
          'Khử mùi, diệt khuẩn khoang cabin bằng ozone',
          'Đánh bóng, xóa xước nhẹ và phục hồi độ bóng sơn',
          'Phủ ceramic, dán phim cách nhiệt',
        ],
      },
      {
        heading: 'Vì sao nên chăm sóc xe định kỳ?',
        paragraphs: [
          'Bụi đường, nhựa cây, phân chim và mưa axit bám lâu sẽ ăn mòn lớp sơn bóng. Nội thất ẩm lâu ngày sinh nấm mốc và mùi khó chịu. Một lịch chăm sóc mỗi 2–3 tháng giữ cho xe bền đẹp và không gian trong xe an toàn cho gia đình.',
        ],
      },
      {
        heading: 'Mẹo giữ xe sạch giữa hai lần chăm sóc',
        list: [
          'Đỗ xe trong bóng râm, tránh dưới tán cây nhiều nhựa',
          'Lau sạch phân chim càng sớm càng tốt',
          'Dùng thảm lót sàn riêng và hút bụi hằng tuần',
          'Không để đồ ăn, nước uống lâu trong xe',
        ],
      },
    ],
  },
];

export function findServiceArticle(path: string) {
  return serviceArticles.find((article) => article.path === path);
}
