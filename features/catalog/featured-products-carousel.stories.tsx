import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getLikeCount } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { listFeaturedProducts } from '../../contract/products';
import { demoLikeCount } from '../../mocks/data/likes';
import { demoFeaturedProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FeaturedProductsCarousel } from './featured-products-carousel';

const slow = { timeout: 8000 };

const meta = {
  title: 'features/catalog/FeaturedProductsCarousel',
  component: FeaturedProductsCarousel,
  parameters: { route: '/san-pham-noi-bat' },
  beforeEach({ msw }) {
    msw.use(mockOk(getLikeCount, (_request, params) => demoLikeCount(String(params.productId))));
  },
} satisfies Meta<typeof FeaturedProductsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listFeaturedProducts, demoFeaturedProducts));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Dịch vụ nổi bật' }, slow);
    await waitFor(() => expect(within(strip).getAllByRole('article')).toHaveLength(demoFeaturedProducts.length), slow);
    await expect(canvas.getByRole('link', { name: 'Xem tất cả dịch vụ' })).toHaveAttribute('href', '/san-pham');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listFeaturedProducts));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listFeaturedProducts, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Chưa có dịch vụ nổi bật nào.', undefined, slow)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listFeaturedProducts, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.products.listLoadFailed, { selector: 'p' }, slow)).toBeVisible();
  },
};
