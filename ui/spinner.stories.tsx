import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  tags: ['visual'],
  title: 'ui/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Đang tải danh sách...' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Đang tải danh sách...')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-8">
      <Spinner size="sm" label="Nhỏ" />
      <Spinner size="md" label="Vừa" />
      <Spinner size="lg" label="Lớn" />
      <Spinner showLabel />
      <span className="rounded-card bg-navy-900 p-3">
        <Spinner className="text-white" label="Trên nền tối" />
      </span>
    </div>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(5);
  },
};
