import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getChatHistory } from '../../contract/chat';
import { messages } from '../../contract/messages';
import { ChatSocketContext } from '../../entities/chat/chat-socket-context';
import { chatCustomer, chatHistoryAnswer, demoChatStaff, earlierChat, makeChatMessage, storeCustomerMessages, tooFastAck } from '../../mocks/data/chat';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer, type FakeChatServerOptions } from '../../mocks/fake-chat-socket';
import { bubbleOf, inputOf, logOf, panelFrame, sendButtonOf, sendMessage } from './chat-story-kit';
import { LiveChat } from './live-chat';

type Loaded = { server: FakeChatServer };
const serverOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as Loaded).server;
const sentOf = (server: FakeChatServer, event: string) => server.sent.filter((entry) => entry.event === event);

/** Staff take the conversation as soon as the customer connects. */
const takenAtOnce: FakeChatServerOptions = {
  onConnect: (server) => server.emit('start_chat', { adminSocketId: demoChatStaff._id }),
  on: { send_message: storeCustomerMessages(1) },
};

const meta = {
  title: 'features/chat/LiveChat',
  component: LiveChat,
  args: { session: chatCustomer },
  parameters: { chatServer: {} satisfies FakeChatServerOptions },
  // Each story its own server, built from its `chatServer` parameter.
  loaders: [({ parameters }) => ({ server: new FakeChatServer(parameters.chatServer as FakeChatServerOptions) }) satisfies Loaded],
  decorators: [
    panelFrame,
    (Story, context) => (
      <ChatSocketContext.Provider value={serverOf(context).factory}>
        <Story />
      </ChatSocketContext.Provider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(mockOk(getChatHistory, chatHistoryAnswer([])));
  },
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected, no staff yet: a greeting, a waiting notice, and nothing can be typed. */
export const Waiting: Story = {
  async play(context) {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(logOf(canvasElement).getByText(messages.chat.waitingGreeting)).toBeVisible();
    await expect(await canvas.findByText(messages.chat.waitingForAdmin)).toBeVisible();
    await expect(inputOf(canvasElement)).toBeDisabled();
    await expect(sendButtonOf(canvasElement)).toBeDisabled();
    // The handshake carries the stored token, and asks for what follows the history (none here).
    await waitFor(() => expect(serverOf(context).connections).toHaveLength(1));
    const [connection] = serverOf(context).connections;
    await expect(connection?.token).toBe(chatCustomer.token);
    await expect(connection?.lastSeq?.()).toBe(0);
  },
};

/**
 * Staff take it: the input opens. The customer's message waits for the server, then stands on
 * the right; staff answers arrive on the left under their name.
 */
export const Connected: Story = {
  parameters: {
    chatServer: {
      onConnect: (server) => server.emit('start_chat', { adminSocketId: demoChatStaff._id }),
      on: {
        send_message(payload, ack, server) {
          // A moment before the server answers, so the pending message shows.
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
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
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

/** The conversation so far comes from the server first; the socket then asks only for what follows it. */
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
    await waitFor(() => expect(server.connections).toHaveLength(1));
    await expect(server.connections[0]?.lastSeq?.()).toBe(2);
    // A resumed socket repeats a message already held, and adds the next: each shows once, in order.
    server.emit('chat_message', earlierChat[1]);
    server.emit('chat_message', makeChatMessage(3, { sender: 'staff', message: 'Anh cần em giữ chỗ chiều nay không?' }));
    await expect(await log.findByText('Anh cần em giữ chỗ chiều nay không?')).toBeVisible();
    await expect(log.getAllByText(earlierChat[1]!.message)).toHaveLength(1);
    const texts = log.getAllByRole('listitem').map((item) => item.textContent ?? '');
    const order = [earlierChat[0]!.message, earlierChat[1]!.message, messages.chat.adminConnected, 'Anh cần em giữ chỗ chiều nay không?'];
    await expect(order.map((text) => texts.findIndex((item) => item.includes(text)))).toEqual([1, 2, 3, 4]);
  },
};

/** While the history loads the socket waits, so it can resume after the last message held. */
export const HistoryLoading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getChatHistory));
  },
  async play(context) {
    await expect(await logOf(context.canvasElement).findByText(messages.common.loading)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(serverOf(context).connections).toHaveLength(0);
  },
};

/** The history cannot be read: a word says so, and the socket still connects (and sends the whole conversation). */
export const HistoryFailed: Story = {
  parameters: { chatServer: takenAtOnce },
  beforeEach({ msw }) {
    msw.use(mockError(getChatHistory, 500));
  },
  async play(context) {
    const log = logOf(context.canvasElement);
    await expect(await log.findByText(messages.chat.historyLoadFailed)).toBeVisible();
    await waitFor(() => expect(serverOf(context).connections).toHaveLength(1));
    await expect(serverOf(context).connections[0]?.lastSeq?.()).toBe(0);
    await expect(await log.findByText(messages.chat.adminConnected)).toBeVisible();
  },
};

/** The server refuses a message (too fast): its reason shows under the field, which keeps the text. */
export const SendRefused: Story = {
  parameters: {
    chatServer: {
      onConnect: (server) => server.emit('start_chat', { adminSocketId: demoChatStaff._id }),
      on: { send_message: (_payload, ack) => ack?.(tooFastAck) },
    } satisfies FakeChatServerOptions,
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
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
  parameters: { chatServer: { onConnect: (server) => server.emit('start_chat', { adminSocketId: demoChatStaff._id }) } satisfies FakeChatServerOptions },
  async play({ canvasElement }) {
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
    await userEvent.type(inputOf(canvasElement), 'Còn ai ở đó không?{Enter}');
    await expect(bubbleOf(canvasElement, 'Còn ai ở đó không?')).toHaveTextContent(messages.common.sending);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.chat.sendFailed);
    await expect(inputOf(canvasElement)).toHaveValue('Còn ai ở đó không?');
    await expect(logOf(canvasElement).queryByText('Còn ai ở đó không?')).toBeNull();
  },
};

/** Staff end it: their words show, the input closes, and the socket is let go. */
export const Ended: Story = {
  parameters: { chatServer: takenAtOnce },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
    server.emit('chat_ended', { message: messages.chat.ended });
    await expect(await logOf(canvasElement).findByText(messages.chat.ended)).toBeVisible();
    await expect(inputOf(canvasElement)).toBeDisabled();
    // A closed socket hears nothing more.
    server.emit('chat_message', makeChatMessage(9, { sender: 'staff', message: 'Tin nhắn sau khi kết thúc' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(logOf(canvasElement).queryByText('Tin nhắn sau khi kết thúc')).toBeNull();
    await expect(within(canvasElement).queryByText(messages.chat.waitingForAdmin)).toBeNull();
  },
};

/** The server refuses the connection with a reason (a locked account): the banner gives both. */
export const ConnectError: Story = {
  parameters: { chatServer: { refuse: 'Tài khoản của bạn đã bị khóa.' } satisfies FakeChatServerOptions },
  async play({ canvasElement }) {
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.cannotConnect);
    await expect(banner).toHaveTextContent('Tài khoản của bạn đã bị khóa.');
    await expect(inputOf(canvasElement)).toBeDisabled();
  },
};

/** The network fails at first (socket.io's English error is not shown); the next attempt connects and the banner goes. */
export const ConnectErrorCleared: Story = {
  parameters: { chatServer: { connectAfterMs: null, ...takenAtOnce } satisfies FakeChatServerOptions },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.emit('connect_error', new Error('xhr poll error'));
    const banner = await within(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent(messages.chat.cannotConnect);
    await expect(banner).not.toHaveTextContent('xhr');
    server.restore();
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    await expect(await logOf(canvasElement).findByText(messages.chat.adminConnected)).toBeVisible();
  },
};

/** The line drops: a notice says it is reconnecting; back, staff are announced only once. */
export const Reconnecting: Story = {
  parameters: { chatServer: takenAtOnce },
  async play(context) {
    const { canvasElement } = context;
    const server = serverOf(context);
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
    server.drop();
    await expect(await within(canvasElement).findByText(messages.chat.reconnecting)).toBeVisible();
    server.restore();
    await waitFor(() => expect(within(canvasElement).queryByText(messages.chat.reconnecting)).toBeNull());
    await waitFor(() => expect(inputOf(canvasElement)).toBeEnabled());
    await expect(logOf(canvasElement).getAllByText(messages.chat.adminConnected)).toHaveLength(1);
  },
};
