import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { approvedTotals } from '../../../contract/quote-rules';
import { recordPayment } from '../../../contract/repair-quotes';
import { mockError } from '../../../mocks/endpoint-handlers';
import { brakeLines, makeQuote } from '../../../mocks/quote-data';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf } from '../manager-story-kit';
import { PaymentDialog } from './payment-dialog';
import { jobPayment, moneyHandlers, moneyOf } from './money-story-kit';
import { jobAt, resetWorkshop, workshopHandlers } from './repair-story-kit';
import { quoteCalls, quoteHandlers, resetQuoteCalls } from './quote-story-kit';

/** The Fortuner at 'Bàn giao', its customer having approved two of the three lines (VAT 10 %, 50,000 đ off). */
const handover = jobAt('handover', 20, {
  code: 'R1A2QL',
  vehicle: { plate: '51E-321.54', model: 'Toyota Fortuner', year: 2020 },
  fullName: 'Trương Văn Hải',
  quote: makeQuote(brakeLines, { vatRate: 10, discount: 50_000, answers: [true, true, false] }),
});
const due = approvedTotals(brakeLines.map((line, index) => ({ ...line, approved: index < 2 })), 50_000, 10).total;

const meta = {
  title: 'features/manager/repairs/PaymentDialog',
  component: PaymentDialog,
  args: { repair: handover, open: true, onOpenChange: fn() },
  beforeEach({ msw }) {
    resetWorkshop([handover]);
    resetQuoteCalls();
    msw.use(...quoteHandlers(), ...workshopHandlers(), ...moneyHandlers());
  },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount due is the approved lines' total; the method is asked for, then the job closes with its invoice number. */
export const TakePayment: Story = {
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Thu tiền và giao xe 51E-321.54' }));
    await expect(within(dialog.getByLabelText('Khách cần trả')).getByText(moneyText(due))).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Đã thu tiền, giao xe' }));
    await expect(await dialog.findByText(messages.quotes.paymentMethodRequired)).toBeVisible();
    await expect(quoteCalls.payments).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByText('Chuyển khoản'));
    // The customer scans the balance's VietQR code at the counter before the desk confirms it arrived.
    await expect(await dialog.findByRole('img', { name: /^Mã VietQR chuyển/ }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Đã thu tiền, giao xe' }));
    await waitFor(() => expect(quoteCalls.payments).toHaveBeenCalledWith({ method: 'transfer', version: handover.version }));
    await expectToast(canvasElement, format(messages.quotes.paymentSaved, { amount: moneyText(due), plate: '51E-321.54', number: 1042 }), 'success');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Someone moved the job meanwhile: the server's refusal shows and the dialog stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(recordPayment, 409, 'Phiếu vừa được người khác cập nhật: xe đang ở bước "Nghiệm thu". Xem lại rồi chuyển tiếp.'));
  },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByText('Tiền mặt'));
    await userEvent.click(body.getByRole('button', { name: 'Đã thu tiền, giao xe' }));
    await expectToast(canvasElement, 'Phiếu vừa được người khác cập nhật: xe đang ở bước "Nghiệm thu". Xem lại rồi chuyển tiếp.', 'error');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const deposit = jobPayment('deposit', 1_000_000, 'transfer', 300);

/** A deposit was taken at check-in: the dialog asks for the balance, listing what was paid before. */
export const AfterDeposit: Story = {
  args: { repair: { ...handover, money: moneyOf(due, [deposit]) } },
  async play({ canvasElement }) {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thu tiền và giao xe 51E-321.54' }));
    const owed = within(dialog.getByLabelText('Khách cần trả'));
    await expect(owed.getByText(/Đặt cọc · Chuyển khoản/)).toBeVisible();
    await expect(owed.getByText('Còn phải trả').nextElementSibling).toHaveTextContent(moneyText(due - 1_000_000));
  },
};

/** Paid in full before the handover: nothing to take, the button only hands the car over (the last sum's method stands). */
export const NothingOwed: Story = {
  args: { repair: { ...handover, money: moneyOf(due, [deposit, jobPayment('payment', due - 1_000_000, 'card', 60)]) } },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Giao xe 51E-321.54' }));
    await expect(dialog.queryByText('Hình thức thanh toán')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Giao xe' }));
    await waitFor(() => expect(quoteCalls.payments).toHaveBeenCalledWith({ method: 'card', version: handover.version }));
    await expectToast(canvasElement, format(messages.deskMoney.handedOver, { plate: '51E-321.54', number: 1042 }), 'success');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Paid more than the approved lines: the desk is told to refund first, and cannot hand over yet. */
export const Overpaid: Story = {
  args: { repair: { ...handover, money: moneyOf(due, [jobPayment('payment', due + 150_000, 'cash', 60)]) } },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Thu tiền và giao xe 51E-321.54' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(format(messages.money.overpaid, { amount: moneyText(150_000) }));
    await expect(body.getByRole('button', { name: 'Đã thu tiền, giao xe' })).toBeDisabled();
  },
};
