import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getAccount } from '../../contract/accounts';
import { getManagerAlerts } from '../../contract/alerts';
import { accountAnswer, clearSession, demoAdmin, demoCustomer, demoGoogleCustomer, storeSession } from '../../mocks/data/accounts';
import { demoManagerAlerts, noAlertCounts } from '../../mocks/data/alerts';
import { mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { AuthArea } from './auth-area';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { createSocialSdk } from './social-sdk';

const meta = {
  title: 'features/auth/AuthArea',
  component: AuthArea,
  decorators: [
    (Story, { args }) => (
      <AuthDialogsProvider socialSdk={createSocialSdk({})} reload={() => undefined}>
        <div className={args.placement === 'sheet' ? 'max-w-xs rounded-card bg-surface p-4 ring-1 ring-line' : 'flex justify-end rounded-card bg-navy-900 p-3'}>
          <Story />
        </div>
      </AuthDialogsProvider>
    ),
  ],
  beforeEach() {
    clearSession();
    return clearSession;
  },
} satisfies Meta<typeof AuthArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open menu hides the page from screen readers; close it so the page is checked as a visitor meets it. */
async function closeMenu(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull(), { timeout: 5000 });
}

export const LoggedOut: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Đăng ký tài khoản' })).toBeInTheDocument();
  },
};

export const LoggedOutInMobileMenu: Story = {
  args: { placement: 'sheet' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký' })).toBeVisible();
  },
};

/** The stored user shows at once; the account from the server then fills in the rest. */
export const LoggedIn: Story = {
  beforeEach({ msw }) {
    storeSession(demoCustomer);
    msw.use(mockOk(getAccount, accountAnswer({ ...demoCustomer, fullName: 'Nguyễn Văn Hùng (mới)' })));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Tài khoản: Nguyễn Văn Hùng (mới)' })).toBeVisible();
  },
};

export const LoggedInWhileAccountLoads: Story = {
  beforeEach({ msw }) {
    storeSession(demoCustomer);
    msw.use(mockPending(getAccount));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
  },
};

/** Roles and type come from the server's account, whatever the stored user says. */
export const AdminFromServerRoles: Story = {
  beforeEach({ msw }) {
    storeSession({ ...demoAdmin, fullName: 'Mai Anh', roles: [] });
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)), mockOk(getManagerAlerts, demoManagerAlerts({ counts: noAlertCounts })));
  },
  async play({ canvasElement }) {
    // The server's name replaces the stored one once the account has come.
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoAdmin.fullName}` }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Tin nhắn' })).toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: 'Sản phẩm' })).toBeInTheDocument();
    await closeMenu(canvasElement);
  },
};

/** Staff: the server's counts on the button and on 'Tin nhắn'. */
export const AdminWithAlerts: Story = {
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)), mockOk(getManagerAlerts, demoManagerAlerts()));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoAdmin.fullName} 7 mục mới` }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Tin nhắn 3 mục mới' })).toHaveAttribute('href', '/admin-chat');
    await closeMenu(canvasElement);
  },
};

let alertsRefused = false;

/** The counts cannot be read: the menu works as ever, without numbers. */
export const AdminAlertsFail: Story = {
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    alertsRefused = false;
    msw.use(
      mockOk(getAccount, accountAnswer(demoAdmin)),
      http.get(getManagerAlerts.path, () => {
        alertsRefused = true;
        return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
      }),
    );
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(alertsRefused).toBe(true));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoAdmin.fullName}` }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Tin nhắn' })).toHaveAttribute('href', '/admin-chat');
    await closeMenu(canvasElement);
  },
};

export const GoogleAccount: Story = {
  beforeEach({ msw }) {
    storeSession({ ...demoGoogleCustomer, fullName: 'Trang' });
    msw.use(mockOk(getAccount, accountAnswer(demoGoogleCustomer)));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoGoogleCustomer.fullName}` }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Dịch vụ yêu thích' })).toBeInTheDocument();
    await expect(menu.queryByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeNull();
    await closeMenu(canvasElement);
  },
};
