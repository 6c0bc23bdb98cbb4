import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { writeNumber } from '../../../contract/typed-number-rules';
import { format, messages } from '../../../contract/messages';
import { REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import { transferNoteFor } from '../../../contract/transfer-reference';
import type { RepairDetail } from '../../../contract/repairs';
import { brakeLines, makeQuote } from '../../../mocks/quote-data';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf } from '../manager-story-kit';
import { AddPaymentDialog } from './add-payment-dialog';
import { jobPayment, moneyCalls, moneyHandlers, moneyOf, resetMoneyCalls } from './money-story-kit';
import { jobAt, resetWorkshop, workshop, workshopHandlers } from './repair-story-kit';

const quote = makeQuote(brakeLines, { answers: [true, true, true] });
const total = quote.approvedTotals!.total;
const deposit = jobPayment('deposit', 1_000_000, 'cash', 300);

/** The Fortuner at `step`, its quote approved whole. */
function fortuner(step: RepairDetail['step'], payments = [deposit]): RepairDetail {
  const job = jobAt(step, 20, { code: 'R1A2QL', vehicle: { plate: '51E-321.54', model: 'Toyota Fortuner', year: 2020 }, fullName: 'Trương Văn Hải', quote });
  return { ...job, money: moneyOf(total, payments) };
}

const atWork = fortuner('repair', []);
const atHandover = fortuner('handover');

const meta = {
  title: 'features/manager/repairs/AddPaymentDialog',
  component: AddPaymentDialog,
  args: { repair: atWork, kind: 'deposit', open: true, onOpenChange: fn() },
  beforeEach({ msw, args }) {
    resetWorkshop([args.repair as RepairDetail]);
    resetMoneyCalls();
    msw.use(...moneyHandlers(), ...workshopHandlers());
  },
} satisfies Meta<typeof AddPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name: string) => within(await bodyOf(canvasElement).findByRole('dialog', { name }));

/** A deposit by transfer: typed as the desk types it, grouped as typed; the VietQR code of that sum for the customer to scan. */
export const DepositWithQr: Story = {
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement, 'Thu cọc xe 51E-321.54');
    const amount = dialog.getByLabelText(/Số tiền/);
    await userEvent.type(amount, '2000000');
    await expect(amount).toHaveValue('2.000.000');
    await userEvent.click(dialog.getByText('Chuyển khoản'));
    await expect(await dialog.findByRole('img', { name: /^Mã VietQR chuyển 2\.000\.000/ }, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByText(transferNoteFor('R1A2QL'))).toBeVisible();
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi tiền cọc' }));
    await waitFor(() => expect(moneyCalls.payments).toHaveBeenCalledWith({ kind: 'deposit', amount: 2_000_000, method: 'transfer', note: '', version: atWork.version }));
    await expectToast(canvasElement, format(messages.money.paymentSaved, { kind: 'đặt cọc', amount: moneyText(2_000_000), plate: '51E-321.54' }), 'success');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The balance at the handover, prefilled; the method is asked for; paying it all closes the job with its invoice. */
export const Payment: Story = {
  args: { repair: atHandover, kind: 'payment' },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement, 'Thu tiền xe 51E-321.54');
    await expect(dialog.getByLabelText(/Số tiền/)).toHaveValue(writeNumber(total - 1_000_000));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi khoản thu' }));
    await expect(await dialog.findByText(messages.quotes.paymentMethodRequired)).toBeVisible();
    await expect(moneyCalls.payments).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByText('Tiền mặt'));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi khoản thu' }));
    await waitFor(() => expect(moneyCalls.payments).toHaveBeenCalledWith({ kind: 'payment', amount: total - 1_000_000, method: 'cash', note: '', version: atHandover.version }));
    await expectToast(canvasElement, format(messages.money.closedByPayment, { plate: '51E-321.54', number: 1043 }), 'success');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A refund without its reason is refused before anything is sent. */
export const RefundWithoutReason: Story = {
  args: { repair: atHandover, kind: 'refund' },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement, 'Hoàn tiền xe 51E-321.54');
    await userEvent.type(dialog.getByLabelText(/Số tiền hoàn/), '300.000');
    await userEvent.click(dialog.getByText('Tiền mặt'));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi hoàn tiền' }));
    await expect(await dialog.findByText(messages.money.refundReasonRequired)).toBeVisible();
    await expect(moneyCalls.payments).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** More than the balance: the server refuses in its words, the dialog stays to correct the amount. */
export const OverBalance: Story = {
  args: { repair: atHandover, kind: 'payment' },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement, 'Thu tiền xe 51E-321.54');
    const amount = dialog.getByLabelText(/Số tiền/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5 000 000 đ');
    await userEvent.click(dialog.getByText('Thẻ'));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi khoản thu' }));
    await waitFor(() => expect(moneyCalls.payments).toHaveBeenCalledWith(expect.objectContaining({ amount: 5_000_000 })));
    await expectToast(canvasElement, format(messages.money.overBalance, { balance: moneyText(total - 1_000_000) }), 'error');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Part of the balance by transfer: the VietQR code carries the sum typed, not the whole balance. */
export const PartPaymentWithQr: Story = {
  args: { repair: atHandover, kind: 'payment' },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement, 'Thu tiền xe 51E-321.54');
    const amount = dialog.getByLabelText(/Số tiền/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500000');
    await userEvent.click(dialog.getByText('Chuyển khoản'));
    await expect(await dialog.findByRole('img', { name: /^Mã VietQR chuyển 500\.000/ }, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByText(transferNoteFor('R1A2QL'))).toBeVisible();
  },
};

/** Another desk took money meanwhile: the job's version is stale and refused; trying again sends the same key. */
export const Stale: Story = {
  args: { repair: atHandover, kind: 'payment' },
  beforeEach() {
    workshop.jobs[0] = { ...workshop.jobs[0]!, version: atHandover.version + 1 };
  },
  async play({ canvasElement, args }) {
    const dialog = await dialogOf(canvasElement, 'Thu tiền xe 51E-321.54');
    await userEvent.click(dialog.getByText('Chuyển khoản'));
    const save = bodyOf(canvasElement).getByRole('button', { name: 'Ghi khoản thu' });
    await userEvent.click(save);
    const stale = format(messages.repairs.stale, { step: REPAIR_STEP_LABELS.handover });
    await expectToast(canvasElement, stale, 'error');
    await userEvent.click(save);
    await waitFor(() => expect(moneyCalls.keys).toHaveBeenCalledTimes(2));
    const [first, second] = moneyCalls.keys.mock.calls.map(([key]) => key as string);
    await expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await expect(second).toBe(first);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
