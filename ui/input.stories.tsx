import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  tags: ['visual'],
  title: 'ui/Input',
  component: Input,
  args: { 'aria-label': 'Họ và tên', placeholder: 'Nguyễn Văn A', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(input, 'Trần Thị Bích Ngọc');
    await expect(input).toHaveValue('Trần Thị Bích Ngọc');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'Lê Hoàng Phúc' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'abc@', 'aria-label': 'Email', type: 'email' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Không sửa được' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'chi-doc@example.com', 'aria-label': 'Email' } };

export const Phone: Story = { args: { type: 'tel', inputMode: 'tel', 'aria-label': 'Số điện thoại', placeholder: '0901 234 567' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Input size="sm" aria-label="Nhỏ" placeholder="Nhỏ (sm)" />
      <Input aria-label="Vừa" placeholder="Vừa (md)" />
      <Input size="lg" aria-label="Lớn" placeholder="Lớn (lg)" />
      <Input aria-label="Đã điền" defaultValue="Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ ế ề ể ễ ệ ố ồ ổ ỗ ộ ứ ừ ử ữ ự" />
      <Input aria-label="Không hợp lệ" aria-invalid defaultValue="không hợp lệ" />
      <Input aria-label="Bị khóa" disabled defaultValue="Bị khóa" />
      <Input aria-label="Chỉ đọc" readOnly defaultValue="Chỉ đọc" />
    </div>
  ),
};
