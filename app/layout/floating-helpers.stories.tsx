import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOTLINE } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { clearSession, demoCustomer, storeSession } from '../../mocks/data/accounts';
import { LocationProbe } from '../../.storybook/location-probe';
import { ChatWidgetSlot, LiveChatWidgetSlot } from '../chat-widget-slot';
import { FloatingHelpers } from './floating-helpers';

const meta = {
  title: 'app/layout/FloatingHelpers',
  component: FloatingHelpers,
  parameters: { layout: 'fullscreen' },
  args: { chatPanel: ChatWidgetSlot },
  decorators: [
    // Beside a tall page, as SiteShell places them: a column at the right from 768 px.
    (Story) => (
      <div className="relative">
        <div className="h-[2400px] bg-canvas p-6 md:pr-20">
          <p>Cuộn trang xuống hơn 300 px để thấy nút lên đầu trang.</p>
          <LocationProbe />
        </div>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => clearSession(),
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
    await expect(canvas.getByRole('button', { name: 'Mở khung chat' })).toHaveAttribute('aria-expanded', 'false');
    // Wide, the discs alone: their captions are for the phone's bar.
    await expect(within(canvas.getByRole('button', { name: 'Mở khung chat' })).getByText(messages.chat.chatCaption)).not.toBeVisible();
    // Closed, the chat is not on the page at all: nothing to cover the content.
    await expect(canvas.queryByRole('dialog')).toBeNull();
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

/**
 * The launcher loads the chat on its first click and opens it beside the page, focused;
 * Escape and the close button shut it and give the focus back to the launcher.
 */
export const OpensChat: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const launcher = canvas.getByRole('button', { name: 'Mở khung chat' });
    await step('the launcher opens the panel, which takes the focus', async () => {
      await userEvent.click(launcher);
      const panel = await canvas.findByRole('dialog', { name: messages.chat.widgetTitle });
      await waitFor(() => expect(panel).toHaveFocus());
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      await expect(launcher).toHaveAccessibleName('Đóng khung chat');
      await expect(launcher).toHaveAttribute('aria-controls', panel.id);
      await expect(within(panel).getByRole('button', { name: new RegExp(messages.chat.chatWithBot) })).toBeVisible();
    });
    await step('Escape closes it and gives the focus back to the launcher', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(launcher).toHaveFocus();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    });
    await step('closing resets the mode: it opens on the choice again', async () => {
      await userEvent.click(launcher);
      const panel = await canvas.findByRole('dialog', { name: messages.chat.widgetTitle });
      await userEvent.click(within(panel).getByRole('button', { name: new RegExp(messages.chat.chatWithBot) }));
      await expect(await canvas.findByRole('dialog', { name: messages.chat.botName })).toBeVisible();
      await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: messages.common.close }));
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(launcher).toHaveFocus();
      await userEvent.click(launcher);
      await expect(await canvas.findByRole('dialog', { name: messages.chat.widgetTitle })).toBeVisible();
    });
  },
};

/**
 * The link in a mailed chat reply (`/?chat=nhan-vien`) opens the panel by itself, on the live
 * chat for a signed-in customer; signed out (here), on the choice, where the staff chat asks
 * for a login first.
 */
export const OpensFromMailLink: Story = {
  args: { chatPanel: LiveChatWidgetSlot, openChatOnStart: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('dialog', { name: messages.chat.widgetTitle }, { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: 'Đóng khung chat' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('button', { name: new RegExp(messages.chat.loginToChatWithAdmin) })).toBeVisible();
  },
};

/** Signed out, the staff chat asks for a login first; without the sign-in dialogs around, that is the /login page. */
export const SignedOutLogin: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở khung chat' }));
    const panel = within(await canvas.findByRole('dialog', { name: messages.chat.widgetTitle }));
    await expect(panel.queryByRole('button', { name: new RegExp(`^${messages.chat.chatWithAdmin}`) })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: new RegExp(messages.chat.loginToChatWithAdmin) }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
  },
};

/** The session the app holds reaches the chat: a signed-in customer may talk to staff. */
export const SignedIn: Story = {
  beforeEach: () => storeSession(demoCustomer),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở khung chat' }));
    const panel = within(await canvas.findByRole('dialog', { name: messages.chat.widgetTitle }));
    await expect(panel.getByRole('button', { name: new RegExp(`^${messages.chat.chatWithAdmin}`) })).toBeVisible();
    await expect(panel.queryByRole('button', { name: new RegExp(messages.chat.loginToChatWithAdmin) })).toBeNull();
  },
};

/**
 * On a phone the helpers are one bar across the bottom (SiteShell ends the page with as much
 * room: its Phone375 story checks the footer scrolls clear of it). The bar steps aside while
 * a field has the focus (the keyboard is up) and comes back after.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="bg-canvas p-6">
        <label className="flex flex-col gap-1">
          Ghi chú
          <input className="rounded-control border border-line px-3 py-2" />
        </label>
        <div className="h-[1600px]" />
        <p>Dòng cuối trang</p>
        <Story />
      </div>
    ),
  ],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: `Gọi hotline ${HOTLINE.display}` });
    const launcher = canvas.getByRole('button', { name: 'Mở khung chat' });
    const barBox = () => launcher.parentElement!.getBoundingClientRect();
    // One row along the bottom edge, the full width, each shortcut named under its icon.
    await waitFor(() => expect(Math.round(barBox().bottom)).toBe(window.innerHeight));
    await expect(within(canvas.getByRole('link', { name: /Zalo/ })).getByText(messages.chat.zaloCaption)).toBeVisible();
    await expect(within(call).getByText(messages.chat.callCaption)).toBeVisible();
    await expect(within(launcher).getByText(messages.chat.chatCaption)).toBeVisible();
    for (const item of [canvas.getByRole('link', { name: /Zalo/ }), call, launcher]) {
      // Icon and words inside the bar, not cut by its edge.
      await expect(item.getBoundingClientRect().bottom).toBeLessThanOrEqual(barBox().bottom);
      await expect(item.getBoundingClientRect().top).toBeGreaterThanOrEqual(barBox().top);
    }
    await expect(Math.round(barBox().width)).toBe(window.innerWidth);
    await expect(Math.abs(call.getBoundingClientRect().top - launcher.getBoundingClientRect().top)).toBeLessThan(8);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect(await canvas.findByRole('button', { name: 'Lên đầu trang' })).toBeVisible();
    // The keyboard up: the bar steps aside; the field left, it is back.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Ghi chú' }));
    await waitFor(() => expect(launcher).not.toBeVisible());
    await userEvent.click(canvas.getByText('Dòng cuối trang'));
    await waitFor(() => expect(launcher).toBeVisible());
  },
};
