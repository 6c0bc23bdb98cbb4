import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getLikeCount } from '../../contract/favorites';
import { listFeaturedProducts } from '../../contract/products';
import { demoLikeCount } from '../../mocks/data/likes';
import { demoFeaturedProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FeaturedProductsSection } from './featured-products-section';

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/catalog/FeaturedProductsSection',
  component: FeaturedProductsSection,
  beforeEach({ msw }) {
    msw.use(mockOk(getLikeCount, (_request, params) => demoLikeCount(String(params.productId))));
  },
} satisfies Meta<typeof FeaturedProductsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listFeaturedProducts, demoFeaturedProducts));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4), slow);
    await expect(canvas.getByRole('link', { name: demoFeaturedProducts[0]!.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute('href', '/san-pham-noi-bat');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listFeaturedProducts));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải...');
  },
};

/** Nothing featured: the home page simply has no such section. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listFeaturedProducts, []));
  },
  async play({ canvasElement }) {
    // Loading shows a placeholder; once the answer is in, nothing at all is left.
    await waitFor(() => expect(canvasElement.querySelector('section, [class*="animate-pulse"]')).toBeNull(), slow);
  },
};

/** A failed load is only logged (console.warn): the section stays away, the page still shows. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listFeaturedProducts, 500));
  },
  play: Empty.play,
};
