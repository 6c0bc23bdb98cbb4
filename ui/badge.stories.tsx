import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  tags: ['visual'],
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Chờ xử lý', tone: 'orange' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orange: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Chờ xử lý')).toBeVisible();
  },
};
export const Green: Story = { args: { tone: 'green', children: 'Đã xác nhận' } };
export const Red: Story = { args: { tone: 'red', children: 'Đã hủy' } };
export const Blue: Story = { args: { tone: 'blue', children: 'Đang xử lý' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Nháp' } };
export const Solid: Story = { args: { variant: 'solid', tone: 'green', children: 'Hoàn thành' } };
export const WithDot: Story = { args: { dot: true } };
export const Small: Story = { args: { size: 'sm', children: 'Mới' } };

const tones = [
  ['orange', 'Chờ xử lý'],
  ['blue', 'Đang xử lý'],
  ['green', 'Hoàn thành'],
  ['red', 'Đã hủy'],
  ['neutral', 'Nháp'],
] as const;

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(['soft', 'solid'] as const).map((variant) =>
        (['md', 'sm'] as const).map((size) => (
          <div key={`${variant}-${size}`} className="flex flex-wrap items-center gap-2">
            {tones.map(([tone, label]) => (
              <Badge key={tone} tone={tone} variant={variant} size={size} dot={variant === 'soft'}>
                {label}
              </Badge>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};
