import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../contract/messages';
import { quoteTotals } from '../../contract/quote-rules';
import { answerQuote, type QuoteAnswerBody } from '../../contract/repair-quotes';
import { mockError } from '../../mocks/endpoint-handlers';
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
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Báo giá chờ bạn xác nhận' })).toBeVisible();
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups).toHaveLength(3);
    await step('choices, and the total of what is approved', async () => {
      await userEvent.click(within(groups[0]!).getByText('Đồng ý'));
      await userEvent.click(within(groups[1]!).getByText('Đồng ý'));
      await userEvent.click(within(groups[2]!).getByText('Từ chối'));
      const approvedTotal = quoteTotals(brakeLines.slice(0, 2), 50_000, 10).total;
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

/** A part ran out meanwhile: the server's words name it, and the customer can decline that line. */
export const StockShort: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(answerQuote, 409, format(messages.quotes.stockShort, { name: 'Má phanh trước chính hãng (bộ)', n: 0 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng ý tất cả' }));
    await userEvent.type(canvas.getByLabelText(/Họ tên đầy đủ để xác nhận/), 'Nguyễn Văn An');
    await userEvent.click(canvas.getByRole('button', { name: /Xác nhận báo giá/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(format(messages.quotes.stockShort, { name: 'Má phanh trước chính hãng (bộ)', n: 0 }));
  },
};

/** Answered: each line's answer, the approved total, who confirmed and when. */
export const Answered: Story = {
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
  args: { repair: customerRepairAt('diagnosis') },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('heading', { name: /Báo giá/ })).toBeNull();
  },
};
