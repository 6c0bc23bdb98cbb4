import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LIVE_EVENTS } from '../../contract/live-events';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { REPAIR_STEP_LABELS } from '../../contract/repair-steps';
import { getPaymentRequest } from '../../contract/payment-request';
import { answerQuote, type QuoteAnswerBody } from '../../contract/repair-quotes';
import { openQuoteLink, trackRepair, type RepairDetail } from '../../contract/repairs';
import type { RepairWatchFactory } from '../../entities/repair/use-repair-watch';
import { demoPaymentRequest } from '../../mocks/data/bank-accounts';
import { mockError, mockNetworkError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { answered, brakeLines, makeQuote } from '../../mocks/quote-data';
import { customerRepairAt, demoOpenRepair, movedOn } from '../../mocks/repair-data';
import { expectToast } from '../../.storybook/story-toast';
import { RepairTracking } from './repair-tracking';

const CODE = 'K7M2QX';
const PHONE = '0912345678';
/** The job as the tracking page receives it: the customer's copy (shared notes only, phone masked). */
const tracked: RepairDetail = { ...demoOpenRepair, code: CODE };

/** The socket server of the story: `server.emit` plays what the real server sends the watching guest. */
let server = new FakeChatServer();
/** The job on the story's server: a move changes what the next lookup answers. */
let job: RepairDetail = tracked;
/** Lookups answered so far: each answer carries a new watch token, as the server signs one per lookup. */
let lookups = 0;
/** The watch connections the page opened, by token. */
let watched: string[] = [];

const watchWith =
  (pick: () => FakeChatServer): RepairWatchFactory =>
  ({ watchToken }) => {
    watched.push(watchToken);
    return pick().factory({ token: watchToken });
  };

/** The right code and phone find the job, anything else is the same 404, as the server answers. */
const trackingServer = () =>
  http.get(trackRepair.path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('code') !== job.code || query.get('phone') !== PHONE) return HttpResponse.json({ message: messages.repairs.lookupNotFound }, { status: 404 });
    lookups += 1;
    return HttpResponse.json(trackRepair.response.parse({ repair: job, watchToken: `the-xem-${lookups}` }));
  });

/** The job once its quote is approved and nothing paid yet: all of it is owed. */
const owing: RepairDetail = { ...tracked, money: { ...tracked.money, total: 1_250_000, paid: 0, balance: 1_250_000 } };

/** The payment code answers the same code and phone as the lookup, for what the job still owes. */
const paymentServer = () =>
  mockOk(getPaymentRequest, (request) => {
    const query = new URL(request.url).searchParams;
    if (query.get('code') !== job.code || query.get('phone') !== PHONE) throw new Error('the payment code was asked without the lookup');
    return demoPaymentRequest(job.code, job.money.balance);
  });

const meta = {
  title: 'features/repairs/RepairTracking',
  component: RepairTracking,
  args: { watchFactory: watchWith(() => server) },
  parameters: { route: '/theo-doi-sua-chua' },
  beforeEach({ msw }) {
    server = new FakeChatServer();
    job = tracked;
    lookups = 0;
    watched = [];
    msw.use(trackingServer(), paymentServer());
  },
} satisfies Meta<typeof RepairTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function lookUp(canvas: Canvas, code = CODE, phone = PHONE) {
  const codeField = canvas.getByLabelText(/Mã phiếu sửa chữa/);
  await userEvent.clear(codeField);
  if (code) await userEvent.type(codeField, code);
  const phoneField = canvas.getByLabelText(/Số điện thoại khi gửi xe/);
  await userEvent.clear(phoneField);
  if (phone) await userEvent.type(phoneField, phone);
  await userEvent.click(canvas.getByRole('button', { name: messages.repairTracking.submit }));
}

const currentStepOf = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Tiến độ sửa chữa' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')!;

/** Nothing typed: each field says what it needs, and nothing is asked of the server. */
export const EmptyForm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.repairTracking.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.repairTracking.submit }));
    await expect(await canvas.findByText(messages.repairTracking.codeRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.phoneRequired)).toBeVisible();
    await expect(lookups).toBe(0);
  },
};

/** A malformed reference and phone are refused in the browser with the server's rules. */
export const Invalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'K7M', '09123');
    await expect(await canvas.findByText(messages.repairTracking.codeInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.validation.phoneInvalid)).toBeVisible();
    await expect(lookups).toBe(0);
  },
};

/** From a link with `?ma=`: the reference is filled in and the phone is where the cursor waits. */
export const CodeFromLink: Story = {
  args: { initialCode: CODE },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Mã phiếu sửa chữa/)).toHaveValue(CODE);
    await waitFor(() => expect(canvas.getByLabelText(/Số điện thoại khi gửi xe/)).toHaveFocus());
  },
};

export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(trackRepair));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('status', { name: messages.lookup.searching })).toBeVisible();
  },
};

/** Found: the step in words, the reference, car and branch, the 12 steps with what staff shared; the page listens with the lookup's token. */
export const Found: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, ' k7m-2qx ');
    const result = await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    await expect(within(result).getByText('Bước hiện tại: Sửa chữa')).toBeVisible();
    await expect(result).toHaveTextContent('51A-123.45 · Toyota Vios · 2019');
    await expect(result).toHaveTextContent('Chi nhánh Quận 12');
    const current = currentStepOf(result);
    await expect(within(current).getByText('Đang thực hiện')).toBeVisible();
    await expect(canvas.getByText(messages.repairProgress.live)).toBeVisible();
    await waitFor(() => expect(watched).toEqual(['the-xem-1']));
    // The phone never goes in the address.
    await expect(canvasElement.ownerDocument.location.href).not.toContain(PHONE);
  },
};

/** Something is owed: the guest scans the VietQR code of the balance, the note carrying the job's reference. */
export const PaysByTransfer: Story = {
  beforeEach() {
    job = owing;
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    await expect(await canvas.findByRole('img', { name: format(messages.vietqr.qrLabel, { amount: formatPrice(job.money.balance) }) })).toBeVisible();
    await expect(canvas.getByText(`SC ${CODE}`)).toBeVisible();
    await expect(canvas.getByText(messages.vietqr.noteLabel)).toBeVisible();
  },
};

/** Nothing owed (deposits cover it): no payment code is asked for. */
export const NothingOwed: Story = {
  beforeEach() {
    job = { ...tracked, money: { ...tracked.money, paid: tracked.money.total, balance: 0 } };
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    await expect(canvas.queryByText(messages.vietqr.scanTitle)).toBeNull();
  },
};

/** The branch has no bank account yet: the server's words where the code would be. */
export const BranchWithoutAccount: Story = {
  beforeEach({ msw }) {
    job = owing;
    msw.use(mockError(getPaymentRequest, 409, format(messages.vietqr.noBankAccount, { branch: 'Chi nhánh Quận 12' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByText(format(messages.vietqr.noBankAccount, { branch: 'Chi nhánh Quận 12' }), {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Looks the job up and waits until the page watches it; resolves to the job's card. */
async function foundAndWatched(canvas: Canvas) {
  await lookUp(canvas);
  const result = await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
  await waitFor(() => expect(watched).toHaveLength(1));
  return result;
}

/** The garage moves the job to `step`; the page hears it and shows the step. */
async function movedWhileWatched(result: HTMLElement, step: RepairDetail['step'], note: string) {
  job = movedOn(job, step, note, true);
  // Once: the watch listens from the moment it is made, and each event is one more reading.
  server.emit(LIVE_EVENTS.repairUpdated, { id: job._id, branch: job.branch, step, version: job.version });
  await expect(await within(result).findByText(`Bước hiện tại: ${REPAIR_STEP_LABELS[step]}`)).toBeVisible();
}

/** The garage moves the job on while the page is open: the page reads it again and shows the new step, no reload. */
export const FollowsMovesLive: Story = {
  async play({ canvasElement }) {
    const result = await foundAndWatched(within(canvasElement));
    await movedWhileWatched(result, 'recheck', 'Chạy thử 5 km, phanh êm.');
    await expect(currentStepOf(result)).toHaveTextContent('Chạy thử 5 km, phanh êm.');
    // The reading brought a new token, but the watch that heard the move goes on: no gap to miss the next one in.
    await expect(lookups).toBe(2);
    await expect(watched).toEqual(['the-xem-1']);
    // Another job's event is not this page's business.
    const before = lookups;
    server.emit(LIVE_EVENTS.repairUpdated, { id: 'ffffffffffffffffffffffff', branch: 'thu-duc', step: 'cleaning', version: 9 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(lookups).toBe(before);
  },
};

/** The server refuses the watch (its token expired): the page says so and a new lookup brings a token that works. */
export const WatchRefused: Story = {
  args: {
    watchFactory: watchWith(() => (watched.length === 1 ? refusing : server)),
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(messages.repairs.watchRefused);
    await userEvent.click(within(alert).getByRole('button', { name: messages.repairTracking.lookAgain }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(watched).toEqual(['the-xem-1', 'the-xem-2']);
    await expect(canvas.getByText(messages.repairProgress.live)).toBeVisible();
  },
};
const refusing = new FakeChatServer({ refuse: messages.repairs.watchRefused });

/** The server ends the watch when its token expires: the page watches on with the newer token its last reading brought, and says nothing. */
export const WatchRenewed: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const result = await foundAndWatched(canvas);
    await movedWhileWatched(result, 'recheck', 'Chạy thử 5 km, phanh êm.');
    server.drop('io server disconnect');
    await waitFor(() => expect(watched).toEqual(['the-xem-1', 'the-xem-2']));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText(messages.repairProgress.live)).toBeVisible();
    // The new watch hears the next move.
    await movedWhileWatched(result, 'cleaning', 'Rửa xe.');
  },
};

/** A wrong pair: the same words whether the code or the phone was wrong. */
export const NotFound: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, CODE, '0987654321');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.repairs.lookupNotFound);
    await expect(watched).toEqual([]);
  },
};

export const TooManyTries: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(trackRepair, 429, messages.bookings.tooManyLookups));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.bookings.tooManyLookups);
  },
};

export const ConnectionLost: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(trackRepair));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.repairTracking.failed);
  },
};

/** At 375 px the form's fields stack and the job's details sit above its steps; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const LINK_TOKEN = 'lien-ket-ky-san';
const linkQuote = makeQuote(brakeLines, { vatRate: 10, discount: 50_000 });
const linkedJob: RepairDetail = customerRepairAt('confirmation', { code: CODE, fullName: 'Nguyễn Văn An', quote: linkQuote });
const linkAnswers = fn();

/**
 * From the quote mail's button or a link the desk sent by Zalo (`?duyet=`): the job and its quote
 * open without the form, and the answer goes with the link's token, never a code or phone.
 */
export const OpenedFromQuoteLink: Story = {
  args: { linkToken: LINK_TOKEN },
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    linkAnswers.mockClear();
    msw.use(
      http.get(openQuoteLink.path, ({ request }) => {
        if (new URL(request.url).searchParams.get('token') !== LINK_TOKEN) return HttpResponse.json({ message: messages.quotes.linkInvalid }, { status: 410 });
        return HttpResponse.json(openQuoteLink.response.parse({ repair: linkedJob, watchToken: 'the-xem-lien-ket' }));
      }),
      http.post(answerQuote.path, async ({ request }) => {
        const body = (await request.json()) as QuoteAnswerBody;
        linkAnswers(body);
        return HttpResponse.json(answered(linkQuote, linkQuote.lines.map(() => true), body.signedName));
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const result = await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    await expect(lookups).toBe(0);
    const approval = within(result).getByRole('region', { name: 'Báo giá chờ bạn xác nhận' });
    await userEvent.click(within(approval).getByRole('button', { name: 'Đồng ý tất cả' }));
    await userEvent.type(within(approval).getByLabelText(/Họ tên đầy đủ để xác nhận/), 'Nguyễn Văn An');
    await userEvent.click(within(approval).getByRole('button', { name: /Xác nhận báo giá/ }));
    await waitFor(() =>
      expect(linkAnswers).toHaveBeenCalledWith({
        version: linkQuote.version,
        signedName: 'Nguyễn Văn An',
        token: LINK_TOKEN,
        lines: linkQuote.lines.map((line) => ({ lineId: line._id, approved: true })),
      }),
    );
    await expectToast(canvasElement, messages.quotes.answerSaved, 'success');
    await waitFor(() => expect(watched).toEqual(['the-xem-lien-ket']));
  },
};

/** A link the quote has moved past (a new version) or the handover closed: its own words, and the form still works. */
export const QuoteLinkVoided: Story = {
  args: { linkToken: LINK_TOKEN },
  beforeEach({ msw }) {
    msw.use(mockError(openQuoteLink, 410, messages.quotes.linkInvalid));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.quotes.linkInvalid);
    await lookUp(canvas);
    await canvas.findByRole('region', { name: `Phiếu sửa chữa ${CODE}` }, { timeout: 10_000 });
    await expect(canvas.queryByText(messages.quotes.linkInvalid)).toBeNull();
  },
};
