import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EMAILS, HOTLINE } from '../../contract/garage';
import { ContactButtons } from './contact-buttons';

const zaloHref = `https://zalo.me/${HOTLINE.display.replace(/\D/g, '')}`;

const meta = {
  title: 'features/home/ContactButtons',
  component: ContactButtons,
  args: { hotline: HOTLINE, zaloHref, email: EMAILS[0] },
} satisfies Meta<typeof ContactButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `Gọi ${HOTLINE.display}` })).toHaveAttribute('href', expect.stringMatching(/^tel:0\d{9}$/));
    await expect(canvas.getByRole('link', { name: 'Nhắn Zalo' })).toHaveAttribute('href', zaloHref);
    await expect(canvas.getByRole('link', { name: 'Đặt lịch hẹn' })).toHaveAttribute('href', '/lien-he');
    await expect(canvas.getByRole('link', { name: EMAILS[0] })).toHaveAttribute('href', `mailto:${EMAILS[0]}`);
  },
};
