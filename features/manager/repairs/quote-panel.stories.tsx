import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listProductsPath } from '../../../contract/api-paths';
import { format, messages } from '../../../contract/messages';
import { quoteTotals } from '../../../contract/quote-rules';
import { createQuoteLink, saveQuote } from '../../../contract/repair-quotes';
import { useRepair } from '../../../entities/repair/get-repair';
import { demoProducts } from '../../../mocks/data/products';
import { demoParts } from '../../../mocks/data/parts';
import { branchOf } from '../../../contract/garage';
import { mockError, mockOk } from '../../../mocks/endpoint-handlers';
import { brakeLines, makeQuote } from '../../../mocks/quote-data';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { http, HttpResponse, delay } from 'msw';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { QuotePanel } from './quote-panel';
import { jobAt, resetWorkshop, workshopHandlers } from './repair-story-kit';
import { quoteCalls, quoteHandlers, resetQuoteCalls } from './quote-story-kit';

const urgentPads = { id: 'p-brake', label: 'Phanh trước (má phanh, đĩa phanh)', status: 'urgent' as const, note: 'Má phanh còn 2 mm.', photos: [] };
const inspection = {
  templateId: null,
  templateName: 'Kiểm tra tổng quát',
  points: [urgentPads, { id: 'p-tyres', label: 'Lốp và áp suất lốp', status: 'good' as const, note: '', photos: [] }],
  staff: null,
  version: 1,
  updatedAt: '2026-03-11T03:00:00.000Z',
};

/** The Ranger at 'Báo giá chi tiết' after an inspection that found its front brakes worn through. */
const atQuote = jobAt('quote', 15, { code: 'R1A2QE', vehicle: { plate: '61A-777.01', model: 'Ford Ranger', year: 2018 }, fullName: 'Võ Thanh Kiên', inspection });
const waiting = jobAt('confirmation', 40, { code: 'R1A2QF', vehicle: { plate: '51K-321.00', model: 'Hyundai Accent', year: 2022 }, fullName: 'Đặng Quốc Huy', quote: makeQuote(brakeLines, { vatRate: 8, discount: 50_000 }) });
const answeredJob = jobAt('confirmation', 60, {
  code: 'R1A2QG',
  vehicle: { plate: '60C-456.78', model: 'Mitsubishi Xpander', year: 2023 },
  fullName: 'Huỳnh Ngọc Lan',
  quote: makeQuote(brakeLines, { vatRate: 10, answers: [true, true, false], signedName: 'Huỳnh Ngọc Lan' }),
});

/** The panel as the job page shows it: the job read from the server, so a save shows what the server stored. */
function LivePanel({ repairId }: { repairId: string }) {
  const { data } = useRepair(repairId);
  return data ? <QuotePanel repair={data} /> : <p>{messages.common.loading}</p>;
}

const meta = {
  title: 'features/manager/repairs/QuotePanel',
  component: QuotePanel,
  args: { repair: atQuote },
  render: (args) => <LivePanel repairId={args.repair._id} />,
  beforeEach({ msw }) {
    resetWorkshop([atQuote, waiting, answeredJob]);
    resetQuoteCalls();
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
} satisfies Meta<typeof QuotePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No quote yet: the editor starts from the urgent inspection point, staff add labour, the totals follow, the server stores it. */
export const WriteQuote: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Lập báo giá xe 61A-777.01' }));
    await step('the urgent point is the first line', async () => {
      const first = within(await dialog.findByRole('listitem', { name: 'Dòng 1' }));
      await expect(first.getByLabelText(/Nội dung/)).toHaveValue(urgentPads.label);
      await userEvent.type(first.getByLabelText(/Đơn giá \(đ\)/), '1250000');
      await expect(first.getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('1.250.000');
      await userEvent.type(first.getByLabelText('Bảo hành (tháng)'), '6');
    });
    await step('labour by the hour, totals as typed', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Thêm công thợ' }));
      const second = within(dialog.getByRole('listitem', { name: 'Dòng 2' }));
      await userEvent.type(second.getByLabelText(/Nội dung/), 'Công thay má phanh');
      await userEvent.clear(second.getByLabelText(/Số giờ/));
      await userEvent.type(second.getByLabelText(/Số giờ/), '1.5');
      await userEvent.type(second.getByLabelText(/Đơn giá mỗi giờ/), '250000');
      const expected = quoteTotals([{ quantity: 1, unitPrice: 1_250_000 }, { quantity: 1.5, unitPrice: 250_000 }], 0, 10);
      await expect(within(dialog.getByLabelText('Tổng báo giá')).getByText(moneyText(expected.total))).toBeVisible();
    });
    await userEvent.click(body.getByRole('button', { name: 'Lưu báo giá' }));
    await waitFor(() => expect(quoteCalls.saved).toHaveBeenCalledWith(expect.objectContaining({ version: 0, vatRate: 10 })));
    await expectToast(canvasElement, messages.quotes.saved, 'success');
    await expect(await canvas.findByText('Chờ khách duyệt')).toBeVisible();
    // Found, not got: until the closing dialog is gone the page behind it is hidden from the accessibility tree.
    await expect(await canvas.findByRole('list', { name: 'Các dòng báo giá, phiên bản 1' })).toBeVisible();
  },
};

/** Money, hours and km as Vietnamese staff type them: '200.000' đ an hour for '1,5' hours is 300.000 đ, shown grouped as typed and saved as numbers. */
export const TypedTheVietnameseWay: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog'));
    const first = within(await dialog.findByRole('listitem', { name: 'Dòng 1' }));
    await userEvent.selectOptions(first.getByLabelText('Loại'), 'labour');
    await userEvent.clear(first.getByLabelText(/Số giờ/));
    await userEvent.type(first.getByLabelText(/Số giờ/), '1,5');
    const price = first.getByLabelText(/Đơn giá mỗi giờ/);
    await userEvent.type(price, '200.000');
    await expect(price).toHaveValue('200.000');
    const km = first.getByLabelText('Bảo hành (km)');
    await userEvent.type(km, '10000');
    await expect(km).toHaveValue('10.000');
    await expect(first.getByText(moneyText(300_000))).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Giảm giá (đ)'));
    await userEvent.type(dialog.getByLabelText('Giảm giá (đ)'), '50 000');
    await userEvent.click(body.getByRole('button', { name: 'Lưu báo giá' }));
    await waitFor(() =>
      expect(quoteCalls.saved).toHaveBeenCalledWith(
        expect.objectContaining({ discount: 50_000, lines: [expect.objectContaining({ quantity: 1.5, unitPrice: 200_000, warrantyKm: 10_000 })] }),
      ),
    );
  },
};

/** A line without its content or price is stopped in the form, in Vietnamese, and nothing is sent. */
export const InvalidLine: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.clear(await dialog.findByLabelText(/Nội dung/));
    await userEvent.click(body.getByRole('button', { name: 'Lưu báo giá' }));
    await expect(await dialog.findByText(messages.quotes.descriptionRequired)).toBeVisible();
    await expect(quoteCalls.saved).not.toHaveBeenCalled();
  },
};

/** Someone saved the quote meanwhile: the server's 409 says so and the editor stays open. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(saveQuote, 409, 'Báo giá vừa được thay đổi (phiên bản 2). Vui lòng xem lại rồi trả lời.'));
  },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText(/Đơn giá \(đ\)/), '900000');
    await userEvent.click(body.getByRole('button', { name: 'Lưu báo giá' }));
    await expectToast(canvasElement, 'Báo giá vừa được thay đổi (phiên bản 2). Vui lòng xem lại rồi trả lời.', 'error');
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** The catalogue cannot be read: the editor says so and offers to try again. */
export const PartsLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listProductsPath, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 })));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    await expect(await bodyOf(canvasElement).findByText(messages.quotes.partsLoadFailed)).toBeVisible();
  },
};

export const PartsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(listProductsPath, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    await expect(await bodyOf(canvasElement).findByRole('status', { name: messages.common.loading })).toBeInTheDocument();
  },
};

/** The customer called back: staff tick what they agreed to and who said it. */
export const WaitingPhoneAnswer: Story = {
  args: { repair: waiting },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(await canvas.findByText('Chờ khách duyệt')).toBeVisible();
    await expect(within(canvas.getByLabelText('Tổng báo giá')).getByText(moneyText(waiting.quote!.totals.total))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Khách trả lời qua điện thoại' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Ghi câu trả lời qua điện thoại' }));
    await userEvent.click(body.getByRole('button', { name: 'Lưu câu trả lời' }));
    await expect(await dialog.findByText(messages.quotes.lineAnswerRequired)).toBeVisible();
    for (const [index, group] of dialog.getAllByRole('radiogroup').entries()) await userEvent.click(within(group).getByText(index === 2 ? 'Từ chối' : 'Đồng ý'));
    await userEvent.type(dialog.getByLabelText(/Người trả lời/), 'Anh Huy (chủ xe)');
    await userEvent.click(body.getByRole('button', { name: 'Lưu câu trả lời' }));
    await waitFor(() => expect(quoteCalls.phoneAnswers).toHaveBeenCalledWith(expect.objectContaining({ signedName: 'Anh Huy (chủ xe)', version: 1 })));
    await expectToast(canvasElement, messages.quotes.phoneAnswerSaved, 'success');
    await expect(await canvas.findByText('Khách đã trả lời')).toBeVisible();
  },
};

/** Answered: each line's answer, the quoted and approved totals, who signed and when. */
export const Answered: Story = {
  args: { repair: answeredJob },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Khách đã trả lời')).toBeVisible();
    await expect(canvas.getAllByText('Đồng ý')).toHaveLength(2);
    await expect(canvas.getByText('Từ chối')).toBeVisible();
    const approved = quoteTotals(brakeLines.slice(0, 2), 0, 10).total;
    await expect(within(canvas.getByLabelText('Tổng khách đồng ý')).getByText(moneyText(approved))).toBeVisible();
    await expect(canvas.getByText('Huỳnh Ngọc Lan')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Phone: Story = {
  args: { repair: answeredJob },
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Khách đã trả lời')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

/** A catalogue part asked for beyond its stock: the editor says so while staff type (the customer's answer would be refused). */
export const StockHint: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog'));
    const first = within(await dialog.findByRole('listitem', { name: 'Dòng 1' }));
    const part = demoProducts[0]!;
    await userEvent.selectOptions(first.getByLabelText('Phụ tùng trong kho'), `product:${part._id}`);
    await expect(first.getByLabelText(/Nội dung/)).toHaveValue(part.name);
    await userEvent.clear(first.getByLabelText(/Số lượng/));
    await userEvent.type(first.getByLabelText(/Số lượng/), String(part.quantity + 1));
    await expect(first.getByText(format(messages.quotes.stockHint, { n: part.quantity }))).toBeVisible();
  },
};

/**
 * A part of the parts store: the list says what the job's branch has (its available stock, not
 * the other branch's), the hint uses it, and the saved line names the part.
 */
export const PartFromTheStore: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lập báo giá' }));
    const dialog = within(await body.findByRole('dialog'));
    const first = within(await dialog.findByRole('listitem', { name: 'Dòng 1' }));
    const part = demoParts.find((item) => item.sku === 'MP-TRC-02')!;
    const here = part.stock.find((stock) => stock.branch === atQuote.branch)!;
    const picker = first.getByLabelText('Phụ tùng trong kho');
    await expect(within(picker).getByRole('option', { name: new RegExp(`^MP-TRC-02 · ${part.name} · .* · còn ${here.available} ở ${branchOf(atQuote.branch)!.shortName}$`) })).toBeInTheDocument();
    await userEvent.selectOptions(picker, `part:${part._id}`);
    await expect(first.getByLabelText(/Nội dung/)).toHaveValue(part.name);
    await userEvent.clear(first.getByLabelText(/Số lượng/));
    await userEvent.type(first.getByLabelText(/Số lượng/), String(here.available + 1));
    await expect(first.getByText(format(messages.quotes.stockHint, { n: here.available }))).toBeVisible();
    await userEvent.clear(first.getByLabelText(/Số lượng/));
    await userEvent.type(first.getByLabelText(/Số lượng/), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Lưu báo giá' }));
    await waitFor(() => expect(quoteCalls.saved).toHaveBeenCalledWith(expect.objectContaining({ lines: [expect.objectContaining({ partId: part._id, productId: null })] })));
  },
};

const LINK_URL = 'https://garaotosaigon.vn/theo-doi-sua-chua?duyet=eyJhbGciOiJIUzI1NiJ9.lien-ket';
const clipboardWrites = fn();

/** The browser's clipboard for one story: it takes the text, or refuses it as a browser without the permission does. */
function stubClipboard(refuse: boolean) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  clipboardWrites.mockReset();
  clipboardWrites.mockImplementation(async () => (refuse ? Promise.reject(new DOMException('Không có quyền', 'NotAllowedError')) : undefined));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: clipboardWrites } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** The desk copies the one-tap approval link of the waiting quote, to paste into Zalo or an SMS. */
export const CopyApprovalLink: Story = {
  args: { repair: waiting },
  beforeEach({ msw }) {
    msw.use(mockOk(createQuoteLink, { url: LINK_URL, version: 1 }));
    return stubClipboard(false);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.quotes.linkButton }));
    await waitFor(() => expect(clipboardWrites).toHaveBeenCalledWith(LINK_URL));
    await expectToast(canvasElement, messages.quotes.linkCopied, 'success');
    await expect(canvas.queryByLabelText(messages.quotes.linkLabel)).toBeNull();
  },
};

/** The browser refuses the clipboard: the link is shown, selected on focus, to copy by hand. */
export const CopyApprovalLinkRefused: Story = {
  args: { repair: waiting },
  beforeEach({ msw }) {
    msw.use(mockOk(createQuoteLink, { url: LINK_URL, version: 1 }));
    return stubClipboard(true);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.quotes.linkButton }));
    await expectToast(canvasElement, messages.quotes.linkCopyFailed, 'warning');
    await expect(await canvas.findByLabelText(messages.quotes.linkLabel)).toHaveValue(LINK_URL);
  },
};

/** Answered or not yet quoted: no link to send. */
export const NoLinkOnceAnswered: Story = {
  args: { repair: answeredJob },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Khách đã trả lời')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.quotes.linkButton })).toBeNull();
  },
};
