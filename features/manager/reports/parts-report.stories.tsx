import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice, garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { exportPartsReport, getPartsReport, SLOW_MOVER_DAYS, type PartsReport as Report } from '../../../contract/parts-reports';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { PartsReport } from './parts-report';

/** Money as a reader sees it: the matchers compare text with its no-break space made plain. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

/** The months and branches the section asked for, for the play functions. */
const asked = fn();

const askedOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = { month: params.get('month') ?? garageToday().slice(0, 7), branch: (params.get('branch') as Report['branch']) ?? null };
  asked(query);
  return query;
};

const emptyReport = (query: Pick<Report, 'month' | 'branch'>): Report => ({
  ...query,
  stockValue: { quantity: 0, value: 0, rows: [{ branch: 'quan-12', parts: 0, quantity: 0, value: 0 }, { branch: 'thu-duc', parts: 0, quantity: 0, value: 0 }] },
  partsMargin: { sale: 0, cost: 0, margin: 0, rows: [] },
  slowMovers: { onHand: 0, value: 0, rows: [] },
  supplierSpend: { receipts: 0, amount: 0, rows: [] },
});

const demoReport = (query: Pick<Report, 'month' | 'branch'>): Report => ({
  ...query,
  stockValue: {
    quantity: 28,
    value: 4_960_000,
    rows: [
      { branch: 'quan-12', parts: 1, quantity: 7, value: 2_240_000 },
      { branch: 'thu-duc', parts: 2, quantity: 21, value: 2_720_000 },
    ],
  },
  partsMargin: {
    sale: 1_250_000,
    cost: 1_040_000,
    margin: 210_000,
    rows: [
      { repairId: 'r1', code: 'SC7K2M', branch: 'thu-duc', closedAt: '2026-03-18T03:00:00Z', sale: 900_000, cost: 640_000, margin: 260_000 },
      // Sold under its cost: the margin says so with its minus.
      { repairId: 'r2', code: 'SC9Q4T', branch: 'quan-12', closedAt: '2026-03-05T03:00:00Z', sale: 350_000, cost: 400_000, margin: -50_000 },
    ],
  },
  slowMovers: {
    onHand: 27,
    value: 4_640_000,
    rows: [
      { partId: 'p1', sku: 'DAU-5W30', name: 'Dầu động cơ 5W-30', unit: 'lít', branch: 'thu-duc', onHand: 20, value: 2_400_000, lastOutAt: null },
      { partId: 'p2', sku: 'MP-VIOS', name: 'Má phanh trước Vios', unit: 'bộ', branch: 'quan-12', onHand: 7, value: 2_240_000, lastOutAt: '2025-11-20T03:00:00Z' },
    ],
  },
  supplierSpend: {
    receipts: 2,
    amount: 5_600_000,
    rows: [
      { supplierId: 's1', name: 'Phụ tùng Minh Phát', receipts: 1, amount: 3_200_000 },
      { supplierId: 's2', name: 'Dầu nhớt An Khang', receipts: 1, amount: 2_400_000 },
    ],
  },
});

const meta = {
  title: 'features/manager/reports/PartsReport',
  component: PartsReport,
  parameters: { route: '/manager/reports?from=2025-04&to=2026-03&branch=thu-duc' },
  beforeEach({ msw }) {
    asked.mockClear();
    msw.use(
      mockOk(getPartsReport, (request) => demoReport(askedOf(request))),
      mockFile(exportPartsReport, (request) => {
        const params = new URL(request.url).searchParams;
        return { fileName: `bao-cao-${params.get('figure')}-${params.get('month')}.csv`, text: '\uFEFFChi nhánh\r\n' };
      }),
    );
  },
} satisfies Meta<typeof PartsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = async (canvasElement: HTMLElement, title: string) => within(await within(canvasElement).findByRole('region', { name: title }));
const totalRow = (section: ReturnType<typeof within>) => section.getByRole('row', { name: /^Tổng cộng/ });

/** The page's last month and branch: four figures, each with its table, total and CSV. */
export const Success: Story = {
  async play({ canvasElement, step }) {
    await step('the period\'s last month and the page\'s branch are asked for and said', async () => {
      await expect(await within(canvasElement).findByText('Tháng 03/2026 · Chi nhánh Thủ Đức')).toBeVisible();
      await expect(asked).toHaveBeenCalledWith({ month: '2026-03', branch: 'thu-duc' });
    });
    await step('stock value per branch at cost', async () => {
      const stock = await figure(canvasElement, 'Giá trị tồn kho theo chi nhánh');
      await expect(stock.getByRole('row', { name: /^Chi nhánh Quận 12/ })).toHaveTextContent(money(2_240_000));
      await expect(totalRow(stock)).toHaveTextContent(money(4_960_000));
    });
    await step('the margin per job, a loss with its minus', async () => {
      const margin = await figure(canvasElement, 'Lãi phụ tùng theo phiếu sửa chữa');
      await expect(margin.getByRole('row', { name: /^SC7K2M/ })).toHaveTextContent(money(260_000));
      await expect(margin.getByRole('row', { name: /^SC9Q4T/ })).toHaveTextContent(money(-50_000));
      await expect(totalRow(margin)).toHaveTextContent(money(210_000));
    });
    await step('slow movers, one never taken out', async () => {
      const slow = await figure(canvasElement, 'Hàng chậm luân chuyển');
      await expect(slow.getByRole('row', { name: /^DAU-5W30/ })).toHaveTextContent('Chưa xuất');
      await expect(slow.getByRole('row', { name: /^MP-VIOS/ })).toHaveTextContent('20/11/2025');
      await expect(slow.getByText(format(messages.reports.slowMoversNote, { days: SLOW_MOVER_DAYS }))).toBeVisible();
    });
    await step('what each supplier was paid, and its CSV', async () => {
      const spend = await figure(canvasElement, 'Tiền trả nhà cung cấp');
      await expect(totalRow(spend)).toHaveTextContent(money(5_600_000));
      await userEvent.click(spend.getByRole('button', { name: 'Tải CSV: Tiền trả nhà cung cấp' }));
      await expectToast(canvasElement, format(messages.exports.success, { file: 'bao-cao-supplier-spend-2026-03.csv' }), 'success');
    });
  },
};

/** An empty store and a quiet month: one line says so, no empty tables. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getPartsReport, (request) => emptyReport(askedOf(request))));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.reports.partsEmpty)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Giá trị tồn kho theo chi nhánh' })).toBeNull();
  },
};

/** Stock but a quiet month: the month's figures say they have nothing, the stock is still shown. */
export const QuietMonth: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getPartsReport, (request) => ({ ...demoReport(askedOf(request)), partsMargin: { sale: 0, cost: 0, margin: 0, rows: [] }, supplierSpend: { receipts: 0, amount: 0, rows: [] } })));
  },
  async play({ canvasElement }) {
    const margin = await figure(canvasElement, 'Lãi phụ tùng theo phiếu sửa chữa');
    await expect(margin.getByText(messages.reports.figureEmpty)).toBeVisible();
    await expect(margin.queryByRole('table')).toBeNull();
    await expect((await figure(canvasElement, 'Giá trị tồn kho theo chi nhánh')).getByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getPartsReport));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

/** The server fails: the section says so with a way to try again, and a toast tells it once. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getPartsReport, 500));
  },
  async play({ canvasElement }) {
    const alerts = await within(canvasElement).findAllByRole('alert');
    const alert = alerts.find((item) => item.textContent?.includes(messages.reports.partsLoadFailed));
    if (!alert) throw new Error('Không thấy thông báo lỗi tải báo cáo phụ tùng');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};
