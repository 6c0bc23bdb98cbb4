import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  tags: ['visual'],
  title: 'ui/QrCode',
  component: QrCode,
  args: {
    value: 'https://example.com/a/b?c=1',
    label: 'Mã QR mở trang ví dụ',
    failureMessage: 'Không vẽ được mã QR.',
    className: 'w-56',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drawn: Story = {
  async play({ canvasElement }) {
    const image = await within(canvasElement).findByRole('img', { name: 'Mã QR mở trang ví dụ' });
    // A version-2 code or larger with its quiet zone: the three finder squares alone need 21 modules.
    const side = Number(image.getAttribute('viewBox')?.split(' ')[2]);
    await expect(side).toBeGreaterThanOrEqual(21 + 8);
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h7/);
  },
};

/** A longer text makes a denser code in the same box. */
export const LongText: Story = {
  args: { value: 'X'.repeat(200), label: 'Mã QR dài' },
  async play({ canvasElement }) {
    const image = await within(canvasElement).findByRole('img', { name: 'Mã QR dài' });
    await expect(Number(image.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThan(41);
  },
};
