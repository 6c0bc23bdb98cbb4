import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changePassword, getAccount, sendPasswordChangeCode } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { accountAnswer, demoCustomer, demoFacebookCustomer, statusOk } from '../../mocks/data/accounts';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { ChangePassword } from './change-password';
import { AccountStoryRoutes } from './story-routes';

const meta = {
  title: 'features/account/ChangePassword',
  component: ChangePassword,
  args: { accountId: demoCustomer._id },
  parameters: { route: '/account/changePass' },
  decorators: [
    (Story) => (
      <AccountStoryRoutes path="/account/changePass">
        <Story />
      </AccountStoryRoutes>
    ),
  ],
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

let codeRequests: unknown[] = [];
let changeBody: unknown = null;

function handlers() {
  codeRequests = [];
  changeBody = null;
  return [
    mockOk(getAccount, accountAnswer(demoCustomer)),
    mockOk(sendPasswordChangeCode, async (request) => {
      const sent = (await request.json()) as { currentPassword: string };
      codeRequests.push(sent);
      if (sent.currentPassword !== 'Khach@123') throw new Error('wrong password must be answered by the refusal handler');
      return statusOk(messages.auth.codeSent);
    }),
    mockOk(changePassword, async (request) => {
      changeBody = await request.json();
      return statusOk(messages.account.changePasswordSuccess);
    }),
  ];
}

async function stepOne(canvasElement: HTMLElement, password = 'Khach@123') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Mật khẩu hiện tại/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Tiếp tục' }));
}

export const ThreeSteps: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bước 1: Nhập mật khẩu hiện tại' })).toBeVisible();
    await stepOne(canvasElement);

    // Step 2: the code mailed to the account's e-mail.
    await expect(await canvas.findByRole('heading', { name: 'Bước 2: Nhập mã xác nhận' })).toBeVisible();
    await expect(canvas.getByText(demoCustomer.email)).toBeVisible();
    await expect(codeRequests).toEqual([{ currentPassword: 'Khach@123' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Tiếp tục' }));
    await expect(await canvas.findByText(messages.validation.codeRequired)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('textbox', { name: /^Chữ số/ })[0]!);
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Tiếp tục' }));
    await expect(await canvas.findByText(messages.validation.codeIncomplete)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('textbox', { name: /^Chữ số/ })[0]!);
    await userEvent.paste('Mã: 135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Tiếp tục' }));

    // Step 3: new password and its confirmation.
    await expect(await canvas.findByRole('heading', { name: 'Bước 3: Đặt mật khẩu mới' })).toBeVisible();
    const fresh = canvas.getByLabelText(/^Mật khẩu mới/, { selector: 'input' });
    const confirm = canvas.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' });
    await userEvent.type(fresh, 'MatKhauMoi@2');
    await userEvent.type(confirm, 'MatKhauMoi@3');
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    await expect(await canvas.findByText(messages.validation.newPasswordMismatch)).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'MatKhauMoi@2');
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));

    await expect(await canvas.findByText(/Đang chuyển về trang thông tin tài khoản/)).toHaveTextContent(messages.account.changePasswordSuccess);
    await expect(changeBody).toEqual({ code: '135790', newPassword: 'MatKhauMoi@2' });
    // The profile follows after two seconds.
    await expect(canvas.queryByRole('heading', { name: 'Trang /account/profile' })).toBeNull();
    await expect(await canvas.findByRole('heading', { name: 'Trang /account/profile' }, { timeout: 4000 })).toBeVisible();
  },
};

export const CurrentPasswordRequired: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tiếp tục' }));
    await expect(await canvas.findByText(messages.validation.currentPasswordRequired)).toBeVisible();
    await expect(codeRequests).toEqual([]);
  },
};

export const WrongCurrentPassword: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)), mockError(sendPasswordChangeCode, 400, messages.account.currentPasswordIncorrect));
  },
  async play({ canvasElement }) {
    await stepOne(canvasElement, 'SaiMatKhau');
    await expectToast(canvasElement, messages.account.currentPasswordIncorrect, 'error');
    await expect(within(canvasElement).getByRole('heading', { name: 'Bước 1: Nhập mật khẩu hiện tại' })).toBeVisible();
  },
};

/** A wrong or expired code is found at the last step: back to step 2 for another. */
export const WrongCodeGoesBack: Story = {
  beforeEach({ msw }) {
    // The first handler given wins: the refusal before the defaults.
    msw.use(mockError(changePassword, 400, messages.auth.codeInvalid), ...handlers());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await stepOne(canvasElement);
    await userEvent.click((await canvas.findAllByRole('textbox', { name: /^Chữ số/ }))[0]!);
    await userEvent.paste('000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Tiếp tục' }));
    await userEvent.type(await canvas.findByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@2');
    await userEvent.type(canvas.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@2');
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    await expectToast(canvasElement, messages.auth.codeInvalid, 'error');
    await expect(await canvas.findByRole('heading', { name: 'Bước 2: Nhập mã xác nhận' })).toBeVisible();
  },
};

export const ResendCode: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await stepOne(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gửi lại mã' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gửi lại mã' })).toBeEnabled());
    await expect(codeRequests).toHaveLength(2);
  },
};

/** Facebook and Google accounts have no password: sent home with the reason. */
export const ThirdPartyAccount: Story = {
  args: { accountId: demoFacebookCustomer._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoFacebookCustomer)));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Trang /' })).toBeVisible();
    await expectToast(canvasElement, messages.account.socialAccountNoPassword, 'warning');
  },
};
