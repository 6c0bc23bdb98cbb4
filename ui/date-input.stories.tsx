import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput } from './date-input';
import { toIsoDate } from './date-iso';

const meta = {
  tags: ['visual'],
  title: 'ui/DateInput',
  component: DateInput,
  args: { 'aria-label': 'Ngày hẹn', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const input = within(canvasElement).getByLabelText('Ngày hẹn');
    await userEvent.type(input, '2030-05-17');
    await expect(input).toHaveValue('2030-05-17');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const DisablePast: Story = {
  args: { disablePast: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByLabelText('Ngày hẹn')).toHaveAttribute('min', toIsoDate(new Date()));
  },
};

export const DisablePastKeepsLaterMin: Story = {
  args: { disablePast: true, min: '2999-01-01' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByLabelText('Ngày hẹn')).toHaveAttribute('min', '2999-01-01');
  },
};

export const Filled: Story = { args: { defaultValue: '2030-12-24' } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '2030-12-24' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <DateInput aria-label="Nhỏ" size="sm" />
      <DateInput aria-label="Vừa" defaultValue="2030-01-02" />
      <DateInput aria-label="Lớn" size="lg" />
      <DateInput aria-label="Không hợp lệ" aria-invalid />
      <DateInput aria-label="Bị khóa" disabled defaultValue="2030-01-02" />
    </div>
  ),
};
