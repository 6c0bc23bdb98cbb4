import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'features/cart/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Stateful {...args} />,
  args: { value: 1, max: 3, itemName: 'Thay dầu phanh', onChange: fn(), onRefused: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromOneToStock: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: 'Giảm số lượng Thay dầu phanh' });
    const plus = canvas.getByRole('button', { name: 'Tăng số lượng Thay dầu phanh' });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByText('Số lượng:').parentElement).toHaveTextContent('3');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onRefused).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** Saving the last step up to the stock: a further press still says why instead of doing nothing. */
export const PlusAtStockWhileBusy: Story = {
  args: { value: 3, max: 3, busy: true },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tăng số lượng Thay dầu phanh' }));
    await expect(args.onRefused).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Giảm số lượng Thay dầu phanh' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Editable: Story = {
  args: { editable: true, value: 2, max: 5 },
  async play({ canvasElement, args }) {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Số lượng Thay dầu phanh' });
    await userEvent.clear(input);
    await expect(input).toHaveValue(null);
    await userEvent.type(input, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.tab();
    await expect(input).toHaveValue(4);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 2 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tăng số lượng Thay dầu phanh' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Giảm số lượng Thay dầu phanh' })).toBeDisabled();
  },
};
