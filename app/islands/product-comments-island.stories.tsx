import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listProductComments } from '../../contract/comments';
import { messages } from '../../contract/messages';
import { shownDialog } from '../../features/auth/story-dialog';
import { demoCommentsFor } from '../../mocks/data/comments';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { ProductCommentsIsland } from './product-comments-island';
import { signedInCustomer, signedOut, withAuthDialogs } from './island-story-kit';

const product = demoProducts[1]!;
const comments = demoCommentsFor(product._id);

/** A service's comments as a page drawn as islands hydrates them: the service's id alone, the session read by itself. */
const meta = {
  title: 'app/islands/ProductCommentsIsland',
  component: ProductCommentsIsland,
  args: { productId: product._id },
  parameters: { route: `/san-pham/${product._id}` },
  decorators: [withAuthDialogs],
  beforeEach({ msw }) {
    msw.use(mockOk(listProductComments, comments));
  },
} satisfies Meta<typeof ProductCommentsIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the comments and is asked to sign in to write one: the button opens the dialog. */
export const SignedOut: Story = {
  ...signedOut,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(comments[0]!.comment)).toBeVisible();
    await expect(canvas.getByText(messages.comments.loginPrompt)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.comments.loginButton }));
    await shownDialog(canvasElement, 'Đăng nhập');
  },
};

/** A signed-in customer gets the form above the comments. */
export const SignedIn: Story = {
  ...signedInCustomer,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: messages.comments.fieldLabel })).toBeVisible();
    await expect(canvas.getByText(comments[0]!.comment)).toBeVisible();
    await expect(canvas.queryByText(messages.comments.loginPrompt)).toBeNull();
  },
};
