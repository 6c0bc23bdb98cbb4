import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './count-badge';

const meta = {
  tags: ['visual'],
  title: 'ui/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 mục mới' },
  render: (args) => (
    <a href="#hop-thu" className="inline-flex items-center gap-2 font-semibold text-ink">
      Hộp thư
      <CountBadge {...args} />
    </a>
  ),
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number is seen; the link's name carries the words. */
export const Count: Story = {
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Hộp thư 3 mục mới' });
    await expect(link).toHaveTextContent('3');
  },
};

export const OverMax: Story = {
  args: { count: 140, label: '140 mục mới' },
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Hộp thư 140 mục mới' });
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

/** Nothing waits: no badge, the name is the link's own. */
export const Zero: Story = {
  args: { count: 0, label: '0 mục mới' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: 'Hộp thư' })).toBeVisible();
  },
};

/** On a coloured background (the current page in a menu), the soft tone. */
export const Soft: Story = {
  args: { variant: 'soft' },
  render: (args) => (
    <span className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-3 py-2 font-semibold text-white">
      Hộp thư
      <CountBadge {...args} />
    </span>
  ),
};
