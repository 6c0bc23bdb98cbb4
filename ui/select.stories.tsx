import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const slots = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'].map((time) => ({ value: time, label: time }));

const meta = {
  tags: ['visual'],
  title: 'ui/Select',
  component: Select,
  args: { 'aria-label': 'Khung giờ', options: slots, placeholder: 'Chọn khung giờ', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  async play({ canvasElement, args }) {
    const select = within(canvasElement).getByRole('combobox', { name: 'Khung giờ' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '09:00');
    await expect(select).toHaveValue('09:00');
    await expect(args.onChange).toHaveBeenCalled();
    // The placeholder cannot be chosen back.
    await expect(within(select).getByRole('option', { name: 'Chọn khung giờ' })).toBeDisabled();
  },
};

export const Selected: Story = { args: { defaultValue: '14:00' } };

export const WithChildren: Story = {
  args: {
    options: undefined,
    placeholder: undefined,
    defaultValue: 'newest',
    'aria-label': 'Sắp xếp',
    children: (
      <>
        <option value="newest">Mới nhất</option>
        <option value="default">Mặc định</option>
      </>
    ),
  },
};

export const DisabledOption: Story = {
  args: { options: slots.map((slot) => ({ ...slot, disabled: slot.value === '10:00' })) },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('option', { name: '10:00' })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '08:00' } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} aria-label="Nhỏ" size="sm" />
      <Select {...args} aria-label="Vừa" />
      <Select {...args} aria-label="Lớn" size="lg" />
      <Select {...args} aria-label="Không hợp lệ" aria-invalid />
      <Select {...args} aria-label="Bị khóa" disabled />
    </div>
  ),
};
