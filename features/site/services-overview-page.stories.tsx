import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serviceArticles } from './content/service-articles';
import { subServices } from './content/sub-services';
import { ServicesOverviewPage } from './services-overview-page';

const meta = {
  title: 'features/site/ServicesOverviewPage',
  tags: ['screen'],
  component: ServicesOverviewPage,
  parameters: { route: '/dich-vu' },
} satisfies Meta<typeof ServicesOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const service of subServices) {
      await expect(canvas.getByRole('link', { name: service.title })).toHaveAttribute('href', service.path);
    }
    for (const article of serviceArticles) {
      await expect(canvas.getByRole('link', { name: new RegExp(article.title) })).toHaveAttribute('href', article.path);
    }
  },
};
