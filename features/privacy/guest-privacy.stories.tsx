import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../contract/messages';
import { getLinkConsents, sendPrivacyCode } from '../../contract/privacy';
import { mockError, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { GuestPrivacy } from './guest-privacy';
import { customerPrivacyHandlers, guestEmail, privacyCustomerCalls, resetCustomerPrivacy } from './privacy-story-kit';

const meta = {
  title: 'features/privacy/GuestPrivacy',
  component: GuestPrivacy,
  parameters: { route: '/quyen-rieng-tu' },
  beforeEach({ msw }) {
    resetCustomerPrivacy();
    msw.use(...customerPrivacyHandlers());
  },
} satisfies Meta<typeof GuestPrivacy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a mail's link: the address named, its choices saved from the link (no sign-in). */
export const FromMailLink: Story = {
  args: { token: 'thu-hop-le' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ngocha@gmail.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Nhắc lịch hẹn, nhắc bảo dưỡng và tin về xe của tôi qua e-mail' }));
    await waitFor(() => expect(privacyCustomerCalls.linkConsents).toHaveBeenCalledWith({ noticeVersion: 2, serviceMessages: false }));
    await expectToast(canvasElement, messages.privacyScreen.consentsSaved, 'success');
    await expect(await canvas.findByText(/Liên kết trong e-mail/)).toBeVisible();
  },
};

/** A link altered or expired: said in the server's words, nothing else shown. */
export const LinkInvalid: Story = {
  args: { token: 'da-sua' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.privacy.linkInvalid);
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

export const LinkLoading: Story = {
  args: { token: 'thu-hop-le' },
  beforeEach({ msw }) {
    msw.use(mockPending(getLinkConsents));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const LinkLoadFailed: Story = {
  args: { token: 'thu-hop-le' },
  beforeEach({ msw }) {
    msw.use(mockError(getLinkConsents, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.privacyScreen.linkLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

async function askCode(canvasElement: HTMLElement, reference: string, phone: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Mã lịch hẹn hoặc mã phiếu sửa chữa/), reference);
  await userEvent.type(canvas.getByLabelText(/Số điện thoại đã dùng/), phone);
  await userEvent.click(canvas.getByRole('button', { name: 'Gửi mã' }));
}

/** Without a link: reference and phone, 'Gửi mã' to the booking's e-mail, then the code, the kind and a note; the deadline once sent. */
export const GuestRequest: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi mã' }));
    await expect(await canvas.findByText(messages.privacy.referenceRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.phoneRequired)).toBeVisible();
    await askCode(canvasElement, 'k7m2qx', '0908765432');
    await waitFor(() => expect(privacyCustomerCalls.codeSent).toHaveBeenCalledWith({ reference: 'K7M2QX', phone: '0908765432' }));
    await expect(await canvas.findByText(format(messages.privacy.codeSent, { email: guestEmail }))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chữ số 1 trên 6' }), '246810');
    await userEvent.selectOptions(canvas.getByLabelText(/Loại yêu cầu/), 'access');
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(privacyCustomerCalls.requested).toHaveBeenCalledWith({ kind: 'access', note: '', reference: 'K7M2QX', phone: '0908765432', code: '246810' }));
    await expect(await canvas.findByText(format(messages.privacy.requestReceived, { deadline: '25/03/2026' }))).toBeVisible();
  },
};

/** A wrong code: the server's words; nothing sent. */
export const GuestCodeWrong: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await askCode(canvasElement, 'K7M2QX', '0908765432');
    await canvas.findByText(format(messages.privacy.codeSent, { email: guestEmail }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chữ số 1 trên 6' }), '111111');
    await userEvent.selectOptions(canvas.getByLabelText(/Loại yêu cầu/), 'erasure');
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi yêu cầu' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.privacy.codeWrong);
  },
};

/** No booking or job with that reference and phone: the server's words beside the form. */
export const GuestNotFound: Story = {
  async play({ canvasElement }) {
    await askCode(canvasElement, 'ZZZZZZ', '0908765432');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.privacy.guestNotFound);
  },
};

/** The mail could not be sent (no address on the booking): the server says whom to call. */
export const GuestNoEmail: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(sendPrivacyCode, 409, messages.privacy.guestNoEmail));
  },
  async play({ canvasElement }) {
    await askCode(canvasElement, 'K7M2QX', '0908765432');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.privacy.guestNoEmail);
  },
};

export const GuestPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('button', { name: 'Gửi mã' });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
