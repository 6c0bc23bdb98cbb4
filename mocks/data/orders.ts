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
