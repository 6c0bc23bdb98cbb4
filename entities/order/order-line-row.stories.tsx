import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../contract/format';
import type { OrderLine } from '../../contract/orders';
import { OrderLineRow } from './order-line-row';

const line: OrderLine = {
  _id: '69a3e1c0000000000000a001',
  order_id: '69a3e1c0000000000c0ffee1',
  product_id: { _id: '69a3e1c0000000000000b002', name: 'Thay má phanh trước', price: 850_000 },
  quantity: 2,
  price: 850_000,
  createdAt: '2026-03-01T03:00:00.000Z',
};

const meta = {
  title: 'entities/order/OrderLineRow',
  component: OrderLineRow,
  args: { line },
  decorators: [
    (Story) => (
      <ul className="max-w-xl rounded-control ring-1 ring-line">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof OrderLineRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page: the service, quantity × price, and the amount of the line. */
export const Page: Story = {
  async play({ canvasElement }) {
    // The matcher reads the text with every space, the no-break one of prices included, as ' '.
    const text = (value: string) => value.replace(/\s/g, ' ');
    const row = within(canvasElement).getByRole('listitem');
    await expect(row).toHaveTextContent(line.product_id.name);
    await expect(row).toHaveTextContent(text(`${line.quantity} × ${formatPrice(line.price)}`));
    await expect(row).toHaveTextContent(text(formatPrice(line.price * line.quantity)));
  },
};

/** Inside a dialog. */
export const Dialog: Story = { args: { size: 'sm' } };
