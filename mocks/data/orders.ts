import type { OrderStatus } from '../../contract/constants';
import type { Order, OrderDetail, OrderLine } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { demoShopperId } from './cart';
import { objectIdAt } from './ids';
import { demoProducts } from './products';

let sequence = 0;

/** An order with its lines, shaped like the server's answer; the total is the sum of the lines. */
export function makeOrder(
  items: Array<[Product, number]>,
  overrides: Partial<Omit<OrderDetail, 'lines' | 'total'>> & { status?: OrderStatus } = {},
): OrderDetail {
  sequence += 1;
  const created = overrides.createdAt ? new Date(overrides.createdAt) : new Date(Date.UTC(2026, 2, 1, 3) + sequence * 86_400_000);
  const id = overrides._id ?? objectIdAt(created, 0xc0ffee + sequence * 0x2b9f);
  const lines: OrderLine[] = items.map(([product, quantity], index) => ({
    _id: objectIdAt(created, 0xa00 + sequence * 16 + index),
    order_id: id,
    product_id: { _id: product._id, name: product.name, price: product.price },
    quantity,
    price: product.price,
    createdAt: created.toISOString(),
  }));
  return {
    _id: id,
    account_id: demoShopperId,
    name: 'Nguyễn Văn Hùng',
    phone: '0987654321',
    email: 'khachhang@garaotosaigon.vn',
    address: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    note: '',
    payment_method: 'COD',
    status: 'pending',
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    updates: [],
    ...overrides,
    total: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    lines,
  };
}

/** The list form of an order (no lines), as the history answers it. */
export function withoutLines({ lines: _lines, updates: _updates, ...order }: OrderDetail): Order {
  return order;
}

/** One order in each status, newest first, as the customer's history answers them. */
export function demoOrders(): OrderDetail[] {
  const p = demoProducts;
  return [
    makeOrder([[p[2]!, 1]], { status: 'pending', createdAt: '2026-03-21T02:15:00.000Z' }),
    makeOrder([[p[1]!, 1], [p[6]!, 1]], { status: 'processing', createdAt: '2026-03-18T07:40:00.000Z', note: 'Giao giờ hành chính.' }),
    makeOrder([[p[5]!, 1]], { status: 'cancelled', createdAt: '2026-03-06T09:05:00.000Z' }),
    makeOrder([[p[0]!, 1], [p[3]!, 2]], { status: 'completed', createdAt: '2026-02-25T03:30:00.000Z', note: 'Gọi trước khi giao.' }),
  ];
}

const customers = [
  { name: 'Nguyễn Văn Hùng', phone: '0987654321', email: 'khachhang@garaotosaigon.vn' },
  { name: 'Trần Thị Bích Ngọc', phone: '0903123456', email: 'bichngoc@gmail.com' },
  { name: 'Lê Hoàng Phúc', phone: '0912888999', email: 'hoangphuc@example.com' },
  { name: 'Phạm Minh Châu', phone: '0938456123', email: 'minhchau@example.com' },
  { name: 'Võ Quang Dũng', phone: '0977001122', email: 'quangdung@example.com' },
] as const;

const cycle: OrderStatus[] = ['pending', 'processing', 'completed', 'cancelled', 'pending', 'completed'];
const staffAccount = { _id: objectIdAt(new Date(Date.UTC(2025, 5, 2)), 0x9001), fullName: 'Lê Thị Mai Anh' };

/** An order whose status changed twice: once by staff, once by an account since deleted (oldest first, as stored). */
export function orderWithHistory(): OrderDetail {
  const p = demoProducts;
  const created = '2026-11-20T01:30:00.000Z';
  return makeOrder([[p[0]!, 2], [p[4]!, 1]], {
    ...customers[1],
    createdAt: created,
    status: 'completed',
    note: 'Xe Toyota Vios, biển số 51A-123.45.',
    updates: [
      { _id: objectIdAt(new Date('2026-11-20T03:00:00.000Z'), 0xb001), from: 'pending', to: 'processing', account: null, createdAt: '2026-11-20T03:00:00.000Z' },
      { _id: objectIdAt(new Date('2026-11-21T08:15:00.000Z'), 0xb002), from: 'processing', to: 'completed', account: staffAccount, createdAt: '2026-11-21T08:15:00.000Z' },
    ],
  });
}

/**
 * 23 orders for the back office, newest first as the server answers them: five customers,
 * every status (8 pending), the newest one with a status history.
 */
export function managerOrders(): OrderDetail[] {
  const p = demoProducts;
  const older = Array.from({ length: 22 }, (_, index) =>
    makeOrder([[p[index % p.length]!, 1 + (index % 3)]], {
      ...customers[index % customers.length],
      status: cycle[index % cycle.length],
      createdAt: new Date(Date.UTC(2026, 10, 19, 9) - index * 86_400_000).toISOString(),
      ...(index % 4 === 1 ? { note: 'Gọi trước khi giao.' } : {}),
    }),
  );
  return [orderWithHistory(), ...older];
}
