import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registerAccount } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { statusOk } from '../../mocks/data/accounts';
import { expectToast, findToast } from '../../.storybook/story-toast';
import { agreeToProcessing } from '../../entities/privacy/consent-story-kit';
import { RegisterDialog } from './register-dialog';
import { shownDialog } from './story-dialog';

const meta = {
  title: 'features/auth/RegisterDialog',
  component: RegisterDialog,
  args: { open: true, onOpenChange: fn(), onRegistered: fn(), onForgotPassword: fn(), onLogin: fn() },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement) => shownDialog(canvasElement, 'Đăng ký tài khoản');
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

async function fill(dialog: ReturnType<typeof within>, { confirm = 'Matkhau@123' }: { confirm?: string } = {}) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Họ và tên/ }), 'Đỗ Thị Lan');
  await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'dothilan@example.com');
  await userEvent.type(dialog.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'Matkhau@123');
  await userEvent.type(dialog.getByLabelText(/^Xác nhận mật khẩu/, { selector: 'input' }), confirm);
  // The person's own tick: nothing is sent without it.
  await agreeToProcessing(dialog);
}

export const Empty: Story = {
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    await expect(await dialog.findByText(messages.validation.fullNameRequired)).toBeVisible();
    await expect(dialog.getByText(messages.validation.emailRequired)).toBeVisible();
    // A first password: 'Vui lòng nhập mật khẩu.', not the reset form's 'Mật khẩu mới là bắt buộc!'.
    await expect(dialog.getByText(messages.validation.passwordRequired)).toBeVisible();
    await expect(dialog.queryByText(messages.validation.newPasswordRequired)).toBeNull();
    await expect(dialog.getByText(messages.validation.passwordConfirmRequired)).toBeVisible();
    // The consent box is never ticked for the person: it is missing too.
    await expect(dialog.getByText(messages.privacy.processingRequired)).toBeVisible();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog, { confirm: 'Matkhau@124' });
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    await expect(await dialog.findByText(messages.validation.passwordConfirmMismatch)).toBeVisible();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

let sentBody: Record<string, unknown> | null = null;
export const SuccessWithAvatar: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      mockOk(registerAccount, async (request) => {
        sentBody = (await request.json()) as Record<string, unknown>;
        return statusOk(messages.auth.registerSuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog);
    await userEvent.upload(dialog.getByLabelText(/Chọn ảnh đại diện/), new File([pngBytes], 'chan-dung.png', { type: 'image/png' }));
    await expect(await dialog.findByRole('img', { name: 'Ảnh đại diện đã chọn' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    // The password goes on to the verification dialog, which sends it with the code.
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith('dothilan@example.com', 'Matkhau@123'));
    await expectToast(canvasElement, messages.auth.registerSuccess, 'success');
    await expect(sentBody).toEqual(expect.objectContaining({ fullName: 'Đỗ Thị Lan', email: 'dothilan@example.com', password: 'Matkhau@123' }));
    // The consents go with it, under the notice the boxes named.
    await expect(sentBody?.consents).toEqual({ noticeVersion: 1, processing: true, serviceMessages: false, marketing: false });
    await expect(String(sentBody?.image)).toMatch(/^data:image\/png;base64,/);
    // The confirmation stays in the browser.
    await expect(sentBody).not.toHaveProperty('confirmPassword');
  },
};

export const SuccessWithoutAvatar: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      mockOk(registerAccount, async (request) => {
        sentBody = (await request.json()) as Record<string, unknown>;
        return statusOk(messages.auth.registerSuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(sentBody?.image).toBeNull();
  },
};

/**
 * The picture is refused: the generic title, and the server's reason under it. (A taken e-mail
 * is never refused: the server answers it like a new one and tells the address's owner.)
 */
export const PictureRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(registerAccount, 400, messages.validation.imageInvalidType));
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.auth.registerFailed);
    await expect(alert).toHaveTextContent(messages.validation.imageInvalidType);
    const toast = await findToast(canvasElement, messages.auth.registerFailed, 'error');
    await expect(toast).toHaveTextContent(messages.validation.imageInvalidType);
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(registerAccount, 500));
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng ký' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.registerFailed);
    await expect(bodyOf(canvasElement).queryByText(messages.common.serverError)).toBeNull();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const Links: Story = {
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Quên mật khẩu?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng nhập' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
