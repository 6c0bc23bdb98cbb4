import { eq } from 'drizzle-orm';
import * as api from '../../contract/parts';
import type { BranchId } from '../../contract/garage';
import type { Db } from '../db/client';
import { accounts, products } from '../db/schema';
import { createPart } from '../services/parts/parts';
import { createPurchaseOrder, createSupplier, receivePurchaseOrder } from '../services/parts/purchase-orders';
import { transferStock } from '../services/parts/stock-moves';
import type { ServiceDeps } from '../services/deps';
import { DEMO_ACCOUNTS } from './seed-accounts';

/** The demo suppliers, by key for the orders below. */
const SEED_SUPPLIERS = {
  minhPhat: { name: 'Phụ tùng ô tô Minh Phát', phone: '028 3812 3456', taxCode: '0312345678', address: '215 Lý Thường Kiệt, Phường 15, Quận 11, TP. Hồ Chí Minh' },
  anKhang: { name: 'Dầu nhớt An Khang', phone: '028 3715 6789', taxCode: '0309876543', address: '48 Phan Văn Hớn, Bà Điểm, Hóc Môn, TP. Hồ Chí Minh' },
  dienViet: { name: 'Ắc quy và điện ô tô Điện Việt', phone: '0903 456 789', taxCode: '0315566778', address: '12 Kha Vạn Cân, Linh Chiểu, TP. Thủ Đức' },
} as const;
type SupplierKey = keyof typeof SEED_SUPPLIERS;

interface SeedPart {
  sku: string;
  name: string;
  brand: string;
  unit: string;
  salePrice: number;
  /** What the supplier charges; the ledger makes it the part's cost. */
  unitCost: number;
  supplier: SupplierKey;
  /** Bought in at each branch. */
  bought: Record<BranchId, number>;
  reorderPoint: Record<BranchId, number>;
  /** A demo shop product sold from this part's stock, by name. */
  product?: string;
}

const SEED_PARTS: SeedPart[] = [
  { sku: 'MP-TRUOC-VIOS', name: 'Má phanh trước Toyota Vios', brand: 'Bendix', unit: 'bộ', salePrice: 850_000, unitCost: 560_000, supplier: 'minhPhat', bought: { 'quan-12': 12, 'thu-duc': 8 }, reorderPoint: { 'quan-12': 4, 'thu-duc': 3 } },
  { sku: 'MP-SAU-CITY', name: 'Má phanh sau Honda City', brand: 'Akebono', unit: 'bộ', salePrice: 720_000, unitCost: 470_000, supplier: 'minhPhat', bought: { 'quan-12': 6, 'thu-duc': 4 }, reorderPoint: { 'quan-12': 2, 'thu-duc': 2 } },
  { sku: 'LD-TOYOTA', name: 'Lọc dầu Toyota', brand: 'Denso', unit: 'cái', salePrice: 160_000, unitCost: 95_000, supplier: 'minhPhat', bought: { 'quan-12': 30, 'thu-duc': 20 }, reorderPoint: { 'quan-12': 10, 'thu-duc': 8 } },
  { sku: 'LD-HYUNDAI', name: 'Lọc dầu Hyundai Accent', brand: 'Mobis', unit: 'cái', salePrice: 150_000, unitCost: 88_000, supplier: 'minhPhat', bought: { 'quan-12': 15, 'thu-duc': 10 }, reorderPoint: { 'quan-12': 5, 'thu-duc': 4 } },
  { sku: 'LG-MAZDA3', name: 'Lọc gió động cơ Mazda 3', brand: 'Sakura', unit: 'cái', salePrice: 280_000, unitCost: 170_000, supplier: 'minhPhat', bought: { 'quan-12': 10, 'thu-duc': 6 }, reorderPoint: { 'quan-12': 3, 'thu-duc': 2 } },
  { sku: 'LG-DH-VIOS', name: 'Lọc gió điều hòa Toyota Vios', brand: 'Denso', unit: 'cái', salePrice: 220_000, unitCost: 120_000, supplier: 'minhPhat', bought: { 'quan-12': 14, 'thu-duc': 10 }, reorderPoint: { 'quan-12': 4, 'thu-duc': 3 } },
  { sku: 'DAU-5W30', name: 'Dầu động cơ tổng hợp 5W-30', brand: 'Castrol', unit: 'lít', salePrice: 180_000, unitCost: 118_000, supplier: 'anKhang', bought: { 'quan-12': 60, 'thu-duc': 40 }, reorderPoint: { 'quan-12': 16, 'thu-duc': 12 } },
  { sku: 'DAU-10W40', name: 'Dầu động cơ bán tổng hợp 10W-40', brand: 'Shell', unit: 'lít', salePrice: 140_000, unitCost: 90_000, supplier: 'anKhang', bought: { 'quan-12': 40, 'thu-duc': 24 }, reorderPoint: { 'quan-12': 12, 'thu-duc': 8 } },
  {
    sku: 'DAU-PHANH-DOT4',
    name: 'Dầu phanh DOT 4 (1 lít)',
    brand: 'Bosch',
    unit: 'chai',
    salePrice: 180_000,
    unitCost: 105_000,
    supplier: 'anKhang',
    bought: { 'quan-12': 12, 'thu-duc': 8 },
    reorderPoint: { 'quan-12': 3, 'thu-duc': 2 },
    product: 'Thay dầu phanh DOT 4',
  },
  { sku: 'NUOC-LM-4L', name: 'Nước làm mát pha sẵn (4 lít)', brand: 'Prestone', unit: 'can', salePrice: 320_000, unitCost: 210_000, supplier: 'anKhang', bought: { 'quan-12': 8, 'thu-duc': 6 }, reorderPoint: { 'quan-12': 2, 'thu-duc': 2 } },
  { sku: 'BUGI-IRIDIUM', name: 'Bugi Iridium', brand: 'NGK', unit: 'cái', salePrice: 250_000, unitCost: 150_000, supplier: 'dienViet', bought: { 'quan-12': 24, 'thu-duc': 16 }, reorderPoint: { 'quan-12': 8, 'thu-duc': 8 } },
  {
    sku: 'AQ-70AH',
    name: 'Ắc quy khô 12V 70Ah',
    brand: 'GS',
    unit: 'bình',
    salePrice: 2_350_000,
    unitCost: 1_750_000,
    supplier: 'dienViet',
    bought: { 'quan-12': 5, 'thu-duc': 3 },
    reorderPoint: { 'quan-12': 2, 'thu-duc': 1 },
    product: 'Thay ắc quy khô 12V',
  },
  { sku: 'GAT-MUA-24', name: 'Gạt mưa 24 inch', brand: 'Bosch', unit: 'cái', salePrice: 190_000, unitCost: 110_000, supplier: 'dienViet', bought: { 'quan-12': 20, 'thu-duc': 12 }, reorderPoint: { 'quan-12': 6, 'thu-duc': 4 } },
  { sku: 'BONG-H4', name: 'Bóng đèn pha H4 12V 60/55W', brand: 'Philips', unit: 'cái', salePrice: 210_000, unitCost: 125_000, supplier: 'dienViet', bought: { 'quan-12': 10, 'thu-duc': 6 }, reorderPoint: { 'quan-12': 3, 'thu-duc': 2 } },
  { sku: 'CUROA-TD', name: 'Dây curoa tổng', brand: 'Gates', unit: 'sợi', salePrice: 650_000, unitCost: 420_000, supplier: 'minhPhat', bought: { 'quan-12': 4, 'thu-duc': 2 }, reorderPoint: { 'quan-12': 1, 'thu-duc': 1 } },
];

/** Thủ Đức ran short of brake pads and oil filters: Quận 12 sent some over. */
const SEED_TRANSFER = { from: 'quan-12', to: 'thu-duc', lines: [['MP-TRUOC-VIOS', 3], ['LD-TOYOTA', 6]] } as const;

/**
 * The parts store through its own services, as the back office would fill it: suppliers, parts
 * with reorder points, one order per supplier and branch received in full (so stock and costs
 * come from the ledger), and one transfer. Runs inside the seed's transaction (nested ones are
 * savepoints) after the catalogue, whose products two parts stock.
 */
export async function seedParts(tx: Db, now: Date = new Date()): Promise<void> {
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
  const accountId = admin!.id;
  // No staff socket is open while the seed runs: a low-stock alert would have no one to tell.
  const deps = { db: tx, now: () => now, live: { staffAlert() {}, toAccount() {}, repairUpdated() {} } as unknown as ServiceDeps['live'] };

  const supplierIds = {} as Record<SupplierKey, string>;
  for (const [key, supplier] of Object.entries(SEED_SUPPLIERS) as Array<[SupplierKey, (typeof SEED_SUPPLIERS)[SupplierKey]]>) {
    supplierIds[key] = (await createSupplier(tx, api.createSupplier.body!.parse(supplier)))._id;
  }

  const partIds = new Map<string, string>();
  for (const part of SEED_PARTS) {
    const [product] = part.product ? await tx.select({ id: products.id }).from(products).where(eq(products.name, part.product)) : [];
    const created = await createPart(
      tx,
      api.createPart.body!.parse({
        sku: part.sku,
        name: part.name,
        brand: part.brand,
        unit: part.unit,
        salePrice: part.salePrice,
        productId: product?.id ?? null,
        reorderPoints: Object.entries(part.reorderPoint).map(([branch, reorderPoint]) => ({ branch, reorderPoint })),
      }),
    );
    partIds.set(part.sku, created._id);
  }

  for (const supplier of Object.keys(SEED_SUPPLIERS) as SupplierKey[]) {
    for (const branch of ['quan-12', 'thu-duc'] as const) {
      const lines = SEED_PARTS.filter((part) => part.supplier === supplier).map((part) => ({ partId: partIds.get(part.sku)!, quantity: part.bought[branch], unitCost: part.unitCost }));
      const order = await createPurchaseOrder(tx, accountId, now, api.createPurchaseOrder.body!.parse({ supplierId: supplierIds[supplier], branch, lines, place: true }));
      await receivePurchaseOrder(tx, accountId, order._id, api.receivePurchaseOrder.body!.parse({ lines: order.lines.map((line) => ({ lineId: line._id, quantity: line.quantity })) }));
    }
  }

  await transferStock(
    deps,
    accountId,
    api.transferStock.body!.parse({ from: SEED_TRANSFER.from, to: SEED_TRANSFER.to, lines: SEED_TRANSFER.lines.map(([sku, quantity]) => ({ partId: partIds.get(sku)!, quantity })) }),
  );
}
