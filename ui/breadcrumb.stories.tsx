import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbLinkProps } from './breadcrumb';

const meta = {
  tags: ['visual'],
  title: 'ui/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Trang chủ', href: '/' },
      { label: 'Tin tức', href: '/tin-tuc' },
      { label: 'Chi tiết tin tức' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Đường dẫn trang' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('href', '/tin-tuc');
    // The current page is text, not a link, and says so.
    await expect(canvas.queryByRole('link', { name: 'Chi tiết tin tức' })).toBeNull();
    await expect(canvas.getByText('Chi tiết tin tức')).toHaveAttribute('aria-current', 'page');
  },
};

const navigate = fn();

/** The app passes its router link; here one that records the target instead of leaving. */
function RecordingLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const CustomLinkComponent: Story = {
  args: { linkComponent: RecordingLink },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Tin tức' }));
    await expect(navigate).toHaveBeenCalledWith('/tin-tuc');
  },
};

export const LevelWithoutPage: Story = {
  args: {
    items: [{ label: 'Trang chủ', href: '/' }, { label: 'Quản lý' }, { label: 'Danh mục' }],
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const WithoutHomeIcon: Story = { args: { homeIcon: false } };

export const Long: Story = {
  args: {
    items: [
      { label: 'Trang chủ', href: '/' },
      { label: 'Tài khoản', href: '/account' },
      { label: 'Cập nhật thông tin cá nhân và địa chỉ giao hàng mặc định' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};

export const Empty: Story = {
  args: { items: [] },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Breadcrumb {...args} aria-label="Có biểu tượng" />
      <Breadcrumb {...args} aria-label="Không biểu tượng" homeIcon={false} />
      <div className="rounded-card bg-surface p-3 shadow-card">
        <Breadcrumb {...args} aria-label="Trên nền trắng" />
      </div>
    </div>
  ),
};
