import type { Product } from '../../contract/products';
import { demoCategories } from './categories';
import { objectIdAt } from './ids';

let sequence = 0;

/** A service shaped like the server's answer; later calls are newer. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 1, 1) + sequence * 3_600_000);
  const category = demoCategories[sequence % demoCategories.length]!;
  return {
    _id: objectIdAt(created, 0x1000 + sequence),
    name: `Dịch vụ ${sequence}`,
    description: 'Kỹ thuật viên kiểm tra, tư vấn và thực hiện theo quy trình của gara.',
    price: 500_000,
    quantity: 10,
    category_id: { _id: category._id, name: category.name },
    image: `/images/demo/service-${(sequence % 8) + 1}.svg`,
    subImages: [],
    specifications: [],
    isFeatured: false,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

function category(index: number) {
  const c = demoCategories[index]!;
  return { _id: c._id, name: c.name };
}

const catalogue: Array<[string, number, number, string]> = [
  ['Bảo dưỡng cấp nhỏ 5.000 km', 0, 650_000, 'Thay dầu động cơ, lọc dầu, kiểm tra 20 hạng mục an toàn và vệ sinh lọc gió.'],
  ['Bảo dưỡng cấp trung 20.000 km', 0, 1_850_000, 'Thay dầu, lọc dầu, lọc gió động cơ, lọc gió điều hòa, kiểm tra phanh và hệ thống treo.'],
  ['Bảo dưỡng cấp lớn 40.000 km', 0, 3_950_000, 'Bảo dưỡng toàn diện: dầu hộp số, nước làm mát, bugi, dầu phanh và căn chỉnh động cơ.'],
  ['Đại tu động cơ xăng', 1, 18_500_000, 'Tháo rã, đo kiểm, thay xéc-măng, bạc, gioăng và lắp ráp theo thông số của hãng.'],
  ['Vệ sinh kim phun, buồng đốt', 1, 1_250_000, 'Làm sạch muội than bằng dung dịch chuyên dụng, giúp xe bốc và tiết kiệm nhiên liệu.'],
  ['Thay dây curoa cam', 1, 2_400_000, 'Thay bộ dây curoa cam, bi tì và bơm nước đúng hạn để tránh hỏng động cơ.'],
  ['Thay má phanh trước', 2, 980_000, 'Thay má phanh chính hãng, vệ sinh cùm phanh và kiểm tra độ dày đĩa.'],
  ['Láng đĩa phanh', 2, 600_000, 'Láng phẳng đĩa phanh bị cong vênh, hết rung vô lăng khi phanh.'],
  ['Thay dầu phanh', 2, 450_000, 'Xả và thay dầu phanh DOT 4, xả e hệ thống ABS bằng máy.'],
  ['Nạp gas điều hòa', 3, 550_000, 'Hút chân không, kiểm tra rò rỉ và nạp gas R134a hoặc R1234yf đúng định lượng.'],
  ['Sửa chữa máy phát điện', 3, 1_650_000, 'Thay chổi than, tiết chế, bạc đạn; kiểm tra điện áp sạc bằng máy đo.'],
  ['Thay ắc quy', 3, 1_900_000, 'Đo tình trạng ắc quy bằng máy, thay ắc quy khô chính hãng, bảo hành 12 tháng.'],
  ['Sơn dặm một tấm', 4, 1_200_000, 'Xử lý vết trầy, bả matit, sơn pha màu bằng máy và sấy trong phòng sơn.'],
  ['Đánh bóng, phủ ceramic', 4, 6_500_000, 'Đánh bóng ba bước, phủ ceramic 9H bảo vệ sơn đến 3 năm.'],
  ['Gò hàn, nắn khung', 4, 4_800_000, 'Nắn khung trên bàn kéo, gò phục hồi tấm vỏ sau va chạm.'],
  ['Cân chỉnh thước lái', 5, 400_000, 'Cân chỉnh góc đặt bánh xe bằng máy 3D, hết lệch lái và mòn lốp không đều.'],
  ['Thay giảm xóc', 5, 3_200_000, 'Thay cặp giảm xóc trước hoặc sau, kiểm tra cao su chân máy và rotuyn.'],
  ['Đảo lốp, cân bằng động', 5, 300_000, 'Đảo lốp theo sơ đồ, cân bằng động từng bánh, bơm lốp đúng áp suất.'],
];

const baseTime = Date.UTC(2026, 0, 5, 2, 0, 0);

/** A believable catalogue of 18 services across the demo categories, oldest first. */
export const demoProducts: Product[] = catalogue.map(([name, categoryIndex, price, description], index) => {
  const created = new Date(baseTime + index * 86_400_000);
  return {
    _id: objectIdAt(created, 0x100 + index),
    name,
    description,
    price,
    quantity: 20,
    category_id: category(categoryIndex),
    image: `/images/demo/service-${(index % 8) + 1}.svg`,
    subImages: [`/images/demo/service-${((index + 1) % 8) + 1}.svg`, `/images/demo/service-${((index + 2) % 8) + 1}.svg`],
    specifications: [
      { label: 'Thời gian thực hiện', value: index % 2 ? '2 – 3 giờ' : '45 – 60 phút' },
      { label: 'Bảo hành', value: index % 3 ? '6 tháng' : '12 tháng hoặc 10.000 km' },
      { label: 'Áp dụng', value: 'Xe du lịch 4 – 7 chỗ' },
    ],
    isFeatured: index % 3 === 0,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
  };
});

export const demoFeaturedProducts: Product[] = demoProducts.filter((p) => p.isFeatured).reverse();

/** A service with every field filled: long description, sub-images and specifications. */
export const demoProductDetail: Product = {
  ...demoProducts[1]!,
  description:
    'Gói bảo dưỡng cấp trung dành cho xe đã chạy khoảng 20.000 km hoặc 12 tháng.\n\nKỹ thuật viên thay dầu động cơ tổng hợp, lọc dầu, lọc gió động cơ và lọc gió điều hòa; kiểm tra má phanh, dầu phanh, nước làm mát, dây curoa và hệ thống treo.\n\nSau khi làm xong, gara gửi bạn phiếu kiểm tra 40 hạng mục kèm ảnh chụp các chi tiết đã thay.',
  subImages: ['/images/demo/service-3.svg', '/images/demo/service-4.svg', '/images/demo/service-5.svg'],
  specifications: [
    { label: 'Thời gian thực hiện', value: '2 – 3 giờ' },
    { label: 'Dầu động cơ', value: 'Tổng hợp toàn phần 5W-30' },
    { label: 'Hạng mục kiểm tra', value: '40 hạng mục' },
    { label: 'Bảo hành', value: '6 tháng hoặc 5.000 km' },
  ],
};

/** A long name, no image, no specifications: the card and the detail page must still hold. */
export const demoProductBare: Product = makeProduct({
  name: 'Kiểm tra và xử lý tiếng kêu lạ ở gầm xe khi đi qua đường gồ ghề, ổ gà',
  image: null,
  subImages: [],
  specifications: [],
  price: 0,
});
