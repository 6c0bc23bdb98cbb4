/**
 * Stories only: a fresh fake store for each story (the handlers change it in place) and the
 * steps the stock screens' stories share. Never imported by a screen.
 */
import { expect, userEvent, within } from 'storybook/test';
import { demoParts } from '../../../mocks/data/parts';
import { demoPurchaseOrders, demoSuppliers } from '../../../mocks/data/stock';
import type { StockStore } from '../../../mocks/stock-handlers';

export function freshStore(overrides: Partial<StockStore> = {}): StockStore {
  return {
    parts: demoParts.map((part) => ({ ...part, stock: part.stock.map((stock) => ({ ...stock })) })),
    suppliers: demoSuppliers.map((supplier) => ({ ...supplier })),
    orders: demoPurchaseOrders.map((order) => ({ ...order, lines: order.lines.map((line) => ({ ...line })) })),
    counts: [],
    ...overrides,
  };
}

/** Types into a line's part search and picks the result with this SKU. */
export async function pickPart(scope: HTMLElement, line: number, search: string, sku: string) {
  // The line itself: two lines may hold the same part (a repeated line is refused by name).
  const within_ = within(within(scope).getByRole('listitem', { name: `Dòng ${line}` }));
  await userEvent.type(within_.getByRole('searchbox', { name: `Phụ tùng dòng ${line}` }), search);
  const results = await within_.findByRole('list', { name: `Kết quả tìm: Phụ tùng dòng ${line}` });
  await userEvent.click(await within(results).findByRole('button', { name: new RegExp(sku) }));
  await expect(await within_.findByRole('button', { name: `Đổi phụ tùng ${sku}` })).toBeVisible();
}
