import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, MapPin, Phone } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Card } from './card';

const meta = {
  tags: ['visual'],
  title: 'ui/Card',
  component: Card,
  args: {
    className: 'max-w-sm',
    children: (
      <>
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <Clock aria-hidden="true" className="size-5 text-brand-600" /> Giờ làm việc
        </h3>
        <p className="text-sm">Thứ Hai – Thứ Bảy: 07:30 – 17:00</p>
        <p className="text-sm">Chủ nhật và ngày lễ: 09:00 – 16:00</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('heading', { name: 'Giờ làm việc' })).toBeVisible();
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Muted: Story = { args: { variant: 'muted' } };
export const Navy: Story = {
  args: {
    variant: 'navy',
    children: (
      <>
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <Phone aria-hidden="true" className="size-5 text-brand-400" /> Đường dây nóng 24/24
        </h3>
        <p className="text-2xl font-bold text-brand-300">1900 0000</p>
      </>
    ),
  },
};
export const Brand: Story = {
  args: {
    variant: 'brand',
    children: (
      <>
        <h3 className="text-lg font-bold">Ưu đãi tháng này</h3>
        <p className="text-sm">Giảm 10% cho khách hàng mới.</p>
      </>
    ),
  },
};

/** Hover lifts it; a link inside shows the focus ring on the whole card. */
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <>
        <h3 className="text-lg font-bold">
          <a href="#chi-tiet" className="outline-none after:absolute after:inset-0">
            Chi nhánh 1
          </a>
        </h3>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4" /> 123 Đường Số 1, Quận 12
        </p>
      </>
    ),
    className: 'relative max-w-sm',
  },
  async play({ canvasElement }) {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Chi nhánh 1' })).toHaveFocus();
  },
};

export const AsArticle: Story = {
  args: {
    asChild: true,
    children: (
      <article>
        <h3 className="text-lg font-bold">Bài viết</h3>
        <p className="text-sm text-ink-muted">Card dùng thẻ article qua asChild.</p>
        <Button size="sm" variant="outline" className="self-start">
          Đọc tiếp
        </Button>
      </article>
    ),
  },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('article.rounded-card')).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-3">
      {(['elevated', 'outline', 'muted', 'navy', 'brand'] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <h3 className="text-lg font-bold">{variant}</h3>
          <p className="text-sm">Nội dung thẻ với chữ tiếng Việt có dấu.</p>
        </Card>
      ))}
      {(['none', 'sm', 'lg'] as const).map((padding) => (
        <Card key={padding} padding={padding} variant="outline">
          <p className="text-sm">padding {padding}</p>
        </Card>
      ))}
    </div>
  ),
};
