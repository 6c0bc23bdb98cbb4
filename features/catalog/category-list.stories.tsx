import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocationProbe } from '../../.storybook/location-probe';
import { listCategories } from '../../contract/categories';
import { messages } from '../../contract/messages';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { demoCategories } from '../../mocks/data/categories';
import { CategoryList } from './category-list';

const meta = {
  title: 'features/catalog/CategoryList',
  component: CategoryList,
  parameters: { route: '/san-pham' },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
        <LocationProbe />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listCategories, demoCategories));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: 'Sửa chữa động cơ' });
    await expect(first).toHaveAttribute('href', `/san-pham?category=${demoCategories[1]!._id}`);
    await expect(canvas.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('href', '/san-pham');
    // Inside the app a category is the router's navigation, not a page load.
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/san-pham?category=${demoCategories[1]!._id}`));
  },
};

/** The list's page builds each category's address (here keeping the order chosen). */
export const CustomAddresses: Story = {
  args: { categoryHref: (id: string | undefined) => `/san-pham?sort=price-asc${id ? `&category=${id}` : ''}` },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hệ thống phanh' })).toHaveAttribute('href', `/san-pham?sort=price-asc&category=${demoCategories[2]!._id}`);
    await expect(canvas.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('href', '/san-pham?sort=price-asc');
  },
};

export const Selected: Story = {
  args: { activeId: demoCategories[2]!._id },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hệ thống phanh' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listCategories));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listCategories, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.categories.empty)).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listCategories, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.products.categoriesLoadFailed);
  },
};
