import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { serviceArticles } from './content/service-articles';
import { RepairArticlePage } from './repair-article-page';

const meta = {
  title: 'features/site/RepairArticlePage',
  tags: ['screen'],
  component: RepairArticlePage,
  args: { article: serviceArticles[0]! },
} satisfies Meta<typeof RepairArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each of the five articles links to the other four and back to the repair hub. */
export const PeriodicMaintenance: Story = {
  tags: ['visual'],
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const related = canvas.getByRole('navigation', { name: 'Các dịch vụ khác' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(serviceArticles.filter((a) => a.path !== args.article.path).map((a) => a.path));
    // The spec's author label of these articles.
    await expect(canvas.getByText(/Người đăng: Admin/)).toBeVisible();
  },
};

export const EngineRepair: Story = { tags: ['visual'], args: { article: serviceArticles[1]! }, play: PeriodicMaintenance.play };
export const Bodywork: Story = { args: { article: serviceArticles[2]! }, play: PeriodicMaintenance.play };
export const GenuineParts: Story = { args: { article: serviceArticles[3]! }, play: PeriodicMaintenance.play };
export const CarCare: Story = { args: { article: serviceArticles[4]! }, play: PeriodicMaintenance.play };
