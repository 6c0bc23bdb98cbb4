import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorResponseSchema } from '../../contract/common';
import { format, messages } from '../../contract/messages';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listFeaturedProducts,
  listProducts,
  searchProducts,
  setProductFeatured,
  updateProduct,
  SPECIFICATION_LABEL_MAX,
  SPECIFICATION_VALUE_MAX,
  SPECIFICATIONS_MAX,
  type CreateProductBody,
  type Product,
} from '../../contract/products';
import { buildPath } from '../../contract/endpoint';
import { products } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { carriesBase64Image, insertCategory, jpegDataUrl, MISSING_ID, oversizedDataUrl, pngDataUrl, textDataUrl } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('products', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  let category: { id: string; name: string };
  let otherCategory: { id: string; name: string };

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
    category = await insertCategory(app, 'Bảo dưỡng định kỳ');
    otherCategory = await insertCategory(app, 'Hệ thống phanh');
  });
  afterAll(() => app.close());

  function body(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
    return {
      name: 'Thay dầu động cơ và lọc dầu',
      description: 'Thay dầu tổng hợp và lọc dầu chính hãng.',
      price: 650_000,
      quantity: 20,
      category_id: { _id: category.id, name: category.name },
      image: null,
      subImages: [],
      ...overrides,
    };
  }

  async function create(overrides: Partial<CreateProductBody> = {}, account: TestAccount = admin): Promise<Product> {
    const res = await app.inject({ method: 'POST', url: createProduct.path, headers: account.headers, payload: body(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return createProduct.response.parse(res.json());
  }

  async function productCount() {
    const [row] = await app.db.select({ n: count() }).from(products);
    return row!.n;
  }

  function errorOf(res: { json(): unknown }) {
    return errorResponseSchema.parse(res.json()).message;
  }

  describe('create', () => {
    it('stores a product with images, sub-images and specifications, answering the full contract shape', async () => {
      const product = await create({
        name: 'Bảo dưỡng hệ thống phanh ABS',
        category_id: { _id: category.id, name: category.name },
        // A PNG declared as JPEG is stored as what it really is.
        image: pngDataUrl('image/jpeg'),
        subImages: [jpegDataUrl('a'), pngDataUrl('image/png', 'b')],
        specifications: [
          { label: '  Thời gian thực hiện ', value: '60 phút' },
          { label: 'Bảo hành', value: '6 tháng' },
        ],
      });
      expect(product.name).toBe('Bảo dưỡng hệ thống phanh ABS');
      expect(product.category_id).toEqual({ _id: category.id, name: category.name });
      expect(product.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      expect(product.subImages).toHaveLength(2);
      expect(product.subImages[0]).toMatch(/\.jpg$/);
      expect(product.specifications).toEqual([
        { label: 'Thời gian thực hiện', value: '60 phút' },
        { label: 'Bảo hành', value: '6 tháng' },
      ]);
      expect(product.isFeatured).toBe(false);

      const media = await app.inject({ method: 'GET', url: product.image! });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.headers['cache-control']).toContain('immutable');
    });

    it('accepts the category as a bare id string, and a master may create too', async () => {
      const product = await create({ name: 'Nạp gas điều hòa ô tô', category_id: otherCategory.id }, master);
      expect(product.category_id).toEqual({ _id: otherCategory.id, name: otherCategory.name });
      expect(product.image).toBeNull();
      expect(product.specifications).toEqual([]);
    });

    it.each([
      ['name missing', { name: '' }, messages.validation.enterAllFields],
      ['description blank', { description: '   ' }, messages.validation.enterAllFields],
      ['category missing', { category_id: '' }, messages.validation.enterAllFields],
      ['negative price', { price: -1 }, messages.products.priceInvalid],
      ['fractional quantity', { quantity: 1.5 }, messages.products.quantityInvalid],
      ['price as text', { price: 'một triệu' as unknown as number }, messages.products.priceInvalid],
      ['half a specification', { specifications: [{ label: 'Bảo hành', value: '' }] }, messages.products.specificationIncomplete],
      ['a blank specification row', { specifications: [{ label: 'Bảo hành', value: '6 tháng' }, { label: ' ', value: '' }] }, messages.products.specificationIncomplete],
      ['a specification without its value', { specifications: [{ label: 'Bảo hành' } as never] }, messages.products.specificationIncomplete],
      ['specifications that are not a list', { specifications: 'Bảo hành: 6 tháng' as never }, messages.products.specificationIncomplete],
      [
        'a specification label too long',
        { specifications: [{ label: 'x'.repeat(SPECIFICATION_LABEL_MAX + 1), value: '6 tháng' }] },
        format(messages.products.specificationLabelTooLong, { max: SPECIFICATION_LABEL_MAX }),
      ],
      [
        'a specification value too long',
        { specifications: [{ label: 'Bảo hành', value: 'x'.repeat(SPECIFICATION_VALUE_MAX + 1) }] },
        format(messages.products.specificationValueTooLong, { max: SPECIFICATION_VALUE_MAX }),
      ],
      [
        'more specification rows than the page shows',
        { specifications: Array.from({ length: SPECIFICATIONS_MAX + 1 }, (_, index) => ({ label: `Mục ${index + 1}`, value: 'Có' })) },
        format(messages.products.specificationsTooMany, { max: SPECIFICATIONS_MAX }),
      ],
      ['unknown category', { category_id: MISSING_ID }, messages.categories.notFound],
      ['a text file as image', { image: textDataUrl }, messages.validation.imageInvalidType],
      ['an outside URL as image', { image: 'https://example.com/a.jpg' }, messages.validation.imageInvalidType],
      ['a text file among sub-images', { subImages: [pngDataUrl(), textDataUrl] }, messages.validation.imageInvalidType],
    ])('refuses %s with 400 and a Vietnamese message, storing nothing', async (_, overrides, message) => {
      const before = await productCount();
      const res = await app.inject({ method: 'POST', url: createProduct.path, headers: admin.headers, payload: body(overrides) });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
      expect(await productCount()).toBe(before);
    });

    it('refuses a field missing altogether with the create form message', async () => {
      const payload: Record<string, unknown> = { ...body() };
      delete payload.price;
      const res = await app.inject({ method: 'POST', url: createProduct.path, headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(messages.validation.enterAllFields);
    });

    it('refuses an image over 5 MB with 413', async () => {
      const before = await productCount();
      const res = await app.inject({ method: 'POST', url: createProduct.path, headers: admin.headers, payload: body({ image: oversizedDataUrl() }) });
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toBe(messages.validation.imageTooLarge);
      expect(await productCount()).toBe(before);
    });

    it('is refused to anonymous callers (401) and customers (403)', async () => {
      const anonymous = await app.inject({ method: 'POST', url: createProduct.path, payload: body() });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toBe(messages.common.unauthorized);
      const asCustomer = await app.inject({ method: 'POST', url: createProduct.path, headers: customer.headers, payload: body() });
      expect(asCustomer.statusCode).toBe(403);
      expect(errorOf(asCustomer)).toBe(messages.common.forbidden);
    });
  });

  describe('read', () => {
    it('lists every product newest first as a bare array without base64 text', async () => {
      const res = await app.inject({ method: 'GET', url: listProducts.path });
      expect(res.statusCode).toBe(200);
      expect(carriesBase64Image(res.body)).toBe(false);
      const list = listProducts.response.parse(res.json());
      expect(list.length).toBeGreaterThanOrEqual(2);
      const times = list.map((p) => p.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const product of list) {
        expect(typeof product.description).toBe('string');
        expect(typeof product.category_id.name).toBe('string');
      }
    });

    it('sorts by price both ways, newest first among equal prices, also page by page', async () => {
      await create({ name: 'Kiểm tra ắc quy', price: 300_000 });
      await create({ name: 'Súc rửa kim phun', price: 1_500_000 });
      await create({ name: 'Thay gạt mưa', price: 300_000 });
      const read = async (query: string) => {
        const res = await app.inject({ method: 'GET', url: `${listProducts.path}?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return listProducts.response.parse(res.json());
      };
      const byPrice = (direction: 1 | -1) => (a: Product, b: Product) => direction * (a.price - b.price) || b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

      const up = await read('sort=price-asc');
      expect(up.length).toBeGreaterThanOrEqual(3);
      expect(up).toEqual([...up].sort(byPrice(1)));
      const cheapest = up.filter((p) => p.price === 300_000).map((p) => p.name);
      expect(cheapest.indexOf('Thay gạt mưa')).toBeLessThan(cheapest.indexOf('Kiểm tra ắc quy'));
      const down = await read('sort=price-desc');
      expect(down).toEqual([...down].sort(byPrice(-1)));
      expect(down.map((p) => p._id)).not.toEqual(up.map((p) => p._id));

      // A page is cut from the sorted list, not sorted after cutting.
      expect(await read('sort=price-asc&page=1&limit=2')).toEqual(up.slice(0, 2));
      expect(await read('sort=price-desc&page=2&limit=2')).toEqual(down.slice(2, 4));
      // Empty means the default order.
      expect((await read('sort=')).map((p) => p._id)).toEqual((await read('sort=newest')).map((p) => p._id));
    });

    it('refuses an unknown sort with 400 and a Vietnamese message', async () => {
      for (const sort of ['price', 'PRICE-ASC', 'name', 'price-asc;drop']) {
        const res = await app.inject({ method: 'GET', url: `${listProducts.path}?sort=${encodeURIComponent(sort)}` });
        expect(res.statusCode, sort).toBe(400);
        expect(errorOf(res)).toBe(messages.lists.sortInvalid);
      }
    });

    it('answers one product, and 404 with the spec message for an unknown id', async () => {
      const product = await create({ name: 'Kiểm tra tổng quát 50 hạng mục' });
      const res = await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: product._id }) });
      expect(getProduct.response.parse(res.json())).toEqual(product);

      const missing = await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: MISSING_ID }) });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toBe('Không tìm thấy dịch vụ.');

      const malformed = await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: 'khong-phai-id' }) });
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed)).toBe(messages.common.invalidId);
    });
  });

  describe('search', () => {
    async function search(name: string) {
      const res = await app.inject({ method: 'GET', url: searchProducts.path, query: { name } });
      expect(res.statusCode, res.body).toBe(200);
      return searchProducts.response.parse(res.json()).map((p) => p.name);
    }

    it('ignores diacritics, case and word order', async () => {
      expect(await search('bao duong')).toContain('Bảo dưỡng hệ thống phanh ABS');
      expect(await search('BẢO DƯỠNG')).toContain('Bảo dưỡng hệ thống phanh ABS');
      expect(await search('  phanh   bao  ')).toContain('Bảo dưỡng hệ thống phanh ABS');
      expect(await search('đieu hoà')).toEqual(['Nạp gas điều hòa ô tô']);
      expect(await search('ABS')).toEqual(['Bảo dưỡng hệ thống phanh ABS']);
      expect(await search('Nap Gas')).toEqual(['Nạp gas điều hòa ô tô']);
      expect(await search('son xe')).toEqual([]);
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
    });

    it('refuses a blank search with 400', async () => {
      for (const query of [{ name: '   ' }, {}] as Record<string, string>[]) {
        const res = await app.inject({ method: 'GET', url: searchProducts.path, query });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe(messages.validation.searchEmpty);
      }
    });

    it('follows renames: the search text is kept up to date on every write', async () => {
      const product = await create({ name: 'Rửa xe bọt tuyết' });
      expect(await search('bot tuyet')).toContain('Rửa xe bọt tuyết');
      const res = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: product._id }),
        headers: admin.headers,
        payload: { ...body(), name: 'Vệ sinh khoang máy', image: null },
      });
      expect(res.statusCode).toBe(200);
      expect(await search('bot tuyet')).toEqual([]);
      expect(await search('ve sinh khoang')).toEqual(['Vệ sinh khoang máy']);
    });
  });

  describe('update', () => {
    it('keeps the images and specifications when the form sends null or leaves them out', async () => {
      const original = await create({
        name: 'Căn chỉnh thước lái',
        image: pngDataUrl('image/png', 'main'),
        subImages: [pngDataUrl('image/png', 's1')],
        specifications: [{ label: 'Bảo hành', value: '3 tháng' }],
      });
      const res = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: original._id }),
        headers: admin.headers,
        payload: {
          name: 'Cân chỉnh thước lái 3D',
          description: 'Đo và cân chỉnh góc đặt bánh xe bằng máy 3D.',
          price: 450_000,
          quantity: 5,
          category_id: { _id: otherCategory.id, name: otherCategory.name },
          image: null,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = updateProduct.response.parse(res.json());
      expect(updated.name).toBe('Cân chỉnh thước lái 3D');
      expect(updated.price).toBe(450_000);
      expect(updated.category_id._id).toBe(otherCategory.id);
      expect(updated.image).toBe(original.image);
      expect(updated.subImages).toEqual(original.subImages);
      expect(updated.specifications).toEqual(original.specifications);
    });

    it('keeps existing URLs sent back, adds new data URLs, replaces specifications and removes the image with an empty string', async () => {
      const original = await create({ name: 'Đánh bóng sơn xe', image: pngDataUrl('image/png', 'x'), subImages: [pngDataUrl('image/png', 'y')] });
      const res = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: original._id }),
        headers: master.headers,
        payload: {
          ...body({ name: 'Đánh bóng sơn xe' }),
          image: original.image,
          subImages: [...original.subImages, jpegDataUrl('z')],
          specifications: [{ label: 'Thời gian thực hiện', value: '3 giờ' }],
        },
      });
      const updated = updateProduct.response.parse(res.json());
      expect(updated.image).toBe(original.image);
      expect(updated.subImages).toHaveLength(2);
      expect(updated.subImages[0]).toBe(original.subImages[0]);
      expect(updated.specifications).toEqual([{ label: 'Thời gian thực hiện', value: '3 giờ' }]);

      const cleared = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: original._id }),
        headers: admin.headers,
        payload: { ...body({ name: 'Đánh bóng sơn xe' }), image: '', subImages: [] },
      });
      const afterClear = updateProduct.response.parse(cleared.json());
      expect(afterClear.image).toBeNull();
      expect(afterClear.subImages).toEqual([]);
    });

    it('stores the specification rows in the order sent, and an empty list removes them all', async () => {
      const rows = [
        { label: 'Thời gian thực hiện', value: '60 phút' },
        { label: 'Bảo hành', value: '6 tháng' },
        { label: 'Phụ tùng', value: 'Chính hãng' },
      ];
      const original = await create({ name: 'Bảo dưỡng cấp nhỏ', specifications: rows });
      const put = (specifications: unknown) =>
        app.inject({ method: 'PUT', url: buildPath(updateProduct.path, { id: original._id }), headers: admin.headers, payload: { ...body({ name: 'Bảo dưỡng cấp nhỏ' }), specifications } });

      // The form moved the last row up and removed the first.
      const reordered = await put([rows[2], rows[1]]);
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(updateProduct.response.parse(reordered.json()).specifications).toEqual([rows[2], rows[1]]);
      const shown = getProduct.response.parse((await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: original._id }) })).json());
      expect(shown.specifications).toEqual([rows[2], rows[1]]);

      const cleared = await put([]);
      expect(updateProduct.response.parse(cleared.json()).specifications).toEqual([]);
    });

    it('refuses a half-filled or too long specification on edit and keeps the stored rows', async () => {
      const original = await create({ name: 'Thay dầu hộp số', specifications: [{ label: 'Bảo hành', value: '3 tháng' }] });
      for (const [specifications, message] of [
        [[{ label: 'Bảo hành', value: '6 tháng' }, { label: '', value: 'Chính hãng' }], messages.products.specificationIncomplete],
        [[{ label: 'Bảo hành', value: 'x'.repeat(SPECIFICATION_VALUE_MAX + 1) }], format(messages.products.specificationValueTooLong, { max: SPECIFICATION_VALUE_MAX })],
      ] as const) {
        const res = await app.inject({
          method: 'PUT',
          url: buildPath(updateProduct.path, { id: original._id }),
          headers: admin.headers,
          payload: { ...body({ name: 'Thay dầu hộp số mới' }), specifications },
        });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe(message);
      }
      const stored = getProduct.response.parse((await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: original._id }) })).json());
      expect(stored.name).toBe('Thay dầu hộp số');
      expect(stored.specifications).toEqual([{ label: 'Bảo hành', value: '3 tháng' }]);
    });

    it('uses the edit form message for missing fields and changes nothing', async () => {
      const original = await create({ name: 'Thay má phanh trước' });
      const res = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: original._id }),
        headers: admin.headers,
        payload: { ...body(), name: ' ' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(messages.validation.fillAllFields);
      const bad = await app.inject({
        method: 'PUT',
        url: buildPath(updateProduct.path, { id: original._id }),
        headers: admin.headers,
        payload: { ...body({ name: 'Đổi tên' }), image: textDataUrl },
      });
      expect(bad.statusCode).toBe(400);
      const [row] = await app.db.select().from(products).where(eq(products.id, original._id));
      expect(row!.name).toBe('Thay má phanh trước');
    });

    it('answers 404 for an unknown product and refuses anonymous and customer callers', async () => {
      const url = buildPath(updateProduct.path, { id: MISSING_ID });
      const missing = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: body() });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toBe(messages.products.notFound);
      expect((await app.inject({ method: 'PUT', url, payload: body() })).statusCode).toBe(401);
      expect((await app.inject({ method: 'PUT', url, headers: customer.headers, payload: body() })).statusCode).toBe(403);
    });
  });

  describe('featured', () => {
    it('toggles the flag; the featured list holds only featured products, newest first', async () => {
      const first = await create({ name: 'Phủ ceramic 9H' });
      const second = await create({ name: 'Dán phim cách nhiệt' });
      for (const product of [first, second]) {
        const res = await app.inject({
          method: 'PUT',
          url: buildPath(setProductFeatured.path, { id: product._id }),
          headers: admin.headers,
          payload: { isFeatured: true },
        });
        expect(res.statusCode).toBe(200);
        expect(setProductFeatured.response.parse(res.json()).isFeatured).toBe(true);
      }
      const res = await app.inject({ method: 'GET', url: listFeaturedProducts.path });
      const featured = listFeaturedProducts.response.parse(res.json());
      expect(featured.map((p) => p.name)).toEqual(['Dán phim cách nhiệt', 'Phủ ceramic 9H']);
      expect(carriesBase64Image(res.body)).toBe(false);

      await app.inject({
        method: 'PUT',
        url: buildPath(setProductFeatured.path, { id: second._id }),
        headers: master.headers,
        payload: { isFeatured: false },
      });
      const after = listFeaturedProducts.response.parse((await app.inject({ method: 'GET', url: listFeaturedProducts.path })).json());
      expect(after.map((p) => p.name)).toEqual(['Phủ ceramic 9H']);
    });

    it('refuses a missing flag (400), an unknown product (404), anonymous (401) and customers (403)', async () => {
      const product = await create({ name: 'Thay ắc quy' });
      const url = buildPath(setProductFeatured.path, { id: product._id });
      const invalid = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { isFeatured: 'có' } });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid)).toBe(messages.validation.fillAllFields);
      const missing = await app.inject({
        method: 'PUT',
        url: buildPath(setProductFeatured.path, { id: MISSING_ID }),
        headers: admin.headers,
        payload: { isFeatured: true },
      });
      expect(missing.statusCode).toBe(404);
      expect((await app.inject({ method: 'PUT', url, payload: { isFeatured: true } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'PUT', url, headers: customer.headers, payload: { isFeatured: true } })).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('answers 200 with a message, then the product is gone', async () => {
      const product = await create({ name: 'Thay lốp Michelin' });
      const url = buildPath(deleteProduct.path, { id: product._id });
      expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'DELETE', url, headers: customer.headers })).statusCode).toBe(403);
      const res = await app.inject({ method: 'DELETE', url, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(deleteProduct.response.parse(res.json()).message).toBe(messages.products.deleteSuccess);
      expect((await app.inject({ method: 'GET', url: buildPath(getProduct.path, { id: product._id }) })).statusCode).toBe(404);
      const again = await app.inject({ method: 'DELETE', url, headers: admin.headers });
      expect(again.statusCode).toBe(404);
      expect(errorOf(again)).toBe(messages.products.notFound);
    });
  });
});
