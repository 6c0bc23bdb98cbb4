import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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

/**
 * No picture: the calm placeholder, drawn as such by the server too. On a page drawn as islands
 * no code would catch a picture's failed load; the usual case, no picture at all, needs none.
 */
export const WithoutImage: Story = {
  args: { item: makeNews({ title: 'Tin không có ảnh minh họa', image: null, content: 'Nội dung ngắn.' }) },
  async play({ canvasElement, args }) {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg.lucide-newspaper')).not.toBeNull();
    const served = renderToStaticMarkup(
      <MemoryRouter>
        <NewsCard {...args} />
      </MemoryRouter>,
    );
    await expect(served).not.toContain('<img');
    await expect(served).toContain('lucide-newspaper');
  },
};
