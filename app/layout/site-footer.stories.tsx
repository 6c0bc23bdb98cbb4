import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRANCHES, EMAILS, GARAGE, HOTLINE, SOCIAL_LINKS } from '../../contract/garage';
import { SiteFooter } from './site-footer';
import { shellViewports } from './story-viewports';

const meta = {
  title: 'app/layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen', viewport: { options: shellViewports } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement }) {
    const footer = within(canvasElement.querySelector('footer')!);
    await expect(footer.getByText(GARAGE.taxCode)).toBeVisible();
    for (const branch of BRANCHES) await expect(footer.getByText(branch.name)).toBeVisible();
    await expect(new Set(BRANCHES.map((branch) => branch.region))).toEqual(new Set(['TP. Hồ Chí Minh', 'Bà Rịa - Vũng Tàu', 'Bình Dương - Củ Chi']));
    await expect(footer.getByRole('link', { name: HOTLINE.display })).toHaveAttribute('href', `tel:${HOTLINE.display.replace(/\D/g, '')}`);
    for (const email of EMAILS) await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const social = within(footer.getByRole('list', { name: 'Mạng xã hội' })).getAllByRole('link');
    await expect(social).toHaveLength(SOCIAL_LINKS.length);
    await expect(footer.getByText(/Nguồn tham khảo/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Tra cứu lịch hẹn' })).toHaveAttribute('href', '/tra-cuu-lich-hen');
    await expect(footer.getByRole('link', { name: 'Theo dõi sửa chữa' })).toHaveAttribute('href', '/theo-doi-sua-chua');
    await expect(footer.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    await expect(footer.getByRole('link', { name: 'Quyền riêng tư' })).toHaveAttribute('href', '/quyen-rieng-tu');
  },
};

export const Tablet768: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Phone375: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
