import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDay } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import type { RepairDetail } from '../../../contract/repairs';
import { brakeLines, makeQuote } from '../../../mocks/quote-data';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf } from '../manager-story-kit';
import { CreditHandoverDialog } from './credit-handover-dialog';
import { demoCreditAccounts, jobPayment, moneyCalls, moneyHandlers, moneyOf, resetMoneyCalls } from './money-story-kit';
import { jobAt, resetWorkshop, storyClock, workshopHandlers } from './repair-story-kit';

const quote = makeQuote(brakeLines, { answers: [true, true, true] });
const total = quote.approvedTotals!.total;
const owed = total - 1_000_000;
const atHandover: RepairDetail = {
  ...jobAt('handover', 20, { code: 'R1A2QL', vehicle: { plate: '51E-321.54', model: 'Toyota Fortuner', year: 2020 }, fullName: 'Trương Văn Hải', quote }),
  money: moneyOf(total, [jobPayment('deposit', 1_000_000, 'cash', 300)]),
};
const [fleet, nearLimit, stopped] = demoCreditAccounts as [(typeof demoCreditAccounts)[0], (typeof demoCreditAccounts)[0], (typeof demoCreditAccounts)[0]];

const meta = {
  title: 'features/manager/repairs/CreditHandoverDialog',
  component: CreditHandoverDialog,
  args: { repair: atHandover, open: true, onOpenChange: fn(), clock: storyClock },
  beforeEach({ msw }) {
    resetWorkshop([atHandover]);
    resetMoneyCalls();
    msw.use(...moneyHandlers(), ...workshopHandlers());
  },
} satisfies Meta<typeof CreditHandoverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The master picks the fleet's account: owed and limit shown, the due date it will get, then the job closes on credit. */
export const Pick: Story = {
  async play({ canvasElement, args }) {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Giao xe ghi nợ 51E-321.54' }));
    await expect(await dialog.findByText(`Đang nợ ${moneyText(fleet.owed)} / hạn mức ${moneyText(fleet.limit)}`)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(stopped.name) })).toBeDisabled();
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Giao xe ghi nợ' }));
    await expect(await dialog.findByText(messages.money.creditAccountRequired)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(fleet.name) }));
    await expect(dialog.getByRole('status')).toHaveTextContent(`hạn trả ${formatDay('2026-04-10')}`);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Giao xe ghi nợ' }));
    await waitFor(() => expect(moneyCalls.credits).toHaveBeenCalledWith({ creditAccountId: fleet._id, version: atHandover.version, note: '' }));
    await expectToast(canvasElement, format(messages.money.creditSaved, { plate: '51E-321.54', amount: moneyText(owed), dueOn: formatDay('2026-04-10') }), 'success');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Searching narrows the list on the server. */
export const Search: Story = {
  async play({ canvasElement }) {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Giao xe ghi nợ 51E-321.54' }));
    await dialog.findByText(fleet.name);
    await userEvent.type(dialog.getByLabelText('Tìm khách hàng hoặc công ty'), 'xanh');
    await waitFor(() => expect(dialog.queryByText(fleet.name)).toBeNull());
    await expect(dialog.getByText(nearLimit.name)).toBeVisible();
  },
};

/** Over the company's limit: warned beside the choice, and the server refuses in its words. */
export const OverLimit: Story = {
  async play({ canvasElement, args }) {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Giao xe ghi nợ 51E-321.54' }));
    await userEvent.click(await dialog.findByRole('radio', { name: new RegExp(nearLimit.name) }));
    await expect(dialog.getByText(/vượt hạn mức còn lại/)).toBeVisible();
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Giao xe ghi nợ' }));
    await expectToast(canvasElement, format(messages.money.creditOverLimit, { name: nearLimit.name, owed: moneyText(nearLimit.owed), limit: moneyText(nearLimit.limit) }), 'error');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
