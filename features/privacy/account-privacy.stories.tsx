import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../contract/messages';
import { createPrivacyRequest, exportMyData, getMyConsents, listMyPrivacyRequests, updateMyConsents } from '../../contract/privacy';
import { demoCustomer } from '../../mocks/data/accounts';
import { mockError, mockFile, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { AccountPrivacy } from './account-privacy';
import { customerPrivacyHandlers, demoConsents, privacyCustomerCalls, resetCustomerPrivacy } from './privacy-story-kit';

const meta = {
  title: 'features/privacy/AccountPrivacy',
  component: AccountPrivacy,
  args: { accountId: demoCustomer._id },
  parameters: { route: '/account/privacy' },
  beforeEach({ msw }) {
    resetCustomerPrivacy();
    msw.use(...customerPrivacyHandlers());
  },
} satisfies Meta<typeof AccountPrivacy>;

export default meta;
type Story = StoryObj<typeof meta>;

const choicesOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Lựa chọn của bạn' }));

/** The choices as they stand (service messages on, marketing off, neither ticked by the garage), under the notice in force; every change so far. */
export const Choices: Story = {
  async play({ canvasElement }) {
    const choices = await choicesOf(canvasElement);
    await expect(choices.getByRole('switch', { name: 'Nhắc lịch hẹn, nhắc bảo dưỡng và tin về xe của tôi qua e-mail' })).toBeChecked();
    await expect(choices.getByRole('switch', { name: 'Ưu đãi và khuyến mãi của gara' })).not.toBeChecked();
    await expect(choices.getByRole('link', { name: 'chính sách bảo mật phiên bản 2' })).toHaveAttribute('href', '/chinh-sach-bao-mat?version=2');
    const history = within(within(canvasElement).getByRole('region', { name: 'Lịch sử đồng ý' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(3);
    await expect(history.getByText(/Nhân viên ghi khi khách gọi · chính sách phiên bản 2 · ghi bởi Lê Thị Mai Anh/)).toBeVisible();
    await expect(history.getByText('Rút lại')).toBeVisible();
  },
};

/** Marketing turned on: saved at once with the notice version shown, and the history grows. */
export const TurnOnMarketing: Story = {
  async play({ canvasElement }) {
    const choices = await choicesOf(canvasElement);
    await userEvent.click(choices.getByRole('switch', { name: 'Ưu đãi và khuyến mãi của gara' }));
    await waitFor(() => expect(privacyCustomerCalls.consents).toHaveBeenCalledWith({ noticeVersion: 2, marketing: true }));
    await expectToast(canvasElement, messages.privacyScreen.consentsSaved, 'success');
    await waitFor(() => expect(choices.getByRole('switch', { name: 'Ưu đãi và khuyến mãi của gara' })).toBeChecked());
    const history = within(within(canvasElement).getByRole('region', { name: 'Lịch sử đồng ý' }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(4));
    await expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Trang Quyền riêng tư');
  },
};

/** A new notice was published meanwhile: the server's words, the switch unchanged. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateMyConsents, 409, messages.privacy.noticeOutdated));
  },
  async play({ canvasElement }) {
    const choices = await choicesOf(canvasElement);
    await userEvent.click(choices.getByRole('switch', { name: 'Nhắc lịch hẹn, nhắc bảo dưỡng và tin về xe của tôi qua e-mail' }));
    await expect(await choices.findByRole('alert')).toHaveTextContent(messages.privacy.noticeOutdated);
    await expect(choices.getByRole('switch', { name: 'Nhắc lịch hẹn, nhắc bảo dưỡng và tin về xe của tôi qua e-mail' })).toBeChecked();
  },
};

/** Never asked yet: both off, nothing in the history; a restriction the garage applied is said. */
export const NothingYet: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getMyConsents, { ...demoConsents(), choices: { processing: null, serviceMessages: null, marketing: null }, restricted: true, history: [] }), mockOk(listMyPrivacyRequests, []));
  },
  async play({ canvasElement }) {
    const choices = await choicesOf(canvasElement);
    await expect(choices.getByRole('switch', { name: 'Ưu đãi và khuyến mãi của gara' })).not.toBeChecked();
    await expect(choices.getByText(messages.privacyScreen.restricted)).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.privacyScreen.historyEmpty)).toBeVisible();
    await expect(await canvas.findByText(messages.privacyScreen.myRequestsEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getMyConsents), mockPending(listMyPrivacyRequests));
  },
  async play({ canvasElement }) {
    await expect((await within(canvasElement).findAllByRole('status'))[0]).toHaveTextContent(messages.common.loading);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getMyConsents, 500), mockError(listMyPrivacyRequests, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.privacyScreen.consentsLoadFailed)).toBeVisible();
    await expect(await canvas.findByText(messages.privacyScreen.myRequestsLoadFailed)).toBeVisible();
  },
};

/** 'Tải dữ liệu của tôi' saves the server's .zip under its own name. */
export const Download: Story = {
  beforeEach({ msw }) {
    msw.use(mockFile(exportMyData, () => ({ fileName: 'du-lieu-nguyen-van-hung.zip', text: 'PK', type: 'application/zip' })));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Tải dữ liệu của tôi' }));
    await expectToast(canvasElement, format(messages.privacyScreen.exportDone, { file: 'du-lieu-nguyen-van-hung.zip' }), 'success');
  },
};

export const DownloadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(exportMyData, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Tải dữ liệu của tôi' }));
    await expectToast(canvasElement, messages.privacyScreen.exportFailed, 'error');
  },
};

/** The kind is asked for; an erasure says what it does before it is sent; once sent, its deadline and the list. */
export const AskErasure: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Gửi yêu cầu về dữ liệu' }));
    await userEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    await expect(await form.findByText(messages.privacy.kindRequired)).toBeVisible();
    await userEvent.selectOptions(form.getByLabelText(/Loại yêu cầu/), 'erasure');
    await expect(form.getByText(messages.privacyScreen.erasureWarning)).toBeVisible();
    await userEvent.type(form.getByLabelText(/Nội dung/), 'Tôi đã bán xe.');
    await userEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(privacyCustomerCalls.requested).toHaveBeenCalledWith({ kind: 'erasure', note: 'Tôi đã bán xe.' }));
    await expectToast(canvasElement, format(messages.privacyScreen.requestSent, { deadline: '25/03/2026' }), 'success');
    const sent = within(canvas.getByRole('list', { name: 'Yêu cầu đã gửi' }));
    await waitFor(() => expect(sent.getAllByRole('listitem')).toHaveLength(3));
    await expect(sent.getAllByRole('listitem')[0]).toHaveTextContent('Xóa dữ liệu');
    await expect(sent.getAllByRole('listitem')[0]).toHaveTextContent('gara trả lời trước ngày 25/03/2026');
  },
};

/** The same kind is already waiting: the server's words under the form. */
export const AskRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createPrivacyRequest, 409, messages.privacy.requestOpenExists));
  },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Gửi yêu cầu về dữ liệu' }));
    await userEvent.selectOptions(form.getByLabelText(/Loại yêu cầu/), 'access');
    await userEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.privacy.requestOpenExists);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await choicesOf(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
