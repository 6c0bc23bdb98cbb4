import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  tags: ['visual'],
  title: 'ui/Button',
  component: Button,
  args: { children: 'Lưu thay đổi', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space both press a button.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Xem chi tiết' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Quay lại' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Bỏ qua' } };
export const Danger: Story = {
  args: {
    variant: 'danger',
    children: (
      <>
        <Trash2 aria-hidden="true" /> Xóa
      </>
    ),
  },
};
export const Link: Story = { args: { variant: 'link', children: 'Quên mật khẩu?' } };

export const Small: Story = { args: { size: 'sm', children: 'Nhỏ' } };
export const Large: Story = {
  args: {
    size: 'lg',
    children: (
      <>
        Đặt ngay <ArrowRight aria-hidden="true" />
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Thêm mới', children: <Plus aria-hidden="true" /> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Thêm mới' })).toBeVisible();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Đăng nhập' } };

export const Disabled: Story = {
  args: { disabled: true },
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true, type: 'submit' },
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Đang xử lý...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const PendingCustomLabel: Story = {
  args: { pending: true, pendingLabel: 'Đang gửi...' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Đang gửi...' })).toBeDisabled();
  },
};

/** Click it: pending for a moment, then back, as a submit button does around a request. */
export const PendingRoundTrip: Story = {
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        pending={pending}
        onClick={(event) => {
          args.onClick?.(event);
          setPending(true);
          window.setTimeout(() => setPending(false), 400);
        }}
      >
        Gửi
      </Button>
    );
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Đang xử lý...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gửi' })).toBeEnabled(), { timeout: 2000 });
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#lien-he">Liên hệ</a> },
  async play({ canvasElement, args }) {
    const link = within(canvasElement).getByRole('link', { name: 'Liên hệ' });
    await expect(link).toHaveAttribute('href', '#lien-he');
    await expect(link.className).toContain('rounded-control');
    await expect(link).not.toHaveAttribute('tabindex');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** asChild + disabled: the link leaves the tab order and a click neither navigates nor calls onClick. */
export const AsChildDisabled: Story = {
  args: { asChild: true, disabled: true, variant: 'outline', children: <a href="#da-khoa">Liên hệ</a> },
  async play({ canvasElement, args }) {
    const link = within(canvasElement).getByRole('link', { name: 'Liên hệ' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('tabindex', '-1');
    const before = window.location.hash;
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(window.location.hash).toBe(before);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** asChild + pending: the link says the pending label, and cannot be followed meanwhile. */
export const AsChildPending: Story = {
  args: { asChild: true, pending: true, pendingLabel: 'Đang mở...', children: <a href="#dang-mo">Mở trang</a> },
  async play({ canvasElement, args }) {
    const link = within(canvasElement).getByRole('link', { name: 'Đang mở...' });
    await expect(link).toHaveAttribute('href', '#dang-mo');
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('tabindex', '-1');
    await expect(link.querySelector('svg')).not.toBeNull();
    const before = window.location.hash;
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(window.location.hash).toBe(before);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-6">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <span className="w-8 text-sm font-semibold text-ink-muted">{size}</span>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-8 text-sm font-semibold text-ink-muted">state</span>
        <Button pending>Lưu</Button>
        <Button variant="secondary" pending>
          Lưu
        </Button>
        <Button variant="outline" disabled>
          Tắt
        </Button>
        <Button variant="danger" disabled>
          Tắt
        </Button>
        <Button size="icon" aria-label="Thêm mới">
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-card bg-navy-900 p-4">
        <span className="text-sm font-semibold text-white">on navy</span>
        <Button>Đặt lịch</Button>
        <Button variant="outline">Gọi ngay</Button>
      </div>
    </div>
  ),
};
