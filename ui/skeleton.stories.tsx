import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  tags: ['visual'],
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 max-w-sm' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};
export const Text: Story = { args: { shape: 'text', className: 'max-w-sm' } };
export const Circle: Story = { args: { shape: 'circle', className: 'size-14' } };

/** A loading card: skeletons for the look, one status for screen readers. */
export const CardPlaceholder: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} padding="sm">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton shape="text" className="w-3/4" />
          <Skeleton shape="text" className="w-1/2" />
        </Card>
      ))}
      <Spinner className="sr-only" label="Đang tải danh sách..." />
    </div>
  ),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải danh sách...');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex max-w-sm items-start gap-4">
      <Skeleton shape="circle" className="size-12" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="w-2/3" />
        <Skeleton shape="text" />
        <Skeleton shape="rect" className="h-20" />
      </div>
    </div>
  ),
};
