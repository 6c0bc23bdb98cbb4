import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_PHONE, CITY_BRANCHES, CONSULT_PHONE, GARAGE, HOTLINE, WEEK_HOURS } from '../../contract/garage';
import { InfoCards } from './info-cards';

const meta = {
  title: 'features/home/InfoCards',
  component: InfoCards,
  args: {
    branches: CITY_BRANCHES,
    hours: WEEK_HOURS,
    bookingPhones: [CONSULT_PHONE, BOOKING_PHONE],
    website: GARAGE.website,
    hotline: HOTLINE,
  },
} satisfies Meta<typeof InfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const title of ['Địa chỉ hai chi nhánh', 'Giờ làm việc', 'Đặt lịch sửa chữa', 'Cứu hộ 24/24']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // The garage's one set of hours, as on the contact page.
    await expect(canvas.getByText('Thứ Hai – Thứ Bảy')).toBeVisible();
    await expect(canvas.getByText('07:30 – 17:00')).toBeVisible();
    await expect(canvas.getByText('Chủ nhật và ngày lễ')).toBeVisible();
    await expect(canvas.getByText('09:00 – 16:00')).toBeVisible();
    await expect(canvas.queryByText(/Hằng ngày/)).toBeNull();
    await expect(canvas.getByRole('link', { name: HOTLINE.display })).toHaveAttribute('href', expect.stringMatching(/^tel:0\d{9}$/));
  },
};
