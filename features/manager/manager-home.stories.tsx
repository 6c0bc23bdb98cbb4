import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ManagerHome } from './manager-home';

const meta = {
  title: 'features/manager/ManagerHome',
  component: ManagerHome,
  args: { isMaster: false, fullName: 'Lê Thị Mai Anh' },
  parameters: { route: '/manager' },
} satisfies Meta<typeof ManagerHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Xin chào Lê Thị Mai Anh/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Dịch vụ/ })).toHaveAttribute('href', '/manager/products');
    await expect(canvas.queryByRole('link', { name: /Nhân sự/ })).toBeNull();
  },
};

export const Master: Story = {
  args: { isMaster: true, fullName: 'Trần Quốc Bảo' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Nhân sự/ })).toHaveAttribute('href', '/manager/staff');
    await expect(canvas.getByRole('link', { name: /Chức vụ/ })).toHaveAttribute('href', '/manager/category-staff');
  },
};
