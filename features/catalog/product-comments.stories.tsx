import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createComment, deleteComment, listProductComments, type Comment } from '../../contract/comments';
import { messages } from '../../contract/messages';
import { demoShopperId } from '../../mocks/data/cart';
import { demoCommentsFor } from '../../mocks/data/comments';
import { objectIdAt } from '../../mocks/data/ids';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { ProductComments } from './product-comments';

const product = demoProducts[0]!;
const viewerName = 'Phạm Quốc Bảo';
const markup = '<script>alert("xss")</script> <b>Rất tốt</b>';

function ownComment(text: string, sequence: number): Comment {
  const created = new Date(Date.UTC(2026, 3, 1, 9, sequence));
  return {
    _id: objectIdAt(created, 0x900 + sequence),
    comment: text,
    productId: product._id,
    account: { _id: demoShopperId, fullName: viewerName },
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
  };
}

/** The service's comments as the server keeps them: a new one goes on top, a deleted one is gone from the next list. */
function commentServer(initial: Comment[]) {
  let list = initial;
  let sequence = 10;
  return [
    mockOk(listProductComments, () => list),
    mockOk(
      createComment,
      async (request) => {
        const body = (await request.json()) as { comment: string };
        const comment = ownComment(body.comment, (sequence += 1));
        list = [comment, ...list];
        return comment;
      },
      { status: 201 },
    ),
    mockOk(deleteComment, (_request, params) => {
      list = list.filter((comment) => comment._id !== params.id);
      return { message: messages.comments.deleteSuccess };
    }),
  ];
}

const meta = {
  title: 'features/catalog/ProductComments',
  component: ProductComments,
  args: { productId: product._id, viewer: { id: demoShopperId }, onLoginRequest: fn() },
  beforeEach({ msw }) {
    msw.use(...commentServer([ownComment('Bảo dưỡng xong xe êm hẳn.', 1), ...demoCommentsFor(product._id)]));
  },
} satisfies Meta<typeof ProductComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comments' own list (the toast region is a list too). */
const items = (canvasElement: HTMLElement) =>
  within(within(within(canvasElement).getByRole('region', { name: /^Bình luận/ })).getByRole('list')).getAllByRole('listitem');

/** A signed-in customer writes; the comment shows at once on top, with a success toast. */
export const SignedInWrites: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Bảo dưỡng xong xe êm hẳn.');
    // The form loads for a signed-in viewer only (a chunk of its own).
    await userEvent.type(await canvas.findByRole('textbox', { name: messages.comments.fieldLabel }, { timeout: 10_000 }), 'Nhân viên tư vấn rất kỹ.');
    await userEvent.click(canvas.getByRole('button', { name: messages.comments.submit }));
    await expectToast(canvasElement, messages.comments.createSuccess, 'success');
    await waitFor(() => expect(items(canvasElement)[0]).toHaveTextContent('Nhân viên tư vấn rất kỹ.'));
    await expect(items(canvasElement)[0]).toHaveTextContent(viewerName);
    await expect(canvas.getByRole('heading', { name: 'Bình luận (5)' })).toBeVisible();
  },
};

/** A visitor reads the comments and is asked to sign in to write one; no 'Xóa' anywhere. */
export const SignedOut: Story = {
  args: { viewer: null },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Bảo dưỡng xong xe êm hẳn.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: messages.common.delete })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: messages.comments.loginButton }));
    await expect(args.onLoginRequest).toHaveBeenCalledOnce();
  },
};

/** Only the customer's own comment has 'Xóa'; confirmed, it is gone from the list. */
export const DeleteOwn: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Bảo dưỡng xong xe êm hẳn.');
    const deleteButtons = await canvas.findAllByRole('button', { name: messages.common.delete }, { timeout: 10_000 });
    await expect(deleteButtons).toHaveLength(1);
    await userEvent.click(deleteButtons[0]!);
    const dialog = await body.findByRole('alertdialog', { name: messages.comments.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.common.delete }));
    await expectToast(canvasElement, messages.comments.deleteSuccess, 'success');
    await waitFor(() => expect(canvas.queryByText('Bảo dưỡng xong xe êm hẳn.')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Bình luận (3)' })).toBeVisible();
  },
};

/** Cancelled, nothing is deleted. */
export const DeleteCancelled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Bảo dưỡng xong xe êm hẳn.');
    await userEvent.click(await canvas.findByRole('button', { name: messages.common.delete }, { timeout: 10_000 }));
    const dialog = await body.findByRole('alertdialog', { name: messages.comments.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Bảo dưỡng xong xe êm hẳn.')).toBeVisible();
  },
};

/** Comments are plain text: markup shows as typed and is never run. */
export const MarkupShownAsText: Story = {
  beforeEach({ msw }) {
    msw.use(...commentServer([ownComment(markup, 2)]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(markup)).toBeVisible();
    await expect(canvasElement.querySelector('section script, section b')).toBeNull();
  },
};

/** Left without a viewer (a read-only place): the list alone. */
export const ListOnly: Story = {
  args: { viewer: undefined, onLoginRequest: undefined },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Bảo dưỡng xong xe êm hẳn.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
