import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBanners } from '../../mocks/data/banners';
import { HomeBannerText } from './home-banner-text';

const banner = demoBanners[2]!;

const meta = {
  title: 'features/home/HomeBannerText',
  component: HomeBannerText,
  args: { banner },
  // A slide of the home carousel: a positioned frame with the picture underneath.
  decorators: [
    (Story) => (
      <div className="relative aspect-square overflow-hidden rounded-card bg-navy-950 sm:aspect-video lg:aspect-[20/7]">
        <img src={banner.image} alt="" className="size-full object-cover" />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeBannerText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: banner.title! })).toBeVisible();
    await expect(canvas.getByText(banner.description!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: banner.buttonLabel! })).toHaveAttribute('href', banner.link!);
  },
};

export const FullPhone: Story = { ...Full, globals: { viewport: { value: 'phone', isRotated: false } } };

/** Long texts (73, 180 and 26 characters) still fit a phone's safe area. */
export const LongestPhone: Story = {
  args: {
    banner: {
      ...banner,
      title: 'Bảo dưỡng định kỳ trọn gói cho sedan, SUV và bán tải – giảm 20% tiền công',
      description:
        'Kiểm tra miễn phí 30 hạng mục: dầu máy, lọc gió, má phanh, lốp, ắc quy, điều hòa và hệ thống điện. Áp dụng tại ba chi nhánh trong TP. Hồ Chí Minh đến hết tháng này, đặt lịch trước.',
      buttonLabel: 'Đặt lịch bảo dưỡng hôm nay',
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const text = canvasElement.querySelector('[data-banner-text]')!;
    // The text stays inside its safe area (clear of the arrows and the dots), not pushed above it.
    await expect(text.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.parentElement!.getBoundingClientRect().top - 0.5);
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
  },
};

/** A link without a label gets 'Xem chi tiết'. */
export const LinkWithoutLabel: Story = {
  args: { banner: { ...banner, buttonLabel: null } },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute('href', banner.link!);
  },
};

/** Only a headline: no text, no button. */
export const TitleOnly: Story = {
  args: { banner: { ...banner, description: null, buttonLabel: 'Đặt lịch', link: null } },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: banner.title! })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** A link off the site (never stored by this server) gets no button. */
export const OffSiteLinkIgnored: Story = {
  args: { banner: { ...banner, link: '//evil.example' } },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
