import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ManagerShell } from './manager-shell';

const meta = {
  title: 'features/manager/ManagerShell',
  component: ManagerShell,
  args: { isMaster: false, children: <h1 className="text-2xl font-bold">Quản lý dịch vụ</h1> },
  parameters: { route: '/manager/products', layout: 'fullscreen' },
} satisfies Meta<typeof ManagerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLinks = (root: HTMLElement) =>
  within(within(root).getByRole('navigation', { name: 'Quản lý' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const AdminDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    await expect(navLinks(canvasElement)).toEqual(['Tổng quan', 'Lịch trong ngày', 'Tin nhắn', 'Lịch hẹn', 'Đơn hàng', 'Dịch vụ', 'Tin tức', 'Banner', 'Danh mục']);
    await expect(within(canvasElement).getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MasterDesktop: Story = {
  args: { isMaster: true },
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    await expect(navLinks(canvasElement)).toEqual([
      'Tổng quan',
      'Lịch trong ngày',
      'Tin nhắn',
      'Lịch hẹn',
      'Đơn hàng',
      'Dịch vụ',
      'Tin tức',
      'Banner',
      'Danh mục',
      'Tài khoản',
      'Nhân sự',
      'Chức vụ',
    ]);
  },
};

export const PhoneDrawer: Story = {
  args: { isMaster: true },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu quản lý: Dịch vụ' }));
    const drawer = await body.findByRole('dialog', { name: 'Quản lý' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Tin tức' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Menu quản lý: Tin tức' })).toBeVisible();
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  },
};
