import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOTLINE } from '../../contract/garage';
import { FloatingHelpers } from './floating-helpers';
import { LocationProbe } from '../../mocks/location-probe';

const meta = {
  title: 'app/layout/FloatingHelpers',
  component: FloatingHelpers,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-[2400px] bg-canvas p-6">
        <p>Cuộn trang xuống hơn 300 px để thấy nút lên đầu trang.</p>
        <LocationProbe />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingHelpers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number as a `tel:` link dials it. */
const hotlineDigits = HOTLINE.display.replace(/\D/g, '');

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Zalo/ })).toHaveAttribute('href', `https://zalo.me/${hotlineDigits}`);
    await expect(canvas.getByRole('link', { name: `Gọi hotline ${HOTLINE.display}` })).toHaveAttribute('href', `tel:${hotlineDigits}`);
    // Without the live chat, the launcher is there and opens the quick-contact panel (QuickContact).
    await expect(canvas.getByRole('button', { name: 'Mở hộp liên hệ nhanh' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mở khung chat' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    window.scrollTo({ top: 250, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    window.scrollTo({ top: 600, behavior: 'instant' });
    const backToTop = await canvas.findByRole('button', { name: 'Lên đầu trang' }, { timeout: 8000 });
    await userEvent.click(backToTop);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 8000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull(), { timeout: 8000 });
  },
};

/** Until the live chat exists the launcher opens the ways to reach the garage that work today. */
export const QuickContact: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: 'Mở hộp liên hệ nhanh' });
    await step('the launcher opens the panel, which takes the focus', async () => {
      await userEvent.click(launcher);
      const panel = await canvas.findByRole('dialog', { name: 'Cần gara hỗ trợ?' });
      await expect(panel).toHaveFocus();
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      await expect(launcher).toHaveAccessibleName('Đóng hộp liên hệ nhanh');
      await expect(within(panel).getByRole('link', { name: new RegExp(`^Gọi ${HOTLINE.display}`) })).toHaveAttribute('href', `tel:${hotlineDigits}`);
      await expect(within(panel).getByRole('link', { name: /Nhắn Zalo/ })).toHaveAttribute('href', `https://zalo.me/${hotlineDigits}`);
      await expect(within(panel).getByRole('link', { name: /Trang liên hệ/ })).toHaveAttribute('href', '/lien-he');
    });
    await step('Escape closes it and gives the focus back to the launcher', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(launcher).toHaveFocus();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the close button closes it too', async () => {
      await userEvent.click(launcher);
      await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Đóng' }));
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(launcher).toHaveFocus();
    });
    await step('the contact page link goes there and closes the panel', async () => {
      await userEvent.click(launcher);
      await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('link', { name: /Trang liên hệ/ }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/lien-he'));
      await expect(canvas.queryByRole('dialog')).toBeNull();
    });
  },
};

export const WithChat: Story = {
  args: { onToggleChat: fn() },
  async play({ canvasElement, args }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mở khung chat' }));
    await expect(args.onToggleChat).toHaveBeenCalledOnce();
    // The chat's own panel replaces the quick-contact one.
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const ChatOpenWithUnread: Story = {
  args: { onToggleChat: fn(), chatUnreadCount: 3 },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Mở khung chat, 3 tin nhắn chưa đọc' })).toBeVisible();
  },
};
