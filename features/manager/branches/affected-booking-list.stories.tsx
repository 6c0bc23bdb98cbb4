import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBookingsOnClosedDays } from '../../../mocks/data/closed-days';
import { AffectedBookingList } from './affected-booking-list';

const [an, bich] = demoBookingsOnClosedDays();

const meta = {
  title: 'features/manager/branches/AffectedBookingList',
  component: AffectedBookingList,
  args: {
    label: 'Lịch hẹn cần dời',
    items: [
      { booking: an!, reason: 'Sửa hệ thống điện nhà xưởng' },
      { booking: bich!, reason: 'Sửa hệ thống điện nhà xưởng' },
    ],
  },
} satisfies Meta<typeof AffectedBookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mixed days: each row says why its day is closed. */
export const WithReasons: Story = {
  async play({ canvasElement }) {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Lý do nghỉ: Sửa hệ thống điện nhà xưởng');
    await expect(within(rows[0]!).getByRole('link', { name: new RegExp(`^Mở lịch trong ngày.*Nguyễn Văn An \\(${an!.code}\\)`) })).toHaveAttribute(
      'href',
      '/manager/booking-board?date=2026-12-24&branch=thu-duc',
    );
  },
};

/** Right after one day was closed, the reason goes without saying. */
export const OneDay: Story = {
  args: { showReason: false },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByText(/Lý do nghỉ/)).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
