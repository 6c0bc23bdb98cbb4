/** Demo data of a believable Ho Chi Minh City garage. */
export const seedCategories = [
  'Bảo dưỡng định kỳ',
  'Sửa chữa động cơ',
  'Hệ thống phanh',
  'Điện - điện lạnh ô tô',
  'Đồng sơn - làm đẹp xe',
  'Lốp và hệ thống treo',
  'Cứu hộ 24/24',
];
