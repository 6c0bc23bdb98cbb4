import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  tags: ['visual'],
  title: 'ui/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await expect(canvas.getByRole('search')).toBeVisible();

    // Blank text is refused, by Enter and by the button alike.
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();

    // Enter submits the trimmed text.
    await userEvent.type(input, '  bảng giá  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('bảng giá');
    await expect(input).toHaveValue('  bảng giá  ');

    // Escape empties the box.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const ClearOnSubmit: Story = {
  args: { clearOnSubmit: true },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, 'khuyến mãi');
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(args.onSearch).toHaveBeenCalledWith('khuyến mãi');
    await expect(input).toHaveValue('');
  },
};

export const Prefilled: Story = { args: { defaultValue: 'tin tức' } };

export const Collapsible: Story = {
  args: { collapsible: true, clearOnSubmit: true },
  decorators: [
    (Story) => (
      <div className="flex h-16 items-center justify-end gap-2 rounded-card bg-navy-900 px-4 text-white">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Mở ô tìm kiếm' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controls = toggle.getAttribute('aria-controls');
    await expect(controls).toBeTruthy();

    await userEvent.click(toggle);
    const input = await canvas.findByRole('searchbox', { name: 'Tìm kiếm' });
    await waitFor(() => expect(input).toHaveFocus(), { timeout: 4000 });
    // The field it controls is now there; its counterpart, the close button, says so.
    await expect(input).toHaveAttribute('id', controls);
    const close = canvas.getByRole('button', { name: 'Đóng ô tìm kiếm' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toHaveAttribute('aria-controls', controls);
    await userEvent.type(input, 'xin chào{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('xin chào');

    // Escape on the empty box folds it and gives focus back to the toggle.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mở ô tìm kiếm' })).toHaveFocus(), { timeout: 4000 });

    // Keyboard opens it too.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus(), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Đóng ô tìm kiếm' }));
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

const formRef = createRef<HTMLFormElement>();

/** Props and ref go to the search form, folded or not; a caller's onBlur runs and the box still folds. */
export const CollapsibleForwardsProps: Story = {
  args: { collapsible: true, onBlur: fn(), id: 'tim-kiem' },
  render: (args) => <SearchBox {...args} ref={formRef} />,
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Tìm kiếm' });
    await expect(form).toHaveAttribute('id', 'tim-kiem');
    await expect(formRef.current).toBe(form);

    await userEvent.click(canvas.getByRole('button', { name: 'Mở ô tìm kiếm' }));
    const input = await canvas.findByRole('searchbox', { name: 'Tìm kiếm' });
    await waitFor(() => expect(input).toHaveFocus(), { timeout: 4000 });
    await expect(formRef.current).toBe(canvas.getByRole('search', { name: 'Tìm kiếm' }));

    // Leaving the empty box: the caller hears the blur, and the box folds.
    input.blur();
    await expect(args.onBlur).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull(), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Mở ô tìm kiếm' })).toBeVisible();
  },
};

export const CollapsibleStartsOpen: Story = { args: { collapsible: true, defaultExpanded: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <SearchBox {...args} size="sm" label="Tìm (nhỏ)" placeholder="Nhỏ" />
      <SearchBox {...args} label="Tìm (vừa)" placeholder="Vừa" />
      <SearchBox {...args} size="lg" label="Tìm (lớn)" placeholder="Lớn" />
      <SearchBox {...args} label="Tìm (đã nhập)" defaultValue="đã nhập sẵn" />
      <div className="flex h-16 items-center justify-end rounded-card bg-navy-900 px-4 text-white">
        <SearchBox {...args} label="Tìm (thu gọn)" collapsible />
      </div>
    </div>
  ),
};
