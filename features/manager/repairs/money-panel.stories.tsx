import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatDateTime, formatDay } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { RepairDetail } from '../../../contract/repairs';
import { brakeLines, makeQuote } from '../../../mocks/quote-data';
import { demoWorkshopStaff } from '../../../mocks/repair-data';
import { moneyText } from '../../../.storybook/story-money';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { MoneyPanel } from './money-panel';
import { demoCreditAccounts, jobPayment, moneyHandlers, moneyOf, resetMoneyCalls } from './money-story-kit';
import { jobAt, resetWorkshop, workshopHandlers } from './repair-story-kit';

const quote = makeQuote(brakeLines, { answers: [true, true, true] });
const total = quote.approvedTotals!.total;

/** The Fortuner at `step` with its quote approved whole and these sums taken. */
function fortuner(step: RepairDetail['step'], money: RepairDetail['money']): RepairDetail {
  const job = jobAt(step, 20, { code: 'R1A2QL', vehicle: { plate: '51E-321.54', model: 'Toyota Fortuner', year: 2020 }, fullName: 'Trương Văn Hải', quote });
  return { ...job, money };
}

const deposit = jobPayment('deposit', 1_000_000, 'cash', 300, { note: 'Cọc đặt má phanh chính hãng' });
const partPayment = jobPayment('payment', 500_000, 'transfer', 120, { note: 'SC R1A2QL', recordedBy: null, transferId: '65f0a0000000000000009b01' });

const meta = {
  title: 'features/manager/repairs/MoneyPanel',
  component: MoneyPanel,
  args: { repair: fortuner('repair', moneyOf(total, [])), isMaster: false },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    resetMoneyCalls();
    msw.use(...moneyHandlers(), ...workshopHandlers());
  },
} satisfies Meta<typeof MoneyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Thanh toán' }));
const figure = (panel: ReturnType<typeof within>, label: string) => panel.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Nothing taken yet: the whole total is owed; a deposit or a payment can be taken, nothing refunded. */
export const NoPayments: Story = {
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(figure(panel, 'Còn phải trả')).toHaveTextContent(moneyText(total));
    await expect(panel.getByText(messages.deskMoney.noPayments)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Thu cọc' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Thu tiền' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Hoàn tiền' })).toBeNull();
  },
};

/** A deposit at check-in: held for the customer, and the balance is what is left. */
export const DepositTaken: Story = {
  args: { repair: fortuner('repair', moneyOf(total, [deposit])) },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(figure(panel, 'Tiền cọc đang giữ')).toHaveTextContent(moneyText(1_000_000));
    await expect(figure(panel, 'Còn phải trả')).toHaveTextContent(moneyText(total - 1_000_000));
    const list = within(panel.getByRole('list', { name: 'Các khoản tiền của phiếu' }));
    await expect(list.getByText('Đặt cọc')).toBeVisible();
    await expect(list.getByText('Cọc đặt má phanh chính hãng')).toBeVisible();
    await expect(list.getByText(`${demoWorkshopStaff[1].fullName} · ${formatDateTime(deposit.paidAt)}`)).toBeVisible();
  },
};

/** A deposit and a transfer that matched by itself: the bank, not a person, took it; both sums come in. */
export const PartPaid: Story = {
  args: { repair: fortuner('handover', moneyOf(total, [deposit, partPayment])) },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(figure(panel, 'Đã thu')).toHaveTextContent(moneyText(1_500_000));
    await expect(figure(panel, 'Còn phải trả')).toHaveTextContent(moneyText(total - 1_500_000));
    await expect(panel.getByText(`Tự khớp chuyển khoản · ${formatDateTime(partPayment.paidAt)}`)).toBeVisible();
    // Only a master lets a job go on credit.
    await expect(panel.queryByRole('button', { name: 'Giao xe ghi nợ' })).toBeNull();
  },
};

/** The same at a phone's width: the figures two by two, the list and the buttons without sideways scrolling. */
export const PartPaidPhone: Story = {
  args: PartPaid.args,
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(panel.getByRole('button', { name: 'Thu tiền' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

/** Paid in full and handed over: nothing owed, no more deposits or payments; the invoice's number links to it. */
export const PaidInFull: Story = {
  args: {
    repair: {
      ...fortuner('warranty', moneyOf(total, [deposit, jobPayment('payment', total - 1_000_000, 'card', 30)], false)),
      payment: { invoiceNumber: 1042, method: 'card', amount: total, recordedBy: { ...demoWorkshopStaff[1] }, paidAt: '2026-03-11T02:30:00.000Z' },
    },
  },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(panel.getByText('Đã thu đủ')).toBeVisible();
    await expect(figure(panel, 'Còn phải trả')).toHaveTextContent(moneyText(0));
    await expect(panel.queryByRole('button', { name: 'Thu cọc' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Thu tiền' })).toBeNull();
    await expect(panel.getByRole('link', { name: '1042' })).toHaveAttribute('href', expect.stringMatching(/\/invoice$/));
  },
};

/** A refund: money going out, shown with its reason and a minus. */
export const Refund: Story = {
  args: {
    repair: fortuner('repair', moneyOf(total, [deposit, jobPayment('refund', 300_000, 'cash', 60, { note: 'Khách không thay láng đĩa, hoàn phần cọc thừa' })])),
  },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    const list = within(panel.getByRole('list', { name: 'Các khoản tiền của phiếu' }));
    await expect(list.getByText('Khách không thay láng đĩa, hoàn phần cọc thừa')).toBeVisible();
    await expect(list.getByText(`−${moneyText(300_000)}`, { exact: false })).toBeVisible();
    await expect(figure(panel, 'Đã thu')).toHaveTextContent(moneyText(700_000));
  },
};

/** Paid more than the approved lines: the garage holds money over, and says to refund it. */
export const Overpaid: Story = {
  args: { repair: fortuner('handover', moneyOf(total, [jobPayment('payment', total + 200_000, 'cash', 60)])) },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await expect(figure(panel, 'Gara giữ thừa')).toHaveTextContent(moneyText(200_000));
    await expect(panel.getByRole('status')).toHaveTextContent('hoàn lại phần thừa');
    await expect(panel.queryByRole('button', { name: 'Thu tiền' })).toBeNull();
    await expect(panel.getByRole('button', { name: 'Hoàn tiền' })).toBeVisible();
  },
};

/** Handed over on credit: the account, the sum and its due date; the desk can still take money to pay it off. */
export const OnCredit: Story = {
  args: {
    repair: fortuner(
      'warranty',
      moneyOf(total, [deposit], false, {
        creditAccount: { _id: demoCreditAccounts[0]!._id, name: demoCreditAccounts[0]!.name },
        amount: total - 1_000_000,
        dueOn: '2026-04-10',
        grantedBy: { ...demoWorkshopStaff[0] },
        grantedAt: '2026-03-11T03:00:00.000Z',
      }),
    ),
  },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    const credit = within(panel.getByRole('group', { name: 'Công nợ' }));
    await expect(credit.getByText(demoCreditAccounts[0]!.name, { exact: false })).toBeVisible();
    await expect(credit.getByText(`Hạn trả: ${formatDay('2026-04-10')}`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Thu tiền' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Thu cọc' })).toBeNull();
  },
};

/** A master at the handover with money still owed: 'Giao xe ghi nợ' opens the credit dialog. */
export const MasterAtHandover: Story = {
  args: { repair: fortuner('handover', moneyOf(total, [deposit])), isMaster: true },
  beforeEach({ args }) {
    resetWorkshop([args.repair as RepairDetail]);
  },
  async play({ canvasElement }) {
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Giao xe ghi nợ' }));
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Giao xe ghi nợ 51E-321.54' })).toBeVisible();
  },
};
