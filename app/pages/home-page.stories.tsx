import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PARTNERS, WEEK_HOURS } from '../../contract/garage';
import { HomePage } from './home-page';

const slow = { timeout: 8000 };

// app/ may not import mocks/, so the page's few answers are written here, shaped as the contract says.
const at = '2026-03-01T08:00:00.000Z';
const banners = [1, 2].map((n) => ({ _id: `69a3f0000000000000000${n}a0`, image: `/images/demo/banner-${n}.svg`, createdAt: at, updatedAt: at }));
const news = [1, 2, 3].map((n) => ({
  _id: `69a3f0000000000000000${n}b0`,
  title: ['Ưu đãi 20% bảo dưỡng định kỳ', 'Năm dấu hiệu má phanh cần thay', 'Chăm sóc xe mùa mưa'][n - 1]!,
  content: 'Nội dung bài viết của gara.',
  image: `/images/demo/news-${n}.svg`,
  createdAt: at,
  updatedAt: at,
}));
const featured = [
  {
    _id: '69a3f00000000000000001c0',
    name: 'Bảo dưỡng cấp trung 20.000 km',
    description: 'Thay dầu, lọc dầu, lọc gió động cơ, lọc gió điều hòa.',
    price: 1_850_000,
    quantity: 20,
    category_id: { _id: '69a3f00000000000000001d0', name: 'Bảo dưỡng định kỳ' },
    image: '/images/demo/service-2.svg',
    subImages: [],
    specifications: [],
    isFeatured: true,
    createdAt: at,
    updatedAt: at,
  },
];

const meta = {
  title: 'app/pages/HomePage',
  tags: ['screen'],
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl p-4">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(http.get('/api/favorites/product/:productId/likes/count', () => HttpResponse.json(7)));
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/banners', () => HttpResponse.json(banners)),
      http.get('/api/news', () => HttpResponse.json(news)),
      http.get('/api/products/featured', () => HttpResponse.json(featured)),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Chương trình nổi bật' }, slow);
    await canvas.findByRole('region', { name: 'Danh sách tin khuyến mãi' }, slow);
    await canvas.findByRole('heading', { name: 'Dịch vụ nổi bật' }, slow);
    await canvas.findByRole('heading', { name: 'Tin tức mới' }, slow);
    for (const name of ['Quy trình 12 bước', 'Đội ngũ của chúng tôi', 'Đối tác', 'Cần tư vấn cho xe của bạn?', 'Thành tích', 'Dịch vụ tiêu biểu']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The information block has the garage's one set of hours.
    const hours = within(canvas.getByRole('heading', { level: 3, name: 'Giờ làm việc' }).closest('li')!);
    for (const row of WEEK_HOURS) {
      await expect(hours.getByText(row.days)).toBeVisible();
      await expect(hours.getByText(`${row.opens} – ${row.closes}`)).toBeVisible();
    }
    // The partners teaser names the same suppliers as the partners page.
    const partners = within(canvas.getByRole('region', { name: 'Đối tác' }));
    for (const partner of PARTNERS) await expect(partners.getByText(partner.name)).toBeVisible();
  },
};

/** The three lists are still on their way: placeholders where they will be, the rest of the page already there. */
export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    const never = async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    };
    msw.use(http.get('/api/banners', never), http.get('/api/news', never), http.get('/api/products/featured', never));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const featured = within(canvas.getByRole('heading', { level: 2, name: 'Dịch vụ nổi bật' }).closest('section')!);
    await expect(featured.getByRole('status')).toHaveTextContent('Đang tải...');
    // The banner and the news strip hold their place with grey blocks (hidden from screen readers).
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"][class*="animate-pulse"]').length).toBeGreaterThan(2);
    await expect(canvas.queryByRole('region', { name: 'Chương trình nổi bật' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Tin tức mới' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gara Ô Tô Sài Gòn');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dịch vụ tiêu biểu' })).toBeVisible();
  },
};

/** Nothing published yet: the three lists leave no empty frames behind, the rest of the page shows. */
export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    const none = () => HttpResponse.json([]);
    msw.use(http.get('/api/banners', none), http.get('/api/news', none), http.get('/api/products/featured', none));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), slow);
    // The banner's and the news strip's placeholders have no status of their own: each part
    // loads its contract on its first request, so they may still be waiting a moment after.
    await waitFor(() => expect(canvasElement.querySelectorAll('[class*="animate-pulse"]')).toHaveLength(0), slow);
    await expect(canvas.queryByRole('region', { name: 'Chương trình nổi bật' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Danh sách tin khuyến mãi' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Dịch vụ nổi bật' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Tin tức mới' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gara Ô Tô Sài Gòn');
    for (const name of ['Quy trình 12 bước', 'Đối tác', 'Thành tích', 'Dịch vụ tiêu biểu']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Banners, news and featured services all fail: only logged, the rest of the page shows. */
export const DataFailures: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    const fail = () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
    msw.use(http.get('/api/banners', fail), http.get('/api/news', fail), http.get('/api/products/featured', fail));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), slow);
    await expect(canvas.queryByRole('region', { name: 'Chương trình nổi bật' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gara Ô Tô Sài Gòn');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dịch vụ tiêu biểu' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
