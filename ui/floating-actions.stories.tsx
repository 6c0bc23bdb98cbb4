import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatingActions } from './floating-actions';
import { StoryFrame } from './story-frame';

const meta = {
  tags: ['visual'],
  title: 'ui/FloatingActions',
  component: FloatingActions,
  args: { messageHref: 'https://chat.example.com/0901234567', messageLabel: 'Nhắn tin qua ứng dụng chat', phone: '0901 234 567' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-[60vh] p-4 text-ink-muted">
        Nội dung trang.
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('link', { name: 'Nhắn tin qua ứng dụng chat' });
    await expect(message).toHaveAttribute('href', 'https://chat.example.com/0901234567');
    await expect(message).toHaveAttribute('target', '_blank');
    await expect(message).toHaveAttribute('rel', 'noopener noreferrer');
    const call = canvas.getByRole('link', { name: 'Gọi 0901 234 567' });
    await expect(call).toHaveAttribute('href', 'tel:0901234567');
    // Bottom left corner by default.
    const box = call.getBoundingClientRect();
    await expect(box.left).toBeLessThan(40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
  },
};

export const RightSide: Story = {
  args: { side: 'right' },
  async play({ canvasElement }) {
    const box = within(canvasElement).getByRole('link', { name: 'Gọi 0901 234 567' }).getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(40);
  },
};

export const PhoneOnly: Story = {
  args: { messageHref: undefined, phoneLabel: 'Gọi đường dây nóng' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Gọi đường dây nóng' })).toBeVisible();
  },
};

export const MessageOnly: Story = {
  args: { phone: undefined },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const Nothing: Story = {
  args: { phone: undefined, messageHref: undefined },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <StoryFrame title="Hai nút, bên trái">
        <FloatingActions {...args} />
      </StoryFrame>
      <StoryFrame title="Hai nút, bên phải">
        <FloatingActions {...args} side="right" messageLabel="Nhắn tin (bên phải)" phoneLabel="Gọi (bên phải)" />
      </StoryFrame>
      <StoryFrame title="Chỉ gọi điện">
        <FloatingActions {...args} messageHref={undefined} phoneLabel="Gọi đường dây nóng" />
      </StoryFrame>
      <StoryFrame title="Chỉ nhắn tin">
        <FloatingActions {...args} phone={undefined} messageLabel="Chỉ nhắn tin" />
      </StoryFrame>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Gọi (bên phải)' })).toHaveAttribute('href', 'tel:0901234567');
    await expect(canvas.getByRole('link', { name: 'Chỉ nhắn tin' })).toHaveAttribute('target', '_blank');
  },
};
