import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  tags: ['visual'],
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Xác nhận đăng xuất',
    description: 'Bạn có chắc chắn muốn đăng xuất?',
    confirmLabel: 'Đăng xuất',
    cancelLabel: 'Hủy',
    trigger: <Button variant="outline">Đăng xuất</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const later = <T,>(ms: number, outcome: 'resolve' | 'reject', value?: T) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (outcome === 'resolve' ? resolve(value as T) : reject(new Error('Máy chủ lỗi'))), ms));

export const Default: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Xác nhận đăng xuất' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn đăng xuất?');
    // The safe choice has the focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Hủy' })).toHaveFocus(), { timeout: 4000 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
  },
};

export const Cancel: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    await userEvent.click(await body.findByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Escape cancels as well.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** Async confirm: pending state, no way out while it runs, closes when it succeeds. */
export const AsyncSuccess: Story = {
  args: { onConfirm: fn(() => later(600, 'resolve')) },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));

    const pending = within(dialog).getByRole('button', { name: 'Đang xử lý...' });
    await expect(pending).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();

    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Async confirm that fails: stays open, says so, and can be retried. */
export const AsyncFailure: Story = {
  args: { onConfirm: fn(() => later(300, 'reject')) },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await expect(within(dialog).getByRole('button', { name: 'Đang xử lý...' })).toBeDisabled();

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Không thực hiện được. Vui lòng thử lại.');
    const retry = within(dialog).getByRole('button', { name: 'Đăng xuất' });
    await expect(retry).toBeEnabled();
    await waitFor(() => expect(retry).toHaveFocus(), { timeout: 4000 });
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

export const Destructive: Story = {
  args: {
    title: 'Xóa danh mục',
    description: 'Danh mục "Khuyến mãi" sẽ bị xóa.',
    confirmLabel: 'Xóa',
    destructive: true,
    trigger: <Button variant="danger">Xóa</Button>,
    onConfirm: fn(() => later(300, 'resolve')),
  },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xóa' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Xóa danh mục' });
    await expect(dialog).toHaveAccessibleDescription('Danh mục "Khuyến mãi" sẽ bị xóa. Hành động này không thể hoàn tác.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The failure message can be left to the caller (a toast, say). */
export const FailureWithoutMessage: Story = {
  args: { defaultOpen: true, trigger: undefined, failureMessage: null, onConfirm: fn(() => later(100, 'reject')) },
  async play({ canvasElement }) {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Đăng xuất' })).toBeEnabled(), { timeout: 4000 });
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** Controlled by the parent, which opens it from its own state. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Mở từ trạng thái cha</Button>
        <p className="mt-2 text-sm text-ink-muted">Đang mở: {open ? 'có' : 'không'}</p>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở từ trạng thái cha' }));
    await expect(canvas.getByText('Đang mở: có')).toBeVisible();
    await userEvent.click(await bodyOf(canvasElement).findByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(canvas.getByText('Đang mở: không')).toBeVisible(), { timeout: 4000 });
    // No Radix trigger here, yet focus still returns to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mở từ trạng thái cha' })).toHaveFocus(), { timeout: 4000 });
  },
};

export const AllVariants: Story = {
  args: { trigger: undefined },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ConfirmDialog {...args} trigger={<Button variant="outline">Thường</Button>} />
      <ConfirmDialog {...args} title="Xóa tài khoản" confirmLabel="Xóa" destructive trigger={<Button variant="danger">Phá hủy</Button>} />
      <ConfirmDialog {...args} title="Chỉ tiêu đề" description={undefined} trigger={<Button variant="ghost">Không mô tả</Button>} />
    </div>
  ),
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    for (const [button, title] of [
      ['Thường', 'Xác nhận đăng xuất'],
      ['Phá hủy', 'Xóa tài khoản'],
      ['Không mô tả', 'Chỉ tiêu đề'],
    ] as const) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
      const dialog = await body.findByRole('alertdialog', { name: title });
      await waitFor(() => expect(dialog).toBeVisible(), { timeout: 4000 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
    }
  },
};

/** Other props reach the dialog window (classes, data attributes, Radix handlers). */
export const ForwardsDialogProps: Story = {
  args: { className: 'border-4 border-brand-600', onEscapeKeyDown: fn() },
  render: (args) => <ConfirmDialog {...args} data-testid="hop-xac-nhan" />,
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Xác nhận đăng xuất' });
    await expect(dialog).toHaveAttribute('data-testid', 'hop-xac-nhan');
    await expect(dialog.className).toContain('border-brand-600');
    await userEvent.keyboard('{Escape}');
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
  },
};
