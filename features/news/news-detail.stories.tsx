import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { getNews, listNews } from '../../contract/news';
import { demoNews, makeNews } from '../../mocks/data/news';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { Route, Routes, useParams } from 'react-router-dom';
import type { News } from '../../contract/news';
import { LocationProbe } from '../../.storybook/location-probe';
import { drawnAsIslands } from '../../.storybook/story-islands';
import { NewsDetail } from './news-detail';
import { formatDate } from '../../contract/format';

const slow = { timeout: 8000 };
const item = demoNews[2]!;

/** The detail as the app routes it: the id comes from the address. */
function RoutedDetail({ onLoaded }: { onLoaded?: (item: News) => void }) {
  const { id = '' } = useParams();
  return <NewsDetail id={id} onLoaded={onLoaded} />;
}

const meta = {
  title: 'features/news/NewsDetail',
  tags: ['screen'],
  component: NewsDetail,
  args: { id: item._id, onLoaded: fn() },
  parameters: { route: `/tin-tuc/${item._id}` },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(listNews, demoNews));
  },
} satisfies Meta<typeof NewsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(getNews, (_request, params) => demoNews.find((news) => news._id === params.id) ?? item));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: item.title }, slow)).toBeVisible();
    await expect(canvas.getByText(formatDate(item.createdAt))).toBeVisible();
    await expect(canvas.getByText('admin')).toBeVisible();
    await expect(canvas.getByRole('img', { name: item.title })).toHaveAttribute('src', item.image);
    const paragraphs = item.content.split('\n').filter((line) => line.trim());
    for (const paragraph of paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    const others = within(await canvas.findByRole('complementary', { name: 'Tin khác' }, slow)).getAllByRole('link');
    await expect(others).toHaveLength(3);
    await expect(others[0]).toHaveAttribute('href', `/tin-tuc/${demoNews[0]!._id}`);
    await expect(args.onLoaded).toHaveBeenCalledWith(expect.objectContaining({ _id: item._id }));
  },
};

/** Opening another article from the side list starts it at the top of the page. */
export const ScrollsToTopOnChange: Story = {
  beforeEach: Success.beforeEach,
  decorators: [
    (Story) => (
      <div className="pb-[1500px]">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Routes>
      <Route path="/tin-tuc/:id" element={<RoutedDetail onLoaded={args.onLoaded} />} />
    </Routes>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: item.title }, slow);
    window.scrollTo({ top: 500, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0), slow);
    // The other news arrive by their own request, possibly after the article.
    const others = await canvas.findByRole('complementary', { name: 'Tin khác' }, slow);
    await userEvent.click(within(others).getAllByRole('link')[0]!);
    await expect(await canvas.findByRole('heading', { level: 1, name: demoNews[0]!.title }, slow)).toBeVisible();
    await waitFor(() => expect(window.scrollY).toBe(0), slow);
  },
};

export const WithoutImage: Story = {
  args: { id: demoNews[0]!._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getNews, { ...demoNews[0]!, image: null }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: demoNews[0]!.title }, slow);
    await expect(canvas.queryByRole('img', { name: demoNews[0]!.title })).toBeNull();
  },
};

/** The only article: no side list. */
const onlyNews = makeNews({ title: 'Bài viết duy nhất của gara', content: 'Một đoạn.' });

export const NoOtherNews: Story = {
  args: { id: onlyNews._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getNews, onlyNews), mockOk(listNews, [onlyNews]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bài viết duy nhất của gara' }, slow);
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getNews));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getNews, 404, messages.news.notFound));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.news.notFound, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang tin tức' })).toHaveAttribute('href', '/tin-tuc');
  },
};

/** An address whose id is not an article id at all: the server refuses it (400) and the page says 'not found', not 'could not load'. */
export const BadId: Story = {
  args: { id: 'khong-phai-ma-tin' },
  parameters: { route: '/tin-tuc/khong-phai-ma-tin' },
  beforeEach({ msw }) {
    msw.use(mockError(getNews, 400, messages.common.invalidId));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.news.notFound, undefined, slow)).toBeVisible();
    await expect(canvas.queryByText(messages.news.detailLoadFailed)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Về trang tin tức' })).toHaveAttribute('href', '/tin-tuc');
  },
};

export const Error: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getNews, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.news.detailLoadFailed, undefined, slow)).toBeVisible();
  },
};


/** An article the server could not get, on the page it draws: the failure and the way back, not a spinner that would turn forever. */
export const ServerPageWithoutArticle: Story = {
  decorators: [drawnAsIslands],
  beforeEach({ msw }) {
    msw.use(mockPending(getNews));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.news.detailLoadFailed);
    await expect(canvas.getByRole('link', { name: 'Về trang tin tức' })).toHaveAttribute('href', '/tin-tuc');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
