import type { Category } from '../../contract/categories';

let sequence = 0;

/** A category shaped like the server's answer, with a time-ordered 24-hex id. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 0, 1) + sequence * 86_400_000);
  const id = Math.floor(created.getTime() / 1000).toString(16).padStart(8, '0') + sequence.toString(16).padStart(16, '0');
  return {
    _id: id,
    name: `Danh mục ${sequence}`,
    productCount: 0,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

export const demoCategories: Category[] = [
  'Bảo dưỡng định kỳ',
  'Sửa chữa động cơ',
  'Hệ thống phanh',
  'Điện - điện lạnh ô tô',
  'Đồng sơn - làm đẹp xe',
  'Lốp và hệ thống treo',
].map((name) => makeCategory({ name }));
