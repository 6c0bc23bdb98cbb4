import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileMenu } from './mobile-menu';
import { shellViewports } from './story-viewports';

const meta = {
  title: 'app/layout/MobileMenu',
  component: MobileMenu,
  parameters: { layout: 'fullscreen', viewport: { options: shellViewports } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { open: true, onOpenChange: fn(), onSearch: fn(), pathname: '/danh-sach-tin-tuc' },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  async play({ canvasElement, args }) {
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(menu.getByRole('searchbox', { name: 'Tìm dịch vụ' }), '  điều hòa {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('điều hòa');
    await userEvent.click(menu.getByRole('link', { name: 'Liên hệ' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithAuthSlot: Story = {
  args: {
    authSlot: (
      <>
        <button type="button" className="rounded-control border border-line-strong px-4 py-2 font-semibold">
          Đăng nhập
        </button>
        <button type="button" className="rounded-control bg-brand-600 px-4 py-2 font-semibold text-white">
          Đăng ký
        </button>
      </>
    ),
  },
  async play({ canvasElement }) {
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  },
};
