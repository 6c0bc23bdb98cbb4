import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listCategories } from '../../contract/categories';
import { getLikeCount, listFavoriteProducts, unlikeProduct } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { demoShopperId } from '../../mocks/data/cart';
import { demoCategories } from '../../mocks/data/categories';
import { demoFavorites, demoLikeCount } from '../../mocks/data/favorites';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { FavoriteProducts } from './favorite-products';

/** The page at its route, plus the places it sends the visitor to, so a story can follow. */
const withRoutes = withStoryRoutes('/account/likeProducts', {
  '/login': 'Trang đăng nhập',
  '/products/:id': 'Trang dịch vụ',
  '/products': 'Danh sách dịch vụ',
});

const favorites = demoFavorites();
const countHandler = mockOk(getLikeCount, (_request, params) => demoLikeCount(String(params.productId)));

const meta = {
  title: 'features/favorites/FavoriteProducts',
  component: FavoriteProducts,
  args: { accountId: demoShopperId, onRequireLogin: fn() },
  decorators: [withRoutes],
  parameters: { route: '/account/likeProducts' },
  beforeEach({ msw }) {
    msw.use(mockOk(listFavoriteProducts, favorites), mockOk(listCategories, demoCategories), countHandler, mockOk(unlikeProduct, messages.favorites.unliked));
  },
} satisfies Meta<typeof FavoriteProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardNames(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('region', { name: 'Danh sách dịch vụ yêu thích' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** Newest liked first, 8 on the first page, the rest on page 2. */
export const Success: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: favorites[0]!.name });
    await expect(canvas.getByText('10 dịch vụ')).toBeInTheDocument();
    await expect(cardNames(canvasElement)).toEqual(favorites.slice(0, 8).map((p) => p.name));
    await expect(canvas.getByRole('button', { name: 'Mới nhất' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Danh mục' })).toHaveValue('');
    // The category names arrive with their own request, after the cards.
    await expect((await canvas.findAllByText(demoCategories[1]!.name)).length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(favorites.slice(8).map((p) => p.name)));
  },
};

export const FilterByCategory: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const brakes = demoCategories[2]!;
    await canvas.findByRole('option', { name: brakes.name });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Danh mục' }), brakes._id);
    const expected = favorites.filter((p) => p.category_id === brakes._id).map((p) => p.name);
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected));
    await expect(canvas.getByText(`${expected.length} dịch vụ`)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).not.toBeInTheDocument();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Danh mục' }), '');
    await waitFor(() => expect(canvas.getByText('10 dịch vụ')).toBeInTheDocument());
  },
};

export const SortDefault: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: favorites[0]!.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Mặc định' }));
    const byName = [...favorites].sort((a, b) => new Intl.Collator('vi', { sensitivity: 'base', numeric: true }).compare(a.name, b.name));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(byName.slice(0, 8).map((p) => p.name)));
    await expect(canvas.getByRole('button', { name: 'Mặc định' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Unliking removes the card at once and the next favourite moves up from page 2. */
export const Unlike: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const first = favorites[0]!;
    const heart = await canvas.findByRole('button', { name: `Thích ${first.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(canvas.queryByRole('link', { name: first.name })).not.toBeInTheDocument());
    await expectToast(canvasElement, messages.favorites.unliked, 'success');
    await expect(canvas.getByText('9 dịch vụ')).toBeInTheDocument();
    await expect(cardNames(canvasElement)).toEqual(favorites.slice(1, 9).map((p) => p.name));
  },
};

/** A server error shows the server's message and the card comes back. */
export const UnlikeFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(unlikeProduct, 500, 'Máy chủ đang quá tải, vui lòng thử lại.'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const first = favorites[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `Thích ${first.name}` }));
    await expectToast(canvasElement, 'Máy chủ đang quá tải, vui lòng thử lại.', 'error');
    await expect(await canvas.findByRole('link', { name: first.name })).toBeInTheDocument();
    await expect(canvas.getByText('10 dịch vụ')).toBeInTheDocument();
  },
};

export const UnlikeRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(unlikeProduct, 403, messages.common.forbidden));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Thích ${favorites[1]!.name}` }));
    await expectToast(canvasElement, messages.favorites.productActionFailed, 'error');
    await expect(await canvas.findByRole('link', { name: favorites[1]!.name })).toBeInTheDocument();
  },
};

export const OpenService: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const first = favorites[0]!;
    await userEvent.click(await canvas.findByRole('link', { name: first.name }));
    await expect(await canvas.findByText(`Địa chỉ: /products/${first._id}`)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listFavoriteProducts, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.favorites.empty)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Khám phá dịch vụ của gara' }));
    await expect(await canvas.findByText('Địa chỉ: /products')).toBeInTheDocument();
  },
};

export const EmptyInCategory: Story = {
  parameters: { route: `/account/likeProducts?category=${demoCategories[5]!._id}` },
  beforeEach({ msw }) {
    msw.use(mockOk(listFavoriteProducts, favorites.filter((p) => p.category_id !== demoCategories[5]!._id)));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.favorites.emptyInCategory)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listFavoriteProducts));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listFavoriteProducts, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.favorites.listLoadFailed);
    await expectToast(canvasElement, messages.favorites.listLoadFailed, 'error');
  },
};

/** Without categories the list still shows; only the filter is missing its choices. */
export const CategoriesError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listCategories, 500));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.favorites.dataLoadFailed, 'error');
    await expect(await within(canvasElement).findByRole('link', { name: favorites[0]!.name })).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.favorites.loginToView, 'warning');
    await expect(await within(canvasElement).findByText('Địa chỉ: /login')).toBeInTheDocument();
  },
};
