import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listCategories } from '../../contract/categories';
import { messages } from '../../contract/messages';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { demoCategories } from '../../mocks/data/categories';
import { CategoryList } from './category-list';

const meta = {
  title: 'features/catalog/CategoryList',
  component: CategoryList,
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
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
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: 'Sửa chữa động cơ' });
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith(demoCategories[1]!._id);
    await expect(canvas.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Selected: Story = {
  args: { activeId: demoCategories[2]!._id },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hệ thống phanh' })).toHaveAttribute('aria-pressed', 'true');
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
