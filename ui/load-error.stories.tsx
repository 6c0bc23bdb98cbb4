import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  tags: ['visual'],
  title: 'ui/LoadError',
  component: LoadError,
  args: { message: 'Không thể tải danh sách. Vui lòng thử lại sau.' },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxRef = createRef<HTMLDivElement>();

export const WithRetry: Story = {
  args: { onRetry: fn() },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** With the page's address: a link that loads the page again, which a page without JavaScript follows; a click still retries in place. */
export const WithRetryLink: Story = {
  args: { onRetry: fn(), retryHref: '/danh-sach?page=2' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('link', { name: 'Thử lại' });
    await expect(retry).toHaveAttribute('href', '/danh-sach?page=2');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
  },
};

export const WithoutRetry: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** className, extra props and ref reach the alert box; the retry label can change. */
export const CustomisedBox: Story = {
  args: { onRetry: fn(), retryLabel: 'Tải lại', className: 'max-w-md', id: 'loi-tai', 'aria-live': 'assertive' },
  render: (args) => <LoadError {...args} ref={boxRef} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('id', 'loi-tai');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert.className).toContain('max-w-md');
    await expect(alert.className).toContain('bg-danger-soft');
    await expect(boxRef.current).toBe(alert);
    await expect(canvas.getByRole('button', { name: 'Tải lại' })).toBeVisible();
  },
};

/** A refusal (403): the server's words stand for the message, and no retry is offered, even when one is given. */
export const Refused: Story = {
  args: { onRetry: fn(), error: { status: 403, message: 'Bạn không có quyền thực hiện thao tác này.' } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Bạn không có quyền thực hiện thao tác này.');
    await expect(alert).not.toHaveTextContent(args.message);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Any other failure (a 500 here) keeps the screen's own message and its retry. */
export const FailedNotRefused: Story = {
  args: { onRetry: fn(), error: { status: 500, message: 'Lỗi máy chủ' } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await expect(canvas.queryByText('Lỗi máy chủ')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-4">
      <LoadError message="Có nút thử lại." onRetry={fn()} />
      <LoadError message="Không có nút thử lại." />
      <LoadError {...args} message="Nhãn nút khác, khung hẹp." onRetry={fn()} retryLabel="Tải lại" className="max-w-sm py-6" />
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tải lại' })).toBeVisible();
  },
};
