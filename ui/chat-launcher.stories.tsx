import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatLauncher } from './chat-launcher';
import { StoryFrame } from './story-frame';
import { demoPortrait } from './story-images';

const meta = {
  tags: ['visual'],
  title: 'ui/ChatLauncher',
  component: ChatLauncher,
  args: { onClick: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-[60vh] p-4 text-ink-muted">
        Nội dung trang.
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement, args }) {
    const button = within(canvasElement).getByRole('button', { name: 'Mở khung chat' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const box = button.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Unread: Story = {
  args: { unreadCount: 3 },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mở khung chat, 3 tin nhắn chưa đọc' })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 150 },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Mở khung chat, 99+ tin nhắn chưa đọc' })).toBeVisible();
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const WithAvatar: Story = { args: { avatarSrc: demoPortrait(1) } };

export const Open: Story = {
  args: { open: true, unreadCount: 2 },
  async play({ canvasElement }) {
    const button = within(canvasElement).getByRole('button', { name: 'Đóng khung chat' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).queryByText('2')).toBeNull();
  },
};

/** Toggling a panel, as the chat widget does. */
export const Toggle: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        {open ? (
          <div id="chat-panel" className="fixed right-5 bottom-24 w-80 rounded-card bg-surface p-4 shadow-overlay">
            Khung chat
          </div>
        ) : null}
        <ChatLauncher {...args} open={open} aria-controls="chat-panel" onClick={() => setOpen((current) => !current)} />
      </>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở khung chat' }));
    await expect(canvas.getByText('Khung chat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Đóng khung chat' }));
    await expect(canvas.queryByText('Khung chat')).toBeNull();
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-4 p-4 sm:grid-cols-3">
      <StoryFrame title="Mặc định">
        <ChatLauncher {...args} />
      </StoryFrame>
      <StoryFrame title="3 tin chưa đọc">
        <ChatLauncher {...args} unreadCount={3} />
      </StoryFrame>
      <StoryFrame title="Trên 99 tin">
        <ChatLauncher {...args} unreadCount={150} />
      </StoryFrame>
      <StoryFrame title="Ảnh người hỗ trợ">
        <ChatLauncher {...args} avatarSrc={demoPortrait(1)} unreadCount={1} />
      </StoryFrame>
      <StoryFrame title="Đang mở">
        <ChatLauncher {...args} open unreadCount={2} />
      </StoryFrame>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mở khung chat' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Mở khung chat, 3 tin nhắn chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mở khung chat, 99+ tin nhắn chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mở khung chat, 1 tin nhắn chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đóng khung chat' })).toHaveAttribute('aria-expanded', 'true');
  },
};
