import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getCart, removeCartItem, updateCartItem } from '../../contract/cart';
import { format, messages } from '../../contract/messages';
import { cartState, demoCart, demoShopperId, makeCartItem } from '../../mocks/data/cart';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { CartDetail } from './cart-detail';
import { formatPrice } from '../../contract/format';

/** Money as Testing Library reads it: the non-breaking space before ₫ becomes a plain one. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

const withRoutes = withStoryRoutes('/cart/cartDetail', {
  '/products': 'Danh sách dịch vụ',
  '/order/checkout': 'Đặt hàng',
});

const sample = demoCart();
const [growing, atStock, single] = sample as [(typeof sample)[0], (typeof sample)[0], (typeof sample)[0]];
const total = (lines: typeof sample) => money(lines.reduce((sum, line) => sum + line.product_id.price * line.quantity, 0));

const quantityBodies = fn();

/** The cart as a small server: changes stick for the rest of the story. */
function cartServer(lines = sample, updateDelayMs = 0) {
  const state = cartState(lines);
  return [
    mockOk(getCart, () => state.lines()),
    mockOk(
      updateCartItem,
      async (request, params) => {
        const body = (await request.json()) as { quantity: number };
        quantityBodies(body);
        return state.setQuantity(String(params.cartItemId), body.quantity);
      },
      { delayMs: updateDelayMs },
    ),
    mockOk(removeCartItem, (_request, params) => {
      state.remove(String(params.cartItemId));
      return { message: messages.cart.removeSuccess };
    }),
  ];
}

const meta = {
  title: 'features/cart/CartDetail',
  tags: ['screen'],
  component: CartDetail,
  args: { accountId: demoShopperId, onRequireLogin: fn() },
  decorators: [withRoutes],
  parameters: { route: '/cart/cartDetail' },
  beforeEach({ msw }) {
    quantityBodies.mockClear();
    msw.use(...cartServer());
  },
} satisfies Meta<typeof CartDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

function row(canvasElement: HTMLElement, name: string) {
  const link = within(canvasElement).getByRole('link', { name });
  return link.closest('tr')!;
}

export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Các dịch vụ trong giỏ hàng' });
    await expect(canvas.getAllByRole('row')).toHaveLength(sample.length + 1);
    await expect(canvas.getByText(total(sample))).toBeInTheDocument();
    await expect(canvas.getByText(total(sample))).toHaveTextContent(/^22\.740\.000\s₫$/);
    const first = within(row(canvasElement, growing.product_id.name));
    await expect(first.getByText(money(growing.product_id.price))).toBeInTheDocument();
    await expect(first.getByText(money(growing.product_id.price * growing.quantity))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Đặt hàng' })).toHaveAttribute('href', '/order/checkout');
    await expect(canvas.getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute('href', '/products');
  },
};

export const IncreaseAndDecrease: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const line = within(row(canvasElement, growing.product_id.name));
    await userEvent.click(line.getByRole('button', { name: `Tăng số lượng ${growing.product_id.name}` }));
    await waitFor(() => expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('3'));
    await expect(line.getByText(money(growing.product_id.price * 3))).toBeInTheDocument();
    const grown = sample.map((item) => (item._id === growing._id ? { ...item, quantity: 3 } : item));
    await waitFor(() => expect(canvas.getByText(total(grown))).toBeInTheDocument());
    await waitFor(() => expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 3 }));

    // Each press waits for the server's answer to the one before.
    const minus = line.getByRole('button', { name: `Giảm số lượng ${growing.product_id.name}` });
    await waitFor(() => expect(minus).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(minus);
    await waitFor(() => expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 2 }));
    await waitFor(() => expect(minus).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(minus);
    await waitFor(() => expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('1'));
    await waitFor(() => expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 1 }));
    await expect(line.getByRole('button', { name: `Giảm số lượng ${growing.product_id.name}` })).toBeDisabled();
  },
};

/**
 * Quick presses while the server has not answered are ignored (the buttons say so and keep
 * the focus): one update at a time per line, so the number kept is the number shown.
 */
export const OneUpdateAtATime: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer(sample, 600));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const line = within(row(canvasElement, growing.product_id.name));
    const plus = line.getByRole('button', { name: `Tăng số lượng ${growing.product_id.name}` });
    const minus = line.getByRole('button', { name: `Giảm số lượng ${growing.product_id.name}` });
    await userEvent.click(plus);
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await userEvent.click(plus);
    await userEvent.click(minus);
    await expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    // Another line is not held up by this one.
    const other = within(row(canvasElement, single.product_id.name));
    await expect(other.getByRole('button', { name: `Tăng số lượng ${single.product_id.name}` })).not.toHaveAttribute('aria-disabled');

    await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(quantityBodies).toHaveBeenCalledTimes(1);
    await expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 3 });
    await expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await userEvent.click(plus);
    await waitFor(() => expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 4 }), { timeout: 5000 });
  },
};

/**
 * Two lines changed before the server answers the first: both new numbers stay on screen
 * and in the total, while waiting and after both answers.
 */
export const TwoLinesAtOnce: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer(sample, 600));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const first = within(row(canvasElement, growing.product_id.name));
    const second = within(row(canvasElement, single.product_id.name));
    await userEvent.click(first.getByRole('button', { name: `Tăng số lượng ${growing.product_id.name}` }));
    await userEvent.click(second.getByRole('button', { name: `Tăng số lượng ${single.product_id.name}` }));
    const both = sample.map((item) => (item._id === growing._id ? { ...item, quantity: 3 } : item._id === single._id ? { ...item, quantity: 2 } : item));
    await expect(first.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await expect(second.getByText('Số lượng:').parentElement).toHaveTextContent('2');
    await expect(canvas.getByText(total(both))).toBeInTheDocument();

    await waitFor(() => expect(quantityBodies).toHaveBeenCalledTimes(2), { timeout: 5000 });
    const plus = second.getByRole('button', { name: `Tăng số lượng ${single.product_id.name}` });
    await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(first.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await expect(second.getByText('Số lượng:').parentElement).toHaveTextContent('2');
    await expect(canvas.getByText(total(both))).toBeInTheDocument();
  },
};

/** Plus at the stock looks disabled and, pressed, says how many are left; nothing is sent. */
export const PlusAtStock: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const line = within(row(canvasElement, atStock.product_id.name));
    const plus = line.getByRole('button', { name: `Tăng số lượng ${atStock.product_id.name}` });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 3 }), 'info');
    await expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await expect(quantityBodies).not.toHaveBeenCalled();
  },
};

/**
 * Quick presses up to the stock: the press that reaches it is saved, and the next one, made
 * before the server has answered, shows the section 5 message instead of doing nothing.
 */
export const PlusPastStockWhileSaving: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([makeCartItem(demoProducts[0]!, 2, 3)], 600));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const name = demoProducts[0]!.name;
    const line = within(row(canvasElement, name));
    const plus = line.getByRole('button', { name: `Tăng số lượng ${name}` });
    await userEvent.click(plus);
    await expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await userEvent.click(plus);
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 3 }), 'info');
    await waitFor(() => expect(quantityBodies).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(quantityBodies).toHaveBeenLastCalledWith({ quantity: 3 });
  },
};

export const MinusAtOne: Story = {
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const line = within(row(canvasElement, single.product_id.name));
    const minus = line.getByRole('button', { name: `Giảm số lượng ${single.product_id.name}` });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus);
    await expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('1');
    await expect(quantityBodies).not.toHaveBeenCalled();
  },
};

/** The stock fell after the page loaded: the server refuses and the old number comes back. */
export const QuantityRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateCartItem, 409, format(messages.cart.stockLimit, { n: 2 })));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const line = within(row(canvasElement, growing.product_id.name));
    await userEvent.click(line.getByRole('button', { name: `Tăng số lượng ${growing.product_id.name}` }));
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 2 }), 'info');
    await waitFor(() => expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('2'));
    await expect(within(canvasElement).getByText(total(sample))).toBeInTheDocument();
  },
};

export const QuantityUpdateFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateCartItem, 500));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('table');
    const line = within(row(canvasElement, growing.product_id.name));
    await userEvent.click(line.getByRole('button', { name: `Tăng số lượng ${growing.product_id.name}` }));
    await expectToast(canvasElement, messages.cart.updateQuantityFailed, 'error');
    await waitFor(() => expect(line.getByText('Số lượng:').parentElement).toHaveTextContent('2'));
  },
};

export const RemoveWithConfirmation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table');
    const name = atStock.product_id.name;
    await userEvent.click(canvas.getByRole('button', { name: `Xóa ${name} khỏi giỏ hàng` }));
    const dialog = await body.findByRole('alertdialog', { name: 'Xóa dịch vụ khỏi giỏ hàng?' });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: `Xóa ${name} khỏi giỏ hàng` }));
    const again = await body.findByRole('alertdialog', { name: 'Xóa dịch vụ khỏi giỏ hàng?' });
    await userEvent.click(within(again).getByRole('button', { name: messages.common.delete }));
    await waitFor(() => expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument());
    await expectToast(canvasElement, messages.cart.removeSuccess, 'success');
    await expect(canvas.getByText(total(sample.filter((line) => line._id !== atStock._id)))).toBeInTheDocument();
  },
};

export const RemoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(removeCartItem, 404, messages.cart.itemNotFound));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: `Xóa ${single.product_id.name} khỏi giỏ hàng` }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.common.delete }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.cart.itemNotFound);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: single.product_id.name })).toBeInTheDocument();
  },
};

/** Removing the last line leaves the empty cart with its way back. */
export const RemoveLastLine: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([single]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: `Xóa ${single.product_id.name} khỏi giỏ hàng` }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: messages.common.delete }));
    await expect(await canvas.findByText(messages.cart.empty)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(getCart, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cart.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Đặt hàng' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.common.back }));
    await expect(await canvas.findByText('Địa chỉ: /products')).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.cart.loginRequired)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getCart));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Error: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getCart, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.cart.loadFailed);
    await expectToast(canvasElement, messages.cart.loadFailed, 'error');
  },
};

/** The service sold out after it was added: the row says so in the server's words, never "0 left". */
export const SoldOutLine: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([{ ...single, product_id: { ...single.product_id, quantity: 0 } }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cart.outOfStock)).toBeInTheDocument();
    await expect(canvas.queryByText(/Chỉ còn 0/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Tăng số lượng ${single.product_id.name}` }));
    await expectToast(canvasElement, messages.cart.outOfStock, 'info');
    await expect(quantityBodies).not.toHaveBeenCalled();
  },
};

/** A line asks for more than is left (the stock fell after it was added): the row says so. */
export const OverStock: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([{ ...growing, quantity: 4, product_id: { ...growing.product_id, quantity: 2 } }]));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(format(messages.cart.stockLimit, { n: 2 }))).toBeInTheDocument();
  },
};
