import type { BranchId } from '../../contract/garage';
import type { Part, PartStock, StockMovement, StockMovementKind } from '../../contract/parts';
import { objectIdAt } from './ids';

const baseTime = Date.UTC(2026, 0, 10, 2, 0, 0);
let sequence = 0;

/** One branch's stock as the server reports it: available is on hand less reserved, low at or below the reorder point. */
export function stockAt(branch: BranchId, onHand: number, reserved = 0, reorderPoint = 0): PartStock {
  const available = onHand - reserved;
  return { branch, onHand, reserved, available, reorderPoint, low: available <= reorderPoint && reorderPoint > 0 };
}

/** A part shaped like the server's answer; later calls are newer. */
export function makePart(overrides: Partial<Part> = {}): Part {
  sequence += 1;
  const created = new Date(baseTime + sequence * 3_600_000).toISOString();
  return {
    _id: objectIdAt(new Date(created), 0x4100 + sequence),
    sku: `PT-${String(sequence).padStart(3, '0')}`,
    name: `Phụ tùng ${sequence}`,
    brand: '',
    unit: 'cái',
    salePrice: 250_000,
    costPrice: 180_000,
    productId: null,
    archived: false,
    version: 0,
    stock: [stockAt('quan-12', 10, 0, 2), stockAt('thu-duc', 6, 0, 2)],
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

type Row = [sku: string, name: string, brand: string, unit: string, salePrice: number, costPrice: number, quan12: PartStock, thuDuc: PartStock];

const rows: Row[] = [
  ['LD-TOY-01', 'Lọc dầu động cơ Toyota Vios', 'Toyota', 'cái', 120_000, 78_000, stockAt('quan-12', 24, 2, 5), stockAt('thu-duc', 18, 0, 5)],
  ['MP-TRC-02', 'Má phanh trước Hyundai Accent', 'Hyundai', 'bộ', 850_000, 610_000, stockAt('quan-12', 3, 1, 4), stockAt('thu-duc', 7, 0, 4)],
  ['BUGI-IK20', 'Bugi Iridium IK20', 'Denso', 'cái', 280_000, 190_000, stockAt('quan-12', 40, 8, 10), stockAt('thu-duc', 12, 4, 10)],
  ['DAU-5W30', 'Dầu động cơ tổng hợp 5W-30', 'Castrol', 'lít', 260_000, 185_000, stockAt('quan-12', 96, 12, 20), stockAt('thu-duc', 60, 4, 20)],
  ['LG-DH-05', 'Lọc gió điều hòa Honda City', 'Honda', 'cái', 210_000, 130_000, stockAt('quan-12', 9, 0, 3), stockAt('thu-duc', 2, 0, 3)],
  ['AQ-45AH', 'Ắc quy khô 45Ah', 'GS', 'bình', 1_650_000, 1_280_000, stockAt('quan-12', 5, 1, 2), stockAt('thu-duc', 4, 0, 2)],
  ['CUROA-CAM', 'Bộ dây curoa cam và bi tì', 'Gates', 'bộ', 1_900_000, 1_420_000, stockAt('quan-12', 2, 0, 1), stockAt('thu-duc', 0, 0, 1)],
  ['GAT-MUA-24', 'Lưỡi gạt mưa 24 inch', 'Bosch', 'cái', 180_000, 105_000, stockAt('quan-12', 30, 0, 6), stockAt('thu-duc', 22, 0, 6)],
  ['DEN-H4', 'Bóng đèn pha H4 12V', 'Philips', 'cái', 150_000, 92_000, stockAt('quan-12', 14, 0, 4), stockAt('thu-duc', 11, 0, 4)],
  ['NLM-G12', 'Nước làm mát G12 pha sẵn', 'Prestone', 'lít', 95_000, 61_000, stockAt('quan-12', 48, 6, 10), stockAt('thu-duc', 35, 0, 10)],
  ['DAU-DOT4', 'Dầu phanh DOT 4', 'Bosch', 'lít', 140_000, 88_000, stockAt('quan-12', 12, 0, 3), stockAt('thu-duc', 9, 0, 3)],
  ['GX-SAU-KYB', 'Giảm xóc sau KYB Mazda 3', 'KYB', 'cái', 1_350_000, 990_000, stockAt('quan-12', 4, 2, 2), stockAt('thu-duc', 2, 0, 2)],
];

/** A believable store of 12 parts over both branches, sorted by name as the server lists them; two run low at Quận 12, two at Thủ Đức. */
export const demoParts: Part[] = rows
  .map(([sku, name, brand, unit, salePrice, costPrice, quan12, thuDuc], index) => {
    const created = new Date(baseTime + index * 86_400_000);
    return {
      _id: objectIdAt(created, 0x4000 + index),
      sku,
      name,
      brand,
      unit,
      salePrice,
      costPrice,
      productId: null,
      archived: false,
      version: index % 3,
      stock: [quan12, thuDuc],
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'vi'));

const people = ['Nguyễn Văn Hùng', 'Trần Thị Mai', 'Lê Quốc Bảo', null] as const;
const notes: Record<StockMovementKind, string> = {
  receipt: 'Đơn nhập NH-Q12-2026-0007',
  'job-use': 'Phiếu sửa chữa xe 51H-123.45',
  'shop-sale': 'Đơn hàng #A1B2C3',
  'transfer-out': 'Chuyển sang Thủ Đức',
  'transfer-in': 'Nhận từ Quận 12',
  count: 'Kiểm kê cuối tháng: đếm thiếu 1',
  return: 'Trả hàng lỗi cho nhà cung cấp',
};
const signs: Record<StockMovementKind, number> = { receipt: 1, 'job-use': -1, 'shop-sale': -1, 'transfer-out': -1, 'transfer-in': 1, count: -1, return: -1 };
const kinds = Object.keys(signs) as StockMovementKind[];

/** `count` ledger rows of one part, newest first, every kind in turn, both branches. */
export function demoMovementsFor(part: Part, count = 14): StockMovement[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    const created = new Date(Date.UTC(2026, 2, 20, 9, 30) - index * 7 * 3_600_000);
    const branch: BranchId = kind === 'transfer-in' ? 'thu-duc' : kind === 'transfer-out' ? 'quan-12' : index % 2 === 0 ? 'quan-12' : 'thu-duc';
    return {
      _id: objectIdAt(created, 0x5000 + index),
      partId: part._id,
      sku: part.sku,
      partName: part.name,
      branch,
      kind,
      quantity: signs[kind] * (kind === 'receipt' ? 20 : kind === 'count' ? 1 : (index % 3) + 1),
      unitCost: part.costPrice,
      documentKind: kind === 'receipt' ? 'purchase-order' : kind === 'job-use' ? 'repair' : kind === 'shop-sale' ? 'order' : kind.startsWith('transfer') ? 'transfer' : kind,
      documentId: objectIdAt(created, 0x6000 + index),
      note: notes[kind],
      byName: people[index % people.length]!,
      createdAt: created.toISOString(),
    };
  });
}
