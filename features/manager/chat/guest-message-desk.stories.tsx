import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listGuestMessages, markGuestMessageAnswered, replyGuestMessage, type GuestMessage } from '../../../contract/guest-messages';
import { format, messages } from '../../../contract/messages';
import { guestMessageList } from '../../../mocks/data/guest-messages';
import { mockError, mockOk } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { GuestMessageDesk } from './guest-message-desk';

/** What the fake desk holds; answering takes a message off, as the server does. */
let open: GuestMessage[] = [];
const replies: unknown[] = [];

const answered = (id: string, reply: string | null): GuestMessage => ({
  ...open.find((message) => message._id === id)!,
  reply,
  answeredAt: '2026-12-06T04:00:00.000Z',
  answeredByName: 'Trần Quản Trị',
});

const meta = {
  title: 'features/manager/chat/GuestMessageDesk',
  component: GuestMessageDesk,
  beforeEach({ msw }) {
    open = [...guestMessageList];
    replies.length = 0;
    msw.use(
      mockOk(listGuestMessages, () => open),
      mockOk(replyGuestMessage, async (request, params) => {
        const body = (await request.json()) as { reply: string };
        replies.push(body);
        const done = answered(String(params.id), body.reply);
        open = open.filter((message) => message._id !== params.id);
        return done;
      }),
      mockOk(markGuestMessageAnswered, (_request, params) => {
        const done = answered(String(params.id), null);
        open = open.filter((message) => message._id !== params.id);
        return done;
      }),
    );
  },
} satisfies Meta<typeof GuestMessageDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('listitem', { name });

/** Both kinds: one with an e-mail (a reply form), one with only a phone (the number to call). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const mailed = await cardOf(canvasElement, 'Nguyễn Văn Khách');
    await expect(within(mailed).getByRole('textbox', { name: messages.guestMessages.deskReplyLabel })).toBeVisible();
    await expect(within(mailed).getByText('khach.moi@example.vn')).toBeVisible();
    const called = await cardOf(canvasElement, 'Trần Thị Gọi Lại');
    const call = within(called).getByRole('link', { name: format(messages.guestMessages.deskCall, { phone: '0912 345 678' }) });
    await expect(call).toHaveAttribute('href', 'tel:0912345678');
    await expect(within(called).queryByRole('textbox')).toBeNull();
    await expect(within(called).getByText(messages.guestMessages.noEmail)).toBeVisible();
  },
};

/** The reply goes to the server (which mails it) and the message leaves the list. */
export const ReplyByMail: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Nguyễn Văn Khách');
    await userEvent.type(within(card).getByRole('textbox', { name: messages.guestMessages.deskReplyLabel }), 'Thay dầu từ 650.000 đ ạ.');
    await userEvent.click(within(card).getByRole('button', { name: messages.guestMessages.deskReplySend }));
    await expectToast(canvasElement, messages.guestMessages.deskReplied, 'success');
    await expect(replies).toEqual([{ reply: 'Thay dầu từ 650.000 đ ạ.' }]);
    await waitFor(() => expect(within(canvasElement).queryByRole('listitem', { name: 'Nguyễn Văn Khách' })).toBeNull());
  },
};

/** A phone-only message: called, then marked answered; the last one gone, the list says nothing waits. */
export const MarkCalled: Story = {
  beforeEach() {
    open = open.filter((message) => message.email === null);
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Trần Thị Gọi Lại');
    await userEvent.click(within(card).getByRole('button', { name: messages.guestMessages.deskMarkAnswered }));
    await expectToast(canvasElement, messages.guestMessages.deskMarked, 'success');
    await expect(await within(canvasElement).findByText(messages.guestMessages.deskEmpty)).toBeVisible();
  },
};

/** Another staff member answered first: the server's words, the message stays until the list is read again. */
export const AnsweredElsewhere: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(replyGuestMessage, 409, messages.guestMessages.alreadyAnswered));
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Nguyễn Văn Khách');
    await userEvent.type(within(card).getByRole('textbox', { name: messages.guestMessages.deskReplyLabel }), 'Chào anh');
    await userEvent.click(within(card).getByRole('button', { name: messages.guestMessages.deskReplySend }));
    await expectToast(canvasElement, messages.guestMessages.alreadyAnswered, 'error');
  },
};

/** The staff alert's link names one message: it comes into sight with the focus. */
export const LinkedFromAlert: Story = {
  parameters: { route: `/admin-chat?guest=${guestMessageList[1]!._id}` },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Trần Thị Gọi Lại');
    await waitFor(() => expect(card).toHaveFocus());
  },
};

export const Empty: Story = {
  beforeEach() {
    open = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.guestMessages.deskEmpty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listGuestMessages, 500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.guestMessages.deskLoadFailed);
  },
};
