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
    msw.use(...quoteHandlers(), ...workshopHandlers());
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
