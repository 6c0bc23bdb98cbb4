import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffTeaser } from './staff-teaser';

const meta = {
  title: 'features/home/StaffTeaser',
  component: StaffTeaser,
} satisfies Meta<typeof StaffTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Gặp đội ngũ' })).toHaveAttribute('href', '/nhan-su');
  },
};
