import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { FormField } from './form-field';
import { Input } from './input';

const meta = {
  tags: ['visual'],
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Chi tiết mục đã chọn',
    description: 'Thông tin đã được gửi.',
    trigger: <Button>Mở hộp thoại</Button>,
    onOpenChange: fn(),
    children: <p className="text-sm">Nguyễn Văn A · 0901 234 567 · 12/05</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Mở hộp thoại' });
    await userEvent.click(trigger);

    const dialog = await body.findByRole('dialog', { name: 'Chi tiết mục đã chọn' });
    await expect(dialog).toHaveAccessibleDescription('Thông tin đã được gửi.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Escape closes and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await expect(trigger).toHaveFocus();

    // The close button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

/** Tab cycles inside the dialog and never reaches the page behind it. */
export const WithForm: Story = {
  args: {
    title: 'Cập nhật thông tin',
    description: undefined,
    defaultOpen: true,
    trigger: undefined,
    children: (
      <form id="dialog-form" className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Họ và tên">
          <Input defaultValue="Nguyễn Văn A" />
        </FormField>
        <FormField label="Số điện thoại">
          <Input type="tel" defaultValue="0901234567" />
        </FormField>
      </form>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Hủy</Button>
        </DialogClose>
        <Button type="submit" form="dialog-form">
          Lưu
        </Button>
      </>
    ),
  },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Cập nhật thông tin' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Họ và tên' })).toHaveFocus(), { timeout: 4000 });
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

/** The title can be hidden (an image viewer) but is still there for screen readers. */
export const HiddenTitle: Story = {
  args: {
    title: 'Ảnh phóng to',
    hideTitle: true,
    description: undefined,
    defaultOpen: true,
    size: 'lg',
    children: <div className="flex aspect-video items-center justify-center rounded-control bg-navy-100 text-ink-muted">Nội dung</div>,
  },
  async play({ canvasElement }) {
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Ảnh phóng to' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 4000 });
  },
};

export const Small: Story = { args: { size: 'sm', defaultOpen: true } };
export const Large: Story = { args: { size: 'xl', defaultOpen: true } };

/** Long content scrolls inside the dialog; header and footer stay put. */
export const LongContent: Story = {
  async play({ canvasElement }) {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    // Text-only content that scrolls is reachable by keyboard.
    const scroller = dialog.querySelector<HTMLElement>('.overflow-y-auto')!;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'), { timeout: 4000 });
  },
  args: {
    defaultOpen: true,
    children: (
      <div className="flex flex-col gap-3 text-sm">
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Đoạn nội dung số {index + 1}.</p>
        ))}
      </div>
    ),
    footer: (
      <DialogClose asChild>
        <Button>Đã hiểu</Button>
      </DialogClose>
    ),
  },
};

export const AllVariants: Story = {
  args: { trigger: undefined },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {(['sm', 'md', 'lg', 'xl', 'full'] as const).map((size) => (
        <Dialog key={size} {...args} size={size} title={`Cỡ ${size}`} trigger={<Button variant="outline">Cỡ {size}</Button>} />
      ))}
    </div>
  ),
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    for (const size of ['sm', 'md', 'lg', 'xl', 'full']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: `Cỡ ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Cỡ ${size}` });
      await waitFor(() => expect(dialog).toBeVisible(), { timeout: 4000 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    }
  },
};
