import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../mocks/data/products';
import { filterByCategory, paginate, parsePage, parseSort, relatedProducts, sortProducts, truncate } from './catalog-query';

describe('the address bar', () => {
  it('reads the sort, defaulting to newest', () => {
    expect(parseSort('default')).toBe('default');
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort(null)).toBe('newest');
    expect(parseSort('price')).toBe('newest');
    expect(parseSort('price-asc')).toBe('price-asc');
    expect(parseSort('price-desc')).toBe('price-desc');
  });
  it('reads a page number, defaulting to 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc']) expect(parsePage(bad)).toBe(1);
  });
});

describe('sorting, filtering and paging', () => {
  it('puts the newest first', () => {
    const sorted = sortProducts(demoProducts, 'newest');
    for (let i = 1; i < sorted.length; i += 1) expect(Date.parse(sorted[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(sorted[i]!.createdAt));
  });
  it('orders by name the Vietnamese way by default, without touching the input', () => {
    const before = demoProducts.map((product) => product._id);
    const names = sortProducts(demoProducts, 'default').map((product) => product.name);
    expect(names[0]).toBe('Bảo dưỡng cấp lớn 40.000 km');
    expect(names.indexOf('Đại tu động cơ xăng')).toBeGreaterThan(names.indexOf('Cân chỉnh thước lái'));
    expect(names.indexOf('Đại tu động cơ xăng')).toBeLessThan(names.indexOf('Gò hàn, nắn khung'));
    expect(demoProducts.map((product) => product._id)).toEqual(before);
  });
  it('orders by price both ways, the newest first among equal prices', () => {
    const twin = { ...demoProducts[0]!, _id: 'twin', createdAt: '2099-01-01T00:00:00.000Z' };
    const list = [...demoProducts, twin];
    const up = sortProducts(list, 'price-asc');
    const down = sortProducts(list, 'price-desc');
    for (let i = 1; i < up.length; i += 1) expect(up[i - 1]!.price).toBeLessThanOrEqual(up[i]!.price);
    for (let i = 1; i < down.length; i += 1) expect(down[i - 1]!.price).toBeGreaterThanOrEqual(down[i]!.price);
    for (const sorted of [up, down]) expect(sorted.indexOf(twin)).toBeLessThan(sorted.indexOf(demoProducts[0]!));
  });
  it('keeps one category', () => {
    const id = demoProducts[2]!.category_id._id;
    const kept = filterByCategory(demoProducts, id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((product) => product.category_id._id === id)).toBe(true);
    expect(filterByCategory(demoProducts, undefined)).toHaveLength(demoProducts.length);
  });
  it('pages 8 at a time and clamps a page past the end', () => {
    expect(paginate(demoProducts, 1)).toMatchObject({ page: 1, pageCount: 3, total: 18 });
    expect(paginate(demoProducts, 3).items).toHaveLength(2);
    expect(paginate(demoProducts, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
  it('relates up to 8 other services of the same category', () => {
    const product = demoProducts[0]!;
    const related = relatedProducts(demoProducts, product);
    expect(related.some((item) => item._id === product._id)).toBe(false);
    expect(related.every((item) => item.category_id._id === product.category_id._id)).toBe(true);
    const many = Array.from({ length: 12 }, (_, i) => ({ ...product, _id: `${product._id.slice(0, 20)}${String(i).padStart(4, '0')}` }));
    expect(relatedProducts([product, ...many], product)).toHaveLength(8);
  });
});

describe('truncate', () => {
  it('leaves short text and cuts long text at a word', () => {
    expect(truncate('Thay dầu', 50)).toBe('Thay dầu');
    expect(truncate('Kiểm tra và xử lý tiếng kêu lạ ở gầm xe khi đi qua đường gồ ghề', 30)).toBe('Kiểm tra và xử lý tiếng kêu…');
    expect(truncate('a'.repeat(40), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
