import { z } from 'zod';
import { endpoint } from './endpoint';
import { getProductPath, listFeaturedProductsPath, listProductsPath, searchProductsPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, typedNumber } from './common';
import { readWholeNumber } from './typed-number-rules';
import { format, messages } from './messages';
import { groupThousands } from './format';
import { isSearchableText, productListQuerySchema } from './paging';

/**
 * An image as the server answers it: a URL used directly as `<img src>`. Never a data URL,
 * so no list response can carry base64 picture text.
 */
export const imageUrlSchema = z.string().regex(/^(?!data:)\S+$/);

/** How the client reads a product's category: populated, and `name` is never null. */
export const categoryRefSchema = z.object({ _id: objectIdSchema, name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const specificationSchema = z.object({ label: z.string(), value: z.string() });
export type Specification = z.infer<typeof specificationSchema>;

/** A service (product) of the catalogue, as every product route answers it. */
export const productSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string(),
  /** Whole Vietnamese dong. */
  price: z.number().int().nonnegative(),
  /** Units in stock. */
  quantity: z.number().int().nonnegative(),
  category_id: categoryRefSchema,
  image: imageUrlSchema.nullable(),
  subImages: z.array(imageUrlSchema),
  specifications: z.array(specificationSchema),
  isFeatured: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

/** The favourites list compares `category_id` with a category id string: not populated there. */
export const productWithCategoryIdSchema = productSchema.extend({ category_id: objectIdSchema });
export type ProductWithCategoryId = z.infer<typeof productWithCategoryIdSchema>;

/** What a cart line or an order line embeds; `quantity` is the stock. */
export const productSummarySchema = productSchema.pick({ _id: true, name: true, price: true, image: true, quantity: true });
export type ProductSummary = z.infer<typeof productSummarySchema>;

// ---------------------------------------------------------------- request bodies

/**
 * A reference the manager forms send either populated (`{_id, name}`) or as a bare id
 * string; both give the id. A missing or blank value carries the form's message.
 */
export function refInput(missing: string) {
  const id = z.string({ error: missing }).trim().min(1, missing).pipe(objectIdSchema);
  return z.union([id, z.object({ _id: id, name: z.string().nullish() }).transform((c) => c._id)], { error: missing });
}

/** Whole dong; the column is a 32-bit integer, and no service of a garage costs more. */
export const PRODUCT_PRICE_MAX = 2_000_000_000;
/** Units in stock (a cart line asking for more than the stock is refused by the stock rule). */
export const PRODUCT_QUANTITY_MAX = 1_000_000;

/** A whole number sent as a number (the deployed client) or typed ('200.000', read by contract/typed-number-rules.ts). */
function wholeNumber(missing: string, invalid: string, max: number, tooLarge: string) {
  return typedNumber(
    readWholeNumber,
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) })
      .int(invalid)
      .min(0, invalid)
      .max(max, format(tooLarge, { max: groupThousands(max) })),
  );
}

/** A data URL (new picture) or a URL this server gave out earlier (kept). */
const imageInput = z.string({ error: messages.validation.imageInvalidType }).trim();

/** Rows of label and value a service shows on its page; the detail page lists them all. */
export const SPECIFICATIONS_MAX = 20;
export const SPECIFICATION_LABEL_MAX = 80;
export const SPECIFICATION_VALUE_MAX = 300;

const specificationText = z
  .string({ error: messages.products.specificationIncomplete })
  .trim()
  .min(1, messages.products.specificationIncomplete);

/** Both halves are required: a row without a label or a value says nothing on the page. */
const specificationInput = z.object({
  label: specificationText.max(SPECIFICATION_LABEL_MAX, format(messages.products.specificationLabelTooLong, { max: SPECIFICATION_LABEL_MAX })),
  value: specificationText.max(SPECIFICATION_VALUE_MAX, format(messages.products.specificationValueTooLong, { max: SPECIFICATION_VALUE_MAX })),
});

const specificationsInput = z
  .array(specificationInput, { error: messages.products.specificationIncomplete })
  .max(SPECIFICATIONS_MAX, format(messages.products.specificationsTooMany, { max: SPECIFICATIONS_MAX }));

function productBody(missing: string) {
  return z.object({
    name: z.string({ error: missing }).trim().min(1, missing).max(200),
    description: z.string({ error: missing }).trim().min(1, missing).max(20_000),
    price: wholeNumber(missing, messages.products.priceInvalid, PRODUCT_PRICE_MAX, messages.products.priceTooLarge),
    quantity: wholeNumber(missing, messages.products.quantityInvalid, PRODUCT_QUANTITY_MAX, messages.validation.quantityMax),
    category_id: refInput(missing),
    /** Data URL, an existing /media URL, or null (create: no image; edit: keep the current one). */
    image: imageInput.nullish(),
    /** Data URLs and existing URLs; on edit, absent or null keeps the current list. */
    subImages: z.array(imageInput).max(20).nullish(),
    /** On edit, absent or null keeps the current rows. */
    specifications: specificationsInput.nullish(),
  });
}

export const createProductBodySchema = productBody(messages.validation.enterAllFields);
export type CreateProductBody = z.input<typeof createProductBodySchema>;
export const updateProductBodySchema = productBody(messages.validation.fillAllFields);
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const featuredBodySchema = z.object({
  isFeatured: z.boolean({ error: messages.validation.fillAllFields }),
});

export const searchProductsQuerySchema = z.object({
  name: z
    .string({ error: messages.validation.searchEmpty })
    .trim()
    .min(1, messages.validation.searchEmpty)
    .max(200)
    .refine(isSearchableText, messages.lists.searchInvalid),
});

// ---------------------------------------------------------------- endpoints
// `featured` and `search` are declared (and registered) before `:id`.

export const listProducts = endpoint({
  method: 'GET',
  path: listProductsPath,
  access: 'public',
  summary:
    'Dịch vụ, mới nhất trước trừ khi có sort (mảng trần). Không có page/limit: cả danh sách. page (từ 1), limit (1-100, mặc định 10), q (tên, danh mục, mô tả; không phân biệt hoa thường và dấu; mọi từ phải khớp), minPrice/maxPrice (đồng, tính cả hai đầu), sort (newest mặc định, price-asc giá tăng dần, price-desc giá giảm dần; cùng giá thì mới nhất trước). Tổng số dòng khớp ở header X-Total-Count.',
  query: productListQuerySchema,
  response: z.array(productSchema),
});

export const listFeaturedProducts = endpoint({
  method: 'GET',
  path: listFeaturedProductsPath,
  access: 'public',
  summary: 'Dịch vụ nổi bật, mới nhất trước',
  response: z.array(productSchema),
});

export const searchProducts = endpoint({
  method: 'GET',
  path: searchProductsPath,
  access: 'public',
  summary: 'Tìm dịch vụ theo tên, không phân biệt hoa thường và dấu ("bao duong" tìm được "Bảo dưỡng")',
  query: searchProductsQuerySchema,
  response: z.array(productSchema),
});

export const getProduct = endpoint({
  method: 'GET',
  path: getProductPath,
  access: 'public',
  summary: 'Chi tiết một dịch vụ',
  params: idParamsSchema,
  response: productSchema,
});

export const createProduct = endpoint({
  method: 'POST',
  path: '/api/products/create',
  access: 'staff',
  summary: 'Thêm dịch vụ',
  body: createProductBodySchema,
  response: productSchema,
});

export const updateProduct = endpoint({
  method: 'PUT',
  path: '/api/products/:id',
  access: 'staff',
  summary: 'Sửa dịch vụ (ảnh null hoặc không gửi: giữ ảnh cũ)',
  params: idParamsSchema,
  body: updateProductBodySchema,
  response: productSchema,
});

export const setProductFeatured = endpoint({
  method: 'PUT',
  path: '/api/products/:id/featured',
  access: 'staff',
  summary: 'Bật/tắt nổi bật',
  params: idParamsSchema,
  body: featuredBodySchema,
  response: productSchema,
});

export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/api/products/:id',
  access: 'staff',
  summary: 'Xóa dịch vụ',
  params: idParamsSchema,
  response: messageResponseSchema,
});
