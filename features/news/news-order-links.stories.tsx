import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsOrderLinks } from './news-order-links';

const meta = {
  title: 'features/news/NewsOrderLinks',
  component: NewsOrderLinks,
  args: { value: 'oldest', hrefFor: (order) => (order === 'oldest' ? '/danh-sach-tin-tuc?order=oldest' : '/danh-sach-tin-tuc') },
} satisfies Meta<typeof NewsOrderLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links, each to the list in its order; the one in use is marked as such. */
export const Oldest: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sắp xếp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute('href', '/danh-sach-tin-tuc');
    await expect(canvas.getByRole('link', { name: 'Mới nhất' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Cũ nhất' })).toHaveAttribute('href', '/danh-sach-tin-tuc?order=oldest');
    await expect(canvas.getByRole('link', { name: 'Cũ nhất' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Newest: Story = {
  args: { value: 'newest' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Mới nhất' })).toHaveAttribute('aria-current', 'true');
  },
};
