import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { answerPrivacyRequest, listBreaches, listPrivacyNotices, listPrivacyRequests, getRetention, updateBreach } from '../../../contract/privacy';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll, rowTexts } from '../manager-story-kit';
import { PrivacyScreen } from './privacy-screen';
import { answeredText, privacyCalls, privacyHandlers, privacyServer, resetPrivacy, storyNow } from './privacy-story-kit';

const meta = {
  title: 'features/manager/privacy/PrivacyScreen',
  tags: ['screen'],
  component: PrivacyScreen,
  args: { now: storyNow },
  parameters: { route: '/manager/privacy' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    resetPrivacy();
    msw.use(...privacyHandlers());
  },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const inboxOf = async (canvasElement: HTMLElement, total = 'Tổng số: 3 yêu cầu') => within(canvasElement).findByText(total);

/** The open requests, nearest deadline first: one late (red), one due tomorrow (the warning), one with time left; who asked and what. */
export const Inbox: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await inboxOf(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Chờ xử lý' })).toBeChecked();
    const rows = rowTexts(canvasElement);
    await expect(rows[0]).toContain('Quá hạn 3 ngày làm việc');
    await expect(rows[0]).toContain('06/03/2026');
    await expect(rows[1]).toContain('Còn 1 ngày làm việc');
    await expect(rows[1]).toContain('Khách vãng lai · mã K7M2QX');
    await expect(rows[2]).toContain('Còn 9 ngày làm việc');
    await expect(canvas.getByText('Tôi không dùng dịch vụ nữa, xin xóa toàn bộ thông tin.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Trả lời yêu cầu .* của/ })).toHaveLength(3);
  },
};

/** The answered ones keep the answer, who gave it and when; nothing to act on. */
export const Answered: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await inboxOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Đã thực hiện' }));
    await expect(await canvas.findByText('Gara đã ngừng gửi thư khuyến mãi cho bạn.')).toBeVisible();
    await expect(canvas.getByText('Tổng số: 1 yêu cầu')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Trả lời yêu cầu .* của/ })).toBeNull();
  },
};

export const InboxLoading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listPrivacyRequests));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const InboxEmpty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listPrivacyRequests, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.requestsEmptyOpen)).toBeVisible();
  },
};

export const InboxLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listPrivacyRequests, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.privacyScreen.requestsLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

async function openAnswer(canvasElement: HTMLElement, name: string, total?: string) {
  await inboxOf(canvasElement, total);
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Trả lời yêu cầu' }));
}

/** A correction done: the decision and the answer are asked for first, then the answer is sent and the request leaves the open list. */
export const AnswerDone: Story = {
  beforeEach() {
    resetPrivacy({ requests: [privacyServer.requests[2]!] });
  },
  async play({ canvasElement }) {
    await inboxOf(canvasElement, 'Tổng số: 1 yêu cầu');
    const dialog = await openAnswer(canvasElement, 'Trả lời yêu cầu sửa dữ liệu của Nguyễn Văn Hùng', 'Tổng số: 1 yêu cầu');
    await expect(dialog.getByText('Số điện thoại mới của tôi là 0912345678.')).toBeVisible();
    await expect(dialog.queryByText(messages.privacyScreen.erasureAnswerWarning)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi trả lời' }));
    await expect(await dialog.findByText(messages.privacy.decisionRequired)).toBeVisible();
    await expect(dialog.getByText(messages.privacy.answerRequired)).toBeVisible();
    await expect(privacyCalls.answered).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Đã thực hiện' }));
    await userEvent.type(dialog.getByLabelText(/Câu trả lời gửi cho khách/), 'Gara đã cập nhật số điện thoại mới của bạn.');
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi trả lời' }));
    await waitFor(() => expect(privacyCalls.answered).toHaveBeenCalledWith({ decision: 'done', answer: 'Gara đã cập nhật số điện thoại mới của bạn.' }));
    await expectToast(canvasElement, answeredText('Nguyễn Văn Hùng'), 'success');
    await expect(await within(canvasElement).findByText(messages.privacyScreen.requestsEmptyOpen)).toBeVisible();
  },
};

/** An erasure says what 'done' will do before it is sent, and the button says it too. */
export const AnswerErasure: Story = {
  async play({ canvasElement }) {
    const dialog = await openAnswer(canvasElement, 'Trả lời yêu cầu xóa dữ liệu của Nguyễn Văn Hùng');
    await expect(dialog.getByText(messages.privacyScreen.erasureAnswerWarning)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Đã thực hiện' }));
    await expect(dialog.getByRole('button', { name: 'Xóa dữ liệu và gửi trả lời' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Câu trả lời gửi cho khách/), 'Gara đã xóa dữ liệu của bạn.');
    await userEvent.click(dialog.getByRole('button', { name: 'Xóa dữ liệu và gửi trả lời' }));
    await waitFor(() => expect(privacyCalls.answered).toHaveBeenCalledWith({ decision: 'done', answer: 'Gara đã xóa dữ liệu của bạn.' }));
    await expect(await within(canvasElement).findByText('Tổng số: 2 yêu cầu')).toBeVisible();
  },
};

/** Someone answered it meanwhile: the server's words stay in the dialog. */
export const AnswerRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(answerPrivacyRequest, 409, messages.privacy.alreadyAnswered));
  },
  async play({ canvasElement }) {
    const dialog = await openAnswer(canvasElement, 'Trả lời yêu cầu xem, nhận bản sao dữ liệu của Trương Thị Ngọc Hà');
    await userEvent.click(dialog.getByRole('radio', { name: 'Từ chối (ghi rõ lý do)' }));
    await userEvent.type(dialog.getByLabelText(/Câu trả lời gửi cho khách/), 'Không xác minh được.');
    await userEvent.click(dialog.getByRole('button', { name: 'Gửi trả lời' }));
    await expect(await dialog.findByText(messages.privacy.alreadyAnswered)).toBeVisible();
  },
};

/** At a phone's width each request is a card and nothing scrolls sideways. */
export const InboxPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await inboxOf(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};

const breachesRoute = { route: '/manager/privacy?tab=breaches' };
const registerOf = async (canvasElement: HTMLElement) => within(canvasElement).findByText('Máy tính quầy Quận 12 bị mất');

/** The register: the 72-hour clock of each open breach (time left, or overdue), and when a reported one was reported. */
export const Breaches: Story = {
  tags: ['visual'],
  parameters: breachesRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await registerOf(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sự cố' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(format(messages.privacyScreen.breachDueIn, { hours: 46, minutes: 30 }))).toBeVisible();
    await expect(canvas.getByText(format(messages.privacyScreen.breachOverdue, { hours: 25 }))).toBeVisible();
    await expect(canvas.getByText('Đã báo cáo cơ quan chức năng')).toBeVisible();
    await expect(canvas.getByText('240 người')).toBeVisible();
  },
};

export const BreachesEmpty: Story = {
  parameters: breachesRoute,
  beforeEach({ msw }) {
    msw.use(mockOk(listBreaches, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.breachesEmpty)).toBeVisible();
  },
};

export const BreachesLoading: Story = {
  parameters: breachesRoute,
  beforeEach({ msw }) {
    msw.use(mockPending(listBreaches));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const BreachesLoadFailed: Story = {
  parameters: breachesRoute,
  beforeEach({ msw }) {
    msw.use(mockError(listBreaches, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.breachesLoadFailed)).toBeVisible();
  },
};

/** A new breach: each field asked for in words, then recorded with its clock starting from when it was found. */
export const BreachCreate: Story = {
  parameters: breachesRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await registerOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ghi sự cố' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Ghi sự cố dữ liệu' }));
    await expect(dialog.getByLabelText(/Phát hiện lúc/)).toHaveValue('2026-03-11T10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi sự cố' }));
    await expect(await dialog.findByText(messages.privacy.breachTitleRequired)).toBeVisible();
    await expect(dialog.getByText(messages.privacy.breachPeopleInvalid)).toBeVisible();
    await expect(privacyCalls.breachCreated).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Tên sự cố/), 'Lộ danh sách khách trên nhóm chat');
    await userEvent.type(dialog.getByLabelText(/Mô tả/), 'Nhân viên chia sẻ nhầm tệp khách hàng.');
    await userEvent.type(dialog.getByLabelText(/Số người bị ảnh hưởng/), '35');
    await userEvent.type(dialog.getByLabelText(/Loại dữ liệu bị ảnh hưởng/), 'Tên, số điện thoại');
    await userEvent.type(dialog.getByLabelText(/Biện pháp/), 'Thu hồi tệp, nhắc nhở nhân viên.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi sự cố' }));
    await waitFor(() => expect(privacyCalls.breachCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Lộ danh sách khách trên nhóm chat', peopleAffected: 35, foundAt: '2026-03-11T03:00:00.000Z' })));
    await expectToast(canvasElement, format(messages.privacyScreen.breachSaved, { title: 'Lộ danh sách khách trên nhóm chat' }), 'success');
    await expect(await canvas.findByText(format(messages.privacyScreen.breachDueIn, { hours: 72, minutes: 0 }))).toBeVisible();
  },
};

/** Marked reported: the clock gives way to when. */
export const BreachReported: Story = {
  parameters: breachesRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await registerOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập nhật sự cố Gửi nhầm e-mail bảng kê' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Cập nhật sự cố' }));
    await userEvent.selectOptions(dialog.getByLabelText(/Trạng thái/), 'reported');
    await userEvent.click(dialog.getByRole('button', { name: 'Lưu sự cố' }));
    await waitFor(() => expect(privacyCalls.breachUpdated).toHaveBeenCalledWith(expect.objectContaining({ status: 'reported', updatedAt: '2026-03-07T02:00:00.000Z' })));
    await waitFor(() => expect(canvas.queryByText(format(messages.privacyScreen.breachOverdue, { hours: 25 }))).toBeNull());
    await expect(canvas.getAllByText('Đã báo cáo cơ quan chức năng')).toHaveLength(2);
  },
};

/** Someone updated it meanwhile: 409 in the server's words, in the dialog. */
export const BreachStale: Story = {
  parameters: breachesRoute,
  beforeEach({ msw }) {
    msw.use(mockError(updateBreach, 409, messages.privacy.breachStale));
  },
  async play({ canvasElement }) {
    await registerOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cập nhật sự cố Máy tính quầy Quận 12 bị mất' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Cập nhật sự cố' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lưu sự cố' }));
    await expect(await dialog.findByText(messages.privacy.breachStale)).toBeVisible();
  },
};

export const BreachesPhone: Story = {
  parameters: breachesRoute,
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await registerOf(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};

const noticesRoute = { route: '/manager/privacy?tab=notices' };

/** Every version with the one in force marked, each readable on the public page; the form starts from the one in force. */
export const Notices: Story = {
  parameters: noticesRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const versions = within(await canvas.findByRole('list', { name: 'Các phiên bản đã công bố' }));
    await expect(versions.getAllByRole('listitem')).toHaveLength(2);
    await expect(versions.getByText('Đang áp dụng')).toBeVisible();
    await expect(versions.getByRole('link', { name: 'Xem phiên bản 1' })).toHaveAttribute('href', '/chinh-sach-bao-mat?version=1');
    await expect(canvas.getByLabelText(/Tiêu đề/)).toHaveValue('Chính sách bảo mật');
  },
};

/** A body too short is refused in words; a full one is published as version 3. */
export const PublishNotice: Story = {
  parameters: noticesRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = await canvas.findByLabelText(/Nội dung/);
    await userEvent.clear(body);
    await userEvent.type(body, 'Quá ngắn.');
    await userEvent.click(canvas.getByRole('button', { name: 'Công bố' }));
    await expect(await canvas.findByText(messages.privacy.noticeBodyTooShort)).toBeVisible();
    await expect(privacyCalls.published).not.toHaveBeenCalled();
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste(privacyServer.notices[0]!.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Công bố' }));
    await waitFor(() => expect(privacyCalls.published).toHaveBeenCalledTimes(1));
    await expectToast(canvasElement, format(messages.privacyScreen.noticePublished, { version: 3 }), 'success');
    await expect(await canvas.findByRole('link', { name: 'Xem phiên bản 3' })).toBeVisible();
  },
};

export const NoticesLoadFailed: Story = {
  parameters: noticesRoute,
  beforeEach({ msw }) {
    msw.use(mockError(listPrivacyNotices, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.noticesLoadFailed)).toBeVisible();
  },
};

const retentionRoute = { route: '/manager/privacy?tab=retention' };

/** Months per kind of data and the daily job's last run; invoices below 10 years are refused in the law's words. */
export const Retention: Story = {
  tags: ['visual'],
  parameters: retentionRoute,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const invoices = await canvas.findByLabelText(/Hóa đơn \(năm\)/);
    await expect(canvas.getByLabelText(/Ảnh gửi kèm lịch hẹn/)).toHaveValue(24);
    await expect(canvas.getByText(/xóa 3 ảnh lịch hẹn, 41 tin nhắn, ẩn danh 1 tài khoản/)).toBeVisible();
    await userEvent.clear(invoices);
    await userEvent.type(invoices, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thời hạn' }));
    await expect(await canvas.findByText(messages.privacy.invoiceYearsInvalid)).toBeVisible();
    await expect(privacyCalls.retention).not.toHaveBeenCalled();
    await userEvent.clear(invoices);
    await userEvent.type(invoices, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thời hạn' }));
    await waitFor(() => expect(privacyCalls.retention).toHaveBeenCalledWith({ bookingPhotoMonths: 24, chatMonths: 24, inactiveAccountMonths: 36, invoiceYears: 12 }));
    await expectToast(canvasElement, messages.privacyScreen.retentionSaved, 'success');
  },
};

/** The job has not run yet. */
export const RetentionNeverRan: Story = {
  parameters: retentionRoute,
  beforeEach({ msw }) {
    msw.use(mockOk(getRetention, { bookingPhotoMonths: 24, chatMonths: 24, inactiveAccountMonths: 36, invoiceYears: 10, lastRun: null }));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.retentionNeverRan)).toBeVisible();
  },
};

export const RetentionLoadFailed: Story = {
  parameters: retentionRoute,
  beforeEach({ msw }) {
    msw.use(mockError(getRetention, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.retentionLoadFailed)).toBeVisible();
  },
};

export const RetentionPhone: Story = {
  parameters: retentionRoute,
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByLabelText(/Hóa đơn \(năm\)/);
    await expectNoSideScroll(canvasElement);
  },
};
