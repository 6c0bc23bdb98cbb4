import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARTICLE_AUTHOR, serviceArticles } from './content/service-articles';
import { ServiceArticle } from './service-article';

const [article] = serviceArticles;

const meta = {
  title: 'features/site/ServiceArticle',
  component: ServiceArticle,
  args: {
    article: article!,
    author: ARTICLE_AUTHOR,
    related: serviceArticles.slice(1).map((other) => ({ to: other.path, label: other.title })),
  },
  parameters: { route: article!.path },
} satisfies Meta<typeof ServiceArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    // The site's breadcrumb bar is the only trail: the article draws none of its own.
    await expect(canvas.queryByRole('navigation', { name: /Đường dẫn|Chuyên mục/ })).toBeNull();
    await expect(canvas.getByText('12/03/2025')).toBeVisible();
    await expect(canvas.getByText(/Người đăng: Admin/)).toBeVisible();
    await expect(canvas.getByText('Thời gian thực hiện')).toBeVisible();
    const related = canvas.getByRole('navigation', { name: 'Các dịch vụ khác' });
    await expect(within(related).getAllByRole('link')).toHaveLength(4);
    for (const link of canvas.getAllByRole('link', { name: /Đặt lịch/ })) await expect(link).toHaveAttribute('href', '/lien-he');
  },
};

/** An article without a price or warranty shows only the facts it has. */
export const DurationOnly: Story = {
  args: {
    article: { ...article!, facts: { duration: '45–60 phút' } },
    related: [],
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45–60 phút')).toBeVisible();
    await expect(canvas.queryByText('Chi phí tham khảo')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Các dịch vụ khác' })).toBeNull();
  },
};
