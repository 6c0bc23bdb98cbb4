import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';
import { Label } from './label';

const meta = {
  tags: ['visual'],
  title: 'ui/Label',
  component: Label,
  args: { children: 'Họ và tên', htmlFor: 'label-demo' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="label-demo" required={args.required} />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // Clicking the label focuses its control.
    await userEvent.click(canvas.getByText('Họ và tên'));
    await expect(canvas.getByRole('textbox', { name: 'Họ và tên' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Họ và tên' })).toBeRequired();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="label-all-plain">Nhãn thường</Label>
        <Input id="label-all-plain" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="label-all-required" required>
          Nhãn bắt buộc
        </Label>
        <Input id="label-all-required" required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="label-all-disabled" className="text-ink-muted">
          Nhãn của ô bị khóa
        </Label>
        <Input id="label-all-disabled" disabled />
      </div>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nhãn thường' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nhãn bắt buộc' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Nhãn của ô bị khóa' })).toBeDisabled();
  },
};
