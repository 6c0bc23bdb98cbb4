import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { listNews } from '../../contract/news';
import { demoNews, manyNews } from '../../mocks/data/news';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { LocationProbe } from '../../.storybook/location-probe';
import { drawnAsIslands } from '../../.storybook/story-islands';
import { NewsList } from './news-list';

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/news/NewsList',
  tags: ['screen'],
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
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, manyNews));
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('newest first, 6 per page over 15 articles', async () => {
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(6), slow);
      await expect(titles(canvasElement)[0]).toBe(manyNews[0]!.title);
      await expect(canvas.getByText('15 tin tức')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Trang 3' })).toBeVisible();
    });
    await step('oldest first', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Cũ nhất' }));
      await waitFor(() => expect(titles(canvasElement)[0]).toBe(manyNews.at(-1)!.title), slow);
      await expect(canvas.getByRole('link', { name: 'Cũ nhất' })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('link', { name: 'Mới nhất' })).not.toHaveAttribute('aria-current');
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
      await userEvent.click(canvas.getByRole('link', { name: 'Trang 3' }));
      await waitFor(() => expect(titles(canvasElement)).toHaveLength(3), slow);
      await expect(canvas.getByRole('link', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByTestId('location')).toHaveTextContent('/danh-sach-tin-tuc?order=oldest&page=3');
    });
  },
};

/**
 * Search, order and pages are plain HTML, as the server's page needs them (no code runs there):
 * a GET form that keeps the order, and links that keep the search.
 */
export const WithoutJavaScript: Story = {
  parameters: { route: '/danh-sach-tin-tuc?q=a&order=oldest&page=2' },
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, manyNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(titles(canvasElement).length).toBeGreaterThan(0), slow);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/danh-sach-tin-tuc');
    await expect(canvas.getByRole('searchbox', { name: 'Tìm theo tiêu đề' })).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('searchbox', { name: 'Tìm theo tiêu đề' })).toHaveValue('a');
    await expect(form.querySelector('input[type="hidden"][name="order"]')).toHaveValue('oldest');
    await expect(within(form).getByRole('button', { name: 'Tìm' })).toHaveAttribute('type', 'submit');
    // A new order starts at the first page, with the search kept.
    await expect(canvas.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute('href', '/danh-sach-tin-tuc?q=a');
    await expect(canvas.getByRole('link', { name: 'Cũ nhất' })).toHaveAttribute('href', '/danh-sach-tin-tuc?q=a&order=oldest');
    // Pages keep the search and the order; page 1 has no number.
    await expect(canvas.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('href', '/danh-sach-tin-tuc?q=a&order=oldest');
    await expect(canvas.getByRole('link', { name: 'Trang 3' })).toHaveAttribute('href', '/danh-sach-tin-tuc?q=a&order=oldest&page=3');
  },
};

/** Enter in the box searches too (the form's submit; in the app the list already follows the box). */
export const SearchWithEnter: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, manyNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(6), slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm theo tiêu đề' }), '  phanh  {Enter}');
    const expected = manyNews.filter((item) => item.title.includes('phanh'));
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(Math.min(6, expected.length)), slow);
    // The page did not reload: the app's address holds the trimmed words.
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/danh-sach-tin-tuc\?q=phanh$/);
  },
};


/** The list the server could not get, on the page it draws: the failure, with a link that loads the page again. */
export const ServerPageWithoutTheList: Story = {
  parameters: { route: '/danh-sach-tin-tuc?q=phanh' },
  decorators: [drawnAsIslands],
  beforeEach({ msw }) {
    msw.use(mockPending(listNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.news.listLoadFailed);
    await expect(canvas.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/danh-sach-tin-tuc?q=phanh');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NoResults: Story = {
  tags: ['visual'],
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
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listNews, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.news.listLoadFailed, { selector: 'p' }, slow)).toBeVisible();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getAllByText(messages.news.listLoadFailed).length).toBeGreaterThan(1), slow);
  },
};
