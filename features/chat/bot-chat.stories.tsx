import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { botChat } from '../../contract/bot';
import { createBooking, getAvailability } from '../../contract/bookings';
import { CHAT_INPUT_MAX_ROWS, STORAGE_KEYS } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { availabilityFor, makeBooking } from '../../mocks/data/bookings';
import { mockError, mockNetworkError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { agreeToProcessing } from '../../entities/privacy/consent-story-kit';
import { BotChat } from './bot-chat';
import { BOT_HISTORY_LIMIT } from './bot-history';
import {
  TODAY,
  TOMORROW,
  bubbleOf,
  clearBotHistory,
  inputOf,
  logOf,
  panelFrame,
  pngFile,
  sendButtonOf,
  sendMessage,
  storedBotHistory,
  tooLargeFile,
} from './chat-story-kit';

/** What the bot was asked, story by story. */
const botCalls: unknown[] = [];
const bookingBodies: unknown[] = [];
const reply = 'Thay dầu động cơ từ 450.000 đ, tùy dòng xe.';

const meta = {
  title: 'features/chat/BotChat',
  component: BotChat,
  args: { userId: 'guest', today: TODAY },
  decorators: [panelFrame],
  beforeEach({ msw }) {
    clearBotHistory();
    botCalls.length = 0;
    bookingBodies.length = 0;
    msw.use(
      mockOk(botChat, async (request) => {
        botCalls.push(await request.json());
        return { botReply: reply };
      }),
      mockOk(getAvailability, (request) => {
        const query = new URL(request.url).searchParams;
        const branch = (query.get('branch') ?? 'quan-12') as BranchId;
        return availabilityFor(query.get('date') ?? TODAY, branch === 'thu-duc' ? ['08:00'] : ['10:00', '15:00'], 3, branch);
      }),
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as { date: string; timeSlot: '09:00'; branch: BranchId };
        bookingBodies.push(body);
        return makeBooking({ date: body.date, timeSlot: body.timeSlot, branch: body.branch, numberPhone: '0912345678', code: 'K7M2QX' });
      }),
    );
    return clearBotHistory;
  },
} satisfies Meta<typeof BotChat>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const formOf = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('form', { name: messages.chat.contactFormLabel });
const field = (form: Canvas, label: string) => form.getByLabelText(label, { exact: false });

async function fillBooking(form: Canvas) {
  await userEvent.clear(field(form, messages.chat.contactFullName));
  await userEvent.type(field(form, messages.chat.contactFullName), 'Nguyễn Văn An');
  await userEvent.type(field(form, messages.chat.contactPhone), '0912345678');
  await userEvent.click(form.getByRole('radio', { name: 'Quận 12' }));
  fireEvent.change(field(form, messages.chat.contactDate), { target: { value: TOMORROW } });
  await userEvent.click(await form.findByRole('radio', { name: '09:00' }));
  // The visitor's own tick: nothing is sent without it.
  await agreeToProcessing(form);
}

/** A first visit: the bot greets. */
export const Greeting: Story = {
  async play({ canvasElement }) {
    const log = logOf(canvasElement);
    await expect(log.getAllByRole('listitem')).toHaveLength(1);
    await expect(log.getByText(messages.bot.greeting)).toBeVisible();
    await expect(bubbleOf(canvasElement, messages.bot.greeting)).toHaveTextContent(`${messages.chat.botName}:`);
    await expect(sendButtonOf(canvasElement)).toBeDisabled();
  },
};

/** The visitor's words on the right, the bot's answer on the left once it comes; both are kept for the next visit. */
export const BotReply: Story = {
  args: { userId: '665f1a2b3c4d5e6f7a8b9c0d' },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Giá thay dầu bao nhiêu?');
    await expect(bubbleOf(canvasElement, 'Giá thay dầu bao nhiêu?')).toHaveClass('items-end');
    await expect(await logOf(canvasElement).findByText(reply)).toBeVisible();
    await expect(bubbleOf(canvasElement, reply)).toHaveClass('items-start');
    await expect(botCalls).toEqual([{ message: 'Giá thay dầu bao nhiêu?', userId: '665f1a2b3c4d5e6f7a8b9c0d' }]);
    await waitFor(() =>
      expect(storedBotHistory()).toEqual([
        { text: messages.bot.greeting, isUser: false },
        { text: 'Giá thay dầu bao nhiêu?', isUser: true },
        { text: reply, isUser: false },
      ]),
    );
  },
};

/** While the bot thinks, three dots say so and the next message waits. */
export const Typing: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(botChat));
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Gara mở cửa mấy giờ?');
    await expect(await logOf(canvasElement).findByText(messages.chat.botTyping)).toBeInTheDocument();
    await userEvent.type(inputOf(canvasElement), 'Còn chủ nhật?');
    await expect(sendButtonOf(canvasElement)).toBeDisabled();
  },
};

/** Enter sends; Shift+Enter starts a new line; the field grows to three rows, then scrolls. */
export const EnterAndShiftEnter: Story = {
  async play({ canvasElement }) {
    const input = inputOf(canvasElement);
    const oneRow = input.getBoundingClientRect().height;
    await userEvent.type(input, 'Dòng một{Shift>}{Enter}{/Shift}dòng hai');
    await expect(input).toHaveValue('Dòng một\ndòng hai');
    await expect(botCalls).toHaveLength(0);
    await userEvent.type(input, '{Shift>}{Enter}{/Shift}dòng ba{Shift>}{Enter}{/Shift}dòng bốn{Shift>}{Enter}{/Shift}dòng năm');
    const rows = CHAT_INPUT_MAX_ROWS;
    // Three rows of 24 px at most, then the rest scrolls inside the field.
    await waitFor(() => expect(input.getBoundingClientRect().height).toBeCloseTo(oneRow + (rows - 1) * 24, 0));
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input.getBoundingClientRect().height).toBeCloseTo(oneRow, 0));
    await waitFor(() => expect(botCalls).toEqual([{ message: 'Dòng một\ndòng hai\ndòng ba\ndòng bốn\ndòng năm', userId: 'guest' }]));
  },
};

/** Spaces and new lines alone are not a message: nothing is sent, nothing is added. */
export const BlankNotSent: Story = {
  async play({ canvasElement }) {
    const input = inputOf(canvasElement);
    await userEvent.type(input, '   {Shift>}{Enter}{/Shift}  ');
    await expect(sendButtonOf(canvasElement)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(logOf(canvasElement).getAllByRole('listitem')).toHaveLength(1);
    await expect(botCalls).toHaveLength(0);
    await expect(input).toHaveValue('   \n  ');
  },
};

/** Typed without marks, 'dat lich' still means booking: the form opens and the bot is not asked. */
export const TriggerWithoutDiacritics: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'dat lich');
    const form = await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel });
    await expect(logOf(canvasElement).getByText('dat lich')).toBeVisible();
    await expect(logOf(canvasElement).getByText(messages.bot.contactFormPrompt)).toBeVisible();
    // The form follows the bot's invitation, and its first field takes the focus.
    await expect(bubbleOf(canvasElement, messages.bot.contactFormPrompt).nextElementSibling).toContainElement(form);
    await waitFor(() => expect(field(within(form), messages.chat.contactFullName)).toHaveFocus());
    await expect(botCalls).toHaveLength(0);
  },
};

export const TriggerWithDiacritics: Story = {
  args: { fullName: 'Nguyễn Văn Hùng', userId: '665f1a2b3c4d5e6f7a8b9c0d' },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Tôi muốn đặt lịch hẹn');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    // A signed-in customer's name is filled in.
    await expect(field(form, messages.chat.contactFullName)).toHaveValue('Nguyễn Văn Hùng');
    await expect(form.getByText(messages.lookup.pickBranchAndDate)).toBeVisible();
    await expect(within(form.getByRole('group', { name: messages.chat.contactTimeSlot })).getAllByRole('radio')).toHaveLength(8);
    await expect(within(form.getByRole('group', { name: messages.chat.contactBranch })).getAllByRole('radio')).toHaveLength(2);
    await expect(botCalls).toHaveLength(0);
  },
};

/** A normal message hides the form again and goes to the bot. */
export const NormalMessageHidesForm: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Cho tôi liên hệ với gara');
    await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel });
    await userEvent.click(inputOf(canvasElement));
    await sendMessage(canvasElement, 'Giá thay dầu bao nhiêu?');
    await expect(formOf(canvasElement)).toBeNull();
    await expect(await logOf(canvasElement).findByText(reply)).toBeVisible();
    await expect(botCalls).toEqual([{ message: 'Giá thay dầu bao nhiêu?', userId: 'guest' }]);
  },
};

/** Sent without name, phone, branch, day or slot: the bot asks for all of it and the fields say what is missing. */
export const FormMissingFields: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'booking');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await logOf(canvasElement).findByText(messages.bot.contactMissingFields)).toBeVisible();
    await expect(field(form, messages.chat.contactFullName)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, messages.chat.contactPhone)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(messages.bookings.branchRequired)).toBeVisible();
    await expect(form.getByText(messages.bookings.timeSlotRequired)).toBeVisible();
    await expect(bookingBodies).toHaveLength(0);
    // The bot's request comes after the form, where the visitor is looking.
    await expect(bubbleOf(canvasElement, messages.bot.contactMissingFields).previousElementSibling).toContainElement(
      within(canvasElement).getByRole('form', { name: messages.chat.contactFormLabel }),
    );
  },
};

/** Full slots of the picked day at the picked branch cannot be chosen; a wrong phone number is caught before sending. */
export const FormChecks: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'hẹn');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await expect(field(form, messages.chat.contactDate)).toHaveAttribute('min', TODAY);
    fireEvent.change(field(form, messages.chat.contactDate), { target: { value: TOMORROW } });
    await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
    await waitFor(() => expect(form.getByRole('radio', { name: /08:00/ })).toBeDisabled());
    await expect(form.getByRole('radio', { name: /10:00/ })).toBeEnabled();
    await userEvent.click(form.getByRole('radio', { name: 'Quận 12' }));
    await waitFor(() => expect(form.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    await expect(form.getByRole('radio', { name: /10:00/ }).closest('label')).toHaveTextContent(messages.bookings.slotFullLabel);
    await expect(form.getByRole('radio', { name: '09:00' })).toBeEnabled();
    await userEvent.type(field(form, messages.chat.contactFullName), 'An');
    await userEvent.type(field(form, messages.chat.contactPhone), '09123');
    await userEvent.click(form.getByRole('radio', { name: '09:00' }));
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await form.findByText(messages.validation.phoneInvalid)).toBeVisible();
    await expect(bookingBodies).toHaveLength(0);
  },
};

/** Pictures are optional: several, each removable; other files and files over 5 MB are refused. */
export const FormPictures: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'contact');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    const picker = field(form, messages.chat.contactImages);
    await userEvent.upload(picker, [pngFile('truoc.png'), pngFile('sau.png')]);
    await expect(await form.findByRole('img', { name: 'Ảnh đã chọn 2' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Xóa ảnh 1' }));
    await waitFor(() => expect(form.queryByRole('img', { name: 'Ảnh đã chọn 2' })).toBeNull());
    await userEvent.upload(picker, tooLargeFile());
    await expect(await form.findByText(messages.validation.imageTooLarge)).toBeVisible();
    await userEvent.upload(picker, new File(['%PDF'], 'bao-gia.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await form.findByText(messages.validation.imageInvalidType)).toBeVisible();
    await fillBooking(form);
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await waitFor(() => expect(bookingBodies).toHaveLength(1));
    const { images } = bookingBodies[0] as { images: string[] };
    await expect(images).toHaveLength(1);
    await expect(images[0]).toMatch(/^data:image\/png;base64,/);
  },
};

/** Sent: the button says so meanwhile, then the form goes, the bot thanks the visitor and the booking's summary follows with its reference. */
export const FormSent: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(
        createBooking,
        async (request) => {
          const body = (await request.json()) as { date: string; timeSlot: '09:00'; branch: BranchId };
          bookingBodies.push(body);
          return makeBooking({ date: body.date, timeSlot: body.timeSlot, branch: body.branch, numberPhone: '0912345678', code: 'K7M2QX' });
        },
        { delayMs: 600 },
      ),
    );
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Tôi muốn đặt lịch hẹn');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await fillBooking(form);
    await userEvent.type(field(form, messages.chat.contactDescription), 'Xe kêu ở bánh trước');
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await form.findByRole('button', { name: messages.common.sending })).toBeDisabled();
    await expect(await logOf(canvasElement).findByText(messages.bot.contactSuccess)).toBeVisible();
    await expect(formOf(canvasElement)).toBeNull();
    const summary = logOf(canvasElement).getByRole('region', { name: messages.bookings.createSuccess });
    await expect(bubbleOf(canvasElement, messages.bot.contactSuccess).nextElementSibling).toContainElement(summary);
    await expect(within(summary).getByText('K7M2QX')).toBeVisible();
    await expect(summary).toHaveTextContent('Chi nhánh Quận 12');
    await expect(summary).toHaveTextContent('09:00 · Thứ Ba, 11/06/2030');
    await expect(within(summary).getByRole('link', { name: messages.bookingCard.openLookup })).toHaveAttribute('href', '/tra-cuu-lich-hen?ma=K7M2QX');
    await expect(within(summary).getByRole('link', { name: messages.bookingCard.addToCalendar })).toHaveAttribute(
      'href',
      '/api/contacts/lookup/calendar?code=K7M2QX&phone=0912345678',
    );
    await expect(bookingBodies).toEqual([
      {
        fullName: 'Nguyễn Văn An',
        numberPhone: '0912345678',
        date: TOMORROW,
        timeSlot: '09:00',
        branch: 'quan-12',
        carModel: '',
        carPlate: '',
        description: 'Xe kêu ở bánh trước',
        images: [],
        // The notice the boxes named, processing only, recorded as given to the virtual assistant.
        consents: { noticeVersion: 1, processing: true, serviceMessages: false, marketing: false },
        channel: 'bot',
      },
    ]);
  },
};

/** The branch is asked here too and the car is optional; the plate goes in capitals, and one that is not a plate is named before sending. */
export const FormBranchAndCar: Story = {
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Tôi muốn đặt lịch hẹn');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await fillBooking(form);
    await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Dòng xe' }), 'Mazda 3');
    await userEvent.type(form.getByRole('textbox', { name: 'Biển số xe' }), '51');
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await form.findByText(messages.bookings.plateInvalid)).toBeVisible();
    await expect(bookingBodies).toHaveLength(0);
    await userEvent.type(form.getByRole('textbox', { name: 'Biển số xe' }), 'h-456.78');
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await waitFor(() => expect(bookingBodies).toHaveLength(1));
    await expect(bookingBodies[0]).toMatchObject({ branch: 'thu-duc', carModel: 'Mazda 3', carPlate: '51H-456.78' });
  },
};

/** The server refuses (the slot filled up meanwhile): the bot says the server's words and the form stays. */
export const FormFailure: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createBooking, 409, messages.bookings.slotFull));
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'dat lich');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await fillBooking(form);
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await logOf(canvasElement).findByText(messages.bookings.slotFull)).toBeVisible();
    await expect(formOf(canvasElement)).not.toBeNull();
    await expect(field(form, messages.chat.contactPhone)).toHaveValue('0912345678');
  },
};

/** No answer at all (the network): the bot's own apology. */
export const FormOffline: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(createBooking));
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'dat lich');
    const form = within(await within(canvasElement).findByRole('form', { name: messages.chat.contactFormLabel }));
    await fillBooking(form);
    await userEvent.click(form.getByRole('button', { name: messages.chat.contactSubmit }));
    await expect(await logOf(canvasElement).findByText(messages.bot.contactFailed)).toBeVisible();
  },
};

export const BotFailure: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(botChat, 502, messages.bot.unavailable));
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Gara có sửa hộp số không?');
    await expect(await logOf(canvasElement).findByText(messages.bot.callFailed)).toBeVisible();
    await expect(logOf(canvasElement).queryByText(messages.chat.botTyping)).toBeNull();
  },
};

export const EmptyReply: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(botChat, { botReply: '  ' }));
  },
  async play({ canvasElement }) {
    await sendMessage(canvasElement, 'Xin chào');
    await expect(await logOf(canvasElement).findByText(messages.bot.emptyReply)).toBeVisible();
  },
};

const earlier = Array.from({ length: BOT_HISTORY_LIMIT }, (_, index) => ({ text: `Tin cũ ${index + 1}`, isUser: index % 2 === 0 }));

/** A reload keeps the conversation; only the last 50 lines are kept, and the newest is in view. */
export const HistoryRestored: Story = {
  beforeEach() {
    localStorage.setItem(STORAGE_KEYS.chatMessages, JSON.stringify(earlier));
  },
  async play({ canvasElement }) {
    const log = logOf(canvasElement);
    await expect(log.getAllByRole('listitem')).toHaveLength(BOT_HISTORY_LIMIT);
    await expect(log.queryByText(messages.bot.greeting)).toBeNull();
    const scroller = within(canvasElement).getByRole('log');
    // At the bottom, and still there once the history's text has settled (fonts arrive later on a busy machine).
    await waitFor(() => expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1));
    await sendMessage(canvasElement, 'Còn tôi đây');
    await expect(await log.findByText(reply)).toBeVisible();
    await waitFor(() => expect(storedBotHistory().at(-1)).toEqual({ text: reply, isUser: false }));
    const stored = storedBotHistory();
    await expect(stored).toHaveLength(BOT_HISTORY_LIMIT);
    await expect(stored[0]).toEqual({ text: 'Tin cũ 3', isUser: true });
  },
};
