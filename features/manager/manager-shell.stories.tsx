import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getManagerAlerts } from '../../contract/alerts';
import { demoManagerAlerts, noAlertCounts } from '../../mocks/data/alerts';
import { mockOk } from '../../mocks/endpoint-handlers';
import { ManagerShell } from './manager-shell';

const meta = {
  title: 'features/manager/ManagerShell',
  component: ManagerShell,
  args: { isMaster: false, children: <h1 className="text-2xl font-bold">Quản lý dịch vụ</h1> },
  parameters: { route: '/manager/products', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts({ counts: noAlertCounts })));
  },
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
    await expect(navLinks(canvasElement)).toEqual(['Tổng quan', 'Lịch trong ngày', 'Xưởng sửa chữa', 'Tin nhắn', 'Lịch hẹn', 'Chi nhánh', 'Đơn hàng', 'Phụ tùng', 'Dịch vụ', 'Nhập hàng', 'Nhà cung cấp', 'Chuyển kho & kiểm kê', 'Sổ quỹ', 'Công nợ', 'Chuyển khoản', 'Tin tức', 'Banner', 'Danh mục']);
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
      'Xưởng sửa chữa',
      'Tin nhắn',
      'Lịch hẹn',
      'Chi nhánh',
      'Đơn hàng',
      'Phụ tùng',
      'Dịch vụ',
      'Nhập hàng',
      'Nhà cung cấp',
      'Chuyển kho & kiểm kê',
      'Sổ quỹ',
      'Công nợ',
      'Chuyển khoản',
      'Tin tức',
      'Banner',
      'Danh mục',
      'Báo cáo kinh doanh',
      'Gói dịch vụ',
      'Tài khoản',
      'Nhân sự',
      'Chức vụ',
      'Mẫu kiểm tra xe',
      'Quyền riêng tư',
      'Nhật ký thay đổi',
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

/** The server's counts beside the screens that hold them: 1 waiting + 2 unread messages, 3 bookings, 1 order. */
export const DesktopWithCounts: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts()));
  },
  async play({ canvasElement }) {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Quản lý' }));
    await expect(await nav.findByRole('link', { name: 'Tin nhắn 3 mục mới' })).toHaveAttribute('href', '/admin-chat');
    await expect(nav.getByRole('link', { name: 'Lịch hẹn 3 mục mới' })).toHaveAttribute('href', '/manager/booking');
    await expect(nav.getByRole('link', { name: 'Đơn hàng 1 mục mới' })).toHaveAttribute('href', '/manager/order');
    await expect(nav.getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On the current screen's orange, the badge turns light so it still reads. */
export const CurrentScreenWithCount: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/manager/order' },
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts()));
  },
  async play({ canvasElement }) {
    const link = await within(canvasElement).findByRole('link', { name: 'Đơn hàng 1 mục mới' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** At 375 px the drawer's button carries the total, the drawer the counts per screen. */
export const PhoneDrawerWithCounts: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts()));
  },
  async play({ canvasElement }) {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu quản lý: Dịch vụ 7 mục mới' }));
    const drawer = within(await within(doc.body).findByRole('dialog', { name: 'Quản lý' }));
    await expect(drawer.getByRole('link', { name: 'Tin nhắn 3 mục mới' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Lịch hẹn 3 mục mới' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Đơn hàng 1 mục mới' })).toBeVisible();
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
  },
};

let alertsRefused = false;

/** The counts cannot be read: the navigation works as ever, without numbers. */
export const AlertsLoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    alertsRefused = false;
    msw.use(
      http.get(getManagerAlerts.path, () => {
        alertsRefused = true;
        return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
      }),
    );
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(alertsRefused).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(navLinks(canvasElement)).toEqual(['Tổng quan', 'Lịch trong ngày', 'Xưởng sửa chữa', 'Tin nhắn', 'Lịch hẹn', 'Chi nhánh', 'Đơn hàng', 'Phụ tùng', 'Dịch vụ', 'Nhập hàng', 'Nhà cung cấp', 'Chuyển kho & kiểm kê', 'Sổ quỹ', 'Công nợ', 'Chuyển khoản', 'Tin tức', 'Banner', 'Danh mục']);
  },
};
