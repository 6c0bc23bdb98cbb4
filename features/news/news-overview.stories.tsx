import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { listNews } from '../../contract/news';
import { demoNews } from '../../mocks/data/news';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { drawnAsIslands } from '../../.storybook/story-islands';
import { NewsOverview } from './news-overview';

const slow = { timeout: 8000 };

const meta = {
  title: 'features/news/NewsOverview',
  component: NewsOverview,
  parameters: { route: '/tin-tuc' },
} satisfies Meta<typeof NewsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, demoNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const lead = await canvas.findByRole('link', { name: demoNews[0]!.title }, slow);
    await expect(lead).toHaveAttribute('href', `/tin-tuc/${demoNews[0]!._id}`);
    await expect(canvas.getAllByRole('article')).toHaveLength(demoNews.length);
    await expect(canvas.getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/danh-sach-tin-tuc');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listNews));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.news.empty, undefined, slow)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listNews, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.news.listLoadFailed, { selector: 'p' }, slow)).toBeVisible();
  },
};


/** The news the server could not get, on the page it draws: the failure, with a link that loads the page again. */
export const ServerPageWithoutNews: Story = {
  decorators: [drawnAsIslands],
  beforeEach({ msw }) {
    msw.use(mockPending(listNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.news.listLoadFailed);
    await expect(canvas.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/tin-tuc');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
