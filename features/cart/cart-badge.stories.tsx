import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getCart } from '../../contract/cart';
import { demoCart, demoShopperId } from '../../mocks/data/cart';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { CartBadge } from './cart-badge';

const meta = {
  title: 'features/cart/CartBadge',
  component: CartBadge,
  args: { accountId: demoShopperId },
  // The header's dark bar, where the badge lives.
  decorators: [
    (Story) => (
      <div className="inline-flex bg-navy-900 p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getCart, demoCart()));
  },
  async play({ canvasElement }) {
    const link = await within(canvasElement).findByRole('link', { name: 'Giỏ hàng, 3 dịch vụ' });
    await expect(link).toHaveAttribute('href', '/cart/cartDetail');
    await expect(link).toHaveTextContent('3');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getCart, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('link', { name: 'Giỏ hàng' })).toBeInTheDocument();
  },
};

/** A visitor sees the way to the cart page, which asks them to sign in; nothing is requested. */
export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Giỏ hàng' })).toBeInTheDocument();
  },
};

/** A failed load shows the plain icon rather than a wrong number. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getCart, 500));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Giỏ hàng' })).toBeInTheDocument();
  },
};
