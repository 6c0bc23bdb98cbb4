import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoNews, makeNews } from '../../mocks/data/news';
import { NewsCard } from './news-card';
import { formatDate } from '../../contract/format';

const item = demoNews[1]!;

const meta = {
  title: 'features/news/NewsCard',
  component: NewsCard,
  args: { item },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: item.title })).toHaveAttribute('href', `/tin-tuc/${item._id}`);
    await expect(canvas.getByText(formatDate(item.createdAt))).toBeVisible();
  },
};

export const Wide: Story = { args: { layout: 'wide' } };

export const WithoutImage: Story = {
  args: { item: makeNews({ title: 'Tin không có ảnh minh họa', image: null, content: 'Nội dung ngắn.' }) },
};
