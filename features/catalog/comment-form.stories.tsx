import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_MAX_LENGTH } from '../../contract/comment-rules';
import { createComment, type Comment } from '../../contract/comments';
import { format, messages } from '../../contract/messages';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { CommentForm } from './comment-form';

const product = demoProducts[0]!;
const sentBodies = fn();

function created(comment: string): Comment {
  const now = new Date().toISOString();
  return { _id: '6650a1b2c3d4e5f601234567', comment, productId: product._id, account: { _id: '6650a1b2c3d4e5f601234568', fullName: 'Nguyễn Văn An' }, createdAt: now, updatedAt: now };
}

const meta = {
  title: 'features/catalog/CommentForm',
  component: CommentForm,
  args: { productId: product._id },
  beforeEach({ msw }) {
    sentBodies.mockClear();
    msw.use(
      mockOk(
        createComment,
        async (request) => {
          const body = (await request.json()) as { comment: string; productId: string };
          sentBodies(body);
          return created(body.comment);
        },
        { status: 201 },
      ),
    );
  },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: messages.comments.fieldLabel });
const sendButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: messages.comments.submit });

/** Nothing typed yet: the count starts at zero; sending asks for the text instead of calling the server. */
export const Empty: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveAttribute('placeholder', messages.comments.placeholder);
    await expect(canvas.getByText(`0/${COMMENT_MAX_LENGTH}`)).toBeVisible();
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByText(messages.comments.commentRequired)).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** The count follows the text as it is typed (surrounding spaces are not counted). */
export const Typing: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '  Làm nhanh, giá rõ ràng');
    await expect(canvas.getByText(`22/${COMMENT_MAX_LENGTH}`)).toBeVisible();
    await expect(sendButton(canvasElement)).toBeEnabled();
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** Past 1,000 characters the count turns red and the reason shows at once; nothing is sent. */
export const TooLong: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvasElement));
    await userEvent.paste('a'.repeat(COMMENT_MAX_LENGTH));
    await expect(canvas.getByText(`${COMMENT_MAX_LENGTH}/${COMMENT_MAX_LENGTH}`)).toBeVisible();
    await expect(canvas.queryByText(format(messages.comments.commentTooLong, { max: COMMENT_MAX_LENGTH }))).toBeNull();
    await userEvent.type(field(canvasElement), 'b');
    await expect(canvas.getByText(`${COMMENT_MAX_LENGTH + 1}/${COMMENT_MAX_LENGTH}`)).toBeVisible();
    await expect(canvas.getByText(format(messages.comments.commentTooLong, { max: COMMENT_MAX_LENGTH }))).toBeVisible();
    await userEvent.click(sendButton(canvasElement));
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** While the server has not answered, the button says so and cannot be pressed again. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(createComment));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'Dịch vụ tốt');
    await userEvent.click(sendButton(canvasElement));
    const pending = await canvas.findByRole('button', { name: messages.common.sending });
    await expect(pending).toBeDisabled();
    await expect(field(canvasElement)).toHaveValue('Dịch vụ tốt');
  },
};

/** Sent: a success toast, the trimmed text went to the server, the field is empty again. */
export const Success: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '  Kỹ thuật viên nhiệt tình!  ');
    await userEvent.click(sendButton(canvasElement));
    await expectToast(canvasElement, messages.comments.createSuccess, 'success');
    await expect(sentBodies).toHaveBeenCalledWith({ comment: 'Kỹ thuật viên nhiệt tình!', productId: product._id });
    await waitFor(() => expect(field(canvasElement)).toHaveValue(''));
    await expect(canvas.getByText(`0/${COMMENT_MAX_LENGTH}`)).toBeVisible();
  },
};

/** The server refuses (the service was removed meanwhile, say): its message shows under the field, the text stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createComment, 404, messages.products.notFound));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'Dịch vụ tốt');
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByText(messages.products.notFound)).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('Dịch vụ tốt');
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    // Editing the text clears the old refusal.
    await userEvent.type(field(canvasElement), '!');
    await expect(canvas.queryByText(messages.products.notFound)).toBeNull();
  },
};

/** Too many comments in a minute: the server's 429 reason shows, and the text is kept to send later. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createComment, 429, messages.comments.tooManyPerMinute));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'Bình luận thứ sáu');
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByText(messages.comments.tooManyPerMinute)).toBeVisible();
    await expect(field(canvasElement)).toHaveValue('Bình luận thứ sáu');
    await expect(sendButton(canvasElement)).toBeEnabled();
  },
};
