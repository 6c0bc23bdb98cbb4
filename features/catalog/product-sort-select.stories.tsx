import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductSortSelect } from './product-sort-select';

const submitted = fn();

/**
 * The catalogue's order inside its `<form method="get">`: a choice submits the form (the list
 * navigates in the app; a page drawn as islands loads the address the form builds).
 */
const meta = {
  title: 'features/catalog/ProductSortSelect',
  component: ProductSortSelect,
  args: { value: 'newest' },
  render: (args) => (
    <form
      method="get"
      action="/san-pham"
      className="flex max-w-sm items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <input type="hidden" name="category" value="phanh" />
      <ProductSortSelect {...args} />
    </form>
  ),
  beforeEach() {
    submitted.mockClear();
  },
} satisfies Meta<typeof ProductSortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an order sends the form at once, with the list's other choices. */
export const ChoiceSubmits: Story = {
  async play({ canvasElement }) {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sắp xếp' });
    await expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'Giá tăng dần');
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ category: 'phanh', sort: 'price-asc' }));
    await expect(select).toHaveValue('price-asc');
  },
};

/** The address's order is the one shown. */
export const FromTheAddress: Story = {
  args: { value: 'price-desc' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sắp xếp' })).toHaveValue('price-desc');
    await expect(submitted).not.toHaveBeenCalled();
  },
};
