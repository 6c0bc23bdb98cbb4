import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serviceArticles } from './content/service-articles';
import { RepairServicesPage } from './repair-services-page';

const meta = {
  title: 'features/site/RepairServicesPage',
  component: RepairServicesPage,
  parameters: { route: '/dich-vu-sua-chua' },
} satisfies Meta<typeof RepairServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dịch vụ sửa chữa' })).toBeVisible();
    for (const article of serviceArticles) {
      await expect(canvas.getByRole('link', { name: article.title })).toHaveAttribute('href', article.path);
      await expect(canvas.getByRole('link', { name: `Đọc tiếp bài ${article.title}` })).toHaveAttribute('href', article.path);
    }
  },
};
