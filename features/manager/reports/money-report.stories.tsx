import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { exportMoneyReport, getMoneyReport, type MoneyReport as Report } from '../../../contract/money-reports';
import { garageMonthStart, garageToday } from '../../../contract/format';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { MoneyReport } from './money-report';

/** The periods and branches the section asked for, for the play functions. */
const asked = fn();

const askedOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = { from: params.get('from') ?? '', to: params.get('to') ?? '', branch: params.get('branch') };
  asked(query);
  return query;
};

const sum = <T,>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Every total is the sum of its rows, as the server counts them. */
function demoReport({ from, to }: { from: string; to: string }): Report {
  const revenue = [
    { branch: 'quan-12' as const, method: 'cash' as const, received: 12_500_000, refunded: 300_000, net: 12_200_000 },
    { branch: 'quan-12' as const, method: 'transfer' as const, received: 28_400_000, refunded: 0, net: 28_400_000 },
    { branch: 'thu-duc' as const, method: 'card' as const, received: 6_750_000, refunded: 500_000, net: 6_250_000 },
  ];
  const deposits = [
    { branch: 'quan-12' as const, jobs: 3, amount: 4_500_000 },
    { branch: 'thu-duc' as const, jobs: 1, amount: 2_000_000 },
  ];
  const receivables = [
    { branch: 'quan-12' as const, bucket: 'current' as const, count: 2, balance: 3_600_000 },
    { branch: 'thu-duc' as const, bucket: 'over-60' as const, count: 1, balance: 3_200_000 },
  ];
  const differences = [
    { branch: 'quan-12' as const, day: '2026-03-05', expected: 3_200_000, counted: 3_150_000, difference: -50_000 },
    { branch: 'thu-duc' as const, day: '2026-03-12', expected: 1_000_000, counted: 1_020_000, difference: 20_000 },
  ];
  return {
    from,
    to,
    revenueMethods: { rows: revenue, total: { received: sum(revenue, (row) => row.received), refunded: sum(revenue, (row) => row.refunded), net: sum(revenue, (row) => row.net) } },
    deposits: { rows: deposits, total: { jobs: sum(deposits, (row) => row.jobs), amount: sum(deposits, (row) => row.amount) } },
    receivables: { rows: receivables, total: { count: sum(receivables, (row) => row.count), balance: sum(receivables, (row) => row.balance) } },
    cashDifferences: {
      rows: differences,
      total: { expected: sum(differences, (row) => row.expected), counted: sum(differences, (row) => row.counted), difference: sum(differences, (row) => row.difference) },
    },
  };
}

const emptyReport = ({ from, to }: { from: string; to: string }): Report => ({
  from,
  to,
  revenueMethods: { rows: [], total: { received: 0, refunded: 0, net: 0 } },
  deposits: { rows: [], total: { jobs: 0, amount: 0 } },
  receivables: { rows: [], total: { count: 0, balance: 0 } },
  cashDifferences: { rows: [], total: { expected: 0, counted: 0, difference: 0 } },
});

const meta = {
  title: 'features/manager/reports/MoneyReport',
  component: MoneyReport,
  parameters: { route: '/manager/reports?moneyFrom=2026-03-01&moneyTo=2026-03-20&branch=quan-12' },
  beforeEach({ msw }) {
    asked.mockClear();
    msw.use(
      mockOk(getMoneyReport, (request) => demoReport(askedOf(request))),
      mockFile(exportMoneyReport, (request) => {
        const params = new URL(request.url).searchParams;
        const table = new URL(request.url).pathname.split('/').pop()!.replace('.csv', '');
        return { fileName: `bao-cao-tien-${table}-${params.get('from')}-den-${params.get('to')}.csv`, text: '\uFEFFChi nhánh\r\n' };
      }),
    );
  },
} satisfies Meta<typeof MoneyReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, title: string) => within(await within(canvasElement).findByRole('region', { name: title }));
const totalRow = (section: ReturnType<typeof within>) => section.getByRole('row', { name: /^Tổng cộng/ });
/** A row's cells as a reader sees them (the no-break space in money made plain). */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));

/** The period and branch from the address; every table's total row is the sum of its rows. */
export const Data: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    await expect(await within(canvasElement).findByText('Từ 01/03/2026 đến 20/03/2026 · Chi nhánh Quận 12')).toBeVisible();
    await expect(asked).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-20', branch: 'quan-12' });
    await step('revenue by method: 47.650.000 received, 800.000 refunded, 46.850.000 net', async () => {
      const revenue = await table(canvasElement, 'Doanh thu theo hình thức thanh toán');
      await expect(revenue.getAllByRole('row', { name: /^Quận 12/ })[1]).toHaveTextContent('Chuyển khoản');
      await expect(cellsOf(totalRow(revenue))).toEqual(['', moneyText(47_650_000), moneyText(800_000), moneyText(46_850_000)]);
    });
    await step('deposits, receivables and cash differences, each with its total', async () => {
      await expect(cellsOf(totalRow(await table(canvasElement, 'Tiền cọc đang giữ')))).toEqual(['4', moneyText(6_500_000)]);
      const receivables = await table(canvasElement, 'Công nợ theo tuổi nợ');
      await expect(receivables.getByRole('row', { name: /^Thủ Đức/ })).toHaveTextContent('Quá hạn trên 60 ngày');
      await expect(cellsOf(totalRow(receivables))).toEqual(['', '3', moneyText(6_800_000)]);
      const differences = await table(canvasElement, 'Chênh lệch sổ quỹ');
      await expect(differences.getByRole('row', { name: /^05\/03\/2026/ })).toHaveTextContent(`Thiếu ${moneyText(50_000)}`);
      await expect(differences.getByRole('row', { name: /^12\/03\/2026/ })).toHaveTextContent(`Thừa ${moneyText(20_000)}`);
      await expect(cellsOf(totalRow(differences))).toEqual(['', moneyText(4_200_000), moneyText(4_170_000), `Thiếu ${moneyText(30_000)}`]);
    });
    await step('a table as CSV, the same period and branch', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tải CSV: Chênh lệch sổ quỹ' }));
      await expectToast(canvasElement, format(messages.exports.success, { file: 'bao-cao-tien-cash-differences-2026-03-01-den-2026-03-20.csv' }), 'success');
    });
  },
};

/** No address: this month so far. */
export const ThisMonth: Story = {
  parameters: { route: '/manager/reports' },
  async play({ canvasElement }) {
    await table(canvasElement, 'Tiền cọc đang giữ');
    await expect(asked).toHaveBeenCalledWith({ from: garageMonthStart(), to: garageToday(), branch: null });
  },
};

/** A period the contract refuses is said under the field and not asked for. */
export const PeriodRefused: Story = {
  parameters: { route: '/manager/reports?moneyFrom=2026-03-20&moneyTo=2026-03-01' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.exports.rangeInvalid)).toBeVisible();
    await expect(asked).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getMoneyReport, (request) => emptyReport(askedOf(request))));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.cashbookScreen.moneyReportEmpty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getMoneyReport));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getMoneyReport, 500));
  },
  async play({ canvasElement }) {
    const alerts = await within(canvasElement).findAllByRole('alert');
    const alert = alerts.find((item) => item.textContent?.includes(messages.cashbookScreen.moneyReportLoadFailed));
    if (!alert) throw new Error('Không thấy thông báo lỗi tải báo cáo tiền');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** On a phone the wide tables scroll inside their own box, never the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await table(canvasElement, 'Chênh lệch sổ quỹ');
    await expectNoSideScroll(canvasElement);
  },
};
