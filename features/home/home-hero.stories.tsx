import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeHero } from './home-hero';

const meta = {
  title: 'features/home/HomeHero',
  component: HomeHero,
  args: { companyName: 'Gara Ô Tô Sài Gòn', slogan: 'Sửa chữa – Bảo dưỡng – Cứu hộ ô tô 24/24', image: '/images/home/hero-workshop.webp' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gara Ô Tô Sài Gòn');
    await expect(canvas.getByRole('link', { name: 'Đặt lịch ngay' })).toHaveAttribute('href', '/lien-he');
    await expect(canvas.getByRole('link', { name: 'Xem dịch vụ' })).toHaveAttribute('href', '/san-pham');
  },
};
