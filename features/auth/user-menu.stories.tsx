import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoAlertCounts } from '../../mocks/data/alerts';
import { demoImage } from '../../ui/story-images';
import { UserMenu } from './user-menu';

const meta = {
  title: 'features/auth/UserMenu',
  component: UserMenu,
  args: {
    fullName: 'Nguyễn Văn Hùng',
    email: 'khachhang@garaotosaigon.vn',
    image: null,
    isStaff: false,
    isMaster: false,
    canChangePassword: true,
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end rounded-card bg-navy-900 p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Tài khoản: ${name}` }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

/** An open menu hides the page from screen readers; close it so the page is checked as a visitor meets it. */
async function closeMenu(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull(), { timeout: 5000 });
}

const itemNames = (menu: ReturnType<typeof within>) => (menu.getAllByRole('menuitem') as HTMLElement[]).map((item) => item.textContent?.trim());

const customerItems = ['Thông tin tài khoản', 'Cập nhật tài khoản', 'Đổi mật khẩu', 'Dịch vụ yêu thích', 'Lịch sử đơn hàng', 'Lịch hẹn của tôi', 'Xe của tôi', 'Quyền riêng tư'];
const staffItems = ['Sản phẩm', 'Tin tức', 'Banner', 'Danh mục', 'Lịch hẹn'];
const masterItems = ['Tài khoản', 'Nhân sự', 'Chức vụ'];

/** A technician: the account links and the workshop tablet, no management group. */
export const Technician: Story = {
  args: { fullName: 'Võ Văn Tài', email: 'ktv.q12@garaotosaigon.vn', isTechnician: true },
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Võ Văn Tài');
    await expect(itemNames(menu)).toEqual([...customerItems, 'Xưởng', 'Đăng xuất']);
    await expect(menu.getByRole('menuitem', { name: 'Xưởng' })).toHaveAttribute('href', '/xuong');
    await closeMenu(canvasElement);
  },
};

export const Customer: Story = {
  async play({ canvasElement, args }) {
    const menu = await openMenu(canvasElement, 'Nguyễn Văn Hùng');
    await expect(itemNames(menu)).toEqual([...customerItems, 'Đăng xuất']);
    await expect(menu.getByRole('menuitem', { name: 'Thông tin tài khoản' })).toHaveAttribute('href', '/account/profile');
    await expect(menu.getByRole('menuitem', { name: 'Cập nhật tài khoản' })).toHaveAttribute('href', '/account/update');
    await expect(menu.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveAttribute('href', '/account/changePass');
    await expect(menu.getByRole('menuitem', { name: 'Dịch vụ yêu thích' })).toHaveAttribute('href', '/account/likeProducts');
    await expect(menu.getByRole('menuitem', { name: 'Lịch hẹn của tôi' })).toHaveAttribute('href', '/account/bookings');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull(), { timeout: 5000 });
  },
};

export const Admin: Story = {
  args: { fullName: 'Lê Thị Mai Anh', email: 'admin@garaotosaigon.vn', isStaff: true },
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Lê Thị Mai Anh');
    await expect(itemNames(menu)).toEqual([...customerItems, 'Tin nhắn', 'Xưởng', ...staffItems, 'Đăng xuất']);
    await expect(menu.getByRole('menuitem', { name: 'Tin nhắn' })).toHaveAttribute('href', '/admin-chat');
    await expect(menu.getByRole('menuitem', { name: 'Lịch hẹn' })).toHaveAttribute('href', '/manager/booking');
    await expect(menu.getByRole('group', { name: 'Quản lý' })).toBeInTheDocument();
    await closeMenu(canvasElement);
  },
};

/** What waits for the staff member: the total on the button, and on the entries that hold it. */
export const AdminWithAlerts: Story = {
  args: { fullName: 'Lê Thị Mai Anh', email: 'admin@garaotosaigon.vn', isStaff: true, alertCounts: demoAlertCounts() },
  async play({ canvasElement }) {
    // 1 waiting + 2 unread + 3 bookings + 1 order.
    const trigger = within(canvasElement).getByRole('button', { name: 'Tài khoản: Lê Thị Mai Anh 7 mục mới' });
    await expect(trigger).toHaveTextContent('7');
    await userEvent.click(trigger);
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Tin nhắn 3 mục mới' })).toHaveAttribute('href', '/admin-chat');
    await expect(menu.getByRole('menuitem', { name: 'Lịch hẹn 3 mục mới' })).toHaveAttribute('href', '/manager/booking');
    await expect(menu.getByRole('menuitem', { name: 'Sản phẩm' })).toBeInTheDocument();
    await closeMenu(canvasElement);
  },
};

/** Nothing waits: no number anywhere. */
export const AdminNothingNew: Story = {
  args: { fullName: 'Lê Thị Mai Anh', email: 'admin@garaotosaigon.vn', isStaff: true, alertCounts: { waitingChats: 0, unreadMessages: 0, newBookings: 0, newOrders: 0 } },
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Lê Thị Mai Anh');
    await expect(itemNames(menu)).toEqual([...customerItems, 'Tin nhắn', 'Xưởng', ...staffItems, 'Đăng xuất']);
    await closeMenu(canvasElement);
  },
};

/** In the phone's menu sheet, the total sits beside the name. */
export const AdminWithAlertsInMobileMenu: Story = {
  args: { ...AdminWithAlerts.args, placement: 'sheet' },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div className="max-w-xs rounded-card bg-surface p-4 ring-1 ring-line">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Tài khoản: Lê Thị Mai Anh 7 mục mới' })).toBeVisible();
  },
};

export const Master: Story = {
  args: { fullName: 'Trần Quốc Bảo', email: 'master@garaotosaigon.vn', isStaff: true, isMaster: true, image: demoImage('TB', 0, 96, 96) },
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Trần Quốc Bảo');
    await expect(itemNames(menu)).toEqual([...customerItems, 'Tin nhắn', 'Xưởng', ...staffItems, ...masterItems, 'Đăng xuất']);
    await expect(menu.getByRole('menuitem', { name: 'Tài khoản' })).toHaveAttribute('href', '/manager/accounts');
    await expect(menu.getByRole('menuitem', { name: 'Nhân sự' })).toHaveAttribute('href', '/manager/staff');
    await expect(menu.getByRole('menuitem', { name: 'Chức vụ' })).toHaveAttribute('href', '/manager/category-staff');
    await closeMenu(canvasElement);
  },
};

/** Google and Facebook accounts have no password to change. */
export const SocialAccount: Story = {
  args: { fullName: 'Phạm Thùy Trang', email: 'thuytrang@gmail.com', canChangePassword: false },
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Phạm Thùy Trang');
    await expect(menu.queryByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeNull();
    await closeMenu(canvasElement);
  },
};

export const InMobileMenu: Story = {
  args: { placement: 'sheet' },
  decorators: [
    (Story) => (
      <div className="max-w-xs rounded-card bg-surface p-4 ring-1 ring-line">
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const menu = await openMenu(canvasElement, 'Nguyễn Văn Hùng');
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible());
    await closeMenu(canvasElement);
  },
};
