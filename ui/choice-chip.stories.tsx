import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceChip } from './choice-chip';

const meta = {
  tags: ['visual'],
  title: 'ui/ChoiceChip',
  component: ChoiceChip,
  args: { name: 'gio', value: '09:00', onChange: fn(), children: '09:00' },
  render: (args) => (
    <fieldset className="grid max-w-md grid-cols-3 gap-2">
      <legend className="mb-2 text-sm font-semibold">Khung giờ</legend>
      <ChoiceChip {...args} />
      <ChoiceChip name={args.name} value="10:00" invalid={args.invalid} onChange={args.onChange}>
        10:00
      </ChoiceChip>
      <ChoiceChip name={args.name} value="11:00" disabled invalid={args.invalid}>
        <span>11:00</span>
        <span className="text-xs font-normal">Đã kín</span>
      </ChoiceChip>
    </fieldset>
  ),
} satisfies Meta<typeof ChoiceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picked by a click or by the arrow keys; a disabled chip cannot be picked. */
export const Group: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('10:00'));
    await expect(canvas.getByRole('radio', { name: '10:00' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: /11:00/ })).toBeDisabled();
    await userEvent.click(canvas.getByText('11:00'));
    await expect(canvas.getByRole('radio', { name: /11:00/ })).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** A required choice left empty: every chip of the group is marked. */
export const Invalid: Story = {
  args: { invalid: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('radio', { name: '09:00' })).toHaveAttribute('aria-invalid', 'true');
  },
};
