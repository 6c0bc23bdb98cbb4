import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resendVerificationCode, verifyAccount } from '../../contract/accounts';
import { format, messages } from '../../contract/messages';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { loginAnswer, makeAccount, statusOk } from '../../mocks/data/accounts';
import { expectToast } from '../../.storybook/story-toast';
import { VerifyDialog } from './verify-dialog';
import { shownDialog } from './story-dialog';

/** What "Gửi lại mã" sent; the server answers the same neutral words to every address. */
let resendBodies: unknown[] = [];

const meta = {
  title: 'features/auth/VerifyDialog',
  component: VerifyDialog,
  args: { open: true, onOpenChange: fn(), onVerified: fn(), email: 'dothilan@example.com' },
  beforeEach({ msw }) {
    resendBodies = [];
    msw.use(
      mockOk(resendVerificationCode, async (request) => {
        resendBodies.push(await request.json());
        return statusOk(messages.auth.resendCodeAccepted);
      }),
    );
  },
} satisfies Meta<typeof VerifyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => shownDialog(canvasElement, 'Xác thực tài khoản');
const boxes = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('textbox', { name: /^Chữ số/ }) as HTMLInputElement[];

export const Incomplete: Story = {
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('dothilan@example.com')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await expect(await dialog.findByText(messages.validation.codeIncomplete)).toBeVisible();

    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.keyboard('123');
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await expect(await dialog.findByText(messages.validation.codeIncomplete)).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

let sentBody: unknown = null;
/** The code pasted from the e-mail, with its words around it: the first six digits count. */
export const PasteAndVerify: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      mockOk(verifyAccount, async (request) => {
        sentBody = await request.json();
        return statusOk(messages.auth.verifySuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('Mã của bạn là: 482 915');
    await expect(boxes(dialog).map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '5']);
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    // The code alone only verifies: nobody is signed in.
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith(null));
    await expect(sentBody).toEqual({ email: 'dothilan@example.com', code: '482915' });
    await expectToast(canvasElement, messages.auth.verifySuccess, 'success');
  },
};

const newCustomer = makeAccount({ fullName: 'Đỗ Thị Lan', email: 'dothilan@example.com' });

/**
 * Opened after registration: the password typed there goes with the code, so the server picks
 * that registration, and its answer signs the customer in: the dialog hands on the session.
 */
export const VerifyWithRegistrationPassword: Story = {
  args: { password: 'Matkhau@123' },
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      mockOk(verifyAccount, async (request) => {
        sentBody = await request.json();
        return { ...loginAnswer(newCustomer), message: messages.auth.verifySignedIn };
      }),
    );
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('482915');
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    await expect(sentBody).toEqual({ email: 'dothilan@example.com', code: '482915', password: 'Matkhau@123' });
    await expect(args.onVerified).toHaveBeenCalledWith({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: newCustomer._id, fullName: 'Đỗ Thị Lan', email: 'dothilan@example.com', image: null, roles: [] },
      message: messages.auth.verifySignedIn,
    });
    // The password is never shown.
    await expect(dialog.queryByDisplayValue('Matkhau@123')).toBeNull();
  },
};

/** A right code sent alone while two registrations of the address wait: the server's words say what to do. */
export const SeveralRegistrationsWaiting: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(verifyAccount, 400, messages.auth.registrationAmbiguous));
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('482915');
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.registrationAmbiguous);
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(verifyAccount, 400, messages.auth.codeInvalid));
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.codeInvalid);
    // The boxes empty for the next try.
    await waitFor(() => expect(boxes(dialog).every((box) => box.value === '')).toBe(true));
    await expect(args.onVerified).not.toHaveBeenCalled();
    // A new code is typed: the refusal of the old one goes.
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.keyboard('2');
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
  },
};

export const FailedWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(verifyAccount.path, () => new HttpResponse(null, { status: 502 })));
  },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste('123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Xác thực' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.auth.verifyFailed);
  },
};

/** A code was mailed just now: "Gửi lại mã" counts down first, and a press meanwhile sends nothing. */
export const ResendWaits: Story = {
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    const resend = dialog.getByRole('button', { name: /^Gửi lại mã/ });
    await expect(resend).toHaveAccessibleName(format(messages.auth.resendCodeWait, { seconds: 60 }));
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(resendBodies).toEqual([]);
    await waitFor(() => expect(resend).toHaveAccessibleName(format(messages.auth.resendCodeWait, { seconds: 59 })), { timeout: 3000 });
  },
};

/** After the wait, a new code is asked for the same address; the countdown starts again. */
export const ResendCode: Story = {
  args: { resendCooldownSeconds: 2 },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    const resend = dialog.getByRole('button', { name: /^Gửi lại mã/ });
    await waitFor(() => expect(resend).toHaveAccessibleName(messages.auth.resendCode), { timeout: 5000 });
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toHaveAccessibleName(/^Gửi lại mã sau \d giây$/));
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveFocus();
    await expect(resendBodies).toEqual([{ email: 'dothilan@example.com' }]);
    await expectToast(canvasElement, messages.auth.resendCodeAccepted, 'success');
  },
};

/** Too many requests: the server's words, in the dialog and as a toast. */
export const ResendRefused: Story = {
  args: { resendCooldownSeconds: 0 },
  beforeEach({ msw }) {
    msw.use(mockError(resendVerificationCode, 429, messages.common.tooManyRequests));
  },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: messages.auth.resendCode }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.common.tooManyRequests);
    await expectToast(canvasElement, messages.common.tooManyRequests, 'error');
  },
};
