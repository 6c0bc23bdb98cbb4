import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../contract/messages';
import { approvedTotals } from '../../contract/quote-rules';
import { answerQuote, type QuoteAnswerBody } from '../../contract/repair-quotes';
import { answered, brakeLines, makeQuote } from '../../mocks/quote-data';
import { customerRepairAt } from '../../mocks/repair-data';
import { moneyText } from '../../.storybook/story-money';
import { expectToast } from '../../.storybook/story-toast';
import { QuoteApproval } from './quote-approval';

const quote = makeQuote(brakeLines, { vatRate: 10, discount: 50_000 });
const waitingJob = customerRepairAt('confirmation', { fullName: 'Nguyễn Văn An', quote });
const answers = fn();

const meta = {
  title: 'features/repairs/QuoteApproval',
  tags: ['screen'],
  component: QuoteApproval,
  args: { repair: waitingJob },
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    answers.mockClear();
    msw.use(
      http.post(answerQuote.path, async ({ request }) => {
        const body = (await request.json()) as QuoteAnswerBody;
        answers(body);
        return HttpResponse.json(answered(quote, quote.lines.map((line) => body.lines.find((item) => item.lineId === line._id)!.approved), body.signedName));
      }),
    );
  },
} satisfies Meta<typeof QuoteApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: two lines approved, one declined, the sum of what is approved as they choose, the typed name, sent. */
export const ApproveTwoOfThree: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Báo giá chờ bạn xác nhận' })).toBeVisible();
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups).toHaveLength(3);
    await step('choices, and the total of what is approved', async () => {
      await userEvent.click(within(groups[0]!).getByText('Đồng ý'));
      await userEvent.click(within(groups[1]!).getByText('Đồng ý'));
      await userEvent.click(within(groups[2]!).getByText('Từ chối'));
      // The declined line takes its share of the 50,000 đ off with it.
      const approvedTotal = approvedTotals(brakeLines.map((line, index) => ({ ...line, approved: index < 2 })), 50_000, 10).total;
      await expect(within(canvas.getByLabelText('Tổng các mục bạn đồng ý')).getByText(moneyText(approvedTotal))).toBeVisible();
    });
    await userEvent.type(canvas.getByLabelText(/Họ tên đầy đủ để xác nhận/), 'Nguyễn Văn An');
    await userEvent.click(canvas.getByRole('button', { name: /Xác nhận báo giá/ }));
    await waitFor(() =>
      expect(answers).toHaveBeenCalledWith({
        version: 1,
        signedName: 'Nguyễn Văn An',
        lines: quote.lines.map((line, index) => ({ lineId: line._id, approved: index < 2 })),
      }),
    );
    await expectToast(canvasElement, messages.quotes.answerSaved, 'success');
  },
};

/** Nothing is sent until every line is chosen and the name typed; each gap says so. */
export const MissingChoices: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng ý tất cả' }));
    await userEvent.click(within(canvas.getAllByRole('radiogroup')[1]!).getByText('Từ chối'));
    await userEvent.click(canvas.getByRole('button', { name: /Xác nhận báo giá/ }));
    await expect(await canvas.findByText(messages.quotes.signedNameRequired)).toBeVisible();
    await expect(answers).not.toHaveBeenCalled();
  },
};

/** The quote answered with its first line (a part) waiting for stock, as the server records it when the last unit went elsewhere. */
function answeredShort(signedName: string) {
  const base = answered(quote, [false, true, true], signedName);
  return { ...base, lines: base.lines.map((line, index) => (index === 0 ? { ...line, stockLeft: 0 } : line)) };
}

/**
 * A part ran out meanwhile: the answer is still taken, only that line waits for stock. The
 * customer is told so (not asked to answer everything again), and the line says it on the page.
 */
export const StockShort: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(answerQuote.path, async ({ request }) => {
        answers(await request.json());
        return HttpResponse.json(answeredShort('Nguyễn Văn An'));
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng ý tất cả' }));
    await userEvent.type(canvas.getByLabelText(/Họ tên đầy đủ để xác nhận/), 'Nguyễn Văn An');
    await userEvent.click(canvas.getByRole('button', { name: /Xác nhận báo giá/ }));
    await expectToast(canvasElement, format(messages.quotes.answerSavedWaiting, { n: 1 }), 'info');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Answered, one part waiting for stock: marked 'Chờ hàng' with the stock's words, and out of the approved total. */
export const AnsweredWaitingStock: Story = {
  args: { repair: customerRepairAt('preparation', { quote: answeredShort('Nguyễn Văn An') }) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const lines = within(canvas.getByRole('list', { name: 'Các hạng mục báo giá' }));
    const first = within(lines.getAllByRole('listitem')[0]!);
    await expect(first.getByText(messages.quotes.waitingStock)).toBeVisible();
    await expect(first.getByText(format(messages.quotes.lineWaitingStock, { n: 0 }))).toBeVisible();
    await expect(canvas.getAllByText('Đồng ý')).toHaveLength(2);
    const total = approvedTotals(brakeLines.map((line, index) => ({ ...line, approved: index !== 0 })), 50_000, 10).total;
    await expect(within(canvas.getByLabelText('Tổng các mục đồng ý')).getByText(moneyText(total))).toBeVisible();
  },
};

/** Answered: each line's answer, the approved total, who confirmed and when. */
export const Answered: Story = {
  tags: ['visual'],
  args: { repair: customerRepairAt('preparation', { quote: answered(quote, [true, true, false], 'Nguyễn Văn An') }) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Báo giá sửa chữa' })).toBeVisible();
    await expect(canvas.getAllByText('Đồng ý')).toHaveLength(2);
    await expect(canvas.getByText('Từ chối')).toBeVisible();
    await expect(canvas.getByText(/Đã xác nhận bởi Nguyễn Văn An/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Xác nhận báo giá/ })).toBeNull();
  },
};

/** No quote yet (inspection still under way): nothing is shown. */
export const NoQuote: Story = {
  tags: ['visual'],
  args: { repair: customerRepairAt('diagnosis') },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('heading', { name: /Báo giá/ })).toBeNull();
  },
};
