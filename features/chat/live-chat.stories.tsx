import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getChatHistory, getChatStatus } from '../../contract/chat';
import { formatDate } from '../../contract/format';
import { WEEK_HOURS } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { clockTime } from '../../entities/chat/chat-time';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import {
  chatCustomer,
  chatHistoryAnswer,
  chatStatusAnswers,
  demoChatStaff,
  earlierChat,
  joinChat,
  makeChatMessage,
  storeCustomerMessages,
  tooFastAck,
} from '../../mocks/data/chat';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer, type ClientEventHandler, type FakeChatServerOptions } from '../../mocks/fake-chat-socket';
import { demoMyConsents } from '../../mocks/privacy-notice-handler';
import { getMyConsents, updateMyConsents, type MyConsents } from '../../contract/privacy';
import { bubbleOf, inputOf, logOf, panelFrame, sendButtonOf, sendMessage } from './chat-story-kit';
import { LiveChat } from './live-chat';
import { weekHoursText } from './live-chat-logic';

type Loaded = { server: FakeChatServer };
const serverOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as Loaded).server;
const sentOf = (server: FakeChatServer, event: string) => server.sent.filter((entry) => entry.event === event);

/** Staff already hold the conversation: start_chat follows the join. */
const takenAtOnce: FakeChatServerOptions = {
  on: { join_chat: joinChat({ staffHold: true }), send_message: storeCustomerMessages(1) },
};

const hours = weekHoursText(WEEK_HOURS);
const presenceOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-presence]')!;

const meta = {
  title: 'features/chat/LiveChat',
  component: LiveChat,
  args: { session: chatCustomer },
  parameters: { chatServer: {} satisfies FakeChatServerOptions },
  // Each story its own server, built from its `chatServer` parameter.
  loaders: [({ parameters }) => ({ server: new FakeChatServer(parameters.chatServer as FakeChatServerOptions) }) satisfies Loaded],
  decorators: [
    panelFrame,
    // The tab's one socket, as the app provides it around every page.
    (Story, context) => (
      <LiveSocketProvider token={chatCustomer.token} factory={serverOf(context).factory}>
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(getChatHistory, chatHistoryAnswer([])), mockOk(getChatStatus, chatStatusAnswers.online));
  },
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Staff are online but nobody has taken the conversation yet: the greeting, a waiting line, and
 * the field open from the first moment. The tab's socket joins the chat, asking for what
 * follows the history (none here).
 */
export const Waiting: Story = {
  async play(context) {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await logOf(canvasElement).findByText(messages.chat.waitingGreeting)).toBeVisible();
    await expect(await canvas.findByText(messages.chat.waitingForAdmin)).toBeVisible();
    await expect(inputOf(canvasElement)).toBeEnabled();
    await expect(presenceOf(canvasElement)).toHaveTextContent(messages.chat.staffOnline);
    await expect(presenceOf(canvasElement)).toHaveTextContent(format(messages.chat.hoursLine, { hours }));
    await expect(presenceOf(canvasElement)).not.toHaveTextContent(messages.chat.replyByMail);
    await waitFor(() => expect(sentOf(serverOf(context), 'join_chat')).toEqual([{ event: 'join_chat', payload: { lastSeq: 0 } }]));
    const [connection] = serverOf(context).connections;
    await expect(connection?.token).toBe(chatCustomer.token);
    await expect(connection?.deferChat).toBe(true);
  },
};

/** Nobody online (within hours): said plainly, with the hours and the mail that will bring the answer; no 'please wait' greeting. */
export const StaffOffline: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.offline));
  },
  async play({ canvasElement }) {
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveTextContent(messages.chat.staffOffline));
    await expect(presence).toHaveTextContent(messages.chat.replyByMail);
    await expect(presence).toHaveTextContent(format(messages.chat.hoursLine, { hours }));
    await expect(await within(canvasElement).findByText(messages.chat.typeWhileWaiting)).toBeVisible();
    await expect(logOf(canvasElement).queryByText(messages.chat.waitingGreeting)).toBeNull();
    await expect(within(canvasElement).queryByText(messages.chat.waitingForAdmin)).toBeNull();
    await expect(inputOf(canvasElement)).toBeEnabled();
  },
};

/** Outside the garage's hours: the hours, and that the answer comes by e-mail. */
export const OutsideHours: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.closed));
  },
  async play({ canvasElement }) {
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveTextContent(format(messages.chat.outsideHours, { hours })));
    await expect(presence).toHaveTextContent(format(messages.chat.opensAgain, { time: '07:30', day: '08/12/2026' }));
    await expect(presence).toHaveAttribute('data-presence', 'closed');
    await expect(inputOf(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).getByText(messages.chat.typeWhileWaiting)).toBeVisible();
  },
};

/** Closed for Tết: the holiday's name, when the garage opens again, and that the message is taken and answered by mail. */
export const ClosedForHoliday: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.holiday));
  },
  async play({ canvasElement }) {
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveTextContent(format(messages.chat.closedToday, { reason: 'Tết Nguyên Đán' })));
    await expect(presence).toHaveTextContent(format(messages.chat.opensAgain, { time: '07:30', day: '09/02/2027' }));
    await expect(presence).toHaveTextContent(messages.chat.leaveMessageByMail);
    await expect(presence).toHaveAttribute('data-presence', 'closed');
    await expect(inputOf(canvasElement)).toBeEnabled();
  },
};

/** The status cannot be read: a word says so; the hours and the mail note still show, and writing still works. */
export const StatusLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getChatStatus, 500));
  },
  async play({ canvasElement }) {
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveTextContent(messages.chat.statusLoadFailed));
    await expect(presence).toHaveTextContent(messages.chat.replyByMail);
    await expect(presence).toHaveTextContent(format(messages.chat.hoursLine, { hours }));
    await expect(inputOf(canvasElement)).toBeEnabled();
  },
};

/** Staff come online while the customer waits (staff_presence), and go again. */
export const StaffComeAndGo: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.offline));
  },
  async play(context) {
    const { canvasElement } = context;
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveTextContent(messages.chat.staffOffline));
    await waitFor(() => expect(sentOf(serverOf(context), 'join_chat')).toHaveLength(1));
    serverOf(context).emit('staff_presence', { online: true });
    await waitFor(() => expect(presence).toHaveTextContent(messages.chat.staffOnline));
    await expect(await within(canvasElement).findByText(messages.chat.waitingForAdmin)).toBeVisible();
    serverOf(context).emit('staff_presence', { online: false });
    await waitFor(() => expect(presence).toHaveTextContent(messages.chat.staffOffline));
  },
};

/**
 * Nobody has taken the conversation and nobody is online: the customer writes anyway. The
 * message waits for the server, then stands as sent, with its hour; staff taking it later are
 * announced.
 */
export const SendWhileWaiting: Story = {
  parameters: {
    chatServer: {
      on: {
        send_message(payload, ack, server) {
          // A moment before the server answers, so the pending message shows.
          setTimeout(() => storeCustomerMessages(1)(payload, ack, server), 400);
        },
      },
    } satisfies FakeChatServerOptions,
  },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.offline));
  },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await expect(await within(canvasElement).findByText(messages.chat.typeWhileWaiting)).toBeVisible();
    await waitFor(() => expect(sentOf(server, 'join_chat')).toHaveLength(1));
    await sendMessage(canvasElement, 'Xe tôi bị chết máy ở Thủ Đức, mai gara mở cửa mấy giờ?');
    const text = 'Xe tôi bị chết máy ở Thủ Đức, mai gara mở cửa mấy giờ?';
    await expect(bubbleOf(canvasElement, text)).toHaveTextContent(messages.common.sending);
    await waitFor(() => expect(bubbleOf(canvasElement, text)).not.toHaveTextContent(messages.common.sending));
    const stored = makeChatMessage(1, { message: text });
    await expect(bubbleOf(canvasElement, text)).toHaveTextContent(format(messages.chat.sentAt, { time: clockTime(stored.createdAt) }));
    await expect(bubbleOf(canvasElement, text)).toHaveClass('items-end');
    await expect(sentOf(server, 'send_message')).toEqual([
      { event: 'send_message', payload: { message: text, from: chatCustomer.fullName, userId: chatCustomer.userId, adminSocketId: null } },
    ]);
    // Staff take it later: the field never closed, and they are announced.
    server.emit('start_chat', { adminSocketId: demoChatStaff._id });
    await expect(await logOf(canvasElement).findByText(messages.chat.adminConnected)).toBeVisible();
    await expect(within(canvasElement).queryByText(messages.chat.typeWhileWaiting)).toBeNull();
  },
};

/**
 * The server's answer to join_chat, held until the story gives it: an answer on a timer came
 * before the story had finished typing on a busy machine.
 */
function heldJoin() {
  let answer: ((value: unknown) => void) | undefined;
  return {
    join: ((_payload, ack) => {
      answer = ack;
    }) satisfies ClientEventHandler,
    async give(value: unknown) {
      await waitFor(() => expect(answer).toBeDefined());
      answer!(value);
    },
  };
}

const joinForSendBeforeJoined = heldJoin();

/** Written before the chat is joined: the message waits, then goes as soon as the server has let the chat in. */
export const SendBeforeJoined: Story = {
  parameters: {
    chatServer: {
      on: {
        join_chat: joinForSendBeforeJoined.join,
        send_message: storeCustomerMessages(1),
      },
    } satisfies FakeChatServerOptions,
  },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await waitFor(() => expect(sentOf(server, 'join_chat')).toHaveLength(1));
    await sendMessage(canvasElement, 'Alo gara');
    await expect(bubbleOf(canvasElement, 'Alo gara')).toHaveTextContent(messages.common.sending);
    await expect(sentOf(server, 'send_message')).toHaveLength(0);
    await joinForSendBeforeJoined.give({ ok: true });
    await waitFor(() => expect(sentOf(server, 'send_message')).toHaveLength(1));
    await waitFor(() => expect(bubbleOf(canvasElement, 'Alo gara')).not.toHaveTextContent(messages.common.sending));
    await expect(server.sent.map((entry) => entry.event)).toEqual(['join_chat', 'send_message']);
  },
};

/** The server refuses to open the chat: its reason shows, and what was written comes back to the field. */
const joinForJoinRefused = heldJoin();

export const JoinRefused: Story = {
  parameters: {
    chatServer: { on: { join_chat: joinForJoinRefused.join } } satisfies FakeChatServerOptions,
  },
  async play({ canvasElement }) {
    await userEvent.type(inputOf(canvasElement), 'Cho tôi hỏi giá thay lốp{Enter}');
    await joinForJoinRefused.give({ ok: false, error: messages.chat.sessionEnded });
    // The banner above the conversation; the field's own complaint follows it.
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(messages.chat.cannotConnect));
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(messages.chat.sessionEnded);
    await expect(inputOf(canvasElement)).toHaveValue('Cho tôi hỏi giá thay lốp');
    await expect(logOf(canvasElement).queryByText('Cho tôi hỏi giá thay lốp')).toBeNull();
  },
};

/** Set by MessageTimes' beforeEach: a day before the story runs. */
let yesterday = '';

/**
 * Each message shows its hour; a line names its day, 'Hôm nay' for today's. A message sent now
 * after yesterday's gets its own 'Hôm nay' line while it is on its way.
 */
export const MessageTimes: Story = {
  parameters: { chatServer: { on: { join_chat: joinChat({ staffHold: true }), send_message: () => undefined } } satisfies FakeChatServerOptions },
  beforeEach({ msw }) {
    yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
    msw.use(
      mockOk(
        getChatHistory,
        chatHistoryAnswer([
          makeChatMessage(1, { message: 'Hôm qua tôi hỏi về lịch bảo dưỡng.', createdAt: yesterday }),
          makeChatMessage(2, { sender: 'staff', message: 'Dạ, mai anh ghé lúc 8 giờ nhé.', createdAt: new Date(Date.parse(yesterday) + 5 * 60_000).toISOString() }),
        ]),
      ),
    );
  },
  async play({ canvasElement }) {
    const log = logOf(canvasElement);
    const first = await log.findByText('Hôm qua tôi hỏi về lịch bảo dưỡng.');
    const items = () => log.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(items()).toContain(formatDate(yesterday));
    await expect(bubbleOf(canvasElement, 'Hôm qua tôi hỏi về lịch bảo dưỡng.')).toHaveTextContent(clockTime(yesterday));
    await expect(first).toBeVisible();
    await expect(bubbleOf(canvasElement, 'Dạ, mai anh ghé lúc 8 giờ nhé.')).toHaveTextContent(/Gửi lúc \d\d:\d\d/);
    await sendMessage(canvasElement, 'Sáng nay tôi tới trễ 15 phút.');
    await waitFor(() => expect(items()).toContain(messages.chat.today));
    const texts = items();
    await expect(texts.indexOf(messages.chat.today)).toBeLessThan(texts.findIndex((text) => text.includes('Sáng nay tôi tới trễ 15 phút.')));
  },
};

/**
 * Staff take it: the customer's message waits for the server, then stands on the right; staff
 * answers arrive on the left under their name.
 */
export const Connected: Story = {
  parameters: {
    chatServer: {
      on: {
        join_chat: joinChat({ staffHold: true }),
        send_message(payload, ack, server) {
          setTimeout(() => storeCustomerMessages(1)(payload, ack, server), 400);
        },
      },
    } satisfies FakeChatServerOptions,
  },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    const log = logOf(canvasElement);
    await expect(await log.findByText(messages.chat.adminConnected)).toBeVisible();
    await expect(within(canvasElement).queryByText(messages.chat.waitingForAdmin)).toBeNull();

    await sendMessage(canvasElement, 'Xe tôi bị rung vô lăng khi chạy 80 km/h');
    await expect(bubbleOf(canvasElement, 'Xe tôi bị rung vô lăng khi chạy 80 km/h')).toHaveTextContent(messages.common.sending);
    await waitFor(() => expect(bubbleOf(canvasElement, 'Xe tôi bị rung vô lăng khi chạy 80 km/h')).not.toHaveTextContent(messages.common.sending));
    // The acknowledgement and the broadcast bring the same message: it shows once, on the right.
    await expect(log.getAllByText('Xe tôi bị rung vô lăng khi chạy 80 km/h')).toHaveLength(1);
    await expect(bubbleOf(canvasElement, 'Xe tôi bị rung vô lăng khi chạy 80 km/h')).toHaveClass('items-end');
    await expect(sentOf(server, 'send_message')).toEqual([
      {
        event: 'send_message',
        payload: { message: 'Xe tôi bị rung vô lăng khi chạy 80 km/h', from: chatCustomer.fullName, userId: chatCustomer.userId, adminSocketId: demoChatStaff._id },
      },
    ]);

    server.emit('chat_message', makeChatMessage(2, { sender: 'staff', message: 'Có thể lốp bị mất cân bằng, anh ghé gara để cân bằng động nhé.' }));
    const answer = await log.findByText('Có thể lốp bị mất cân bằng, anh ghé gara để cân bằng động nhé.');
    await expect(answer.closest('li')).toHaveClass('items-start');
    await expect(answer.closest('li')).toHaveTextContent(demoChatStaff.fullName);
  },
};

/** The conversation so far comes from the server first; the join then asks only for what follows it. */
export const HistoryRestored: Story = {
  parameters: { chatServer: takenAtOnce },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatHistory, chatHistoryAnswer(earlierChat)));
  },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    const log = logOf(canvasElement);
    await expect(await log.findByText(earlierChat[0]!.message)).toBeVisible();
    await expect(bubbleOf(canvasElement, earlierChat[0]!.message)).toHaveClass('items-end');
    await expect(bubbleOf(canvasElement, earlierChat[1]!.message)).toHaveClass('items-start');
    await waitFor(() => expect(sentOf(server, 'join_chat')).toEqual([{ event: 'join_chat', payload: { lastSeq: 2 } }]));
    // A resumed chat repeats a message already held, and adds the next: each shows once, in order.
    server.emit('chat_message', earlierChat[1]);
    server.emit('chat_message', makeChatMessage(3, { sender: 'staff', message: 'Anh cần em giữ chỗ chiều nay không?' }));
    await expect(await log.findByText('Anh cần em giữ chỗ chiều nay không?')).toBeVisible();
    await expect(log.getAllByText(earlierChat[1]!.message)).toHaveLength(1);
    const texts = log.getAllByRole('listitem').map((item) => item.textContent ?? '');
    const order = [earlierChat[0]!.message, earlierChat[1]!.message, messages.chat.adminConnected, 'Anh cần em giữ chỗ chiều nay không?'];
    const places = order.map((text) => texts.findIndex((item) => item.includes(text)));
    await expect([...places].sort((a, b) => a - b)).toEqual(places);
    await expect(places[0]).toBeGreaterThan(0);
  },
};

/** While the history loads the chat is not joined yet, so the join can resume after the last message held. */
export const HistoryLoading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getChatHistory));
  },
  async play(context) {
    await expect(await logOf(context.canvasElement).findByText(messages.common.loading)).toBeVisible();
    await waitFor(() => expect(serverOf(context).connections).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(sentOf(serverOf(context), 'join_chat')).toHaveLength(0);
  },
};

/** The history cannot be read: a word says so, and the chat still joins (and the server replays the whole conversation). */
export const HistoryFailed: Story = {
  parameters: { chatServer: takenAtOnce },
  beforeEach({ msw }) {
    msw.use(mockError(getChatHistory, 500));
  },
  async play(context) {
    const log = logOf(context.canvasElement);
    await expect(await log.findByText(messages.chat.historyLoadFailed)).toBeVisible();
    await waitFor(() => expect(sentOf(serverOf(context), 'join_chat')).toEqual([{ event: 'join_chat', payload: { lastSeq: 0 } }]));
    await expect(await log.findByText(messages.chat.adminConnected)).toBeVisible();
  },
};

/** The server refuses a message (too fast): its reason shows under the field, which keeps the text. */
export const SendRefused: Story = {
  parameters: {
    chatServer: { on: { join_chat: joinChat({ staffHold: true }), send_message: (_payload, ack) => ack?.(tooFastAck) } } satisfies FakeChatServerOptions,
  },
  async play({ canvasElement }) {
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    await userEvent.type(inputOf(canvasElement), 'Alo gara{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.chat.tooFast);
    await expect(inputOf(canvasElement)).toHaveValue('Alo gara');
    await expect(inputOf(canvasElement)).toHaveAccessibleDescription(messages.chat.tooFast);
    await expect(logOf(canvasElement).queryByText('Alo gara')).toBeNull();
    // Typing again clears the complaint.
    await userEvent.type(inputOf(canvasElement), '!');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** No acknowledgement in time (shortened from 10 s here): the message did not go. */
export const SendTimesOut: Story = {
  args: { ackTimeoutMs: 600 },
  parameters: { chatServer: { on: { join_chat: joinChat({ staffHold: true }) } } satisfies FakeChatServerOptions },
  async play({ canvasElement }) {
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    await userEvent.type(inputOf(canvasElement), 'Còn ai ở đó không?{Enter}');
    await expect(bubbleOf(canvasElement, 'Còn ai ở đó không?')).toHaveTextContent(messages.common.sending);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.chat.sendFailed);
    await expect(inputOf(canvasElement)).toHaveValue('Còn ai ở đó không?');
    await expect(logOf(canvasElement).queryByText('Còn ai ở đó không?')).toBeNull();
  },
};

/**
 * Staff end it: their words show and nothing more of that conversation reaches the chat. It
 * stays open (the customer is still there), and writing again opens a new conversation: the
 * chat joins again, then sends. Closing it leaves.
 */
export const Ended: Story = {
  parameters: { chatServer: takenAtOnce },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    server.emit('chat_ended', { message: messages.chat.ended });
    await expect(await logOf(canvasElement).findByText(messages.chat.ended)).toBeVisible();
    await expect(await within(canvasElement).findByText(messages.chat.writeToRestart)).toBeVisible();
    // The ended conversation is not listened to any more.
    server.emit('chat_message', makeChatMessage(9, { sender: 'staff', message: 'Tin nhắn sau khi kết thúc' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(logOf(canvasElement).queryByText('Tin nhắn sau khi kết thúc')).toBeNull();

    await expect(inputOf(canvasElement)).toBeEnabled();
    await sendMessage(canvasElement, 'Tôi muốn hỏi thêm một việc');
    // Pending first, then stored (a new element): looked up afresh each time.
    await waitFor(() => expect(bubbleOf(canvasElement, 'Tôi muốn hỏi thêm một việc')).not.toHaveTextContent(messages.common.sending));
    await expect(bubbleOf(canvasElement, 'Tôi muốn hỏi thêm một việc')).toBeVisible();
    await expect(server.sent.map((entry) => entry.event)).toEqual(['join_chat', 'join_chat', 'send_message']);
  },
};

/**
 * Staff hold the conversation but the desk count says nobody (their desk tab closed a moment):
 * 'Nhân viên hỗ trợ đã kết nối' is never shown beside 'chưa có nhân viên trực tuyến'.
 */
export const ConnectedWhileDeskCountSaysNobody: Story = {
  parameters: { chatServer: takenAtOnce },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatStatus, chatStatusAnswers.offline));
  },
  async play(context) {
    const { canvasElement } = context;
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    serverOf(context).emit('staff_presence', { online: false });
    const presence = presenceOf(canvasElement);
    await waitFor(() => expect(presence).toHaveAttribute('data-presence', 'online'));
    await expect(presence).not.toHaveTextContent(messages.chat.staffOffline);
  },
};

/** Opened on a conversation staff ended (the mail's link): it says so, and waits for nobody until the customer writes. */
export const OpenedOnEndedConversation: Story = {
  parameters: {
    chatServer: { on: { join_chat: joinChat({ stored: earlierChat, ended: true }), send_message: storeCustomerMessages(3) } } satisfies FakeChatServerOptions,
  },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatHistory, chatHistoryAnswer(earlierChat)));
  },
  async play(context) {
    const { canvasElement } = context;
    await expect(await within(canvasElement).findByText(messages.chat.writeToRestart)).toBeVisible();
    await expect(within(canvasElement).queryByText(messages.chat.waitingForAdmin)).toBeNull();
    await sendMessage(canvasElement, 'Cho tôi đặt lịch thay dầu');
    await waitFor(() => expect(bubbleOf(canvasElement, 'Cho tôi đặt lịch thay dầu')).not.toHaveTextContent(messages.common.sending));
    await expect(sentOf(serverOf(context), 'send_message')).toHaveLength(1);
    await waitFor(() => expect(within(canvasElement).queryByText(messages.chat.writeToRestart)).toBeNull());
  },
};

/** The server refuses the connection with a reason (a locked account): the banner gives both, and the field closes. */
export const ConnectError: Story = {
  parameters: { chatServer: { refuse: 'Tài khoản của bạn đã bị khóa.' } satisfies FakeChatServerOptions },
  async play({ canvasElement }) {
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.cannotConnect);
    await expect(banner).toHaveTextContent('Tài khoản của bạn đã bị khóa.');
    await expect(inputOf(canvasElement)).toBeDisabled();
    await expect(sendButtonOf(canvasElement)).toBeDisabled();
  },
};

/** The network fails at first (socket.io's English error is not shown); the next attempt connects and the banner goes. */
export const ConnectErrorCleared: Story = {
  parameters: { chatServer: { connectAfterMs: null, ...takenAtOnce } satisfies FakeChatServerOptions },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    await logOf(canvasElement).findByText(messages.chat.waitingGreeting);
    server.emit('connect_error', new Error('xhr poll error'));
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.cannotConnect);
    await expect(banner).not.toHaveTextContent('xhr');
    server.restore();
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    await expect(await logOf(canvasElement).findByText(messages.chat.adminConnected)).toBeVisible();
  },
};

/** The line drops: a notice says it is reconnecting; back, the chat joins again after the last message held, and staff are announced only once. */
export const Reconnecting: Story = {
  parameters: { chatServer: takenAtOnce },
  beforeEach({ msw }) {
    msw.use(mockOk(getChatHistory, chatHistoryAnswer(earlierChat)));
  },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await logOf(canvasElement).findByText(messages.chat.adminConnected);
    server.emit('chat_message', makeChatMessage(3, { sender: 'staff', message: 'Anh đợi em kiểm tra lịch nhé.' }));
    await logOf(canvasElement).findByText('Anh đợi em kiểm tra lịch nhé.');
    server.drop();
    await expect(await within(canvasElement).findByText(messages.chat.reconnecting)).toBeVisible();
    server.restore();
    await waitFor(() => expect(within(canvasElement).queryByText(messages.chat.reconnecting)).toBeNull());
    await waitFor(() => expect(sentOf(server, 'join_chat')).toHaveLength(2));
    await expect(sentOf(server, 'join_chat')[1]!.payload).toEqual({ lastSeq: 3 });
    await expect(inputOf(canvasElement)).toBeEnabled();
    await expect(logOf(canvasElement).getAllByText(messages.chat.adminConnected)).toHaveLength(1);
  },
};

const consentBodies: unknown[] = [];
let processingGiven = false;
const consentsNow = (): MyConsents => ({ ...demoMyConsents, choices: { processing: processingGiven ? true : null, serviceMessages: null, marketing: null }, history: [] });

/**
 * A customer who never agreed to processing (an account from before the consents): the first
 * message waits for their consent, asked once, and goes when they give it; it is kept as a
 * consent given in the chat.
 */
export const AsksConsentBeforeFirstMessage: Story = {
  parameters: { chatServer: { on: { send_message: storeCustomerMessages(1) } } satisfies FakeChatServerOptions },
  beforeEach({ msw }) {
    consentBodies.length = 0;
    processingGiven = false;
    msw.use(
      mockOk(getChatStatus, chatStatusAnswers.offline),
      mockOk(getMyConsents, () => consentsNow()),
      mockOk(updateMyConsents, async (request) => {
        consentBodies.push(await request.json());
        processingGiven = true;
        return consentsNow();
      }),
    );
  },
  async play(context) {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const server = serverOf(context);
    await expect(await canvas.findByText(messages.chat.typeWhileWaiting)).toBeVisible();
    await waitFor(() => expect(sentOf(server, 'join_chat')).toHaveLength(1));
    const text = 'Xe tôi cần thay lốp, gara còn lốp Michelin không?';
    await userEvent.type(inputOf(canvasElement), text);
    await userEvent.keyboard('{Enter}');
    const question = await canvas.findByRole('region', { name: messages.consentForms.chatTitle });
    await expect(within(question).getByRole('link', { name: format(messages.consentForms.noticeLink, { version: 1 }) })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    // Nothing goes before the answer; the text waits in the field.
    await expect(inputOf(canvasElement)).toHaveValue(text);
    await expect(sentOf(server, 'send_message')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: messages.consentForms.chatAccept }));
    await waitFor(() => expect(sentOf(server, 'send_message')).toHaveLength(1));
    await expect(consentBodies).toEqual([{ noticeVersion: 1, processing: true, channel: 'chat' }]);
    await expect(canvas.queryByRole('region', { name: messages.consentForms.chatTitle })).toBeNull();
    await expect(await logOf(canvasElement).findByText(text)).toBeVisible();
    // Asked once: the next message goes at once.
    await sendMessage(canvasElement, 'Cảm ơn gara.');
    await waitFor(() => expect(sentOf(server, 'send_message')).toHaveLength(2));
    await expect(consentBodies).toHaveLength(1);
  },
};
