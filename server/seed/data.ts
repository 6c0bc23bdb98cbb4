/** Demo data of a believable Ho Chi Minh City garage: its catalogue, news, banners and team. */

/** Which illustration a picture gets (see images.ts). */
export type SeedIcon = 'oil' | 'engine' | 'brake' | 'electric' | 'paint' | 'tire' | 'rescue';

export interface SeedSpecification {
  label: string;
  value: string;
}

export interface SeedService {
  name: string;
  description: string;
  /** Whole dong. */
  price: number;
  quantity: number;
  featured?: boolean;
  /** When the car is due again after this service: a job's next service is suggested from it. */
  interval?: { km: number | null; months: number | null };
  specifications: SeedSpecification[];
}

export interface SeedCategory {
  name: string;
  icon: SeedIcon;
  /** Gradient of the category's pictures, dark to light. */
  colors: [string, string];
  services: SeedService[];
}

const WARRANTY = 'Bảo hành';
const DURATION = 'Thời gian thực hiện';
const MODELS = 'Áp dụng cho dòng xe';
const MATERIALS = 'Vật tư sử dụng';
const INCLUDES = 'Hạng mục bao gồm';
const ALL_CARS = 'Xe du lịch 4-7 chỗ, bán tải';

export const seedCategories: SeedCategory[] = [
  {
    name: 'Bảo dưỡng định kỳ',
    icon: 'oil',
    colors: ['#0b3d63', '#1f7fb8'],
    services: [
      {
        name: 'Thay dầu động cơ và lọc dầu',
        interval: { km: 5_000, months: 6 },
        description:
          'Xả sạch dầu cũ, thay lọc dầu chính hãng và châm dầu tổng hợp toàn phần đúng cấp nhớt nhà sản xuất khuyến nghị. Kỹ thuật viên kiểm tra rò rỉ quanh các-te, mức nước làm mát và dầu phanh miễn phí trong lúc chờ.',
        price: 650_000,
        quantity: 80,
        featured: true,
        specifications: [
          { label: DURATION, value: '30 - 45 phút' },
          { label: MATERIALS, value: 'Dầu tổng hợp 5W-30, lọc dầu chính hãng' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '5.000 km hoặc 3 tháng' },
        ],
      },
      {
        name: 'Bảo dưỡng cấp nhỏ 5.000 km',
        interval: { km: 5_000, months: 6 },
        description:
          'Gói bảo dưỡng nhẹ theo mốc 5.000 km: thay dầu, vệ sinh lọc gió động cơ, kiểm tra phanh, lốp, đèn, gạt mưa và ắc quy. Phù hợp xe chạy trong đô thị, giúp phát hiện sớm hao mòn trước khi thành hư hỏng.',
        price: 890_000,
        quantity: 60,
        specifications: [
          { label: DURATION, value: '60 phút' },
          { label: INCLUDES, value: '18 hạng mục kiểm tra' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '3 tháng' },
        ],
      },
      {
        name: 'Bảo dưỡng cấp trung 20.000 km',
        interval: { km: 20_000, months: 12 },
        description:
          'Ngoài các hạng mục cấp nhỏ, gói cấp trung thay lọc gió động cơ, lọc gió điều hòa, vệ sinh bướm ga và cân chỉnh phanh. Xe được chẩn đoán bằng máy đọc lỗi và in báo cáo tình trạng cho khách hàng.',
        price: 2_450_000,
        quantity: 40,
        featured: true,
        specifications: [
          { label: DURATION, value: '2 - 3 giờ' },
          { label: INCLUDES, value: '32 hạng mục kiểm tra và thay thế' },
          { label: MATERIALS, value: 'Lọc gió, lọc điều hòa, dầu động cơ chính hãng' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '6 tháng' },
        ],
      },
      {
        name: 'Bảo dưỡng cấp lớn 40.000 km',
        interval: { km: 40_000, months: 24 },
        description:
          'Gói bảo dưỡng toàn diện theo mốc 40.000 km: thay dầu hộp số, nước làm mát, dầu phanh, bugi, các loại lọc và kiểm tra toàn bộ hệ thống treo, lái. Xe được rửa khoang máy và bàn giao kèm sổ bảo dưỡng điện tử.',
        price: 4_800_000,
        quantity: 25,
        specifications: [
          { label: DURATION, value: '1 ngày' },
          { label: INCLUDES, value: '48 hạng mục kiểm tra và thay thế' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '6 tháng hoặc 10.000 km' },
        ],
      },
      {
        name: 'Thay nước làm mát và súc rửa két nước',
        interval: { km: 40_000, months: 24 },
        description:
          'Súc rửa két nước và đường ống bằng dung dịch chuyên dụng để loại bỏ cặn, sau đó châm nước làm mát gốc ethylene glycol pha sẵn. Giúp động cơ giữ nhiệt độ ổn định, tránh quá nhiệt khi kẹt xe giữa trưa.',
        price: 750_000,
        quantity: 50,
        specifications: [
          { label: DURATION, value: '45 phút' },
          { label: MATERIALS, value: 'Nước làm mát pha sẵn 4 lít' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
    ],
  },
  {
    name: 'Sửa chữa động cơ',
    icon: 'engine',
    colors: ['#3a1c0b', '#b4541f'],
    services: [
      {
        name: 'Vệ sinh kim phun và buồng đốt',
        description:
          'Làm sạch muội than bám trên kim phun, xupap và đỉnh piston bằng máy vệ sinh không cần tháo máy. Xe bốc hơn, nổ êm hơn và giảm tiêu hao nhiên liệu rõ rệt với các xe đã chạy trên 30.000 km.',
        price: 1_200_000,
        quantity: 30,
        featured: true,
        specifications: [
          { label: DURATION, value: '90 phút' },
          { label: MATERIALS, value: 'Dung dịch vệ sinh nhập khẩu từ Đức' },
          { label: MODELS, value: 'Động cơ xăng phun xăng điện tử' },
          { label: WARRANTY, value: '3 tháng' },
        ],
      },
      {
        name: 'Thay dây curoa cam và bộ tăng',
        description:
          'Thay trọn bộ dây curoa cam, bi tăng, bi tì và kiểm tra bơm nước theo khuyến cáo của hãng. Dây cam đứt khi đang chạy có thể làm cong xupap, vì vậy nên thay đúng hạn từ 80.000 đến 100.000 km.',
        price: 3_500_000,
        quantity: 15,
        specifications: [
          { label: DURATION, value: '4 - 5 giờ' },
          { label: MATERIALS, value: 'Bộ dây cam Gates hoặc chính hãng' },
          { label: MODELS, value: 'Xe dùng dây curoa cam (không áp dụng xích cam)' },
          { label: WARRANTY, value: '12 tháng hoặc 20.000 km' },
        ],
      },
      {
        name: 'Đại tu động cơ xăng',
        description:
          'Tháo rã, đo kiểm và phục hồi động cơ: doa xi lanh, thay piston, xéc măng, bạc biên, bạc trục, gioăng phớt và rà xupap. Động cơ được chạy rà trên bàn thử và bàn giao kèm biên bản đo áp suất nén từng máy.',
        price: 15_000_000,
        quantity: 5,
        specifications: [
          { label: DURATION, value: '5 - 7 ngày' },
          { label: INCLUDES, value: 'Phụ tùng đại tu trọn bộ, công tháo lắp' },
          { label: MODELS, value: 'Động cơ xăng 4 xi lanh đến 2.5L' },
          { label: WARRANTY, value: '12 tháng hoặc 20.000 km' },
        ],
      },
      {
        name: 'Thay bugi và kiểm tra hệ thống đánh lửa',
        description:
          'Thay bugi iridium, đo điện trở mô-bin và dây cao áp, đọc lỗi bỏ máy bằng máy chẩn đoán. Khắc phục tình trạng xe rung khi nổ máy, khó khởi động buổi sáng và hao xăng bất thường.',
        price: 850_000,
        quantity: 40,
        specifications: [
          { label: DURATION, value: '45 phút' },
          { label: MATERIALS, value: 'Bugi iridium NGK hoặc Denso' },
          { label: MODELS, value: 'Động cơ xăng 4 - 6 xi lanh' },
          { label: WARRANTY, value: '20.000 km' },
        ],
      },
    ],
  },
  {
    name: 'Hệ thống phanh',
    icon: 'brake',
    colors: ['#4a0d12', '#c0392b'],
    services: [
      {
        name: 'Bảo dưỡng hệ thống phanh ABS',
        description:
          'Vệ sinh và bôi trơn cùm phanh, kiểm tra độ dày má phanh, đĩa phanh, cảm biến tốc độ bánh xe và đọc lỗi bộ điều khiển ABS. Phanh ăn đều, không kêu rít và đèn báo ABS không còn sáng bất thường.',
        price: 1_150_000,
        quantity: 40,
        featured: true,
        specifications: [
          { label: DURATION, value: '90 phút' },
          { label: INCLUDES, value: 'Vệ sinh 4 bánh, kiểm tra cảm biến ABS' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '6 tháng' },
        ],
      },
      {
        name: 'Thay má phanh trước chính hãng',
        description:
          'Thay cặp má phanh trước chính hãng hoặc tương đương OEM, vệ sinh cùm phanh và kiểm tra độ đảo đĩa. Nên thay khi má phanh mòn còn dưới 3 mm hoặc khi nghe tiếng kim loại cọ khi đạp phanh.',
        price: 1_350_000,
        quantity: 35,
        specifications: [
          { label: DURATION, value: '60 phút' },
          { label: MATERIALS, value: 'Má phanh chính hãng hoặc Bendix, Brembo' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '6 tháng hoặc 10.000 km' },
        ],
      },
      {
        name: 'Láng đĩa phanh',
        description:
          'Láng phẳng bề mặt đĩa phanh trên máy láng tại xe, giữ đúng độ dày tối thiểu của nhà sản xuất. Hết rung vô lăng và rung chân phanh khi phanh gấp ở tốc độ cao.',
        price: 600_000,
        quantity: 30,
        specifications: [
          { label: DURATION, value: '60 phút' },
          { label: INCLUDES, value: 'Láng 2 đĩa phanh, đo độ dày còn lại' },
          { label: MODELS, value: 'Xe dùng phanh đĩa' },
        ],
      },
      {
        name: 'Thay dầu phanh DOT 4',
        interval: { km: 40_000, months: 24 },
        description:
          'Hút sạch dầu phanh cũ đã ngậm nước và thay dầu DOT 4 mới bằng máy thay dầu phanh chuyên dụng, xả e từng bánh. Dầu phanh nên thay mỗi 2 năm để bàn đạp phanh luôn chắc và không bị mất phanh khi đổ đèo.',
        price: 450_000,
        quantity: 60,
        specifications: [
          { label: DURATION, value: '40 phút' },
          { label: MATERIALS, value: 'Dầu phanh DOT 4 1 lít' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
    ],
  },
  {
    name: 'Điện - điện lạnh ô tô',
    icon: 'electric',
    colors: ['#06334a', '#0aa3a3'],
    services: [
      {
        name: 'Nạp gas điều hòa ô tô',
        description:
          'Hút chân không, kiểm tra rò rỉ và nạp gas R134a hoặc R1234yf đúng định lượng theo tem của xe. Điều hòa lạnh sâu trở lại, máy nén làm việc nhẹ nhàng và tiết kiệm nhiên liệu hơn.',
        price: 450_000,
        quantity: 70,
        featured: true,
        specifications: [
          { label: DURATION, value: '45 phút' },
          { label: MATERIALS, value: 'Gas R134a hoặc R1234yf, dầu máy nén' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '3 tháng' },
        ],
      },
      {
        name: 'Vệ sinh dàn lạnh điều hòa',
        interval: { km: null, months: 12 },
        description:
          'Nội soi và vệ sinh dàn lạnh bằng dung dịch bọt chuyên dụng, thay lọc gió điều hòa và khử mùi cabin. Hết mùi hôi ẩm mốc, gió ra mạnh và sạch hơn, đặc biệt tốt cho gia đình có trẻ nhỏ.',
        price: 950_000,
        quantity: 45,
        specifications: [
          { label: DURATION, value: '90 phút' },
          { label: INCLUDES, value: 'Vệ sinh dàn lạnh, thay lọc gió điều hòa' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '3 tháng' },
        ],
      },
      {
        name: 'Thay ắc quy khô 12V',
        description:
          'Đo điện áp và khả năng khởi động của ắc quy cũ, thay ắc quy khô miễn bảo dưỡng đúng dung lượng và lưu bộ nhớ hệ thống điện trong lúc thay. Thu lại ắc quy cũ để xử lý đúng quy định.',
        price: 2_100_000,
        quantity: 30,
        specifications: [
          { label: DURATION, value: '20 phút' },
          { label: MATERIALS, value: 'Ắc quy GS hoặc Varta 45 - 70Ah' },
          { label: MODELS, value: ALL_CARS },
          { label: WARRANTY, value: '12 tháng' },
        ],
      },
      {
        name: 'Chẩn đoán lỗi bằng máy OBD-II',
        description:
          'Đọc và phân tích mã lỗi của động cơ, hộp số, ABS, túi khí bằng máy chẩn đoán chuyên hãng. Kỹ thuật viên giải thích nguyên nhân, đề xuất phương án sửa và báo giá trước khi làm.',
        price: 350_000,
        quantity: 100,
        specifications: [
          { label: DURATION, value: '30 phút' },
          { label: INCLUDES, value: 'Đọc lỗi, xóa lỗi, báo cáo tình trạng' },
          { label: MODELS, value: 'Xe sản xuất từ năm 2006 có cổng OBD-II' },
        ],
      },
    ],
  },
  {
    name: 'Đồng sơn - làm đẹp xe',
    icon: 'paint',
    colors: ['#2c1446', '#8e44ad'],
    services: [
      {
        name: 'Phủ ceramic bảo vệ sơn 9H',
        description:
          'Hiệu chỉnh bề mặt sơn, xóa xước xoáy rồi phủ hai lớp ceramic độ cứng 9H. Lớp phủ giúp sơn bóng sâu, chống bám bụi, nước mưa và phân chim, rửa xe nhanh sạch hơn.',
        price: 6_500_000,
        quantity: 12,
        featured: true,
        specifications: [
          { label: DURATION, value: '2 ngày' },
          { label: MATERIALS, value: 'Ceramic 9H nhập khẩu Nhật Bản' },
          { label: MODELS, value: 'Sedan, SUV, bán tải' },
          { label: WARRANTY, value: '24 tháng' },
        ],
      },
      {
        name: 'Sơn dặm và xử lý trầy xước',
        description:
          'Xử lý vết trầy, móp nhẹ trên cản và cửa xe: gò nắn, bả matit, sơn lót và sơn màu trong phòng sơn sấy. Màu sơn được pha bằng máy theo mã màu của xe nên gần như không thấy vết dặm.',
        price: 1_800_000,
        quantity: 20,
        specifications: [
          { label: DURATION, value: '1 - 2 ngày' },
          { label: INCLUDES, value: 'Một tấm (cản, cửa hoặc chắn bùn)' },
          { label: MATERIALS, value: 'Sơn gốc PU, phòng sơn sấy nhiệt' },
          { label: WARRANTY, value: '12 tháng không bong tróc' },
        ],
      },
      {
        name: 'Dán phim cách nhiệt 3M',
        description:
          'Dán phim cách nhiệt chính hãng cho kính lái, kính sườn và kính hậu, cản tia UV và hồng ngoại, giảm nóng trong cabin. Phim có tem chống giả và mã bảo hành điện tử của hãng.',
        price: 4_200_000,
        quantity: 15,
        specifications: [
          { label: DURATION, value: '3 - 4 giờ' },
          { label: MATERIALS, value: 'Phim 3M Crystalline hoặc Ceramic IR' },
          { label: MODELS, value: 'Sedan và SUV đến 7 chỗ' },
          { label: WARRANTY, value: '5 năm' },
        ],
      },
      {
        name: 'Vệ sinh nội thất và khử mùi',
        description:
          'Hút bụi, giặt ghế nỉ hoặc dưỡng ghế da, vệ sinh trần, thảm sàn, táp-lô và khe gió. Khử mùi cabin bằng máy ozone, trả lại không gian sạch sẽ như xe mới.',
        price: 1_100_000,
        quantity: 25,
        specifications: [
          { label: DURATION, value: '4 giờ' },
          { label: INCLUDES, value: 'Ghế, trần, sàn, táp-lô, khử mùi ozone' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
    ],
  },
  {
    name: 'Lốp và hệ thống treo',
    icon: 'tire',
    colors: ['#1b1f24', '#4b5563'],
    services: [
      {
        name: 'Cân chỉnh thước lái 3D',
        description:
          'Đo và cân chỉnh góc đặt bánh xe (độ chụm, camber, caster) trên máy Hunter 3D. Xe chạy thẳng lái, vô lăng cân, lốp mòn đều và không còn hiện tượng nhao lái khi buông tay.',
        price: 450_000,
        quantity: 50,
        featured: true,
        specifications: [
          { label: DURATION, value: '45 phút' },
          { label: INCLUDES, value: 'Đo trước và sau, in kết quả cho khách' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
      {
        name: 'Cân bằng động và đảo lốp',
        interval: { km: 10_000, months: 6 },
        description:
          'Đảo vị trí bốn lốp theo sơ đồ chuẩn và cân bằng động từng bánh. Giảm rung ở dải tốc độ 80 - 100 km/h và kéo dài tuổi thọ lốp thêm hàng chục nghìn km.',
        price: 350_000,
        quantity: 60,
        specifications: [
          { label: DURATION, value: '40 phút' },
          { label: INCLUDES, value: '4 bánh, chì cân bằng' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
      {
        name: 'Thay lốp Michelin Primacy 4',
        description:
          'Lốp Michelin Primacy 4 êm ái, bám đường tốt khi trời mưa, giá tính cho một lốp đã gồm công tháo lắp, van mới và cân bằng động. Có sẵn các cỡ phổ biến từ 15 đến 18 inch.',
        price: 2_900_000,
        quantity: 40,
        specifications: [
          { label: DURATION, value: '30 phút' },
          { label: MATERIALS, value: 'Lốp Michelin Primacy 4, sản xuất năm hiện hành' },
          { label: MODELS, value: 'Mâm 15 - 18 inch' },
          { label: WARRANTY, value: '5 năm lỗi kỹ thuật của hãng' },
        ],
      },
      {
        name: 'Thay giảm xóc trước',
        description:
          'Thay cặp giảm xóc trước cùng cao su chắn bụi và bát bèo, kiểm tra rotuyn và cao su càng A. Xe hết bồng bềnh, ôm cua chắc chắn và không còn tiếng lục cục khi qua gờ giảm tốc.',
        price: 3_800_000,
        quantity: 10,
        specifications: [
          { label: DURATION, value: '2 - 3 giờ' },
          { label: MATERIALS, value: 'Giảm xóc KYB hoặc chính hãng' },
          { label: MODELS, value: 'Sedan, SUV cỡ nhỏ và trung' },
          { label: WARRANTY, value: '12 tháng hoặc 20.000 km' },
          { label: INCLUDES, value: 'Cân chỉnh thước lái sau khi thay' },
        ],
      },
    ],
  },
  {
    name: 'Cứu hộ 24/24',
    icon: 'rescue',
    colors: ['#4a3000', '#e67e22'],
    services: [
      {
        name: 'Cứu hộ kéo xe nội thành',
        description:
          'Xe kéo sàn trượt có mặt trong 30 - 45 phút tại nội thành TP. Hồ Chí Minh, kéo xe về xưởng an toàn, không làm trầy cản. Giá đã bao gồm 15 km đầu tiên.',
        price: 800_000,
        quantity: 20,
        featured: true,
        specifications: [
          { label: 'Thời gian có mặt', value: '30 - 45 phút trong nội thành' },
          { label: INCLUDES, value: '15 km đầu, xe kéo sàn trượt' },
          { label: MODELS, value: 'Xe đến 3,5 tấn' },
        ],
      },
      {
        name: 'Kích bình và thay lốp dự phòng tận nơi',
        description:
          'Kỹ thuật viên mang bộ kích điện và dụng cụ đến tận nơi khi xe hết ắc quy hoặc thủng lốp giữa đường. Kiểm tra nhanh nguyên nhân để bạn tiếp tục hành trình an toàn.',
        price: 400_000,
        quantity: 30,
        specifications: [
          { label: 'Thời gian có mặt', value: '30 phút trong nội thành' },
          { label: INCLUDES, value: 'Kích bình hoặc thay lốp dự phòng' },
          { label: MODELS, value: ALL_CARS },
        ],
      },
    ],
  },
];

export interface SeedArticle {
  title: string;
  icon: SeedIcon;
  colors: [string, string];
  /** Paragraphs are separated by a blank line. */
  content: string;
  /** An offer, listed under 'Tin khuyến mãi' on the home page. */
  promotion?: boolean;
}

export const seedNews: SeedArticle[] = [
  {
    title: '5 dấu hiệu cho thấy xe của bạn cần thay dầu ngay',
    promotion: true,
    icon: 'oil',
    colors: ['#0b3d63', '#1f7fb8'],
    content: [
      'Dầu động cơ là "máu" của chiếc xe: bôi trơn, làm mát và làm sạch các chi tiết chuyển động bên trong máy. Khi dầu xuống cấp, ma sát tăng lên và động cơ mòn nhanh hơn rất nhiều so với bạn nghĩ.',
      'Dấu hiệu dễ nhận biết nhất là đèn báo áp suất dầu hoặc đèn báo bảo dưỡng sáng trên bảng đồng hồ. Tiếp theo là tiếng máy to và "khô" hơn lúc mới nổ, nhất là vào buổi sáng khi máy còn nguội.',
      'Bạn cũng có thể tự rút que thăm dầu để kiểm tra: dầu mới có màu vàng hổ phách, trong; dầu đã đen đặc, có cặn hoặc mức dầu dưới vạch MIN là lúc cần thay. Khói xanh ở ống xả và mùi dầu cháy trong cabin là hai dấu hiệu khác không nên bỏ qua.',
      'Với xe chạy trong thành phố, kẹt xe thường xuyên, gara khuyên thay dầu mỗi 5.000 km hoặc 6 tháng, tùy điều kiện nào đến trước. Đặt lịch trước để được thay dầu trong 30 phút và kiểm tra miễn phí 10 hạng mục an toàn.',
    ].join('\n\n'),
  },
  {
    title: 'Chăm sóc ô tô mùa mưa: những điều tài xế cần biết',
    icon: 'tire',
    colors: ['#102a43', '#486581'],
    content: [
      'Mùa mưa ở TP. Hồ Chí Minh kéo dài từ tháng 5 đến tháng 11, kèm theo những trận mưa lớn và ngập cục bộ. Đây là thời điểm chiếc xe cần được chăm sóc kỹ hơn cả để giữ an toàn cho cả gia đình.',
      'Trước tiên hãy kiểm tra lốp: gai lốp còn dưới 1,6 mm sẽ không thoát nước kịp, dễ gây trượt nước khi phanh gấp. Áp suất lốp cũng cần đúng theo tem dán ở khung cửa tài xế.',
      'Cần gạt mưa nên thay mỗi năm một lần; lưỡi gạt chai cứng sẽ để lại vệt nước làm nhòe tầm nhìn ban đêm. Đừng quên kiểm tra đèn chiếu sáng, đèn sương mù và hệ thống phanh.',
      'Nếu lỡ đi qua đoạn đường ngập sâu quá nửa bánh xe, tuyệt đối không khởi động lại khi xe đã chết máy giữa dòng nước. Hãy gọi cứu hộ để kéo xe về xưởng kiểm tra, tránh hiện tượng thủy kích làm cong tay biên.',
    ].join('\n\n'),
  },
  {
    title: 'Vì sao nên bảo dưỡng hệ thống phanh định kỳ?',
    icon: 'brake',
    colors: ['#4a0d12', '#c0392b'],
    content: [
      'Phanh là hệ thống an toàn quan trọng nhất trên xe, nhưng cũng là hệ thống hay bị bỏ quên nhất cho đến khi có tiếng kêu lạ. Bụi má phanh, nước và bùn đất khiến cùm phanh bị kẹt, má phanh mòn lệch và lực phanh giảm dần.',
      'Bảo dưỡng phanh định kỳ mỗi 20.000 km bao gồm vệ sinh, bôi trơn chốt trượt cùm phanh, đo độ dày má và đĩa phanh, kiểm tra dầu phanh và cảm biến ABS. Chi phí nhỏ hơn nhiều so với việc phải thay cả bộ đĩa phanh bị cháy.',
      'Hãy đưa xe đi kiểm tra ngay khi bạn nghe tiếng rít kim loại lúc phanh, cảm thấy bàn đạp phanh bị lún sâu hoặc vô lăng rung khi phanh ở tốc độ cao. Đèn báo ABS sáng liên tục cũng là dấu hiệu cần chẩn đoán bằng máy.',
    ].join('\n\n'),
  },
  {
    title: 'Điều hòa ô tô kém lạnh: nguyên nhân và cách khắc phục',
    icon: 'electric',
    colors: ['#06334a', '#0aa3a3'],
    content: [
      'Những ngày nắng nóng gần 38 độ, một chiếc điều hòa kém lạnh khiến mỗi chuyến đi trở nên mệt mỏi. Nguyên nhân phổ biến nhất là thiếu gas do rò rỉ nhỏ ở các mối nối sau vài năm sử dụng.',
      'Tiếp theo là dàn lạnh và lọc gió điều hòa bị bám bụi, lá cây, thậm chí nấm mốc, khiến gió yếu và có mùi hôi. Dàn nóng phía trước đầu xe bị bám bẩn cũng làm giảm khả năng giải nhiệt của hệ thống.',
      'Ít gặp hơn nhưng tốn kém hơn là hư van tiết lưu, quạt dàn nóng hoặc máy nén. Kỹ thuật viên sẽ đo áp suất hai đường ống để xác định chính xác lỗi trước khi báo giá.',
      'Để điều hòa bền, bạn nên vệ sinh dàn lạnh và thay lọc gió mỗi năm, bật điều hòa ít nhất một lần mỗi tuần kể cả mùa mưa để dầu bôi trơn máy nén lưu thông.',
    ].join('\n\n'),
  },
  {
    title: 'Hướng dẫn kiểm tra áp suất lốp đúng cách tại nhà',
    promotion: true,
    icon: 'tire',
    colors: ['#1b1f24', '#4b5563'],
    content: [
      'Lốp non hơi làm xe hao xăng, nặng lái và mòn hai bên vai lốp; lốp quá căng lại làm xe xóc và giảm độ bám đường. Kiểm tra áp suất lốp mỗi hai tuần là thói quen đơn giản mà rất đáng giá.',
      'Áp suất tiêu chuẩn được in trên tem dán ở khung cửa bên tài xế hoặc trong sách hướng dẫn, thường từ 30 đến 36 PSI với xe du lịch. Hãy đo khi lốp nguội, tức là trước khi chạy hoặc sau khi đỗ ít nhất 3 giờ.',
      'Tháo nắp van, ấn đồng hồ đo thẳng vào van và đọc kết quả, sau đó bơm thêm hoặc xả bớt cho đúng thông số. Đừng quên kiểm tra cả lốp dự phòng trong cốp xe.',
      'Nếu một lốp thường xuyên bị non hơi, có thể lốp đã dính đinh hoặc van bị hở. Gara vá lốp và kiểm tra miễn phí khi bạn làm dịch vụ đảo lốp và cân bằng động.',
    ].join('\n\n'),
  },
  {
    title: 'Phủ ceramic có thực sự cần thiết cho xe mới?',
    icon: 'paint',
    colors: ['#2c1446', '#8e44ad'],
    content: [
      'Nhiều chủ xe mới băn khoăn có nên phủ ceramic ngay khi nhận xe hay không. Câu trả lời phụ thuộc vào nơi bạn đỗ xe và thói quen chăm sóc xe của bạn.',
      'Lớp sơn nguyên bản của xe mới khá mỏng, dễ bị xước xoáy khi rửa xe và bị ố do nước mưa, nhựa cây, phân chim nếu đỗ ngoài trời thường xuyên. Ceramic tạo một lớp màng cứng, trơn, giúp nước và bụi khó bám lại.',
      'Tuy vậy, ceramic không phải là áo giáp: nó không chống được đá văng hay va quẹt mạnh. Muốn bảo vệ tối đa các vị trí như nắp capo, cản trước, bạn có thể kết hợp thêm phim PPF.',
      'Nếu quyết định phủ, hãy chọn nơi có phòng phủ kín bụi và quy trình hiệu chỉnh sơn kỹ lưỡng, vì ceramic sẽ "khóa" mọi khuyết điểm bên dưới lớp phủ.',
    ].join('\n\n'),
  },
  {
    title: 'Lịch bảo dưỡng định kỳ theo số km cho xe phổ thông',
    icon: 'engine',
    colors: ['#3a1c0b', '#b4541f'],
    content: [
      'Bảo dưỡng đúng mốc giúp xe vận hành ổn định, giữ giá khi bán lại và tránh những hư hỏng lớn tốn kém. Dưới đây là lịch tham khảo cho các dòng xe phổ thông như Vios, Accent, City hay Xpander.',
      'Mốc 5.000 km và các mốc lẻ: thay dầu động cơ, kiểm tra tổng quát phanh, lốp, đèn, nước làm mát. Mốc 10.000 - 20.000 km: thêm thay lọc dầu, lọc gió điều hòa, vệ sinh lọc gió động cơ và đảo lốp.',
      'Mốc 40.000 km là mốc bảo dưỡng lớn: thay dầu hộp số, dầu phanh, nước làm mát, bugi và các loại lọc, kiểm tra hệ thống treo và lái. Mốc 80.000 - 100.000 km cần lưu ý thay dây curoa cam với xe dùng dây cam.',
      'Lịch trên chỉ mang tính tham khảo; điều kiện vận hành khắc nghiệt như chạy dịch vụ, chở nặng hay đi đường ngập nhiều thì nên rút ngắn khoảng cách bảo dưỡng. Cố vấn dịch vụ của gara sẽ tư vấn cụ thể theo sổ bảo dưỡng của xe bạn.',
    ].join('\n\n'),
  },
  {
    title: 'Chuẩn bị gì trước chuyến đi xa dịp Tết?',
    promotion: true,
    icon: 'rescue',
    colors: ['#4a3000', '#e67e22'],
    content: [
      'Dịp Tết là lúc nhiều gia đình lái xe về quê hoặc đi du lịch đường dài. Một buổi kiểm tra xe trước khi khởi hành sẽ giúp chuyến đi an toàn và trọn vẹn hơn.',
      'Những hạng mục cần kiểm tra gồm: dầu động cơ, nước làm mát, dầu phanh, ắc quy, lốp (kể cả lốp dự phòng), đèn chiếu sáng và gạt mưa. Xe đã gần mốc bảo dưỡng thì nên làm luôn trước khi đi.',
      'Hãy chuẩn bị sẵn bộ dụng cụ cơ bản, tam giác cảnh báo, đèn pin và lưu số hotline cứu hộ 24/24 của gara. Khi đi đường đèo dốc, nhớ về số thấp để phanh động cơ thay vì rà phanh liên tục.',
      'Từ nay đến hết 23 tháng Chạp, gara giảm 15% tiền công gói kiểm tra 20 hạng mục trước chuyến đi. Gara mở cửa xuyên Tết tại chi nhánh Quận 12 cho các dịch vụ cứu hộ và sửa chữa khẩn cấp. Đặt lịch kiểm tra trước Tết để tránh cảnh chờ đợi những ngày cận Tết.',
    ].join('\n\n'),
  },
];

export interface SeedBanner {
  /** Stored as the banner's title and description, laid over the picture in HTML. */
  headline: string;
  tagline: string;
  buttonLabel: string;
  /** A path on this site. */
  link: string;
  icon: SeedIcon;
  colors: [string, string];
}

export const seedBanners: SeedBanner[] = [
  { headline: 'Bảo dưỡng trọn gói – ưu đãi 20%', tagline: 'Áp dụng cho gói cấp trung và cấp lớn trong tháng này', buttonLabel: 'Đặt lịch ngay', link: '/lien-he', icon: 'oil', colors: ['#0b2540', '#1f7fb8'] },
  { headline: 'Đặt lịch online – không phải chờ', tagline: 'Chọn ngày và khung giờ, kỹ thuật viên sẵn sàng khi bạn đến', buttonLabel: 'Đặt lịch ngay', link: '/lien-he', icon: 'engine', colors: ['#1b1f24', '#c0392b'] },
  { headline: 'Cứu hộ 24/24 – Hotline 0909 246 246', tagline: 'Có mặt trong 30 phút tại nội thành TP. Hồ Chí Minh', buttonLabel: 'Đặt lịch ngay', link: '/lien-he', icon: 'rescue', colors: ['#3d2600', '#e67e22'] },
];

export const seedStaffPositions = ['Kỹ thuật viên', 'Cố vấn dịch vụ', 'Quản lý xưởng'] as const;
export type SeedStaffPosition = (typeof seedStaffPositions)[number];

export interface SeedStaffMember {
  name: string;
  phone: string;
  position: string;
  staffPosition: SeedStaffPosition;
}

export const seedStaff: SeedStaffMember[] = [
  { name: 'Nguyễn Hoàng Phúc', phone: '0903456781', position: 'Quản lý xưởng dịch vụ', staffPosition: 'Quản lý xưởng' },
  { name: 'Trần Thị Thu Hà', phone: '0918234567', position: 'Cố vấn dịch vụ trưởng', staffPosition: 'Cố vấn dịch vụ' },
  { name: 'Lê Minh Khang', phone: '0935678912', position: 'Cố vấn dịch vụ', staffPosition: 'Cố vấn dịch vụ' },
  { name: 'Phạm Văn Tài', phone: '0977123456', position: 'Kỹ thuật viên máy gầm', staffPosition: 'Kỹ thuật viên' },
  { name: 'Võ Quốc Thịnh', phone: '0388765432', position: 'Kỹ thuật viên điện - điện lạnh', staffPosition: 'Kỹ thuật viên' },
  { name: 'Đỗ Thanh Tùng', phone: '0909871234', position: 'Kỹ thuật viên đồng sơn', staffPosition: 'Kỹ thuật viên' },
  { name: 'Huỳnh Ngọc Sơn', phone: '0862345678', position: 'Kỹ thuật viên chẩn đoán', staffPosition: 'Kỹ thuật viên' },
  { name: 'Bùi Thị Kim Ngân', phone: '0793456128', position: 'Cố vấn dịch vụ', staffPosition: 'Cố vấn dịch vụ' },
];

/** Comments the demo customers left; `customer` indexes the seeded customers, `service` names a service. */
export const seedComments: { customer: number; service: string; comment: string }[] = [
  { customer: 0, service: 'Thay dầu động cơ và lọc dầu', comment: 'Làm nhanh, chưa tới 40 phút là xong. Nhân viên còn kiểm tra giúp áp suất lốp.' },
  { customer: 1, service: 'Thay dầu động cơ và lọc dầu', comment: 'Giá niêm yết rõ ràng, không phát sinh thêm chi phí. Sẽ quay lại.' },
  { customer: 2, service: 'Nạp gas điều hòa ô tô', comment: 'Điều hòa lạnh hẳn so với trước, cảm ơn anh kỹ thuật viên đã tư vấn nhiệt tình.' },
  { customer: 0, service: 'Bảo dưỡng hệ thống phanh ABS', comment: 'Hết tiếng kêu rít khi phanh rồi, xe chạy êm hơn hẳn.' },
  { customer: 3, service: 'Phủ ceramic bảo vệ sơn 9H', comment: 'Xe bóng như mới, mưa xong nước trôi tuột. Đáng tiền.' },
  { customer: 1, service: 'Cân chỉnh thước lái 3D', comment: 'Trước đây xe hay nhao lái sang phải, cân chỉnh xong chạy thẳng tay.' },
  { customer: 2, service: 'Cứu hộ kéo xe nội thành', comment: 'Xe chết máy lúc 11 giờ đêm, gọi hotline 35 phút sau đã có xe kéo tới. Rất yên tâm.' },
  { customer: 3, service: 'Vệ sinh dàn lạnh điều hòa', comment: 'Hết hẳn mùi ẩm mốc trong xe, bé nhà mình không còn bị hắt hơi nữa.' },
];
