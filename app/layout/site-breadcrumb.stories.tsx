import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreadcrumbDetailProvider, useBreadcrumbDetail } from './breadcrumb-detail';
import { SiteBreadcrumb } from './site-breadcrumb';

function NamedItem({ label }: { label: string }) {
  useBreadcrumbDetail(label);
  return null;
}

const meta = {
  title: 'app/layout/SiteBreadcrumb',
  component: SiteBreadcrumb,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <BreadcrumbDetailProvider>
        <Story />
      </BreadcrumbDetailProvider>
    ),
  ],
} satisfies Meta<typeof SiteBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Page: Story = {
  parameters: { route: '/lien-he' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Liên hệ']);
    await expect(within(canvasElement).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
  },
};

export const ServiceDetail: Story = {
  parameters: { route: '/san-pham/65a1b2c3d4e5f60718293a4b' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Dịch vụ', 'Chi tiết dịch vụ']);
    await expect(within(canvasElement).getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('href', '/san-pham');
  },
};

/** Once the service has loaded, its page names the last crumb. */
export const ServiceDetailNamed: Story = {
  parameters: { route: '/san-pham/65a1b2c3d4e5f60718293a4b' },
  decorators: [
    (Story) => (
      <>
        <NamedItem label="Bảo dưỡng cấp trung 20.000 km" />
        <Story />
      </>
    ),
  ],
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Bảo dưỡng cấp trung 20.000 km')).toHaveAttribute('aria-current', 'page');
  },
};

export const NewsDetail: Story = {
  parameters: { route: '/tin-tuc/65a1b2c3d4e5f60718293a4b' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Tin tức', 'Chi tiết tin tức']);
  },
};

/** A repair article is filed under the repair-services hub, as the spec asks, though its address is top-level. */
export const RepairArticle: Story = {
  parameters: { route: '/dich-vu-dong-son-xe' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Dịch vụ sửa chữa', 'Đồng sơn xe']);
    await expect(within(canvasElement).getByRole('link', { name: 'Dịch vụ sửa chữa' })).toHaveAttribute('href', '/dich-vu-sua-chua');
  },
};

/** A sub-service page leads back to the services overview under its Vietnamese address. */
export const SubService: Story = {
  parameters: { route: '/services/towing' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Dịch vụ', 'Kéo xe']);
    await expect(within(canvasElement).getByRole('link', { name: 'Dịch vụ' })).toHaveAttribute('href', '/dich-vu');
  },
};

export const AccountPage: Story = {
  parameters: { route: '/account/likeProducts' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Tài khoản', 'Dịch vụ yêu thích']);
  },
};

/** The home page has no breadcrumb at all. */
export const Home: Story = {
  parameters: { route: '/' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
