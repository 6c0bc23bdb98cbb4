import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { choiceParam, pagingQuerySchema, searchTextParam } from './paging';
import { readWholeNumber } from './typed-number-rules';

/**
 * The parts store: parts (phụ tùng) with a stock ledger per branch, suppliers, purchase orders
 * and their receipts, transfers between branches, stock counts and returns to a supplier.
 * Every change of stock is one movement row; on hand and reserved per branch are kept from
 * those rows in the same transaction and never go below zero.
 */

export const PART_PRICE_MAX = 999_999_999;
export const PART_QUANTITY_MAX = 100_000;

/** What a movement was: its sign follows from it (in: receipt, transfer in; out: the rest; a count either way). */
export const STOCK_MOVEMENT_KINDS = ['receipt', 'job-use', 'shop-sale', 'transfer-out', 'transfer-in', 'count', 'return'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const PURCHASE_ORDER_STATUSES = ['draft', 'ordered', 'partial', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_NAMES: Record<PurchaseOrderStatus, string> = {
  draft: 'Nháp',
  ordered: 'Đã đặt',
  partial: 'Nhận một phần',
  received: 'Đã nhận',
  cancelled: 'Đã hủy',
};

const moneyNumber = (message: string) => z.number({ error: message }).int(message).min(0, message).max(PART_PRICE_MAX, message);
const money = (message: string) => typedNumber(readWholeNumber, moneyNumber(message));
const quantity = typedNumber(readWholeNumber, z.number({ error: messages.parts.quantityInvalid }).int(messages.parts.quantityInvalid).min(1, messages.parts.quantityInvalid).max(PART_QUANTITY_MAX, messages.parts.quantityInvalid));
const branchSchema = z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired });

/** Letters without diacritics, digits, '-', '_' and '.'; stored in capitals so 'bd-01' and 'BD-01' are one part. */
export const skuSchema = requiredText(messages.parts.skuRequired, 40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, messages.parts.skuInvalid)
  .transform((sku) => sku.toUpperCase());

export const partStockSchema = z.object({
  branch: z.enum(BRANCH_IDS),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  reorderPoint: z.number().int(),
  /** Available at or below the reorder point. */
  low: z.boolean(),
});
export type PartStock = z.infer<typeof partStockSchema>;

export const partSchema = z.object({
  _id: objectIdSchema,
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  salePrice: z.number().int(),
  /** The moving average of what was received, whole dong. */
  costPrice: z.number().int(),
  productId: objectIdSchema.nullable(),
  archived: z.boolean(),
  version: z.number().int(),
  stock: z.array(partStockSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Part = z.infer<typeof partSchema>;

const reorderPointsSchema = z
  .array(
    z.object({
      branch: branchSchema,
      reorderPoint: typedNumber(readWholeNumber, z.number({ error: messages.parts.reorderPointInvalid }).int(messages.parts.reorderPointInvalid).min(0, messages.parts.reorderPointInvalid).max(PART_QUANTITY_MAX, messages.parts.reorderPointInvalid)),
    }),
  )
  .max(BRANCH_IDS.length)
  .default([]);

const partBody = z.object({
  sku: skuSchema,
  name: requiredText(messages.parts.nameRequired, 200),
  brand: z.string().trim().max(100).default(''),
  unit: requiredText(messages.parts.unitRequired, 20),
  salePrice: money(messages.parts.priceInvalid),
  /** Only when the part is created: afterwards receipts set it. */
  // Left empty ('' is read as missing): the cost starts at 0 until the first receipt.
  costPrice: typedNumber(readWholeNumber, moneyNumber(messages.parts.priceInvalid).optional()),
  productId: objectIdSchema.nullable().default(null),
  reorderPoints: reorderPointsSchema,
});

export const listParts = endpoint({
  method: 'GET',
  path: '/api/parts',
  access: 'staff',
  summary: 'Danh sách phụ tùng với tồn kho từng chi nhánh (có, giữ cho báo giá, còn dùng được); q tìm theo tên hoặc mã, lowStock=true chỉ phụ tùng sắp hết ở chi nhánh đã chọn (hoặc ở chi nhánh nào đó); tổng số trong X-Total-Count',
  query: pagingQuerySchema.extend({
    q: searchTextParam,
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
    lowStock: choiceParam(['true', 'false'] as const, messages.validation.statusInvalid),
    archived: choiceParam(['true', 'false'] as const, messages.validation.statusInvalid),
  }),
  response: z.array(partSchema),
});

export const getPart = endpoint({
  method: 'GET',
  path: '/api/parts/:id',
  access: 'staff',
  summary: 'Một phụ tùng với tồn kho từng chi nhánh',
  params: idParamsSchema,
  response: partSchema,
});

export const createPart = endpoint({
  method: 'POST',
  path: '/api/parts',
  access: 'staff',
  summary: 'Thêm phụ tùng (mã SKU không trùng); giá vốn ban đầu tùy chọn, sau đó là bình quân gia quyền của các lần nhập',
  body: partBody,
  response: partSchema,
});

export const updatePart = endpoint({
  method: 'PUT',
  path: '/api/parts/:id',
  access: 'staff',
  summary: 'Sửa phụ tùng, mức đặt hàng lại từng chi nhánh, hoặc ngừng sử dụng (archived); version là số phiên bản đã đọc',
  params: idParamsSchema,
  body: partBody.omit({ costPrice: true }).extend({ archived: z.boolean().default(false), version: z.number().int().min(0) }),
  response: partSchema,
});

export const stockMovementSchema = z.object({
  _id: objectIdSchema,
  partId: objectIdSchema,
  sku: z.string(),
  partName: z.string(),
  branch: z.enum(BRANCH_IDS),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: + in, - out. */
  quantity: z.number().int(),
  unitCost: z.number().int(),
  /** What the movement belongs to: 'purchase-order', 'transfer', 'count', 'return', 'repair', 'order'. */
  documentKind: z.string(),
  documentId: z.string(),
  note: z.string(),
  byName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const listStockMovements = endpoint({
  method: 'GET',
  path: '/api/stock/movements',
  access: 'staff',
  summary: 'Sổ kho: mỗi lần nhập, xuất, chuyển, kiểm kê, trả hàng là một dòng, mới nhất trước; lọc theo phụ tùng và chi nhánh',
  query: pagingQuerySchema.extend({
    partId: objectIdSchema.optional(),
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
  }),
  response: z.array(stockMovementSchema),
});

// ---------------------------------------------------------------- suppliers

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const supplierSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  phone: z.string(),
  taxCode: z.string(),
  address: z.string(),
  note: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Supplier = z.infer<typeof supplierSchema>;

const supplierBody = z.object({
  name: requiredText(messages.parts.supplierNameRequired, 200),
  // A supplier's desk phone may be a landline ('028 3812 3456'): digits as typed, 9 to 11 of them.
  phone: z
    .string()
    .trim()
    .max(30)
    .default('')
    .transform((value) => value.replace(/[\s.()-]/g, '').replace(/^\+84/, '0'))
    .refine((value) => value === '' || /^0\d{8,10}$/.test(value), messages.parts.phoneInvalid),
  taxCode: z
    .string()
    .trim()
    .max(20)
    .default('')
    .refine((value) => value === '' || /^\d{10}(-\d{3})?$/.test(value), messages.parts.taxCodeInvalid),
  address: optionalText(300),
  note: optionalText(1000),
});

export const listSuppliers = endpoint({
  method: 'GET',
  path: '/api/suppliers',
  access: 'staff',
  summary: 'Nhà cung cấp phụ tùng; q tìm theo tên, số điện thoại hoặc mã số thuế',
  query: pagingQuerySchema.extend({ q: searchTextParam }),
  response: z.array(supplierSchema),
});

export const createSupplier = endpoint({
  method: 'POST',
  path: '/api/suppliers',
  access: 'staff',
  summary: 'Thêm nhà cung cấp',
  body: supplierBody,
  response: supplierSchema,
});

export const updateSupplier = endpoint({
  method: 'PUT',
  path: '/api/suppliers/:id',
  access: 'staff',
  summary: 'Sửa nhà cung cấp',
  params: idParamsSchema,
  body: supplierBody,
  response: supplierSchema,
});

// ---------------------------------------------------------------- purchase orders

export const purchaseOrderLineSchema = z.object({
  _id: objectIdSchema,
  partId: objectIdSchema,
  sku: z.string(),
  partName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
  unitCost: z.number().int(),
});

export const purchaseOrderSchema = z.object({
  _id: objectIdSchema,
  /** One series per branch and year: 'NH-Q12-2026-0001'. */
  number: z.string(),
  branch: z.enum(BRANCH_IDS),
  supplier: supplierSchema.pick({ _id: true, name: true, phone: true }),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  note: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  total: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** One line per part. */
function noRepeatedParts<T extends { partId: string }>(lines: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.partId)) ctx.addIssue({ code: 'custom', path: [index, 'partId'], message: format(messages.parts.lineRepeated, { sku: line.partId }) });
    seen.add(line.partId);
  });
}

export const createPurchaseOrder = endpoint({
  method: 'POST',
  path: '/api/purchase-orders',
  access: 'staff',
  summary: 'Tạo đơn nhập hàng nháp của một chi nhánh; place=true đặt hàng luôn (trạng thái Đã đặt)',
  body: z.object({
    supplierId: objectIdSchema.or(z.literal('')).refine((id) => id !== '', messages.parts.supplierRequired),
    branch: branchSchema,
    lines: z
      .array(z.object({ partId: objectIdSchema, quantity, unitCost: money(messages.parts.priceInvalid) }))
      .min(1, messages.parts.linesRequired)
      .max(200)
      .superRefine(noRepeatedParts),
    note: optionalText(1000),
    place: z.boolean().default(false),
  }),
  response: purchaseOrderSchema,
});

export const listPurchaseOrders = endpoint({
  method: 'GET',
  path: '/api/purchase-orders',
  access: 'staff',
  summary: 'Đơn nhập hàng, mới nhất trước; lọc theo chi nhánh, trạng thái, nhà cung cấp',
  query: pagingQuerySchema.extend({
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
    status: choiceParam(PURCHASE_ORDER_STATUSES, messages.validation.statusInvalid),
    supplierId: objectIdSchema.optional(),
  }),
  response: z.array(purchaseOrderSchema),
});

export const getPurchaseOrder = endpoint({
  method: 'GET',
  path: '/api/purchase-orders/:id',
  access: 'staff',
  summary: 'Một đơn nhập hàng với từng dòng: đặt bao nhiêu, đã nhận bao nhiêu',
  params: idParamsSchema,
  response: purchaseOrderSchema,
});

export const placePurchaseOrder = endpoint({
  method: 'POST',
  path: '/api/purchase-orders/:id/place',
  access: 'staff',
  summary: 'Đặt hàng một đơn nháp (Nháp → Đã đặt)',
  params: idParamsSchema,
  response: purchaseOrderSchema,
});

export const cancelPurchaseOrder = endpoint({
  method: 'POST',
  path: '/api/purchase-orders/:id/cancel',
  access: 'staff',
  summary: 'Hủy đơn nhập chưa nhận hàng',
  params: idParamsSchema,
  response: purchaseOrderSchema,
});

export const receivePurchaseOrder = endpoint({
  method: 'POST',
  path: '/api/purchase-orders/:id/receipts',
  access: 'staff',
  summary: 'Nhận hàng (một phần hoặc đủ, nhiều lần): không quá số đặt; hàng vào kho chi nhánh của đơn theo giá nhập của dòng, giá vốn bình quân được tính lại',
  params: idParamsSchema,
  body: z.object({
    lines: z
      .array(z.object({ lineId: objectIdSchema, quantity: typedNumber(readWholeNumber, z.number({ error: messages.parts.countedInvalid }).int(messages.parts.countedInvalid).min(0, messages.parts.countedInvalid).max(PART_QUANTITY_MAX, messages.parts.countedInvalid)) }))
      .min(1, messages.parts.receiptEmpty)
      .max(200),
  }),
  response: purchaseOrderSchema,
});

// ---------------------------------------------------------------- transfers, counts, returns

const movementLines = z
  .array(z.object({ partId: objectIdSchema, quantity }))
  .min(1, messages.parts.linesRequired)
  .max(200)
  .superRefine(noRepeatedParts);

export const transferStock = endpoint({
  method: 'POST',
  path: '/api/stock/transfers',
  access: 'staff',
  summary: 'Chuyển phụ tùng giữa hai chi nhánh: xuất và nhập trong một lần, không quá số còn dùng được ở chi nhánh chuyển đi',
  body: z
    .object({ from: branchSchema, to: branchSchema, lines: movementLines, note: optionalText(1000) })
    .refine((body) => body.from !== body.to, { message: messages.parts.transferSameBranch, path: ['to'] }),
  response: z.array(stockMovementSchema),
});

export const returnToSupplier = endpoint({
  method: 'POST',
  path: '/api/stock/returns',
  access: 'staff',
  summary: 'Trả phụ tùng cho nhà cung cấp từ kho một chi nhánh',
  body: z.object({
    supplierId: objectIdSchema,
    branch: branchSchema,
    lines: movementLines,
    note: requiredText(messages.parts.reasonRequired, 1000),
  }),
  response: z.array(stockMovementSchema),
});

export const STOCK_COUNT_STATUSES = ['open', 'done', 'cancelled'] as const;

export const stockCountSchema = z.object({
  _id: objectIdSchema,
  branch: z.enum(BRANCH_IDS),
  status: z.enum(STOCK_COUNT_STATUSES),
  reason: z.string(),
  lines: z.array(z.object({ partId: objectIdSchema, sku: z.string(), partName: z.string(), counted: z.number().int(), expected: z.number().int().nullable() })),
  createdAt: isoDateTimeSchema,
  doneAt: isoDateTimeSchema.nullable(),
});
export type StockCount = z.infer<typeof stockCountSchema>;

const countLines = z
  .array(
    z.object({
      partId: objectIdSchema,
      counted: typedNumber(readWholeNumber, z.number({ error: messages.parts.countedInvalid }).int(messages.parts.countedInvalid).min(0, messages.parts.countedInvalid).max(PART_QUANTITY_MAX, messages.parts.countedInvalid)),
    }),
  )
  .max(5000)
  .superRefine(noRepeatedParts);

export const startStockCount = endpoint({
  method: 'POST',
  path: '/api/stock/counts',
  access: 'staff',
  summary:
    'Kiểm kê kho một chi nhánh: finish=true (mặc định) ghi ngay chênh lệch giữa số đếm và số trên sổ thành điều chỉnh kèm lý do; finish=false mở phiếu để đếm tiếp. Chi nhánh đang có phiếu mở thì không mở thêm được',
  body: z.object({ branch: branchSchema, lines: countLines, reason: requiredText(messages.parts.reasonRequired, 1000), finish: z.boolean().default(true) }),
  response: stockCountSchema,
});

export const finishStockCount = endpoint({
  method: 'POST',
  path: '/api/stock/counts/:id/finish',
  access: 'staff',
  summary: 'Hoàn tất phiếu kiểm kê đang mở (các dòng gửi kèm thay số đã đếm): chênh lệch thành điều chỉnh',
  params: idParamsSchema,
  body: z.object({ lines: countLines.default([]) }),
  response: stockCountSchema,
});

export const cancelStockCount = endpoint({
  method: 'POST',
  path: '/api/stock/counts/:id/cancel',
  access: 'staff',
  summary: 'Hủy phiếu kiểm kê đang mở: sổ kho không đổi',
  params: idParamsSchema,
  response: stockCountSchema,
});

// ---------------------------------------------------------------- import and export

/** The columns of the parts sheet, in order; the import also reads them without diacritics or case. */
export const PART_SHEET_COLUMNS = {
  sku: 'Mã phụ tùng (SKU)',
  name: 'Tên phụ tùng',
  brand: 'Hãng',
  unit: 'Đơn vị',
  salePrice: 'Giá bán',
  costPrice: 'Giá vốn',
  reorderQuan12: 'Mức đặt lại Quận 12',
  reorderThuDuc: 'Mức đặt lại Thủ Đức',
} as const;
/** Export only: read back, they change nothing (stock moves through the ledger). */
export const PART_SHEET_STOCK_COLUMNS = { onHandQuan12: 'Tồn Quận 12', onHandThuDuc: 'Tồn Thủ Đức' } as const;

/** 2 MB of file, about 20,000 rows: a whole catalogue of parts. */
export const PART_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PART_IMPORT_MAX_ROWS = 5000;

export const partImportRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** A new part, or an update of the part with this SKU. */
  action: z.enum(['create', 'update']),
  errors: z.array(z.string()),
});

export const importParts = endpoint({
  method: 'POST',
  path: '/api/parts/import',
  access: 'staff',
  summary:
    'Nhập danh sách phụ tùng từ tệp .xlsx hoặc .csv (dòng đầu là tiêu đề): apply=false chỉ xem trước từng dòng và lỗi của nó; apply=true ghi tất cả trong một lần, hoặc không ghi gì nếu còn dòng lỗi. Mã đã có thì cập nhật, mã mới thì thêm',
  body: z.object({
    fileName: requiredText(messages.parts.importFileRequired, 200),
    /** The file's bytes in base64. */
    file: z.string().min(1, messages.parts.importFileRequired).max(Math.ceil(PART_IMPORT_MAX_BYTES / 3) * 4 + 4, messages.parts.importTooLarge),
    apply: z.boolean().default(false),
  }),
  response: z.object({ rows: z.array(partImportRowSchema), created: z.number().int(), updated: z.number().int(), applied: z.boolean() }),
});
export type PartImportResult = z.infer<(typeof importParts)['response']>;

export const exportParts = endpoint({
  method: 'GET',
  path: '/api/parts/export',
  access: 'staff',
  summary: 'Tải danh sách phụ tùng (đang dùng) với tồn kho từng chi nhánh: format=xlsx (mặc định) hoặc csv; cùng các cột mà phần nhập đọc được',
  query: z.object({ format: choiceParam(['xlsx', 'csv'] as const, messages.parts.exportFormatInvalid) }),
  /** The file itself, not JSON. */
  response: z.string(),
});

export const listStockCounts = endpoint({
  method: 'GET',
  path: '/api/stock/counts',
  access: 'staff',
  summary: 'Phiếu kiểm kê, mới nhất trước; status=open cho phiếu đang mở của chi nhánh (mỗi chi nhánh nhiều nhất một phiếu)',
  query: pagingQuerySchema.extend({
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
    status: choiceParam(STOCK_COUNT_STATUSES, messages.validation.statusInvalid),
  }),
  response: z.array(stockCountSchema),
});

export const purchaseOrderForQuoteLine = endpoint({
  method: 'POST',
  path: '/api/purchase-orders/from-quote-line',
  access: 'staff',
  summary:
    'Đơn nhập nháp cho một dòng phụ tùng của báo giá đang thiếu hàng: ở chi nhánh của phiếu sửa chữa, số lượng là phần còn thiếu so với số còn dùng được ở đó, giá nhập là giá vốn hiện tại',
  body: z.object({
    repairId: objectIdSchema,
    lineId: objectIdSchema,
    supplierId: objectIdSchema.or(z.literal('')).refine((id) => id !== '', messages.parts.supplierRequired),
  }),
  response: purchaseOrderSchema,
});
