import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getChatHistory, listChatConversations } from '../../../contract/chat';
import { formatDate, garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { ChatSocketContext } from '../../../entities/chat/chat-socket-context';
import { demoChatStaff, demoStaffChats, type DemoChat } from '../../../mocks/data/chat';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import type { FakeChatServer } from '../../../mocks/fake-chat-socket';
import { expectToast } from '../../../mocks/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { AdminChat } from './admin-chat';
import { customerMessage, deskServer, type DeskServerOptions } from './admin-chat-story-kit';
import { listTime } from './chat-time';

// At least 40 minutes into the garage's day, so the messages of 'today' are today even just after midnight.
const now = Math.max(Date.now(), Date.parse(`${garageToday()}T00:40:00+07:00`));
/** Hùng waits with 3 unread, Bích is helped by the signed-in staff (1 unread), Tuấn by another, Kim waits since yesterday. */
/** Bích with a photo, the others with their initials. */
const chats = demoStaffChats(now).map((chat, index) =>
  index === 1 ? { ...chat, conversation: { ...chat.conversation, customerImage: '/images/staff/staff-3.svg' } } : chat,
);
/** A moment after every made-up message, for what happens while the story runs. */
const later = () => Math.max(Date.now(), now + 60_000);
const laterIso = () => new Date(later()).toISOString();
const [hung, bich, tuan, kim] = chats as [DemoChat, DemoChat, DemoChat, DemoChat];
// Out of order on purpose: the screen sorts by activity itself.
const listAnswer = [tuan, kim, hung, bich].map((chat) => chat.conversation);

const historyHandler = () =>
  mockOk(getChatHistory, (_request, params) => {
    const chat = chats.find((entry) => entry.conversation.userId === params.userId)!;
    return { conversation: chat.conversation, messages: chat.messages };
  });

type Loaded = { server: FakeChatServer };
const serverOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as Loaded).server;

const meta = {
  title: 'features/manager/chat/AdminChat',
  component: AdminChat,
  args: { token: 'demo-staff-token', staffName: demoChatStaff.fullName },
  parameters: { route: '/admin-chat', desk: {} satisfies DeskServerOptions },
  // Each story its own server, built from its `desk` parameter, so one story's changes never reach the next.
  loaders: [({ parameters }) => ({ server: deskServer(chats, { clock: later, ...(parameters.desk as DeskServerOptions) }) }) satisfies Loaded],
  decorators: [
    (Story, context) => (
      <ChatSocketContext.Provider value={serverOf(context).factory}>
        <Story />
      </ChatSocketContext.Provider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(listChatConversations, listAnswer), historyHandler());
  },
} satisfies Meta<typeof AdminChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: messages.chat.conversationsTitle });
const row = async (canvasElement: HTMLElement, chat: DemoChat) =>
  within(await list(canvasElement)).getByRole('button', { name: new RegExp(chat.conversation.customerName) });
const conversationLog = (canvasElement: HTMLElement, chat: DemoChat) =>
  within(canvasElement).findByRole('log', { name: format(messages.chat.messagesWith, { name: chat.conversation.customerName }) });
const composer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: messages.chat.staffInputLabel });
const sentOf = (server: FakeChatServer, event: string) => server.sent.filter((entry) => entry.event === event);

/** Opens a conversation from the list and waits for its messages. */
async function open(canvasElement: HTMLElement, chat: DemoChat) {
  await userEvent.click(await row(canvasElement, chat));
  return within(await conversationLog(canvasElement, chat));
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listChatConversations));
  },
  async play({ canvasElement }) {
    const spinner = within(canvasElement).getByRole('status');
    await expect(spinner).toHaveTextContent('Đang tải...');
    await expect(spinner).toBeVisible();
  },
};

export const EmptyList: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listChatConversations, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.chat.noConversations)).toBeVisible();
    await expect(canvas.getByText(messages.chat.selectUser)).toBeVisible();
  },
};

/** Newest activity first, each with its last message, time, unread count and who helps. */
export const ConversationList: Story = {
  async play({ canvasElement }) {
    const rows = within(await list(canvasElement)).getAllByRole('button');
    const names = ['Nguyễn Văn Hùng', 'Trần Thị Bích', 'Phạm Minh Tuấn', 'Võ Thị Kim'];
    await expect(rows.map((button) => names.find((name) => button.textContent?.includes(name)))).toEqual(names);
    const [hungRow, bichRow, tuanRow, kimRow] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(hungRow).toHaveTextContent('3 tin chưa đọc');
    await expect(hungRow).toHaveTextContent(messages.chat.waitingLabel);
    await expect(hungRow).toHaveTextContent('Chiều nay em mang xe qua kiểm tra được không ạ?');
    await expect(hungRow).toHaveTextContent(listTime(hung.conversation.updatedAt));
    await expect(bichRow).toHaveTextContent('1 tin chưa đọc');
    await expect(bichRow).toHaveTextContent(`${messages.chat.activeLabel}Lê Thị Mai Anh`);
    await expect(tuanRow).not.toHaveTextContent('tin chưa đọc');
    await expect(tuanRow).toHaveTextContent('Trần Quốc Bảo: Anh mang xe qua');
    await expect(tuanRow).toHaveTextContent(`${messages.chat.activeLabel}Trần Quốc Bảo`);
    // Yesterday's message shows its day, not its hour.
    await expect(kimRow).toHaveTextContent(formatDate(kim.conversation.updatedAt));
    await expect(kimRow).toHaveTextContent(messages.chat.waitingLabel);
    await expect(within(canvasElement).getByRole('heading', { name: `${messages.chat.conversationsTitle} (4)` })).toBeVisible();
  },
};

/** Nothing open: the pane asks to pick a customer, and sending says so too. */
export const NoUserSelected: Story = {
  async play(context) {
    const { canvasElement } = context;
    await list(canvasElement);
    await expect(within(canvasElement).getByText(messages.chat.selectUser)).toBeVisible();
    await userEvent.type(composer(canvasElement), 'Xin chào{Enter}');
    await expectToast(canvasElement, messages.chat.selectUser, 'error');
    await expect(sentOf(serverOf(context), 'send_message')).toHaveLength(0);
  },
};

/**
 * Opening a conversation asks the server for it (taking it if it waits, marking it read) and
 * shows the whole history: the customer's words left, the staff's right under their name,
 * a line for each day.
 */
export const SelectedConversation: Story = {
  async play(context) {
    const { canvasElement, step } = context;
    const server = serverOf(context);
    await step('a conversation the staff member already helps', async () => {
      const log = await open(canvasElement, bich);
      await expect(log.getAllByRole('listitem')).toHaveLength(5);
      await expect(log.getByText('Mai 9 giờ mình qua được không?').closest('[data-sender]')).toHaveAttribute('data-sender', 'customer');
      const answer = log.getByText('Dạ được chị, em đã giữ chỗ 09:00 sáng mai cho chị.').closest<HTMLElement>('[data-sender]')!;
      await expect(answer).toHaveAttribute('data-sender', 'staff');
      await expect(answer).toHaveTextContent('Lê Thị Mai Anh');
      await expect(log.getByText(formatDate(bich.messages[0]!.createdAt))).toBeVisible();
      await expect(log.getByText(messages.chat.today)).toBeVisible();
      await expect(sentOf(server, 'open_chat')).toEqual([{ event: 'open_chat', payload: { userId: bich.conversation.userId } }]);
      await waitFor(async () => expect(await row(canvasElement, bich)).not.toHaveTextContent('tin chưa đọc'));
      await expect(await row(canvasElement, bich)).toHaveAttribute('aria-current', 'true');
      await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Trần Thị Bích' })).toBeVisible();
    });
    await step('a waiting one becomes this staff member’s', async () => {
      const log = await open(canvasElement, hung);
      await expect(log.getAllByRole('listitem')).toHaveLength(3);
      await waitFor(async () => expect(await row(canvasElement, hung)).toHaveTextContent(`${messages.chat.activeLabel}Lê Thị Mai Anh`));
      await expect(await row(canvasElement, hung)).not.toHaveTextContent('tin chưa đọc');
      await expect(await row(canvasElement, bich)).not.toHaveAttribute('aria-current');
    });
  },
};

/** Enter sends, Shift+Enter starts a line, blank is not sent; the message shows once the server has it. */
export const Sending: Story = {
  parameters: { desk: { sendDelayMs: 600 } satisfies DeskServerOptions },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    const log = await open(canvasElement, bich);
    const box = composer(canvasElement);

    await userEvent.type(box, '   {Enter}');
    await expect(sentOf(server, 'send_message')).toHaveLength(0);
    await userEvent.clear(box);

    await userEvent.type(box, 'Dạ chị nhớ mang theo{Shift>}{Enter}{/Shift}sổ bảo dưỡng nhé.');
    await expect(box).toHaveValue('Dạ chị nhớ mang theo\nsổ bảo dưỡng nhé.');
    await expect(sentOf(server, 'send_message')).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('button', { name: messages.common.sending })).toBeDisabled();
    await expect(log.queryByText(/sổ bảo dưỡng nhé/)).toBeNull();
    await waitFor(() => expect(log.getByText(/sổ bảo dưỡng nhé/)).toBeVisible());
    await expect(box).toHaveValue('');
    await expect(within(canvasElement).getByRole('button', { name: messages.chat.send })).toBeEnabled();
    await expect(sentOf(server, 'send_message')).toEqual([
      { event: 'send_message', payload: { userId: bich.conversation.userId, message: 'Dạ chị nhớ mang theo\nsổ bảo dưỡng nhé.', from: 'Lê Thị Mai Anh' } },
    ]);
    // The acknowledgement and chat_message both bring it: shown once.
    await expect(log.getAllByText(/sổ bảo dưỡng nhé/)).toHaveLength(1);
    await expect(await row(canvasElement, bich)).toHaveTextContent('Lê Thị Mai Anh: Dạ chị nhớ mang theo');
  },
};

/** The server refuses (too fast): its reason is shown and the text stays for another try. */
export const SendRefused: Story = {
  parameters: { desk: { send: { refuse: messages.chat.tooFast } } satisfies DeskServerOptions },
  async play({ canvasElement }) {
    const log = await open(canvasElement, bich);
    await userEvent.type(composer(canvasElement), 'Em gửi lại báo giá nhé{Enter}');
    await expectToast(canvasElement, messages.chat.tooFast, 'error');
    await expect(composer(canvasElement)).toHaveValue('Em gửi lại báo giá nhé');
    await expect(log.queryByText('Em gửi lại báo giá nhé')).toBeNull();
  },
};

/** No acknowledgement in time (shortened here from 10 s): the message did not go. */
export const SendNoAnswer: Story = {
  args: { ackTimeoutMs: 800 },
  parameters: { desk: { send: 'never' } satisfies DeskServerOptions },
  async play({ canvasElement }) {
    await open(canvasElement, bich);
    await userEvent.type(composer(canvasElement), 'Chị còn ở đó không ạ?{Enter}');
    await expectToast(canvasElement, messages.chat.sendFailed, 'error');
    await expect(composer(canvasElement)).toHaveValue('Chị còn ở đó không ạ?');
  },
};

/** The connection is gone: nothing is emitted and the message is said not to have gone. */
export const SendOffline: Story = {
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await open(canvasElement, bich);
    server.drop();
    await expect(await within(canvasElement).findByText(messages.chat.disconnected)).toBeVisible();
    await userEvent.type(composer(canvasElement), 'Alo chị{Enter}');
    await expectToast(canvasElement, messages.chat.sendFailed, 'error');
    await expect(sentOf(server, 'send_message')).toHaveLength(0);
  },
};

/**
 * A customer writes in another conversation: its entry moves up with the new message and a
 * higher unread count. One writing in the open conversation shows at once and is marked read.
 */
export const NewMessages: Story = {
  async play(context) {
    const { canvasElement, step } = context;
    const server = serverOf(context);
    const log = await open(canvasElement, bich);
    await waitFor(async () => expect(await row(canvasElement, bich)).not.toHaveTextContent('tin chưa đọc'));

    await step('in another conversation', async () => {
      const text = 'Em ở Thủ Đức, xe chết máy giữa đường ạ.';
      const message = customerMessage(kim, text, laterIso());
      server.emit('chat_message', message);
      server.emit('conversation_updated', { ...kim.conversation, lastSeq: message.seq, lastMessage: message, unreadCount: 2, updatedAt: message.createdAt });
      await waitFor(async () => expect(await row(canvasElement, kim)).toHaveTextContent('2 tin chưa đọc'));
      await expect(await row(canvasElement, kim)).toHaveTextContent(text);
      const first = within(await list(canvasElement)).getAllByRole('button')[0]!;
      await expect(first).toHaveTextContent('Võ Thị Kim');
      await expect(log.queryByText(text)).toBeNull();
    });

    await step('in the open conversation', async () => {
      const text = 'À chị hỏi thêm, có rửa xe luôn không em?';
      server.emit('chat_message', customerMessage(bich, text, laterIso()));
      await expect(await log.findByText(text)).toBeVisible();
      await expect(log.getByText(text).closest('[data-sender]')).toHaveAttribute('data-sender', 'customer');
      await waitFor(() => expect(sentOf(server, 'open_chat')).toHaveLength(2));
      await expect(sentOf(server, 'open_chat')[1]!.payload).toEqual({ userId: bich.conversation.userId });
    });
  },
};

/** Ending asks first, naming the customer; the conversation then leaves the list. */
export const EndChat: Story = {
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await open(canvasElement, hung);
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages.chat.endChat }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: `${messages.chat.endChat}?` }));
    await expect(dialog.getByText(format(messages.chat.endConfirm, { name: 'Nguyễn Văn Hùng' }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: messages.chat.endChat }));
    await expectToast(canvasElement, messages.chat.ended, 'success');
    await waitFor(async () => expect(within(await list(canvasElement)).queryByRole('button', { name: /Nguyễn Văn Hùng/ })).toBeNull());
    await expect(within(canvasElement).getByText(messages.chat.selectUser)).toBeVisible();
    await expect(sentOf(server, 'end_chat')).toEqual([{ event: 'end_chat', payload: { userId: hung.conversation.userId } }]);
    await expect(within(canvasElement).getByRole('heading', { name: `${messages.chat.conversationsTitle} (3)` })).toBeVisible();
  },
};

/** Cancelling the question ends nothing. */
export const EndChatCancelled: Story = {
  async play(context) {
    const { canvasElement } = context;
    await open(canvasElement, hung);
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages.chat.endChat }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(sentOf(serverOf(context), 'end_chat')).toHaveLength(0);
    await expect(await row(canvasElement, hung)).toHaveAttribute('aria-current', 'true');
  },
};

/** The server refuses to end it: it stays in the list and open. */
export const EndFailed: Story = {
  parameters: { desk: { end: { refuse: messages.chat.conversationNotFound } } satisfies DeskServerOptions },
  async play({ canvasElement }) {
    await open(canvasElement, hung);
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages.chat.endChat }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: messages.chat.endChat }));
    await expectToast(canvasElement, messages.chat.endFailed, 'error');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await row(canvasElement, hung)).toHaveAttribute('aria-current', 'true');
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Nguyễn Văn Hùng' })).toBeVisible();
  },
};

/** Another staff member ends the open conversation: it closes here too, with a word why. */
export const EndedElsewhere: Story = {
  async play(context) {
    const { canvasElement } = context;
    await open(canvasElement, tuan);
    serverOf(context).emit('conversation_updated', { ...tuan.conversation, status: 'ended', staffId: null, staffName: null, updatedAt: laterIso() });
    await expectToast(canvasElement, messages.chat.conversationEnded, 'info');
    await expect(within(canvasElement).getByText(messages.chat.selectUser)).toBeVisible();
    await expect(within(await list(canvasElement)).queryByRole('button', { name: /Phạm Minh Tuấn/ })).toBeNull();
  },
};

/** The server goes away: the banner says so until it is back. */
export const Disconnected: Story = {
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await list(canvasElement);
    server.drop();
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.disconnected);
    server.restore();
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

export const ConnectError: Story = {
  parameters: { desk: { refuse: 'xhr poll error' } satisfies DeskServerOptions },
  async play({ canvasElement }) {
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.cannotConnect);
    // The list comes over HTTP and still shows.
    await expect(await row(canvasElement, hung)).toBeVisible();
  },
};

/** The list fails to load, then loads on retry. */
export const ListLoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(listChatConversations.path, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }) : HttpResponse.json(listAnswer);
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.chat.conversationsLoadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(await row(canvasElement, hung)).toBeVisible();
  },
};

export const HistoryLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getChatHistory, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(await row(canvasElement, bich));
    await expect(await within(canvasElement).findByText(messages.chat.historyLoadFailed)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** A phone: the list first; a conversation takes the whole width, with a way back to the list. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await expect(canvas.getByText(messages.chat.selectUser)).not.toBeVisible();
    await expectNoSideScroll(canvasElement);

    await userEvent.click(await row(canvasElement, hung));
    await expect(await conversationLog(canvasElement, hung)).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Nguyễn Văn Hùng' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Hidden, so out of the accessibility tree: found by its label instead.
    await expect(canvasElement.querySelector(`ul[aria-label="${messages.chat.conversationsTitle}"]`)).not.toBeVisible();
    await expect(composer(canvasElement)).toBeVisible();
    await expectNoSideScroll(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: messages.chat.backToList }));
    await expect(await list(canvasElement)).toBeVisible();
    await expect(await row(canvasElement, hung)).toHaveFocus();
  },
};

/** A phone with a conversation open, for review at 375 px. */
export const PhoneConversation: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await open(canvasElement, bich);
    await expect(within(canvasElement).getByRole('button', { name: messages.chat.backToList })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

/** No stored token: the chat cannot sign its socket in, and says so. */
export const LoginRequired: Story = {
  args: { token: null },
  async play(context) {
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.chat.loginRequired);
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(serverOf(context).connections).toHaveLength(0);
  },
};
