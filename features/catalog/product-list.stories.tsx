import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listCategories } from '../../contract/categories';
import { getLikeCount } from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { listProducts, searchProducts } from '../../contract/products';
import { demoCategories } from '../../mocks/data/categories';
import { demoLikeCount } from '../../mocks/data/likes';
import { demoProductBare, demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { sortProducts } from './catalog-query';
import { LocationProbe } from '../../.storybook/location-probe';
import { ProductList } from './product-list';

/** Generous waits: the test machine may be busy with other builds. */
const slow = { timeout: 8000 };

const meta = {
  title: 'features/catalog/ProductList',
  tags: ['screen'],
  component: ProductList,
  parameters: { route: '/san-pham' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      mockOk(listCategories, demoCategories),
      mockOk(getLikeCount, (_request, params) => demoLikeCount(String(params.productId))),
      mockOk(searchProducts, (request) => {
        const name = new URL(request.url).searchParams.get('name')?.toLowerCase() ?? '';
        return demoProducts.filter((product) => product.name.toLowerCase().includes(name));
      }),
    );
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Danh sách dịch vụ' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The one sort control: a native select named by its label. */
const sortSelect = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Sắp xếp' });

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listProducts, demoProducts));
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const newest = sortProducts(demoProducts, 'newest');
    const byName = sortProducts(demoProducts, 'default');
    await step('newest first, 8 per page', async () => {
      await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8), slow);
      await expect(cardNames(canvasElement)[0]).toBe(newest[0]!.name);
      await expect(canvas.getByText('18 dịch vụ')).toBeVisible();
      await expect(sortSelect(canvasElement)).toHaveValue('newest');
    });
    await step('default order is by name', async () => {
      await userEvent.selectOptions(sortSelect(canvasElement), 'Mặc định');
      // The router applies navigations in a transition: wait for the new page to show (the select shows the choice at once).
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(byName.slice(0, 8).map((product) => product.name)), slow);
      await expect(sortSelect(canvasElement)).toHaveValue('default');
      await expect(canvas.getByTestId('location')).toHaveTextContent('/san-pham?sort=default');
    });
    await step('pages 2 and 3 continue the same order', async () => {
      await expect(canvas.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('href', '/san-pham?sort=default&page=2');
      await userEvent.click(canvas.getByRole('link', { name: 'Trang 2' }));
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(byName.slice(8, 16).map((product) => product.name)), slow);
      await expect(canvas.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(canvas.getByRole('link', { name: 'Trang sau' }));
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(byName.slice(16).map((product) => product.name)), slow);
      await expect(canvas.getByRole('link', { name: 'Trang sau' })).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.getByTestId('location')).toHaveTextContent('/san-pham?sort=default&page=3');
    });
    await step('changing the order goes back to page 1', async () => {
      await userEvent.selectOptions(sortSelect(canvasElement), 'Mới nhất');
      await waitFor(() => expect(cardNames(canvasElement)[0]).toBe(newest[0]!.name), slow);
      await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/san-pham$/);
    });
  },
};

/** Price both ways, each order kept in the address. */
export const SortByPrice: Story = {
  beforeEach: Success.beforeEach,
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const names = (sort: 'price-asc' | 'price-desc') => sortProducts(demoProducts, sort).map((product) => product.name);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8), slow);
    await step('cheapest first', async () => {
      await userEvent.selectOptions(sortSelect(canvasElement), 'Giá tăng dần');
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(names('price-asc').slice(0, 8)), slow);
      await expect(sortSelect(canvasElement)).toHaveValue('price-asc');
      await expect(canvas.getByTestId('location')).toHaveTextContent('/san-pham?sort=price-asc');
    });
    await step('dearest first, the last page too', async () => {
      await userEvent.selectOptions(sortSelect(canvasElement), 'Giá giảm dần');
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(names('price-desc').slice(0, 8)), slow);
      await expect(sortSelect(canvasElement)).toHaveValue('price-desc');
      await userEvent.click(canvas.getByRole('link', { name: 'Trang 3' }));
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(names('price-desc').slice(16)), slow);
      await expect(canvas.getByTestId('location')).toHaveTextContent('/san-pham?sort=price-desc&page=3');
    });
  },
};

/**
 * A phone (375 px): one row per service, several on a screen, and the order one select that
 * keeps `?sort=` in the address. A service without a picture shows the placeholder picture
 * and its like count as a number.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(mockOk(listProducts, [demoProductBare, ...demoProducts]));
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8), slow);
    const cards = within(canvasElement).getByRole('region', { name: 'Danh sách dịch vụ' }).querySelectorAll('article');
    await step('rows: at least four cards within the first two screens, the sort on one line', async () => {
      const tops = [...cards].map((card) => card.getBoundingClientRect().top);
      await expect(tops[4]! - tops[0]!).toBeLessThan(window.innerHeight);
      const card = cards[0]!.getBoundingClientRect();
      await expect(card.height).toBeLessThan(200);
      const select = sortSelect(canvasElement).getBoundingClientRect();
      const label = canvas.getByText('Sắp xếp', { selector: 'label' }).getBoundingClientRect();
      await expect(Math.abs(select.top + select.height / 2 - (label.top + label.height / 2))).toBeLessThan(4);
    });
    await step('the bare service: the placeholder picture, and its likes as a number', async () => {
      const bare = [...cards].find((card) => card.textContent?.includes('Kiểm tra và xử lý tiếng kêu lạ'))!;
      await expect(bare.querySelector('img')).toHaveAttribute('src', '/images/service-placeholder.svg');
      await expect(await within(bare).findByText(`${demoLikeCount(demoProductBare._id)} lượt thích`, undefined, slow)).toBeInTheDocument();
    });
    await step('the select changes the order and the address', async () => {
      await userEvent.selectOptions(sortSelect(canvasElement), 'Giá giảm dần');
      const dearest = sortProducts([demoProductBare, ...demoProducts], 'price-desc').slice(0, 8).map((product) => product.name);
      await waitFor(() => expect(cardNames(canvasElement)).toEqual(dearest), slow);
      await expect(canvas.getByTestId('location')).toHaveTextContent('/san-pham?sort=price-desc');
    });
  },
};

/** A shared link keeps its order. */
export const SortByPriceFromLink: Story = {
  parameters: { route: '/san-pham?sort=price-desc' },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const dearest = sortProducts(demoProducts, 'price-desc').slice(0, 8).map((product) => product.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(dearest), slow);
    await expect(sortSelect(canvasElement)).toHaveValue('price-desc');
  },
};

export const FilteredByCategory: Story = {
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const brakes = demoCategories[2]!;
    await userEvent.click(await canvas.findByRole('link', { name: brakes.name }, slow));
    const expected = demoProducts.filter((product) => product.category_id._id === brakes._id);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(expected.length), slow);
    await expect(canvas.getByText(`${expected.length} dịch vụ`)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/san-pham?category=${brakes._id}`);
  },
};

/**
 * Every choice is an address a page without JavaScript can follow: the categories keep the
 * order, an order keeps the category, and either starts again at page 1.
 */
export const ChoicesAreAddresses: Story = {
  parameters: { route: `/san-pham?category=${demoCategories[2]!._id}&page=2` },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const brakes = demoCategories[2]!;
    await expect(await canvas.findByRole('link', { name: brakes.name }, slow)).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(sortSelect(canvasElement), 'Giá tăng dần');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/san-pham?category=${brakes._id}&sort=price-asc`), slow);
    await expect(canvas.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('href', '/san-pham?sort=price-asc');
    await expect(canvas.getByRole('link', { name: demoCategories[1]!.name })).toHaveAttribute('href', `/san-pham?category=${demoCategories[1]!._id}&sort=price-asc`);
  },
};

/** Calls of the whole list, for the stories that must not make any. */
let fullListCalls = 0;

/** The header's search lands here: /products?search=... */
export const SearchResults: Story = {
  parameters: { route: '/products?search=phanh' },
  beforeEach({ msw }) {
    fullListCalls = 0;
    msw.use(
      mockOk(listProducts, () => {
        fullListCalls += 1;
        return demoProducts;
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kết quả tìm kiếm “phanh”' }, slow)).toBeVisible();
    await waitFor(() => expect(cardNames(canvasElement).length).toBeGreaterThan(0), slow);
    for (const name of cardNames(canvasElement)) await expect(name?.toLowerCase()).toContain('phanh');
    // Only the search is asked for: the whole list is not downloaded behind it.
    await expect(fullListCalls).toBe(0);
  },
};

export const SearchNoResults: Story = {
  tags: ['visual'],
  parameters: { route: '/products?search=xe%20m%C3%A1y%20bay' },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await within(canvasElement).findByText(messages.products.noSearchResults, { selector: 'p' }, slow)).toBeVisible();
    // The info toast of spec section 8.
    await waitFor(() => expect(body.getAllByText(messages.products.noSearchResults).length).toBeGreaterThan(1), slow);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listProducts));
  },
  async play({ canvasElement }) {
    const region = within(canvasElement).getByRole('region', { name: 'Danh sách dịch vụ' });
    await expect(within(region).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listProducts, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.products.empty, undefined, slow)).toBeVisible();
  },
};

const errorToasts = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelectorAll('[data-severity="error"]').length;

export const Error: Story = {
  tags: ['visual'],
  // Toasts stay up, so a second notice could not hide behind the first one's timeout.
  parameters: { toastDuration: 60_000 },
  beforeEach({ msw }) {
    fullListCalls = 0;
    msw.use(
      http.get(listProducts.path, () => {
        fullListCalls += 1;
        return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
      }),
    );
  },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText(messages.products.listLoadFailed, { selector: 'p' }, slow);
    await expect(alert).toBeVisible();
    // A link to the page itself: without JavaScript it loads the page again.
    await expect(canvas.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/san-pham');
    await waitFor(() => expect(errorToasts(canvasElement)).toBe(1), slow);
    await step('a retry that fails again keeps the one notice', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Thử lại' }));
      await waitFor(() => expect(fullListCalls).toBe(2), slow);
      await expect(await canvas.findByText(messages.products.listLoadFailed, { selector: 'p' }, slow)).toBeVisible();
      await expect(errorToasts(canvasElement)).toBe(1);
    });
  },
};

export const CategoriesError: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listProducts, demoProducts), mockError(listCategories, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.products.categoriesLoadFailed, { selector: 'p' }, slow)).toBeVisible();
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8), slow);
  },
};
