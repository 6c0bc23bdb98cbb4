import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getAccount } from '../contract/accounts';
import { messages } from '../contract/messages';
import { accountAnswer, clearSession, demoAdmin, demoCustomer, demoMaster, makeAccount, demoRoles, storeSession } from '../mocks/data/accounts';
import { mockError, mockOk, mockPending } from '../mocks/endpoint-handlers';
import { withStoryRoutes } from '../.storybook/story-routes';
import { expectToast } from '../.storybook/story-toast';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs-provider';
import { createSocialSdk } from '../features/auth/social-sdk';
import { ManagerGuard } from './manager-guard';

const meta = {
  title: 'app/ManagerGuard',
  component: ManagerGuard,
  args: { require: 'staff', children: <h1 className="text-2xl font-bold">Màn hình quản lý</h1> },
  parameters: { route: '/manager/products' },
  decorators: [
    withStoryRoutes('/manager/products', { '/': 'Trang chủ' }),
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
} satisfies Meta<typeof ManagerGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllowedAdmin: Story = {
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Màn hình quản lý' })).toBeVisible();
  },
};

/** The role name is compared without regard to case: 'ADMIN' is an admin. */
export const AllowedUpperCaseRole: Story = {
  beforeEach({ msw }) {
    const shouting = makeAccount({ fullName: 'Võ Văn Khoa', roles: [{ ...demoRoles.admin, name: 'ADMIN' }] });
    storeSession(shouting);
    msw.use(mockOk(getAccount, accountAnswer(shouting)));
  },
  play: AllowedAdmin.play,
};

export const Checking: Story = {
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockPending(getAccount));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.guard.checking)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Màn hình quản lý' })).toBeNull();
  },
};

export const SignedOut: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Đăng nhập' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(messages.guard.loginRequired)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Màn hình quản lý' })).toBeNull();
  },
};

/** The stored user claims admin, the server says customer: the server wins. */
export const CustomerSentHome: Story = {
  beforeEach({ msw }) {
    storeSession({ ...demoCustomer, roles: [demoRoles.admin] });
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.guard.adminOnly, 'error');
    await expect(await within(canvasElement).findByText('Địa chỉ: /')).toBeVisible();
  },
};

export const AdminOnMasterScreen: Story = {
  args: { require: 'master' },
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.guard.masterOnly, 'error');
    await expect(await within(canvasElement).findByText('Địa chỉ: /')).toBeVisible();
  },
};

export const MasterOnMasterScreen: Story = {
  args: { require: 'master' },
  beforeEach({ msw }) {
    storeSession(demoMaster);
    msw.use(mockOk(getAccount, accountAnswer(demoMaster)));
  },
  play: AllowedAdmin.play,
};

export const CheckFailed: Story = {
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockError(getAccount, 500));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.guard.checkFailed, 'error');
    await expect(await within(canvasElement).findByText('Địa chỉ: /')).toBeVisible();
  },
};
