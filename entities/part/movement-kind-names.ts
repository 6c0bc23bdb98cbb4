import type { StockMovementKind } from '../../contract/parts';

/** What each kind of ledger row is called on the screens. */
export const STOCK_MOVEMENT_KIND_NAMES: Record<StockMovementKind, string> = {
  receipt: 'Nhập hàng',
  'job-use': 'Dùng cho xe',
  'shop-sale': 'Bán lẻ',
  'transfer-out': 'Chuyển đi',
  'transfer-in': 'Chuyển đến',
  count: 'Kiểm kê',
  return: 'Trả nhà cung cấp',
};
