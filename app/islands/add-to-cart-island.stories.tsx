import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addToCart, getCart, type CartItem } from '../../contract/cart';
import { messages } from '../../contract/messages';
import { shownDialog } from '../../features/auth/story-dialog';
import { makeCartItem } from '../../mocks/data/cart';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { AddToCartIsland } from './add-to-cart-island';
import { signedInCustomer, signedOut, withAuthDialogs } from './island-story-kit';

const product = { ...demoProducts[7]!, quantity: 4 };

/** The cart as the server keeps it: an add merges into the line. */
function cartServer() {
  let lines: CartItem[] = [];
  return [
    mockOk(getCart, () => lines),
    mockOk(addToCart, async (request) => {
      const body = (await request.json()) as { product_id: string; quantity: number };
      const line = makeCartItem(product, (lines[0]?.quantity ?? 0) + body.quantity, product.quantity);
      lines = [line];
      return line;
    }),
  ];
}

/** The detail page's cart picker as a page drawn as islands hydrates it: the service's id, name and stock; the session read by itself. */
const meta = {
  title: 'app/islands/AddToCartIsland',
  component: AddToCartIsland,
  args: { product: { _id: product._id, name: product.name, quantity: product.quantity } },
  parameters: { route: `/san-pham/${product._id}` },
  decorators: [withAuthDialogs],
  beforeEach({ msw }) {
    msw.use(...cartServer());
  },
} satisfies Meta<typeof AddToCartIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is told to sign in and gets the sign-in dialog. */
export const SignedOutAsksToSignIn: Story = {
  ...signedOut,
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.loginToAdd, 'warning');
    await shownDialog(canvasElement, 'Đăng nhập');
  },
};

/** A signed-in customer adds two: the line under the button counts them. */
export const SignedInAdds: Story = {
  ...signedInCustomer,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Tăng số lượng ${product.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await expectToast(canvasElement, messages.cart.addSuccess, 'success');
    await waitFor(() => expect(canvas.getByText(/Đã có 2 trong/)).toBeVisible());
  },
};
