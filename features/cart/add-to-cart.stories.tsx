import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addToCart, getCart, type CartItem } from '../../contract/cart';
import { format, messages } from '../../contract/messages';
import { demoShopperId, makeCartItem } from '../../mocks/data/cart';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { AddToCart } from './add-to-cart';

const product = { ...demoProducts[7]!, quantity: 4 };
const addBodies = fn();

/** The cart as the server keeps it: an add merges into the line and the next GET shows it. */
function cartServer(initial: CartItem[] = []) {
  let lines = initial;
  return [
    mockOk(getCart, () => lines),
    mockOk(addToCart, async (request) => {
      const body = (await request.json()) as { product_id: string; quantity: number };
      addBodies(body);
      const existing = lines.find((line) => line.product_id._id === body.product_id);
      const line = makeCartItem(product, (existing?.quantity ?? 0) + body.quantity, product.quantity);
      lines = [line, ...lines.filter((item) => item !== existing)];
      return line;
    }),
  ];
}

const meta = {
  title: 'features/cart/AddToCart',
  component: AddToCart,
  args: { product, accountId: demoShopperId, onRequireLogin: fn() },
  beforeEach({ msw }) {
    addBodies.mockClear();
    msw.use(...cartServer());
  },
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const plusName = `Tăng số lượng ${product.name}`;
const minusName = `Giảm số lượng ${product.name}`;

export const AddTwo: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Số lượng' });
    await expect(quantity).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: minusName })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: plusName }));
    await expect(quantity).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.addSuccess, 'success');
    await expect(addBodies).toHaveBeenCalledWith({ product_id: product._id, quantity: 2, account_id: demoShopperId });
    await expect(quantity).toHaveValue(1);
    await expect(await canvas.findByText(/Đã có 2 trong/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'giỏ hàng' })).toHaveAttribute('href', '/cart/cartDetail');
  },
};

/** The picker stops at the stock: plus then says how many are left. */
export const CappedByStock: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: plusName });
    for (let i = 0; i < 3; i += 1) await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(4);
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 4 }), 'info');
    await expect(canvas.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(4);
  },
};

/** Typing more than the stock is refused with the same message and set back to the stock. */
export const TypedOverStock: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Số lượng' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 4 }), 'info');
    await expect(quantity).toHaveValue(4);
  },
};

/** Two of the four already in the cart: the picker stops at two more and says so, before any request. */
export const AlreadyInCart: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([makeCartItem(product, 2, product.quantity)]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const limit = format(messages.cart.addLimit, { inCart: 2, n: 2 });
    await canvas.findByText(/Đã có 2 trong/);
    const plus = canvas.getByRole('button', { name: plusName });
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(2);
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expectToast(canvasElement, limit, 'info');
    await expect(canvas.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(2);
    await expect(addBodies).not.toHaveBeenCalled();

    // Adding the last two empties what can be added: the picker gives way to a plain notice.
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.addSuccess, 'success');
    const notice = (await canvas.findByText(format(messages.cart.allInCart, { n: 4 }))).closest('[role="status"]');
    await expect(notice).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
  },
};

/** The cart holds the whole stock already: nothing to pick, and the way to the cart. */
export const AllInCart: Story = {
  beforeEach({ msw }) {
    msw.use(...cartServer([makeCartItem(product, 4, product.quantity)]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const notice = (await canvas.findByText(format(messages.cart.allInCart, { n: 4 }))).closest<HTMLElement>('[role="status"]')!;
    await expect(notice).toBeInTheDocument();
    await expect(within(notice).getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '/cart/cartDetail');
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
  },
};

/** Someone bought the last ones meanwhile: the server's 409 message is shown. */
export const StockConflict: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(addToCart, 409, format(messages.cart.stockLimit, { n: 1 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: plusName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, format(messages.cart.stockLimit, { n: 1 }), 'info');
  },
};

export const AddFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(addToCart, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.addFailed, 'error');
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(addToCart));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    const busy = await canvas.findByRole('button', { name: messages.common.processing });
    await expect(busy).toBeDisabled();
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement, args }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.loginToAdd, 'warning');
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
    await expect(addBodies).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { product: { ...product, quantity: 0 } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.cart.outOfStock);
    await expect(canvas.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
  },
};
