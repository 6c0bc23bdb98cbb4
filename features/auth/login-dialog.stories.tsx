import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { login } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { demoCustomer, loginAnswer } from '../../mocks/data/accounts';
import { mockError, mockNetworkError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { fakeSocialSdk, removeFakeSdks } from './fake-social-sdk';
import { LoginDialog } from './login-dialog';
import { createSocialSdk } from './social-sdk';
import { shownDialog } from './story-dialog';

const meta = {
  title: 'features/auth/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSignedIn: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
    onUnverified: fn(),
    // Neither id configured: no social buttons, as in a build without them.
    socialSdk: createSocialSdk({}),
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fillAndSubmit(canvasElement: HTMLElement, email = 'KhachHang@GaraOtoSaiGon.vn ', password = 'Khach@123') {
  const dialog = await shownDialog(canvasElement, 'Đăng nhập');
  await userEvent.type(dialog.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false }), email);
  await userEvent.type(dialog.getByLabelText('Mật khẩu', { exact: false, selector: 'input' }), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Đăng nhập' }));
  return dialog;
}

/** The refusal shows as a toast and again inside the dialog, where the focus is. */
async function expectRefusal(canvasElement: HTMLElement, text: string) {
  const dialog = await shownDialog(canvasElement, 'Đăng nhập');
  await expect(await dialog.findByRole('alert')).toHaveTextContent(text);
  await expectToast(canvasElement, text, 'error');
}

export const Empty: Story = {
  async play({ canvasElement, args }) {
    const dialog = await shownDialog(canvasElement, 'Đăng nhập');
    const email = dialog.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false });
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await dialog.findByText(messages.validation.emailRequired)).toBeVisible();
    await expect(dialog.getByText(messages.validation.passwordRequired)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();

    // The password can be shown and hidden again.
    const password = dialog.getByLabelText('Mật khẩu', { exact: false, selector: 'input' });
    await userEvent.type(password, 'bí mật');
    await userEvent.click(dialog.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(dialog.getByRole('button', { name: 'Ẩn mật khẩu' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(login, async (request) => {
        const body = (await request.json()) as { email: string; password: string };
        // The contract trims and lower-cases the e-mail before it is sent.
        if (body.email !== 'khachhang@garaotosaigon.vn' || body.password !== 'Khach@123') throw new Error(`unexpected body ${JSON.stringify(body)}`);
        return loginAnswer(demoCustomer);
      }),
    );
  },
  async play({ canvasElement, args }) {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    const [result] = (args.onSignedIn as ReturnType<typeof fn>).mock.calls[0]! as [{ token: string; user: unknown; message: string }];
    await expect(result.message).toBe(messages.auth.loginSuccess);
    await expect(result.token.split('.')).toHaveLength(3);
    await expect(result.user).toEqual({ id: demoCustomer._id, fullName: demoCustomer.fullName, email: demoCustomer.email, image: null, roles: [] });
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(login));
  },
  async play({ canvasElement }) {
    const dialog = await fillAndSubmit(canvasElement);
    await expect(await dialog.findByRole('button', { name: messages.common.processing })).toBeDisabled();
  },
};

export const WrongPassword401: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(login, 401, messages.auth.invalidCredentials));
  },
  async play({ canvasElement, args }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.invalidCredentials);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Locked403: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(login, 403, messages.auth.accountLocked));
  },
  async play({ canvasElement, args }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.accountLocked);
    await expect(args.onUnverified).not.toHaveBeenCalled();
  },
};

/** An account that never entered its code: the server mails a new one and the verify dialog follows, with the password just typed. */
export const Unverified403: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(login, 403, messages.auth.accountNotVerified));
  },
  async play({ canvasElement, args }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.accountNotVerified);
    await expect(args.onUnverified).toHaveBeenCalledWith('khachhang@garaotosaigon.vn', 'Khach@123');
  },
};

export const ServerError500: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(login, 500, 'Sự cố cơ sở dữ liệu'));
  },
  async play({ canvasElement }) {
    await fillAndSubmit(canvasElement);
    // A 500 shows the fixed text, never what the server said.
    await expectRefusal(canvasElement, messages.common.serverError);
    await expect(bodyOf(canvasElement).queryByText('Sự cố cơ sở dữ liệu')).toBeNull();
  },
};

export const OtherError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(login, 400, messages.common.invalidRequest));
  },
  async play({ canvasElement }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.loginFailedServer);
  },
};

export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(login));
  },
  async play({ canvasElement }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.loginFailedServer);
  },
};

/** A 200 without a token is a failed login, whatever else it says. */
export const AnswerWithoutToken: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(login.path, () => HttpResponse.json({ status: 'thành công', message: messages.auth.loginSuccess })));
  },
  async play({ canvasElement, args }) {
    await fillAndSubmit(canvasElement);
    await expectRefusal(canvasElement, messages.auth.loginFailedNoToken);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** "Quên mật khẩu?" hands on the e-mail typed so far, so the reset form need not ask again. */
export const Links: Story = {
  async play({ canvasElement, args }) {
    const dialog = await shownDialog(canvasElement, 'Đăng nhập');
    await userEvent.click(dialog.getByRole('button', { name: 'Quên mật khẩu?' }));
    await expect(args.onForgotPassword).toHaveBeenLastCalledWith('');
    await userEvent.type(dialog.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false }), ' khachhang@garaotosaigon.vn ');
    await userEvent.click(dialog.getByRole('button', { name: 'Quên mật khẩu?' }));
    await expect(args.onForgotPassword).toHaveBeenLastCalledWith('khachhang@garaotosaigon.vn');
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký ngay' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(dialog.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
  },
};

export const PrefilledEmail: Story = {
  args: { defaultEmail: 'khachhang@garaotosaigon.vn' },
  async play({ canvasElement }) {
    const dialog = await shownDialog(canvasElement, 'Đăng nhập');
    await expect(dialog.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false })).toHaveValue('khachhang@garaotosaigon.vn');
    await waitFor(() => expect(dialog.getByLabelText('Mật khẩu', { exact: false, selector: 'input' })).toHaveFocus());
  },
};

export const WithSocialButtons: Story = {
  args: { socialSdk: fakeSocialSdk({ google: { kind: 'popup-closed' }, facebook: { kind: 'cancelled' } }).sdk },
  beforeEach() {
    return removeFakeSdks;
  },
  async play({ canvasElement }) {
    const dialog = await shownDialog(canvasElement, 'Đăng nhập');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Đăng nhập với Google' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Đăng nhập với Facebook' })).toBeVisible();
  },
};
