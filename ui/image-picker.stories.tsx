import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from './form-field';
import { ImagePicker } from './image-picker';
import { demoImage } from './story-images';

const meta = {
  tags: ['visual'],
  title: 'ui/ImagePicker',
  component: ImagePicker,
  args: { onChange: fn(), className: 'max-w-lg' },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// A real 1×1 PNG, so the browser can show the preview.
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const png = (name: string, padTo = 0) => new File([pngBytes, new Uint8Array(Math.max(0, padTo - pngBytes.length))], name, { type: 'image/png' });
const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/Chọn ảnh/) as HTMLInputElement;

export const Empty: Story = {
  async play({ canvasElement, args }) {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('accept', 'image/*');
    await expect(field).toHaveAttribute('multiple');

    // Several at once, returned as data URLs, previewed.
    await userEvent.upload(field, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 4000 });
    const urls = (args.onChange as ReturnType<typeof fn>).mock.calls[0]![0] as string[];
    await expect(urls).toHaveLength(2);
    await expect(urls[0]).toMatch(/^data:image\/png;base64,/);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Ảnh đã chọn 1' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ảnh đã chọn 2' })).toBeVisible();

    // Each one can be removed before sending.
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa ảnh 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[1]]);
    await expect(canvas.queryByRole('img', { name: 'Ảnh đã chọn 2' })).toBeNull();
    await expect(field).toHaveFocus();
  },
};

/** Non-image files are refused with a message, even when dropped past the accept filter. */
export const RefusesNonImages: Story = {
  async play({ canvasElement, args }) {
    const field = input(canvasElement);
    await userEvent.upload(field, [new File(['%PDF'], 'bao-gia.pdf', { type: 'application/pdf' }), png('ok.png')], { applyAccept: false });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('"bao-gia.pdf" không phải là tệp ảnh.');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(1);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `maxBytes` (5 MB here) refuses larger files with a message. */
export const SizeLimit: Story = {
  args: { maxBytes: 5_000_000, hint: 'Mỗi ảnh tối đa 5 MB.' },
  async play({ canvasElement, args }) {
    const field = input(canvasElement);
    await expect(field).toHaveAccessibleDescription('Mỗi ảnh tối đa 5 MB.');
    await userEvent.upload(field, [png('lon.png', 5_000_001)]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('"lon.png" vượt quá dung lượng tối đa 5 MB.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription('Mỗi ảnh tối đa 5 MB. "lon.png" vượt quá dung lượng tối đa 5 MB.');
  },
};

export const MaxFiles: Story = {
  args: { maxFiles: 2 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [png('1.png'), png('2.png'), png('3.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chỉ được chọn tối đa 2 ảnh.');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2), { timeout: 4000 });
    await expect(input(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('Đã đủ 2 ảnh; xóa bớt để chọn ảnh khác.')).toBeVisible();

    // Removing one enables the input again, and the focus lands on it rather than the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa ảnh 1' }));
    await expect(input(canvasElement)).toBeEnabled();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

function drop(target: HTMLElement, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

/** Two drops in quick succession, the second before the first is read: both batches stay. */
export const QuickDrops: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const zone = input(canvasElement).closest('label')!;
    drop(zone, [png('a.png')]);
    drop(zone, [png('b.png'), png('c.png')]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(3), { timeout: 4000 });
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall![0]).toHaveLength(3);
  },
};

/** Quick drops still respect maxFiles: the late batch is cut to fit, with the message. */
export const QuickDropsOverLimit: Story = {
  args: { maxFiles: 2 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const zone = input(canvasElement).closest('label')!;
    drop(zone, [png('a.png')]);
    drop(zone, [png('b.png'), png('c.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chỉ được chọn tối đa 2 ảnh.');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

/** Single image: a new pick replaces the old one. */
export const Single: Story = {
  args: { multiple: false, defaultValue: [demoImage('Ảnh cũ', 1, 400, 400)] },
  async play({ canvasElement, args }) {
    const field = input(canvasElement);
    await expect(field).not.toHaveAttribute('multiple');
    await userEvent.upload(field, png('moi.png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(1);
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
  },
};

export const WithExistingImages: Story = {
  args: { defaultValue: [demoImage('1', 0, 400, 400), demoImage('2', 1, 400, 400), demoImage('3', 2, 400, 400)] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getAllByRole('button', { name: /Xóa ảnh/ })).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [demoImage('1', 0, 400, 400)] },
  async play({ canvasElement }) {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

/** In a FormField: the field's label names it and its error describes it. */
export const InFormField: Story = {
  render: (args) => (
    <FormField label="Ảnh banner" required error="Vui lòng chọn ảnh banner!" className="max-w-lg">
      <ImagePicker {...args} multiple={false} />
    </FormField>
  ),
  async play({ canvasElement }) {
    const field = within(canvasElement).getByLabelText(/Ảnh banner/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Vui lòng chọn ảnh banner!');
  },
};

/** Keyboard: Tab reaches the hidden file input (the drop zone shows the focus ring). */
export const Keyboard: Story = {
  args: { defaultValue: [demoImage('1', 0, 400, 400)] },
  async play({ canvasElement }) {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Xóa ảnh 1' })).toHaveFocus();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid max-w-4xl gap-6 md:grid-cols-2">
      <ImagePicker {...args} label="Chưa có ảnh" hint="Tối đa 5 MB mỗi ảnh." />
      <ImagePicker {...args} label="Đã có ảnh" defaultValue={[demoImage('1', 0, 400, 400), demoImage('2', 1, 400, 400)]} />
      <ImagePicker {...args} label="Đã đủ số ảnh" maxFiles={2} defaultValue={[demoImage('1', 2, 400, 400), demoImage('2', 3, 400, 400)]} />
      <ImagePicker {...args} label="Một ảnh" multiple={false} defaultValue={[demoImage('1', 4, 400, 400)]} />
      <ImagePicker {...args} label="Không dùng được" disabled defaultValue={[demoImage('1', 5, 400, 400)]} />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Chưa có ảnh/)).toBeEnabled();
    await expect(canvas.getByLabelText(/^Đã đủ số ảnh/)).toBeDisabled();
    await expect(canvas.getByText('Đã đủ 2 ảnh; xóa bớt để chọn ảnh khác.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Một ảnh/)).not.toHaveAttribute('multiple');
    await expect(canvas.getByLabelText(/^Không dùng được/)).toBeDisabled();
  },
};
