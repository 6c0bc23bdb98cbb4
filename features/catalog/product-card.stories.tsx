import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { getLikeCount } from '../../contract/favorites';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { demoProductBare, demoProducts } from '../../mocks/data/products';
import { Button } from '../../ui/button';
import { ProductCard } from './product-card';

const product = demoProducts[4]!;

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/catalog/ProductCard',
  component: ProductCard,
  args: { product },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(getLikeCount, 12));
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: product.name })).toHaveAttribute('href', `/san-pham/${product._id}`);
    await expect(canvas.getByText('1.250.000 ₫')).toBeVisible();
    await expect(await canvas.findByText('12 lượt thích', undefined, slow)).toBeInTheDocument();
  },
};

/** No picture, a name over 50 characters, free of charge: the card still holds, with the placeholder picture and its likes as a number. */
export const BareService: Story = {
  args: { product: demoProductBare },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Kiểm tra và xử lý tiếng kêu lạ/ })).toHaveTextContent('…');
    await expect(canvas.getByText('0 ₫')).toBeVisible();
    const picture = canvasElement.querySelector('article img')!;
    await expect(picture).toHaveAttribute('src', '/images/service-placeholder.svg');
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0), slow);
    await expect(await canvas.findByText('12 lượt thích', undefined, slow)).toBeInTheDocument();
    await expect(canvasElement.querySelector('article')).toHaveTextContent(/12/);
  },
};

/** On a phone a list's card is a row: the picture beside the name, price and likes, no description. */
export const RowOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { rowOnPhone: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('article')!.getBoundingClientRect();
    const picture = canvasElement.querySelector('article img')!.getBoundingClientRect();
    await expect(picture.right).toBeLessThanOrEqual(card.left + 120);
    await expect(card.height).toBeLessThan(200);
    await expect(canvas.getByText(product.description.slice(0, 20), { exact: false })).not.toBeVisible();
    await expect(await canvas.findByText('12 lượt thích', undefined, slow)).toBeInTheDocument();
  },
};

export const LikeCountLoading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getLikeCount));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Đang tải lượt thích')).toBeInTheDocument();
  },
};

/** A failed count reads as 0, as the deployed client shows it. */
export const LikeCountError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getLikeCount, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('0 lượt thích', undefined, slow)).toBeInTheDocument();
  },
};

/** The slot the accounts issue fills with its like button; it stays clickable above the card link. */
export const WithLikeSlot: Story = {
  args: {
    renderLike: (item) => (
      <Button size="sm" variant="outline" aria-pressed={false} title={item.name}>
        <Heart aria-hidden="true" />
        Thích (12)
      </Button>
    ),
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Thích (12)' })).toBeVisible();
  },
};
