import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getLikeCount, getLiked, likeProduct } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { shownDialog } from '../../features/auth/story-dialog';
import { clearSession, demoCustomer, storeSession } from '../../mocks/data/accounts';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { LikeButtonIsland } from './like-button-island';
import { withAuthDialogs } from './island-story-kit';

const product = demoProducts[2]!;
const likeName = `Thích ${product.name}`;

/** One service's likes as the server keeps them: a like adds one. */
function likeServer(initial: { count: number; liked: boolean }) {
  const state = { ...initial };
  return [
    mockOk(getLikeCount, () => state.count),
    mockOk(getLiked, () => state.liked),
    mockOk(likeProduct, () => {
      if (!state.liked) state.count += 1;
      state.liked = true;
      return { message: messages.favorites.likedService, count: state.count };
    }),
  ];
}

/** A card's like button as a page drawn as islands hydrates it: only its id and name, the session read by itself. */
const meta = {
  title: 'app/islands/LikeButtonIsland',
  component: LikeButtonIsland,
  args: { productId: product._id, productName: product.name },
  parameters: { route: '/san-pham' },
  decorators: [withAuthDialogs],
} satisfies Meta<typeof LikeButtonIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in is told why and gets the sign-in dialog; nothing is liked. */
export const SignedOutAsksToSignIn: Story = {
  beforeEach({ msw }) {
    clearSession();
    msw.use(...likeServer({ count: 12, liked: false }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: likeName });
    await waitFor(() => expect(canvas.getByText('12 lượt thích')).toBeInTheDocument());
    await userEvent.click(button);
    await expectToast(canvasElement, messages.favorites.loginToLike, 'warning');
    await shownDialog(canvasElement, 'Đăng nhập');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A signed-in customer likes: the heart fills and the count goes up by one. */
export const SignedInLikes: Story = {
  beforeEach({ msw }) {
    msw.use(...likeServer({ count: 12, liked: false }));
    return storeSession(demoCustomer);
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
  },
};
