import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { clearSession, demoCustomer, storeSession } from '../../mocks/data/accounts';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { RequireLogin } from './require-login';
import { createSocialSdk } from './social-sdk';

const meta = {
  title: 'features/auth/RequireLogin',
  component: RequireLogin,
  args: { children: (user) => <h1 className="text-2xl font-bold">Xin chào {user.fullName}</h1> },
  decorators: [
    (Story) => (
      <AuthDialogsProvider socialSdk={createSocialSdk({})} reload={() => undefined}>
        <main>
          <Story />
        </main>
      </AuthDialogsProvider>
    ),
  ],
  beforeEach() {
    clearSession();
    return clearSession;
  },
} satisfies Meta<typeof RequireLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { message: messages.favorites.loginToView },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    // The login dialog opens by itself.
    const dialog = await body.findByRole('dialog', { name: 'Đăng nhập' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });

    // The prompt stays, and can open it again.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bạn chưa đăng nhập' })).toBeVisible();
    await expect(canvas.getByText(messages.favorites.loginToView)).toBeVisible();
    await expect(canvas.queryByText(/Xin chào/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await body.findByRole('dialog', { name: 'Đăng nhập' })).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  beforeEach() {
    storeSession(demoCustomer);
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('heading', { name: `Xin chào ${demoCustomer.fullName}` })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Signing out on the page (an expired session) shows the prompt without pushing the dialog. */
export const SessionEndsOnPage: Story = {
  beforeEach() {
    storeSession(demoCustomer);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Xin chào ${demoCustomer.fullName}` })).toBeVisible();
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await expect(await canvas.findByRole('heading', { name: 'Bạn chưa đăng nhập' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
