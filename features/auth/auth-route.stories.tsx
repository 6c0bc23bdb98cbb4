import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, demoCustomer, demoRoles, makeAccount, storeSession } from '../../mocks/data/accounts';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { AuthRoute } from './auth-route';
import { createSocialSdk } from './social-sdk';
import { LocationProbe } from './story-frame';

const meta = {
  title: 'features/auth/AuthRoute',
  component: AuthRoute,
  args: { dialog: 'login', children: <h1 className="text-2xl font-bold">Trang chủ</h1> },
  parameters: { route: '/login' },
  decorators: [
    (Story) => (
      <AuthDialogsProvider socialSdk={createSocialSdk({})} reload={() => undefined}>
        <main>
          <Story />
          <LocationProbe />
        </main>
      </AuthDialogsProvider>
    ),
  ],
  beforeEach() {
    clearSession();
    return clearSession;
  },
} satisfies Meta<typeof AuthRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Đường dẫn hiện tại', hidden: true });

/** `/login`: the home page with the login dialog over it; closing it leaves for `/`. */
export const Login: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await expect(within(canvasElement).getByRole('heading', { name: 'Trang chủ', hidden: true })).toBeInTheDocument();
    const dialog = await body.findByRole('dialog', { name: 'Đăng nhập' });
    await expect(path(canvasElement)).toHaveTextContent('/login');
    const close = within(dialog).getByRole('button', { name: 'Đóng' });
    // Radix turns the page's pointer events off as the dialog opens and the dialog's back on a
    // render later; on a busy machine a click can fall between the two.
    await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'));
    await userEvent.click(close);
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent(/^\/$/));
  },
};

export const Register: Story = {
  args: { dialog: 'register' },
  parameters: { route: '/register' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Đăng ký tài khoản' })).toBeInTheDocument();
  },
};

/** Already signed in: straight back to the page that sent the visitor here. */
export const AlreadySignedIn: Story = {
  parameters: { route: { pathname: '/login', state: { from: '/account/likeProducts' } } },
  beforeEach() {
    storeSession(demoCustomer);
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent('/account/likeProducts'));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** A technician signed in at /login lands on the workshop tablet: they have no back office. */
export const TechnicianLandsOnWorkshop: Story = {
  beforeEach() {
    storeSession(makeAccount({ fullName: 'Võ Văn Tài', email: 'ktv.q12@garaotosaigon.vn', roles: [demoRoles.technician] }));
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent(/^\/xuong$/));
  },
};
