import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getLikeCount, getLiked, likeProduct, unlikeProduct } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { demoShopperId } from '../../mocks/data/cart';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { LikeButton } from './like-button';

const product = demoProducts[4]!;

/** Server state of one story: a count the like and unlike calls change, as the real server does. */
function likeServer(initial: { count: number; liked: boolean }, likeBodies: (body: unknown) => void = () => undefined) {
  const state = { ...initial };
  return {
    handlers: [
      mockOk(getLikeCount, () => state.count),
      mockOk(getLiked, () => state.liked),
      mockOk(likeProduct, async (request) => {
        likeBodies(await request.json());
        if (!state.liked) state.count += 1;
        state.liked = true;
        return { message: messages.favorites.likedService, count: state.count };
      }),
      mockOk(unlikeProduct, () => {
        if (state.liked) state.count = Math.max(0, state.count - 1);
        state.liked = false;
        return messages.favorites.unliked;
      }),
    ],
  };
}

const meta = {
  title: 'features/favorites/LikeButton',
  component: LikeButton,
  args: { productId: product._id, productName: product.name, accountId: demoShopperId, onRequireLogin: fn() },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const likeName = `Thích ${product.name}`;

export const SignedOut: Story = {
  args: { accountId: undefined },
  beforeEach({ msw }) {
    msw.use(...likeServer({ count: 12, liked: false }).handlers);
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(canvas.getByText('12 lượt thích')).toBeInTheDocument());
    await userEvent.click(button);
    await expectToast(canvasElement, messages.favorites.loginToLike, 'warning');
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('12 lượt thích')).toBeInTheDocument();
  },
};

const likeBodies = fn();

export const Like: Story = {
  beforeEach({ msw }) {
    likeBodies.mockClear();
    msw.use(...likeServer({ count: 12, liked: false }, likeBodies).handlers);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(canvas.getByText('13 lượt thích')).toBeInTheDocument());
    await expectToast(canvasElement, messages.favorites.likedService, 'success');
    await expect(likeBodies).toHaveBeenCalledWith({ accountId: demoShopperId, productId: product._id });
  },
};

export const Unlike: Story = {
  beforeEach({ msw }) {
    msw.use(...likeServer({ count: 5, liked: true }).handlers);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(canvas.getByText('4 lượt thích')).toBeInTheDocument());
    await expectToast(canvasElement, messages.favorites.unliked, 'success');
  },
};

/** A stale count of 0 while liked: unliking never shows a negative count. */
export const UnlikeNeverBelowZero: Story = {
  beforeEach({ msw }) {
    msw.use(...likeServer({ count: 0, liked: true }).handlers);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getByText('0 lượt thích')).toBeInTheDocument();
    await expect(canvas.queryByText(/-1/)).not.toBeInTheDocument();
  },
};

export const LikeFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(likeProduct, 404, messages.products.notFound), ...likeServer({ count: 7, liked: false }).handlers);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expectToast(canvasElement, messages.favorites.likeFailed, 'error');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(canvas.getByText('7 lượt thích')).toBeInTheDocument());
  },
};

/** On a server error the server's own message is shown. */
export const LikeServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(likeProduct, 500, 'Cơ sở dữ liệu đang bảo trì, vui lòng thử lại sau.'), ...likeServer({ count: 7, liked: false }).handlers);
  },
  async play({ canvasElement }) {
    const button = await within(canvasElement).findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expectToast(canvasElement, 'Cơ sở dữ liệu đang bảo trì, vui lòng thử lại sau.', 'error');
  },
};

export const UnlikeFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(unlikeProduct, 403, messages.common.forbidden), ...likeServer({ count: 3, liked: true }).handlers);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expectToast(canvasElement, messages.favorites.productActionFailed, 'error');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(canvas.getByText('3 lượt thích')).toBeInTheDocument());
  },
};

/** While the liked status is asked the button waits, so a click cannot like twice. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getLikeCount, 9), mockPending(getLiked));
  },
  async play({ canvasElement }) {
    const button = await within(canvasElement).findByRole('button', { name: likeName });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Large: Story = {
  args: { size: 'md' },
  beforeEach({ msw }) {
    msw.use(...likeServer({ count: 128, liked: true }).handlers);
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(within(canvasElement).getByText('128 lượt thích')).toBeInTheDocument());
  },
};
