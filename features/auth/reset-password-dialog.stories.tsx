import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { forgotPassword, resetPassword } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { statusOk } from '../../mocks/data/accounts';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { ResetPasswordDialog } from './reset-password-dialog';
import { shownDialog } from './story-dialog';

const meta = {
  title: 'features/auth/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { open: true, onOpenChange: fn(), onDone: fn() },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => shownDialog(canvasElement, 'Quên mật khẩu');
const boxes = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('textbox', { name: /^Chữ số/ }) as HTMLInputElement[];

async function requestCode(canvasElement: HTMLElement, email = 'dothilan@example.com') {
  const dialog = await dialogOf(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.click(dialog.getByRole('button', { name: 'Gửi mã xác nhận' }));
  return dialog;
}

let resetBody: unknown = null;
const codeSent = () => mockOk(forgotPassword, statusOk(messages.auth.forgotPasswordAccepted));

export const TwoSteps: Story = {
  beforeEach({ msw }) {
    resetBody = null;
    msw.use(
      codeSent(),
      mockOk(resetPassword, async (request) => {
        resetBody = await request.json();
        return statusOk(messages.auth.resetPasswordSuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    const dialog = await requestCode(canvasElement);
    // Step 2 follows the answer 'thành công'.
    await expect(await dialog.findByText('Bước 2/2: nhập mã xác nhận và mật khẩu mới.')).toBeInTheDocument();
    await expect(dialog.getByText('dothilan@example.com')).toBeVisible();
    await expectToast(canvasElement, messages.auth.forgotPasswordAccepted, 'success');

    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('904 112');
    await userEvent.type(dialog.getByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.type(dialog.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('dothilan@example.com'));
    await expect(resetBody).toEqual({ email: 'dothilan@example.com', verificationCode: '904112', newPassword: 'MatKhauMoi@1' });
    await expectToast(canvasElement, messages.auth.resetPasswordSuccess, 'success');
  },
};

export const EmailValidation: Story = {
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi mã xác nhận' }));
    await expect(await dialog.findByText(messages.validation.emailRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'khong-phai-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi mã xác nhận' }));
    await expect(await dialog.findByText(messages.validation.emailInvalid)).toBeVisible();
  },
};

export const StepTwoValidation: Story = {
  beforeEach({ msw }) {
    msw.use(codeSent());
  },
  async play({ canvasElement, args }) {
    const dialog = await requestCode(canvasElement);
    const submit = await dialog.findByRole('button', { name: 'Đặt lại mật khẩu' });
    await userEvent.click(submit);
    await expect(await dialog.findByText(messages.validation.codeIncomplete)).toBeVisible();
    await expect(dialog.getByText(messages.validation.newPasswordRequired)).toBeVisible();

    await userEvent.type(dialog.getByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.type(dialog.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' }), 'MatKhauKhac@1');
    await userEvent.click(submit);
    await expect(await dialog.findByText(messages.validation.passwordConfirmMismatch)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const RequestRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(forgotPassword, 429, messages.common.tooManyRequests));
  },
  async play({ canvasElement }) {
    const dialog = await requestCode(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.common.tooManyRequests);
    // Still on step 1.
    await expect(dialog.getByRole('button', { name: 'Gửi mã xác nhận' })).toBeVisible();
  },
};

export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(codeSent(), mockError(resetPassword, 400, messages.auth.codeInvalid));
  },
  async play({ canvasElement, args }) {
    const dialog = await requestCode(canvasElement);
    await userEvent.click((await dialog.findAllByRole('textbox', { name: /^Chữ số/ }))[0]!);
    await userEvent.paste('000000');
    await userEvent.type(dialog.getByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.type(dialog.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.codeInvalid);
    await expect(args.onDone).not.toHaveBeenCalled();
    // A new code is typed: the refusal of the old one goes.
    await userEvent.click(dialog.getAllByRole('textbox', { name: /^Chữ số/ })[0]!);
    await userEvent.paste('135790');
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
  },
};

export const ResetFailedWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(codeSent(), http.post(resetPassword.path, () => new HttpResponse(null, { status: 503 })));
  },
  async play({ canvasElement }) {
    const dialog = await requestCode(canvasElement);
    await userEvent.click((await dialog.findAllByRole('textbox', { name: /^Chữ số/ }))[0]!);
    await userEvent.paste('123456');
    await userEvent.type(dialog.getByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.type(dialog.getByLabelText(/^Xác nhận mật khẩu mới/, { selector: 'input' }), 'MatKhauMoi@1');
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.resetPasswordFailed);
  },
};

/** "Gửi lại mã" waits out its countdown, then asks for another code; "Đổi email" goes back to step 1. */
export const ChangeEmailAndResend: Story = {
  args: { resendCooldownSeconds: 2 },
  beforeEach({ msw }) {
    msw.use(codeSent());
  },
  async play({ canvasElement }) {
    const dialog = await requestCode(canvasElement);
    const resend = await dialog.findByRole('button', { name: /^Gửi lại mã/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(resend).toHaveAccessibleName(messages.auth.resendCode), { timeout: 5000 });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toHaveAccessibleName(/^Gửi lại mã sau \d giây$/));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getAllByText(messages.auth.forgotPasswordAccepted).length).toBeGreaterThanOrEqual(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Đổi email' }));
    await expect(await dialog.findByRole('button', { name: 'Gửi mã xác nhận' })).toBeVisible();
  },
};
