import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Sheet, SheetClose } from './sheet';

const links = ['Trang chủ', 'Sản phẩm', 'Tin tức', 'Giới thiệu', 'Liên hệ'];

const meta = {
  tags: ['visual'],
  title: 'ui/Sheet',
  component: Sheet,
  args: {
    title: 'Menu',
    onOpenChange: fn(),
    trigger: (
      <Button variant="outline" size="icon" aria-label="Mở menu">
        <Menu aria-hidden="true" />
      </Button>
    ),
    children: (
      <nav aria-label="Menu chính">
        <ul className="flex flex-col">
          {links.map((label) => (
            <li key={label}>
              <SheetClose asChild>
                <a
                  href="#menu"
                  className="block rounded-control px-3 py-3 font-semibold text-ink outline-none hover:bg-navy-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
                >
                  {label}
                </a>
              </SheetClose>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Right: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Mở menu' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Docked to the right edge, full height.
    const box = panel.getBoundingClientRect();
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth), { timeout: 4000 });
    await expect(Math.round(box.height)).toBe(window.innerHeight);

    // The overlay dims the page; clicking it closes the panel.
    const overlay = canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-state="open"].fixed.inset-0')!;
    await expect(overlay).toBeInTheDocument();
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  args: { side: 'left' },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở menu' }));
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0), { timeout: 4000 });
    // A link that closes the panel when chosen.
    await userEvent.click(within(panel).getByRole('link', { name: 'Tin tức' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

export const Bottom: Story = {
  args: { side: 'bottom', title: 'Bộ lọc', description: 'Chọn điều kiện lọc.', children: <p className="text-sm">Nội dung bộ lọc.</p> },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở menu' }));
    const panel = await body.findByRole('dialog', { name: 'Bộ lọc' });
    await expect(panel).toHaveAccessibleDescription('Chọn điều kiện lọc.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

export const Top: Story = { args: { side: 'top', defaultOpen: true } };

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <Button fullWidth>Đăng nhập</Button>
        <Button fullWidth variant="outline">
          Đăng ký
        </Button>
      </>
    ),
  },
  async play({ canvasElement }) {
    const panel = await bodyOf(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    // Focus starts inside and Tab stays inside.
    for (let step = 0; step < 9; step += 1) {
      await userEvent.tab();
      await expect(panel.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const AllVariants: Story = {
  args: { trigger: undefined },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {(['right', 'left', 'top', 'bottom'] as const).map((side) => (
        <Sheet key={side} {...args} side={side} title={`Cạnh ${side}`} trigger={<Button variant="outline">{side}</Button>} />
      ))}
    </div>
  ),
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    for (const side of ['right', 'left', 'top', 'bottom']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: side }));
      const panel = await body.findByRole('dialog', { name: `Cạnh ${side}` });
      await waitFor(() => expect(panel).toBeVisible(), { timeout: 4000 });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    }
  },
};
