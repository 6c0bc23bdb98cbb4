import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonList } from './skeleton-list';

const meta = {
  tags: ['visual'],
  title: 'ui/SkeletonList',
  component: SkeletonList,
  args: { label: 'Đang tải...', className: 'max-w-xl' },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Đang tải...');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** Taller rows, for cards with more lines. */
export const TallRows: Story = { args: { count: 2, rowClassName: 'h-28' } };
