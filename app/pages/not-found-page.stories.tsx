import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BreadcrumbDetailProvider } from '../layout/breadcrumb-detail';
import { SiteBreadcrumb } from '../layout/site-breadcrumb';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'app/pages/NotFoundPage',
  tags: ['screen'],
  component: NotFoundPage,
  parameters: { route: '/trang-khong-co' },
  // The shell's breadcrumb above the page, as in the app.
  decorators: [
    (Story) => (
      <BreadcrumbDetailProvider>
        <SiteBreadcrumb />
        <Story />
      </BreadcrumbDetailProvider>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Đường dẫn trang' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang – Gara Ô Tô Sài Gòn'));
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('không tồn tại'));
    // Every address gets a 200 from the server: only this tag keeps the page out of search results.
    await expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The breadcrumb names the page, not the words of the address.
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Không tìm thấy trang']);
  },
};

/** An unknown address under a real section still reads as the 404 page. */
export const UnderASection: Story = {
  tags: ['visual'],
  parameters: { route: '/services/khong-co-dich-vu-nay' },
  async play({ canvasElement }) {
    await expect(trail(canvasElement)).toEqual(['Trang chủ', 'Không tìm thấy trang']);
  },
};
