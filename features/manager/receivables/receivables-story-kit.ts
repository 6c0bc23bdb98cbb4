/** Stories only: credit accounts, receivables and a statement as the server would send them. */
import type { CreditAccount, Receivable, Receivables, Statement } from '../../../contract/payments';
import { AGEING_BUCKETS } from '../../../contract/payments';
import { objectIdAt } from '../../../mocks/data/ids';

const id = (sequence: number) => objectIdAt(new Date(Date.UTC(2026, 0, 5)), sequence);

export const fleet: CreditAccount = {
  _id: id(0xa001),
  kind: 'company',
  name: 'Công ty TNHH Vận tải Phú Thịnh',
  phone: '028 3812 3456',
  email: 'ketoan@phuthinh.vn',
  taxCode: '0312345678',
  limit: 50_000_000,
  days: 30,
  active: true,
  owed: 7_450_000,
  createdAt: '2026-01-05T02:00:00.000Z',
};

export const regular: CreditAccount = {
  _id: id(0xa002),
  kind: 'customer',
  name: 'Phạm Minh Khoa',
  phone: '0912 345 678',
  email: '',
  taxCode: '',
  limit: 5_000_000,
  days: 15,
  active: true,
  owed: 1_800_000,
  createdAt: '2026-01-06T02:00:00.000Z',
};

export const stopped: CreditAccount = { ...regular, _id: id(0xa003), name: 'Hợp tác xã Taxi Bình An', kind: 'company', active: false, owed: 0 };

export const demoAccounts = [fleet, regular, stopped];

const receivable = (overrides: Partial<Receivable> & Pick<Receivable, 'code' | 'daysOverdue' | 'bucket' | 'balance'>): Receivable => ({
  repairId: id(0xb000 + overrides.code.charCodeAt(2)),
  branch: 'quan-12',
  plate: '51A12345',
  fullName: 'Nguyễn Văn Tài',
  creditAccount: { _id: fleet._id, name: fleet.name },
  closedAt: '2026-02-01T08:00:00.000Z',
  dueOn: '2026-03-03',
  amount: overrides.balance,
  ...overrides,
});

export const demoRows: Receivable[] = [
  receivable({ code: 'SC1A2B', daysOverdue: 75, bucket: 'over-60', balance: 3_200_000, dueOn: '2026-01-05', closedAt: '2025-12-06T08:00:00.000Z' }),
  receivable({ code: 'SC3C4D', daysOverdue: 40, bucket: '31-60', balance: 2_450_000, amount: 3_000_000, plate: '51F67890', branch: 'thu-duc' }),
  receivable({
    code: 'SC5E6F',
    daysOverdue: 12,
    bucket: '1-30',
    balance: 1_800_000,
    fullName: 'Phạm Minh Khoa',
    plate: '59A11122',
    creditAccount: { _id: regular._id, name: regular.name },
  }),
  receivable({ code: 'SC7G8H', daysOverdue: -10, bucket: 'current', balance: 1_800_000, dueOn: '2026-03-30', closedAt: '2026-02-28T08:00:00.000Z' }),
];

/** The rows with each bucket's count and balance and their total, as the server sums them. */
export function receivablesOf(rows: Receivable[]): Receivables {
  const buckets = AGEING_BUCKETS.map((bucket) => {
    const inBucket = rows.filter((row) => row.bucket === bucket);
    return { bucket, count: inBucket.length, balance: inBucket.reduce((sum, row) => sum + row.balance, 0) };
  });
  return { rows, buckets, total: buckets.reduce((sum, bucket) => sum + bucket.balance, 0) };
}

export const demoStatement: Statement = {
  creditAccount: fleet,
  drawnOn: '2026-03-20',
  rows: [
    { at: '2025-12-06T08:00:00.000Z', repairId: id(0xb101), code: 'SC1A2B', plate: '51A12345', kind: 'charge', description: 'Bảo dưỡng 40.000 km', amount: 3_200_000, balance: 3_200_000, dueOn: '2026-01-05' },
    { at: '2026-02-01T08:00:00.000Z', repairId: id(0xb102), code: 'SC3C4D', plate: '51F67890', kind: 'charge', description: 'Thay má phanh, đĩa phanh', amount: 3_000_000, balance: 6_200_000, dueOn: '2026-03-03' },
    { at: '2026-02-20T03:00:00.000Z', repairId: id(0xb102), code: 'SC3C4D', plate: '51F67890', kind: 'payment', description: 'Chuyển khoản', amount: -550_000, balance: 5_650_000, dueOn: null },
    { at: '2026-02-28T08:00:00.000Z', repairId: id(0xb104), code: 'SC7G8H', plate: '51A12345', kind: 'charge', description: 'Sửa điều hòa', amount: 1_800_000, balance: 7_450_000, dueOn: '2026-03-30' },
  ],
  balance: 7_450_000,
  overdue: 5_650_000,
};
