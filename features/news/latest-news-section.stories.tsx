import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listNews } from '../../contract/news';
import { demoNews } from '../../mocks/data/news';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { LatestNewsSection } from './latest-news-section';

const meta = {
  title: 'features/news/LatestNewsSection',
  component: LatestNewsSection,
} satisfies Meta<typeof LatestNewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, demoNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Tin tức mới' }, { timeout: 8000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** A failure is only logged: the section stays away. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listNews, 500));
  },
  async play({ canvasElement }) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
