import {
  BatteryCharging,
  ClipboardCheck,
  Cog,
  Disc3,
  Droplet,
  Gauge,
  LifeBuoy,
  MapPin,
  Search,
  Settings2,
  ShieldCheck,
  Siren,
  Snowflake,
  Sparkles,
  Truck,
  Wrench,
  Zap,
} from 'lucide-react';
import { SERVICE_GROUPS, type GarageServiceGroup } from '../../../contract/garage';
import type { ServiceArticleData, ServiceGroup } from './types';
import { writtenPage } from '../../../contract/page-heads';

const generalRepair: ServiceArticleData[] = [
  {
    ...writtenPage('/services/engine-repair'),
    postedAt: '2025-06-03',
    icon: Cog,
    facts: {
      duration: 'Chẩn đoán 30–60 phút; lỗi nhỏ xong trong ngày; đại tu 3–5 ngày',
      price: 'Thay bugi từ 450.000 ₫; vệ sinh kim phun từ 800.000 ₫; đại tu báo giá sau khi tháo kiểm',
      warranty: '6 tháng hoặc 10.000 km',
    },
    sections: [
      {
        heading: 'Dịch vụ là gì?',
        paragraphs: [
          'Động cơ là trái tim của xe. Khi đèn Check Engine sáng hay xe chạy không còn êm, kỹ thuật viên dùng máy chẩn đoán đọc mã lỗi và dữ liệu cảm biến để tìm đúng nguyên nhân, thay vì thay thử từng phụ tùng.',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Mã lỗi và dữ liệu cảm biến (oxy, lưu lượng khí nạp, nhiệt độ, vị trí trục cam)',
          'Bugi, mô-bin đánh lửa, kim phun và áp suất nhiên liệu',
          'Áp suất nén từng xi-lanh',
          'Hệ thống làm mát: két nước, bơm nước, van hằng nhiệt, quạt',
          'Dây curoa, xích cam và bộ căng',
          'Rò rỉ dầu ở gioăng nắp máy, phớt đầu trục',
        ],
      },
      {
        heading: 'Thời gian và chi phí',
        paragraphs: [
          'Phần lớn lỗi đánh lửa, nhiên liệu và cảm biến được xử lý trong ngày. Với đại tu, gara tháo máy kiểm tra, báo giá từng hạng mục và chỉ làm khi bạn đồng ý.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/transmission'),
    postedAt: '2025-06-05',
    icon: Settings2,
    facts: {
      duration: 'Kiểm tra 1 giờ; thay dầu hộp số 1–2 giờ; sửa hoặc đại tu 2–5 ngày',
      price: 'Thay dầu hộp số tự động từ 1.200.000 ₫; thay bộ ly hợp xe số sàn từ 3.500.000 ₫',
      warranty: '6 tháng hoặc 10.000 km',
    },
    sections: [
      {
        heading: 'Khi nào cần kiểm tra hộp số?',
        list: [
          'Xe bị giật mạnh khi vào số D hoặc R',
          'Vòng tua tăng nhưng xe không tăng tốc (trượt số)',
          'Đèn báo hộp số sáng, xe chuyển sang chế độ an toàn',
          'Tiếng hú, tiếng rít khi chạy ở tốc độ ổn định',
          'Vết dầu màu đỏ dưới gầm xe',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Mức dầu, màu và mùi dầu hộp số',
          'Mã lỗi của hộp điều khiển hộp số',
          'Van điện từ, bộ biến mô, lá côn (hộp số tự động)',
          'Bộ ly hợp, bi tê, xi-lanh côn (hộp số sàn)',
          'Cao su chân hộp số và phớt láp',
        ],
      },
      {
        heading: 'Lưu ý',
        paragraphs: [
          'Dầu hộp số tự động nên thay mỗi 40.000–60.000 km. Gara dùng máy thay dầu tuần hoàn để thay gần như toàn bộ dầu cũ, giúp hộp số chuyển êm hơn ngay sau khi làm.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/brake-system'),
    postedAt: '2025-06-07',
    icon: Disc3,
    facts: {
      duration: '1–3 giờ tùy hạng mục',
      price: 'Thay má phanh trước từ 850.000 ₫ (gồm công); láng đĩa phanh từ 300.000 ₫ một cặp',
      warranty: '6 tháng hoặc 10.000 km',
    },
    sections: [
      {
        heading: 'Dấu hiệu phanh có vấn đề',
        list: [
          'Tiếng kêu ken két hoặc rít khi đạp phanh',
          'Bàn đạp phanh bị lún sâu, mềm hoặc rung',
          'Xe lệch sang một bên khi phanh',
          'Đèn cảnh báo phanh hoặc ABS sáng',
          'Quãng đường phanh dài hơn bình thường',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Độ dày má phanh và độ mòn, độ đảo của đĩa phanh',
          'Heo phanh, piston, chốt dẫn hướng',
          'Dầu phanh: mức dầu và độ ẩm',
          'Đường ống dầu phanh, cảm biến ABS',
          'Phanh tay cơ hoặc điện tử',
        ],
      },
      {
        heading: 'Sau khi sửa',
        paragraphs: [
          'Kỹ thuật viên chạy thử và kiểm tra lực phanh từng bánh. Má phanh mới cần khoảng 200 km đầu để ăn khớp hoàn toàn; trong thời gian này bạn nên tránh phanh gấp khi không cần thiết.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/electrical'),
    postedAt: '2025-06-09',
    icon: Zap,
    facts: {
      duration: 'Kiểm tra 30–60 phút; phần lớn lỗi xử lý trong ngày',
      price: 'Kiểm tra hệ thống nạp và ắc quy miễn phí; thay ắc quy từ 1.450.000 ₫',
      warranty: '6 tháng cho công sửa; ắc quy theo hãng (12–18 tháng)',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Kiểm tra, sạc và thay ắc quy',
          'Sửa máy phát điện, máy đề',
          'Đèn pha, đèn hậu, đèn báo trên taplo',
          'Cửa kính điện, gương điện, khóa cửa trung tâm',
          'Dò dòng rò khi xe tắt máy',
          'Lắp đặt camera hành trình, cảm biến lùi theo tiêu chuẩn an toàn',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Điện áp và khả năng khởi động của ắc quy',
          'Điện áp nạp của máy phát',
          'Cầu chì, rơ-le và giắc nối',
          'Mã lỗi của các hộp điều khiển trên mạng CAN',
          'Dòng điện tiêu thụ khi xe tắt máy',
        ],
      },
      {
        heading: 'An toàn khi lắp thêm đồ điện',
        paragraphs: [
          'Đồ điện lắp thêm đấu nối sai là nguyên nhân phổ biến của hết ắc quy và cháy chập. Gara đấu nối qua cầu chì riêng, không cắt vào dây zin của xe.',
        ],
      },
    ],
  },
];

const maintenance: ServiceArticleData[] = [
  {
    ...writtenPage('/services/periodic-check'),
    postedAt: '2025-06-11',
    icon: ClipboardCheck,
    facts: {
      duration: '45–60 phút',
      price: '250.000 ₫ cho xe 5–7 chỗ; miễn phí khi bảo dưỡng tại gara',
    },
    sections: [
      {
        heading: 'Dịch vụ là gì?',
        paragraphs: [
          'Kiểm tra định kỳ không thay thế phụ tùng mà đánh giá tình trạng xe. Bạn nhận phiếu kết quả ghi rõ hạng mục đạt, hạng mục cần theo dõi và hạng mục nên xử lý ngay, kèm báo giá nếu có.',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Động cơ: dầu máy, nước làm mát, dây curoa, rò rỉ',
          'Phanh: má phanh, đĩa phanh, dầu phanh',
          'Gầm: giảm xóc, rotuyn, thước lái, cao su chân máy',
          'Lốp: độ mòn, áp suất, vết nứt',
          'Điện: ắc quy, đèn, còi, gạt mưa',
          'Đọc lỗi các hộp điều khiển bằng máy chẩn đoán',
        ],
      },
      {
        heading: 'Nên kiểm tra khi nào?',
        paragraphs: ['Mỗi 6 tháng, trước chuyến đi dài, trước khi đăng kiểm, hoặc sau khi xe đi qua đường ngập nước.'],
      },
    ],
  },
  {
    ...writtenPage('/services/engine-maintenance'),
    postedAt: '2025-06-13',
    icon: Gauge,
    facts: {
      duration: '1,5–3 giờ',
      price: 'Vệ sinh họng ga và kim phun từ 900.000 ₫; thay bộ dây curoa từ 1.600.000 ₫',
      warranty: '3 tháng hoặc 5.000 km',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Vệ sinh họng ga, van không tải',
          'Vệ sinh kim phun bằng máy siêu âm hoặc dung dịch chuyên dụng',
          'Vệ sinh buồng đốt, loại bỏ muội than',
          'Thay bugi, lọc nhiên liệu',
          'Thay dây curoa tổng, kiểm tra bộ tăng đưa',
          'Súc rửa và thay nước làm mát',
        ],
      },
      {
        heading: 'Dấu hiệu cần bảo trì',
        list: [
          'Xe chạy không tải bị rung, vòng tua không ổn định',
          'Tăng tốc chậm, hao xăng hơn trước',
          'Tiếng rít ở đầu máy khi mới nổ',
        ],
      },
      {
        heading: 'Chu kỳ khuyến nghị',
        paragraphs: [
          'Vệ sinh họng ga và kim phun mỗi 20.000 km; bugi iridium thay mỗi 80.000–100.000 km; dây curoa tổng kiểm tra mỗi 40.000 km.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/system-maintenance'),
    postedAt: '2025-06-15',
    icon: Wrench,
    facts: {
      duration: '2–3 giờ',
      price: 'Gói bảo trì hệ thống từ 1.200.000 ₫ chưa gồm phụ tùng thay thế',
      warranty: '3 tháng hoặc 5.000 km',
    },
    sections: [
      {
        heading: 'Những gì được kiểm tra và bảo trì',
        list: [
          'Hệ thống lái: dầu trợ lực, rotuyn lái, cao su chụp bụi thước lái',
          'Hệ thống treo: giảm xóc, lò xo, cao su càng',
          'Hệ thống làm mát: két nước, quạt, đường ống',
          'Hệ thống nhiên liệu: lọc xăng, đường ống, nắp bình',
          'Hệ thống xả: ống xả, bộ xúc tác, gioăng',
          'Cân chỉnh độ chụm bánh xe',
        ],
      },
      {
        heading: 'Lợi ích',
        paragraphs: [
          'Các hệ thống này xuống cấp từ từ nên chủ xe khó nhận ra. Bảo trì định kỳ giúp tay lái chính xác hơn, lốp mòn đều hơn và tránh các sự cố giữa đường như sôi nước hay gãy rotuyn.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/technical-cleaning'),
    postedAt: '2025-06-17',
    icon: Sparkles,
    facts: {
      duration: '1,5–4 giờ tùy hạng mục',
      price: 'Vệ sinh khoang máy từ 400.000 ₫; vệ sinh dàn lạnh không tháo taplo từ 700.000 ₫',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Vệ sinh khoang máy bằng dung dịch gốc nước và hơi nước nóng',
          'Vệ sinh dàn lạnh, cửa gió và khử mùi điều hòa',
          'Súc rửa két nước làm mát',
          'Rửa gầm, phủ chống gỉ gầm xe',
          'Vệ sinh cảm biến lưu lượng khí nạp và van EGR',
        ],
      },
      {
        heading: 'Vì sao gọi là vệ sinh kỹ thuật?',
        paragraphs: [
          'Khác với rửa xe thông thường, vệ sinh kỹ thuật làm sạch các bộ phận ảnh hưởng trực tiếp đến vận hành. Các giắc điện được che chắn, không phun nước áp lực cao vào máy phát, hộp cầu chì và hộp điều khiển.',
        ],
      },
    ],
  },
];

const servicing: ServiceArticleData[] = [
  {
    ...writtenPage('/services/oil-change'),
    postedAt: '2025-06-19',
    icon: Droplet,
    facts: {
      duration: '30–45 phút',
      price: 'Từ 650.000 ₫ cho xe 5 chỗ (4 lít dầu bán tổng hợp và lọc dầu); dầu tổng hợp toàn phần từ 1.100.000 ₫',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Xả dầu cũ khi máy còn ấm để dầu chảy hết',
          'Thay lọc dầu và gioăng ốc xả mới',
          'Đổ dầu mới đúng cấp độ nhớt (ví dụ 0W-20, 5W-30) và đúng dung tích',
          'Kiểm tra rò rỉ, xóa nhắc nhở bảo dưỡng trên đồng hồ',
        ],
      },
      {
        heading: 'Kiểm tra nhanh đi kèm',
        list: [
          'Nước làm mát, dầu phanh, nước rửa kính',
          'Áp suất và độ mòn lốp',
          'Đèn chiếu sáng, đèn tín hiệu',
          'Ắc quy và lọc gió',
        ],
      },
      {
        heading: 'Bao lâu thay dầu một lần?',
        paragraphs: [
          'Dầu bán tổng hợp: mỗi 5.000 km; dầu tổng hợp toàn phần: mỗi 7.500–10.000 km, hoặc 6 tháng nếu xe ít chạy. Xe thường xuyên kẹt xe trong phố nên thay sớm hơn.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/brake-maintenance'),
    postedAt: '2025-06-21',
    icon: ShieldCheck,
    facts: {
      duration: '1–1,5 giờ',
      price: 'Bảo dưỡng phanh 4 bánh từ 450.000 ₫; thay dầu phanh từ 350.000 ₫',
      warranty: '3 tháng hoặc 5.000 km',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Tháo, vệ sinh má phanh và heo phanh',
          'Bôi mỡ chịu nhiệt cho chốt dẫn hướng',
          'Đo độ dày má phanh, độ đảo đĩa phanh',
          'Thay dầu phanh và xả khí đường ống',
          'Cân chỉnh phanh tay',
        ],
      },
      {
        heading: 'Vì sao phải thay dầu phanh?',
        paragraphs: [
          'Dầu phanh hút ẩm theo thời gian; dầu có nhiều nước sẽ sôi khi phanh liên tục, làm bàn đạp phanh bị lún. Nên thay dầu phanh mỗi 2 năm hoặc 40.000 km.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/ac-service'),
    postedAt: '2025-06-23',
    icon: Snowflake,
    facts: {
      duration: '1–3 giờ; tháo taplo vệ sinh dàn lạnh 1 ngày',
      price: 'Nạp gas bằng máy từ 450.000 ₫; vệ sinh dàn lạnh từ 700.000 ₫; thay lọc gió cabin từ 250.000 ₫',
      warranty: '3 tháng cho gas và công sửa',
    },
    sections: [
      {
        heading: 'Dấu hiệu điều hòa cần bảo dưỡng',
        list: [
          'Điều hòa không mát hoặc lúc mát lúc không',
          'Có mùi hôi, mùi ẩm mốc khi bật quạt',
          'Gió yếu dù đã để quạt mức cao',
          'Tiếng kêu lạ khi lốc điều hòa hoạt động',
        ],
      },
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Áp suất gas bên thấp và bên cao',
          'Rò rỉ gas bằng máy dò và chất chỉ thị',
          'Lốc điều hòa, ly hợp từ, dàn nóng, quạt dàn nóng',
          'Lọc gió cabin và dàn lạnh',
          'Nhiệt độ gió ra tại cửa gió',
        ],
      },
      {
        heading: 'Lưu ý',
        paragraphs: [
          'Khí hậu nóng ẩm khiến dàn lạnh nhanh bám bẩn. Nên thay lọc gió cabin mỗi 10.000 km và vệ sinh dàn lạnh mỗi năm một lần.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/general-inspection'),
    postedAt: '2025-06-25',
    icon: Search,
    facts: {
      duration: '1,5–2 giờ',
      price: 'Từ 800.000 ₫ cho xe 5–7 chỗ, gồm báo cáo bằng văn bản và ảnh chụp',
    },
    sections: [
      {
        heading: 'Những gì được kiểm tra',
        list: [
          'Đọc lỗi toàn bộ các hộp điều khiển',
          'Động cơ và hộp số khi nguội và khi nóng',
          'Khung gầm, dấu hiệu va chạm, hàn cắt',
          'Độ dày sơn từng chi tiết bằng máy đo',
          'Dấu hiệu ngập nước: cặn bùn, gỉ sét ở ray ghế và giắc điện',
          'Chạy thử trên đường: phanh, lái, tiếng ồn, độ rung',
        ],
      },
      {
        heading: 'Bạn nhận được gì?',
        paragraphs: [
          'Một báo cáo ghi rõ tình trạng từng hạng mục, ảnh chụp những điểm cần lưu ý và ước tính chi phí sửa chữa, giúp bạn thương lượng giá khi mua bán xe.',
        ],
      },
    ],
  },
];

const rescue: ServiceArticleData[] = [
  {
    ...writtenPage('/services/emergency-rescue'),
    postedAt: '2025-06-27',
    icon: Siren,
    facts: {
      duration: 'Có mặt trong 30–45 phút ở nội thành TP. Hồ Chí Minh',
      price: 'Phí điều xe nội thành từ 300.000 ₫; báo trước qua điện thoại, không phát sinh khi đến nơi',
    },
    sections: [
      {
        heading: 'Khi nào gọi cứu hộ?',
        list: [
          'Xe chết máy giữa đường, không nổ lại được',
          'Tai nạn, xe không thể tự di chuyển',
          'Xe bị ngập nước: tuyệt đối không cố nổ máy',
          'Xe sa lầy, lọt ổ gà, trượt xuống lề',
          'Đèn cảnh báo nhiệt độ hoặc áp suất dầu sáng',
        ],
      },
      {
        heading: 'Trong lúc chờ đội cứu hộ',
        ordered: true,
        list: [
          'Bật đèn cảnh báo nguy hiểm, đặt biển báo tam giác phía sau xe',
          'Đưa người ra khỏi xe và đứng ở nơi an toàn, xa làn xe chạy',
          'Gửi vị trí và ảnh xe qua Zalo để đội cứu hộ chuẩn bị đúng thiết bị',
          'Không tự tháo lắp nếu không chắc chắn',
        ],
      },
      {
        heading: 'Đội cứu hộ mang theo gì?',
        paragraphs: [
          'Bộ kích bình, bơm lốp, dụng cụ sửa nhanh, máy chẩn đoán lỗi và xe kéo khi cần. Nếu sửa được tại chỗ, bạn tiếp tục hành trình ngay; nếu không, xe được đưa về gara an toàn.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/towing'),
    postedAt: '2025-06-29',
    icon: Truck,
    facts: {
      duration: 'Xe kéo đến trong 30–60 phút ở nội thành',
      price: 'Nội thành từ 600.000 ₫ cho 10 km đầu; liên tỉnh từ 18.000 ₫/km',
    },
    sections: [
      {
        heading: 'Dịch vụ bao gồm',
        list: [
          'Kéo xe bằng xe sàn trượt, chằng buộc bốn bánh',
          'Kéo xe về gara hoặc về địa chỉ bạn chọn',
          'Hỗ trợ đưa xe ra khỏi hầm gửi xe, khu vực chật hẹp',
          'Chở xe giữa các tỉnh Bà Rịa - Vũng Tàu, Bình Dương, Củ Chi và TP. Hồ Chí Minh',
        ],
      },
      {
        heading: 'Vì sao dùng xe sàn trượt?',
        paragraphs: [
          'Kéo lê hai bánh có thể làm hỏng hộp số tự động và cản trước của xe gầm thấp. Xe sàn trượt đưa cả chiếc xe lên sàn nên không có bánh nào lăn trên đường trong suốt quãng đường.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/onsite-support'),
    postedAt: '2025-07-01',
    icon: LifeBuoy,
    facts: {
      duration: 'Có mặt trong 30–45 phút; xử lý 15–30 phút',
      price: 'Kích bình từ 250.000 ₫; thay lốp dự phòng từ 200.000 ₫ (nội thành)',
    },
    sections: [
      {
        heading: 'Sự cố xử lý tại chỗ',
        list: [
          'Kích bình khi ắc quy yếu, thay ắc quy mới tại chỗ',
          'Thay lốp dự phòng, vá lốp không săm',
          'Tiếp nhiên liệu khi xe hết xăng, dầu',
          'Mở cửa xe khi quên chìa khóa bên trong',
          'Kiểm tra nhanh lỗi bằng máy chẩn đoán cầm tay',
        ],
      },
      {
        heading: 'Chuẩn bị gì khi gọi?',
        paragraphs: [
          'Cho chúng tôi biết dòng xe, đời xe, vị trí chính xác và mô tả ngắn sự cố. Với xe cần thay ắc quy, kỹ thuật viên mang đúng loại ắc quy để thay luôn.',
        ],
      },
    ],
  },
  {
    ...writtenPage('/services/mobile-repair'),
    postedAt: '2025-07-03',
    icon: MapPin,
    facts: {
      duration: '1–2 giờ tại địa chỉ của bạn, hẹn trước ít nhất 1 ngày',
      price: 'Phí đi lại nội thành 150.000 ₫; công và phụ tùng như tại gara',
      warranty: 'Như khi làm tại gara',
    },
    sections: [
      {
        heading: 'Làm được những gì tại chỗ?',
        list: [
          'Thay dầu, lọc dầu, lọc gió',
          'Thay má phanh, bugi, ắc quy, gạt mưa, bóng đèn',
          'Đọc và xóa lỗi bằng máy chẩn đoán',
          'Kiểm tra định kỳ trước chuyến đi xa',
        ],
      },
      {
        heading: 'Điều kiện làm việc',
        paragraphs: [
          'Cần một chỗ đỗ bằng phẳng, đủ rộng để mở cửa và capo, như bãi xe chung cư hay sân nhà. Những công việc cần cầu nâng hay phòng sơn sẽ được hẹn làm tại gara.',
        ],
      },
    ],
  },
];

/** What each family's page adds to the garage's list (contract/garage.ts): a longer description, an icon, the articles. */
const families: Record<GarageServiceGroup['id'], Omit<ServiceGroup, 'id' | 'title'>> = {
  repair: {
    description: 'Động cơ, hộp số, phanh và hệ thống điện: chẩn đoán đúng bệnh, báo giá trước khi sửa.',
    icon: Wrench,
    services: generalRepair,
  },
  maintenance: {
    description: 'Kiểm tra và bảo trì các hệ thống của xe để phát hiện sớm hư hỏng.',
    icon: ClipboardCheck,
    services: maintenance,
  },
  servicing: {
    description: 'Thay dầu, bảo dưỡng phanh, điều hòa và kiểm tra tổng quát theo mốc km.',
    icon: BatteryCharging,
    services: servicing,
  },
  rescue: {
    description: 'Cứu hộ, kéo xe, hỗ trợ và sửa chữa tại chỗ bất kể ngày đêm.',
    icon: Siren,
    services: rescue,
  },
};

/** The four featured-service cards of the home page, each with its four sub-service pages. */
export const serviceGroups: ServiceGroup[] = SERVICE_GROUPS.map((group) => ({ id: group.id, title: group.title, ...families[group.id] }));

export const subServices: ServiceArticleData[] = serviceGroups.flatMap((group) => group.services);

export function findSubService(slug: string) {
  const path = `/services/${slug}`;
  for (const group of serviceGroups) {
    const service = group.services.find((item) => item.path === path);
    if (service) return { group, service };
  }
  return undefined;
}
