import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listAffectedBookings } from '../../../contract/closed-days';
import { messages } from '../../../contract/messages';
import { demoBookingsOnClosedDays } from '../../../mocks/data/closed-days';
import { mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { expectNoSideScroll } from '../manager-story-kit';
import { AffectedBookingsSection } from './affected-bookings-section';

const [an, bich, hoang] = demoBookingsOnClosedDays();
const affected = [
  { booking: an!, reason: 'Sửa hệ thống điện nhà xưởng' },
  { booking: bich!, reason: 'Sửa hệ thống điện nhà xưởng' },
  { booking: hoang!, reason: messages.holidays.tet },
];

const meta = {
  title: 'features/manager/branches/AffectedBookingsSection',
  component: AffectedBookingsSection,
  parameters: { route: '/manager/branches' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(listAffectedBookings, affected));
  },
} satisfies Meta<typeof AffectedBookingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Các lịch hẹn cần dời' })).getAllByRole('listitem');

/** Each booking to move: when, where, who and why its day is closed, opening the board of its day and branch. */
export const ToMove: Story = {
  async play({ canvasElement }) {
    const items = await rows(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Thứ Năm, 24/12/2026');
    await expect(items[0]).toHaveTextContent('08:00');
    await expect(items[0]).toHaveTextContent('Chi nhánh Thủ Đức');
    await expect(items[0]).toHaveTextContent(an!.code);
    await expect(items[0]).toHaveTextContent('Nguyễn Văn An');
    await expect(items[0]).toHaveTextContent('0901234567');
    await expect(items[0]).toHaveTextContent('Lý do nghỉ: Sửa hệ thống điện nhà xưởng');
    await expect(items[2]).toHaveTextContent('Thứ Sáu, 05/02/2027');
    await expect(items[2]).toHaveTextContent('Chi nhánh Quận 12');
    await expect(items[2]).toHaveTextContent(`Lý do nghỉ: ${messages.holidays.tet}`);
    const link = within(items[2]!).getByRole('link', { name: /^Mở lịch trong ngày/ });
    await expect(link).toHaveAttribute('href', '/manager/booking-board?date=2027-02-05&branch=quan-12');
    await userEvent.click(link);
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/manager/booking-board?date=2027-02-05&branch=quan-12'));
  },
};

export const NothingToMove: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listAffectedBookings, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.bookings.affectedEmpty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listAffectedBookings));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải lịch hẹn cần dời...');
  },
};

/** The list cannot be read: the section says so in place (no toast) with a retry that works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listAffectedBookings.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await rows(canvasElement)).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await rows(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};
