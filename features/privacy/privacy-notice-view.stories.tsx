import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { getPrivacyNotice } from '../../contract/privacy';
import { mockError, mockPending } from '../../mocks/endpoint-handlers';
import { PrivacyNoticeView } from './privacy-notice-view';
import { noticeHandler } from './privacy-story-kit';

const meta = {
  title: 'features/privacy/PrivacyNoticeView',
  component: PrivacyNoticeView,
  parameters: { route: '/chinh-sach-bao-mat' },
  beforeEach({ msw }) {
    msw.use(noticeHandler());
  },
} satisfies Meta<typeof PrivacyNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice in force: title, version and day, its sections as headings and paragraphs, and a link to the earlier version. */
export const Current: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeVisible();
    await expect(canvas.getByText('Phiên bản 2 · công bố ngày 01/03/2026')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Dữ liệu gara thu thập', 'Mục đích', 'Quyền của bạn', 'Các phiên bản khác']);
    await expect(canvas.getByText(/nội dung bạn gửi khi đặt lịch/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Phiên bản 1' })).toHaveAttribute('href', '/chinh-sach-bao-mat?version=1');
    await expect(canvas.queryByText(messages.privacyScreen.noticeOlder)).toBeNull();
  },
};

/** `?version=1`: the earlier text, said to be earlier, with a way back to the one in force. */
export const EarlierVersion: Story = {
  args: { version: 1 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chính sách bảo mật (bản đầu)' })).toBeVisible();
    await expect(canvas.getByText(messages.privacyScreen.noticeOlder)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Xem phiên bản đang áp dụng' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    await expect(canvas.getByRole('link', { name: 'Phiên bản 2 (đang áp dụng)' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
  },
};

/** A version that was never published. */
export const VersionNotFound: Story = {
  args: { version: 9 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.privacy.noticeNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Xem phiên bản đang áp dụng' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getPrivacyNotice));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getPrivacyNotice, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.privacyScreen.noticeLoadFailed)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { level: 1 });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
