import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { listNews } from '../../contract/news';
import { demoNews, manyNews } from '../../mocks/data/news';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { LocationProbe } from '../../.storybook/location-probe';
import { NewsList } from './news-list';

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/news/NewsList',
  component: NewsList,
  parameters: { route: '/danh-sach-tin-tuc' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, manyNews));
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('newest first, 6 per page over 15 articles', async () => {
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(6), slow);
      await expect(titles(canvasElement)[0]).toBe(manyNews[0]!.title);
      await expect(canvas.getByText('15 tin tức')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Trang 3' })).toBeVisible();
    });
    await step('oldest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cũ nhất' }));
      await waitFor(() => expect(titles(canvasElement)[0]).toBe(manyNews.at(-1)!.title), slow);
      await expect(canvas.getByRole('button', { name: 'Cũ nhất' })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the title search ignores case and diacritics, and the pager counts what it found', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }), 'MA PHANH');
      const expected = manyNews.filter((item) => item.title.includes('má phanh'));
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(expected.length), slow);
      await expect(canvas.getByText(`${expected.length} tin phù hợp`)).toBeVisible();
      await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
      await expect(canvas.getByTestId('location')).toHaveTextContent('/danh-sach-tin-tuc?order=oldest&q=MA+PHANH');
    });
    await step('clearing the search shows every article again, on a pager', async () => {
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }));
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(6), slow);
      await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(3), slow);
      await expect(canvas.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
    });
  },
};

export const NoResults: Story = {
  parameters: { route: '/danh-sach-tin-tuc?q=xe%20bay' },
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, demoNews));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.news.noSearchResults, undefined, slow)).toBeVisible();
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
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getAllByText(messages.news.listLoadFailed).length).toBeGreaterThan(1), slow);
  },
};
