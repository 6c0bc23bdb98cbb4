import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessTeaser } from './process-teaser';

const meta = {
  title: 'features/home/ProcessTeaser',
  component: ProcessTeaser,
} satisfies Meta<typeof ProcessTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Quy trình 12 bước' });
    await expect(within(within(section).getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Xem quy trình' })).toHaveAttribute('href', '/quy-trinh');
  },
};
