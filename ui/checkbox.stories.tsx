import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Label } from './label';

const meta = {
  tags: ['visual'],
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), id: 'checkbox-demo' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Checkbox {...args} />
      <Label htmlFor="checkbox-demo" className="font-normal">
        Ghi nhớ đăng nhập
      </Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Ghi nhớ đăng nhập'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(
        [
          ['Chưa chọn', {}],
          ['Đã chọn', { defaultChecked: true }],
          ['Một phần', { checked: 'indeterminate' as const }],
          ['Không hợp lệ', { 'aria-invalid': true }],
          ['Bị khóa', { disabled: true }],
          ['Bị khóa, đã chọn', { disabled: true, defaultChecked: true }],
        ] as const
      ).map(([label, props], index) => (
        <div key={label} className="flex items-center gap-3">
          <Checkbox id={`cb-${index}`} {...props} />
          <Label htmlFor={`cb-${index}`} className="font-normal">
            {label}
          </Label>
        </div>
      ))}
    </div>
  ),
};
