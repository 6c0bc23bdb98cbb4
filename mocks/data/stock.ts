import type { BranchId } from '../../contract/garage';
import type { Part, PurchaseOrder, PurchaseOrderStatus, Supplier } from '../../contract/parts';
import { objectIdAt } from './ids';
import { demoParts } from './parts';

const baseTime = Date.UTC(2026, 1, 2, 2, 0, 0);
let sequence = 0;

const nextId = (offset: number) => {
  sequence += 1;
  const created = new Date(baseTime + sequence * 3_600_000);
  return { id: objectIdAt(created, offset + sequence), at: created.toISOString() };
};

export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  const { id, at } = nextId(0x5000);
  return { _id: id, name: `Nhà cung cấp ${sequence}`, phone: '', taxCode: '', address: '', note: '', createdAt: at, ...overrides };
}

/** Four suppliers a Saigon garage buys from, by name as the server lists them. */
export const demoSuppliers: Supplier[] = [
  makeSupplier({ name: 'Công ty TNHH Phụ tùng Ô tô Bến Thành', phone: '02838123456', taxCode: '0301234567', address: '125 Lê Thị Riêng, phường Bến Thành, Quận 1', note: 'Giao trong ngày nếu đặt trước 10 giờ.' }),
  makeSupplier({ name: 'Denso Việt Nam - Đại lý Thủ Đức', phone: '0909123456', taxCode: '0312345678-001', address: '42 Võ Văn Ngân, Thủ Đức' }),
  makeSupplier({ name: 'Dầu nhớt Castrol Miền Nam', phone: '0283812999', taxCode: '0309876543' }),
  makeSupplier({ name: 'Kho lốp và ắc quy Sài Gòn', phone: '0938765432', address: 'Quốc lộ 1A, Quận 12' }),
];

const BRANCH_CODE: Record<BranchId, string> = { 'quan-12': 'Q12', 'thu-duc': 'TD' };

/** The next number of a branch's series, as the server writes it: 'NH-Q12-2026-0001'. */
export function orderNumber(branch: BranchId, n: number) {
  return `NH-${BRANCH_CODE[branch]}-2026-${String(n).padStart(4, '0')}`;
}

export interface OrderLineSeed {
  part: Part;
  quantity: number;
  received?: number;
  unitCost?: number;
}

export function makePurchaseOrder({
  branch = 'quan-12',
  status = 'draft',
  supplier = demoSuppliers[0]!,
  lines,
  n,
  note = '',
}: {
  branch?: BranchId;
  status?: PurchaseOrderStatus;
  supplier?: Supplier;
  lines: OrderLineSeed[];
  n: number;
  note?: string;
}): PurchaseOrder {
  const { id, at } = nextId(0x5100);
  const orderLines = lines.map((line, index) => ({
    _id: objectIdAt(new Date(at), 0x5200 + sequence * 16 + index),
    partId: line.part._id,
    sku: line.part.sku,
    partName: line.part.name,
    unit: line.part.unit,
    quantity: line.quantity,
    received: line.received ?? 0,
    unitCost: line.unitCost ?? line.part.costPrice,
  }));
  return {
    _id: id,
    number: orderNumber(branch, n),
    branch,
    supplier: { _id: supplier._id, name: supplier.name, phone: supplier.phone },
    status,
    note,
    lines: orderLines,
    total: orderLines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0),
    createdAt: at,
    updatedAt: at,
  };
}

const [oil, brakes, plugs, battery] = [demoParts.find((p) => p.sku === 'DAU-5W30')!, demoParts.find((p) => p.sku === 'MP-TRC-02')!, demoParts.find((p) => p.sku === 'BUGI-IK20')!, demoParts.find((p) => p.sku === 'AQ-45AH')!];

/** One order in each status, newest first as the server lists them. */
export const demoPurchaseOrders: PurchaseOrder[] = [
  makePurchaseOrder({ n: 1, status: 'received', supplier: demoSuppliers[2], lines: [{ part: oil, quantity: 40, received: 40 }] }),
  makePurchaseOrder({ n: 1, branch: 'thu-duc', status: 'cancelled', supplier: demoSuppliers[3], lines: [{ part: battery, quantity: 2 }] }),
  makePurchaseOrder({
    n: 2,
    status: 'partial',
    supplier: demoSuppliers[0],
    lines: [
      { part: brakes, quantity: 6, received: 2 },
      { part: plugs, quantity: 20, received: 20 },
    ],
  }),
  makePurchaseOrder({ n: 2, branch: 'thu-duc', status: 'ordered', supplier: demoSuppliers[1], lines: [{ part: plugs, quantity: 16, unitCost: 185_000 }] }),
  makePurchaseOrder({ n: 3, status: 'draft', supplier: demoSuppliers[0], lines: [{ part: brakes, quantity: 4 }, { part: battery, quantity: 1 }], note: 'Chờ báo giá lại.' }),
].reverse();
