import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { botChat } from '../../contract/bot';
import { getChatHistory, getChatStatus } from '../../contract/chat';
import { createBooking, getAvailability } from '../../contract/bookings';
import { messages } from '../../contract/messages';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { availabilityFor, makeBooking } from '../../mocks/data/bookings';
import { chatCustomer, chatHistoryAnswer, chatStatusAnswers, earlierChat, joinChat, makeChatMessage, storeCustomerMessages } from '../../mocks/data/chat';
import { mockOk } from '../../mocks/endpoint-handlers';
import { FakeChatServer, type FakeChatServerOptions } from '../../mocks/fake-chat-socket';
import { agreeToProcessing } from '../../entities/privacy/consent-story-kit';
import { TODAY, TOMORROW, clearBotHistory, inputOf, logOf, sendMessage } from './chat-story-kit';
import type { ChatSession } from './chat-session';
import { ChatWidget } from './chat-widget';

type Loaded = { server: FakeChatServer };
const serverOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as Loaded).server;

/** Staff hold the conversation already, and store what the customer sends after the two earlier messages. */
const staffOnline: FakeChatServerOptions = {
  on: { join_chat: joinChat({ staffHold: true }), send_message: storeCustomerMessages(3) },
};

/** Nobody holds it: the customer's messages are stored all the same. Both handlers given: a story's parameters merge into the meta's. */
const nobodyYet: FakeChatServerOptions = { on: { join_chat: joinChat(), send_message: storeCustomerMessages(3) } };

/** The phone with its on-screen keyboard up: what is left of a 740 px screen above it. */
const phoneKeyboard = { name: 'Điện thoại 375 px, bàn phím đang mở', styles: { width: '375px', height: '400px' }, type: 'mobile' } as const;

const meta = {
  title: 'features/chat/ChatWidget',
  component: ChatWidget,
  args: { session: null, onLogin: fn(), onClose: fn(), today: TODAY },
  parameters: { layout: 'fullscreen', chatServer: staffOnline, viewport: { options: { phoneKeyboard } } },
  loaders: [({ parameters }) => ({ server: new FakeChatServer(parameters.chatServer as FakeChatServerOptions) }) satisfies Loaded],
  decorators: [
    (Story, context) => (
      // The tab's one socket, as the app provides it around every page.
      <LiveSocketProvider token={context.args.session?.token ?? null} factory={serverOf(context).factory}>
        {/* The page behind: the panel sits beside it and leaves it usable. */}
        <div className="min-h-[1600px] bg-canvas p-6">
          <h1 className="text-title font-bold text-navy-900">Dịch vụ bảo dưỡng</h1>
          <label className="mt-4 flex max-w-sm flex-col gap-1 text-sm font-semibold">
            Ô trên trang
            <input className="rounded-control border border-line-strong px-3 py-2 font-normal" />
          </label>
        </div>
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    clearBotHistory();
    msw.use(
      mockOk(getChatHistory, chatHistoryAnswer(earlierChat)),
      mockOk(getChatStatus, chatStatusAnswers.online),
      mockOk(botChat, { botReply: 'Gara mở cửa Thứ Hai – Thứ Bảy từ 07:30 - 17:00; Chủ nhật và ngày lễ từ 09:00 - 16:00.' }),
      mockOk(getAvailability, (request) => availabilityFor(new URL(request.url).searchParams.get('date') ?? TODAY, ['10:00'])),
      mockOk(createBooking, makeBooking()),
    );
    return clearBotHistory;
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement, name: string = messages.chat.widgetTitle) => within(canvasElement).getByRole('dialog', { name });
const choice = (canvasElement: HTMLElement, name: string) => within(panelOf(canvasElement)).getByRole('button', { name: new RegExp(`^${name}`) });

/** Fails when the page scrolls sideways or the panel leaves the visible screen. */
async function expectFits(canvasElement: HTMLElement, panel: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  // Measured where it rests, not halfway through its opening animation.
  await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  const box = panel.getBoundingClientRect();
  const height = doc.defaultView?.visualViewport?.height ?? doc.documentElement.clientHeight;
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(height + 0.5);
  // The header stays in place: nothing scrolled the panel itself.
  await expect(panel.firstElementChild!.getBoundingClientRect().top).toBeCloseTo(box.top, 0);
}

/** Signed out: the bot, or a login before the staff chat. The page behind stays usable. */
export const ChoiceSignedOut: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement, args }) {
    const panel = panelOf(canvasElement);
    await expect(choice(canvasElement, messages.chat.chatWithBot)).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: new RegExp(`^${messages.chat.chatWithAdmin}`) })).toBeNull();
    await userEvent.click(choice(canvasElement, messages.chat.loginToChatWithAdmin));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    // Not a modal: the page's own field still takes typing.
    await userEvent.type(within(canvasElement).getByLabelText('Ô trên trang'), 'Vios 2019');
    await expect(within(canvasElement).getByLabelText('Ô trên trang')).toHaveValue('Vios 2019');
    await expect(panel).toBeVisible();
    await expectFits(canvasElement, panel);
  },
};

/**
 * Signing in from the choice where the page is not reloaded: the panel stays open and goes on to
 * the staff chat the visitor asked for. (The app reloads after a sign-in; it comes back with the
 * panel on the live chat through the mailed reply's `?chat=nhan-vien`, app/chat-widget-slot.tsx.)
 */
export const SignInGoesOnToLiveChat: Story = {
  render: function SignInInPlace(args) {
    const [session, setSession] = useState<ChatSession | null>(null);
    return (
      <ChatWidget
        {...args}
        session={session}
        onLogin={() => {
          args.onLogin();
          setSession(chatCustomer);
        }}
      />
    );
  },
  async play({ canvasElement, args }) {
    await userEvent.click(choice(canvasElement, messages.chat.loginToChatWithAdmin));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    const live = await within(canvasElement).findByRole('dialog', { name: messages.chat.staffName });
    await expect(within(live).getByRole('textbox', { name: messages.chat.inputLabel })).toBeVisible();
  },
};

/** Signed out, without an account: the visitor leaves the garage a message in the panel, the consent unticked. */
export const GuestLeavesMessage: Story = {
  async play({ canvasElement }) {
    await userEvent.click(choice(canvasElement, messages.guestMessages.formLabel));
    const panel = within(panelOf(canvasElement, messages.guestMessages.formLabel));
    await expect(panel.getByRole('form', { name: messages.guestMessages.formLabel })).toBeVisible();
    await expect(panel.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: messages.common.back }));
    await expect(choice(canvasElement, messages.chat.loginToChatWithAdmin)).toBeVisible();
  },
};

/** Signed in: both choices; the staff one opens the live chat. */
export const ChoiceSignedIn: Story = {
  args: { session: chatCustomer },
  async play({ canvasElement }) {
    await expect(choice(canvasElement, messages.chat.chatWithBot)).toBeVisible();
    await expect(within(panelOf(canvasElement)).queryByRole('button', { name: new RegExp(messages.chat.loginToChatWithAdmin) })).toBeNull();
    await userEvent.click(choice(canvasElement, messages.chat.chatWithAdmin));
    const live = within(panelOf(canvasElement, messages.chat.staffName));
    await expect(await live.findByText(earlierChat[0]!.message)).toBeVisible();
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
  },
};

/** A signed-in admin or master answers customers at /admin-chat: the choice leads there instead of the live chat. */
export const ChoiceSignedInAsStaff: Story = {
  args: { session: { ...chatCustomer, isStaff: true } },
  async play({ canvasElement }) {
    const panel = within(panelOf(canvasElement));
    await expect(panel.getByRole('link', { name: new RegExp(messages.chat.openStaffDesk) })).toHaveAttribute('href', '/admin-chat');
    await expect(panel.queryByRole('button', { name: new RegExp(messages.chat.chatWithAdmin) })).toBeNull();
    await expect(choice(canvasElement, messages.chat.chatWithBot)).toBeVisible();
  },
};

/** The back button returns to the choice, which ends the conversation that was open. */
export const BackToChoice: Story = {
  args: { session: chatCustomer },
  async play(context) {
    const { canvasElement } = context;
    await userEvent.click(choice(canvasElement, messages.chat.chatWithBot));
    await waitFor(() => expect(inputOf(canvasElement)).toHaveFocus());
    await userEvent.click(within(panelOf(canvasElement, messages.chat.botName)).getByRole('button', { name: messages.common.back }));
    await expect(panelOf(canvasElement)).toHaveFocus();
    await userEvent.click(choice(canvasElement, messages.chat.chatWithAdmin));
    const server = serverOf(context);
    await waitFor(() => expect(server.sent.map((entry) => entry.event)).toEqual(['join_chat']));
    await userEvent.click(within(panelOf(canvasElement, messages.chat.staffName)).getByRole('button', { name: messages.common.back }));
    await expect(choice(canvasElement, messages.chat.chatWithBot)).toBeVisible();
    // Leaving the live chat leaves the conversation (staff see the customer go offline); the tab's socket stays.
    await waitFor(() => expect(server.sent.map((entry) => entry.event)).toEqual(['join_chat', 'leave_chat']));
    server.emit('chat_message', makeChatMessage(5, { sender: 'staff', message: 'Không ai nghe' }));
    await expect(within(canvasElement).queryByText('Không ai nghe')).toBeNull();
  },
};

/** Escape and the close button both close, asking for the focus to go back to the launcher. */
export const Closing: Story = {
  async play({ canvasElement, args }) {
    await userEvent.click(choice(canvasElement, messages.chat.chatWithBot));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(panelOf(canvasElement, messages.chat.botName)).getByRole('button', { name: messages.common.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The bot with its booking form open, at a computer's width. */
export const BotWithForm: Story = {
  args: { initialMode: 'bot' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Tôi muốn đặt lịch hẹn');
    await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel });
    await expectFits(canvasElement, panelOf(canvasElement, messages.chat.botName));
  },
};

/** The live chat with staff connected and messages both ways, at a computer's width. */
export const LiveConnected: Story = {
  args: { initialMode: 'live', session: chatCustomer },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play(context) {
    const { canvasElement } = context;
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    await sendMessage(canvasElement, 'Chiều nay 3 giờ tôi ghé được không?');
    await expect(await logOf(canvasElement).findByText('Chiều nay 3 giờ tôi ghé được không?')).toBeVisible();
    serverOf(context).emit('chat_message', makeChatMessage(4, { sender: 'staff', message: 'Dạ được anh, em giữ chỗ 15:00 cho anh nhé.' }));
    await expect(await logOf(canvasElement).findByText('Dạ được anh, em giữ chỗ 15:00 cho anh nhé.')).toBeVisible();
    await expectFits(canvasElement, panelOf(canvasElement, messages.chat.staffName));
  },
};

/** A phone: the panel is a full-width sheet, and the page behind does not scroll meanwhile. */
export const PhoneChoice: Story = {
  args: { session: chatCustomer },
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const panel = panelOf(canvasElement);
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.documentElement.clientWidth));
    await expectFits(canvasElement, panel);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
  },
};

/** Booked from the bot on a phone: the summary with the reference fits the sheet; nothing scrolls sideways. */
export const PhoneBotBooked: Story = {
  args: { initialMode: 'bot' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(mockOk(createBooking, makeBooking({ date: TOMORROW, timeSlot: '09:00', branch: 'thu-duc', numberPhone: '0912345678', code: 'K7M2QX' })));
  },
  async play({ canvasElement }) {
    const panel = panelOf(canvasElement, messages.chat.botName);
    await sendMessage(canvasElement, 'dat lich');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await userEvent.type(form.getByLabelText(messages.chat.contactFullName, { exact: false }), 'Nguyễn Văn An');
    await userEvent.type(form.getByLabelText(messages.chat.contactPhone, { exact: false }), '0912345678');
    await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
    fireEvent.change(form.getByLabelText(messages.chat.contactDate, { exact: false }), { target: { value: TOMORROW } });
    await userEvent.click(await form.findByRole('radio', { name: '09:00' }));
    await agreeToProcessing(form);
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    const summary = await logOf(canvasElement).findByRole('region', { name: messages.bookings.createSuccess });
    await expect(within(summary).getByText('K7M2QX')).toBeVisible();
    await expectFits(canvasElement, panel);
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
  },
};

/** A phone with the keyboard up: the sheet fits what is left, the field and the form stay reachable. */
export const PhoneBotKeyboard: Story = {
  args: { initialMode: 'bot' },
  globals: { viewport: { value: 'phoneKeyboard', isRotated: false } },
  async play({ canvasElement }) {
    const panel = panelOf(canvasElement, messages.chat.botName);
    await sendMessage(canvasElement, 'dat lich');
    await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel });
    await userEvent.click(inputOf(canvasElement));
    await expectFits(canvasElement, panel);
    const input = inputOf(canvasElement).getBoundingClientRect();
    await expect(input.bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().bottom);
    await expect(input.top).toBeGreaterThan(panel.getBoundingClientRect().top);
  },
};

/** A phone with the keyboard up in the live chat. */
export const PhoneLiveKeyboard: Story = {
  args: { initialMode: 'live', session: chatCustomer },
  globals: { viewport: { value: 'phoneKeyboard', isRotated: false } },
  async play({ canvasElement }) {
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
    await userEvent.click(inputOf(canvasElement));
    await sendMessage(canvasElement, 'Tôi tới trễ 10 phút nhé');
    await expect(await logOf(canvasElement).findByText('Tôi tới trễ 10 phút nhé')).toBeVisible();
    const panel = panelOf(canvasElement, messages.chat.staffName);
    await expectFits(canvasElement, panel);
    await expect(inputOf(canvasElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().bottom);
  },
};

/** Nobody online at a computer's width: the panel says so, gives the hours and the mail, and the customer writes anyway. */
export const LiveStaffOffline: Story = {
  args: { initialMode: 'live', session: chatCustomer },
  parameters: { chatServer: nobodyYet },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.offline));
  },
  async play({ canvasElement }) {
    const panel = within(panelOf(canvasElement, messages.chat.staffName));
    await expect(await panel.findByText(messages.chat.staffOffline)).toBeVisible();
    await expect(panel.getByText(messages.chat.replyByMail)).toBeVisible();
    await sendMessage(canvasElement, 'Tối nay gara còn nhận xe không?');
    await waitFor(() => expect(logOf(canvasElement).getByText('Tối nay gara còn nhận xe không?').closest('li')).not.toHaveTextContent(messages.common.sending));
    await expectFits(canvasElement, panelOf(canvasElement, messages.chat.staffName));
  },
};

/** Outside the garage's hours on a phone: the sheet holds the hours and the mail note above the conversation, and nothing scrolls sideways. */
export const PhoneLiveOutsideHours: Story = {
  args: { initialMode: 'live', session: chatCustomer },
  parameters: { chatServer: nobodyYet },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.closed));
  },
  async play({ canvasElement }) {
    const panel = panelOf(canvasElement, messages.chat.staffName);
    await expect(await within(panel).findByText(/Ngoài giờ làm việc/)).toBeVisible();
    await expect(await logOf(canvasElement).findByText(earlierChat[0]!.message)).toBeVisible();
    await expect(inputOf(canvasElement)).toBeEnabled();
    await expectFits(canvasElement, panel);
  },
};
