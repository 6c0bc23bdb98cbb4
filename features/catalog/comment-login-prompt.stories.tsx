import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { CommentLoginPrompt } from './comment-login-prompt';

const meta = {
  title: 'features/catalog/CommentLoginPrompt',
  component: CommentLoginPrompt,
  args: { onLoginRequest: fn() },
} satisfies Meta<typeof CommentLoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees why there is no form, and the button opens the login dialog. */
export const SignedOut: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.comments.loginPrompt)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.comments.loginButton }));
    await expect(args.onLoginRequest).toHaveBeenCalledOnce();
  },
};
