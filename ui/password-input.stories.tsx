import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  tags: ['visual'],
  title: 'ui/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Mật khẩu', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'bí-mật-123');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('bí-mật-123');
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toHaveFocus();

    // Keyboard: Enter on the toggle hides it again.
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toBeVisible();
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'hien-thi-ro' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  },
};

export const CustomLabels: Story = {
  args: { showLabel: 'Show password', hideLabel: 'Hide password' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'khong-doi' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Hiện mật khẩu' })).toBeDisabled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <PasswordInput aria-label="Nhỏ" size="sm" defaultValue="matkhau" />
      <PasswordInput aria-label="Vừa" defaultValue="matkhau" />
      <PasswordInput aria-label="Lớn" size="lg" defaultValue="matkhau" />
      <PasswordInput aria-label="Đang hiện" defaultVisible defaultValue="matkhau" />
      <PasswordInput aria-label="Không hợp lệ" aria-invalid defaultValue="123" />
      <PasswordInput aria-label="Bị khóa" disabled defaultValue="matkhau" />
    </div>
  ),
};
