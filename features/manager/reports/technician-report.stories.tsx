import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { garageMonthStart, garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { exportTechnicianReport, getTechnicianReport, setTechnicianShare, type TechnicianReport as Report, type TechnicianRow } from '../../../contract/technician-reports';
import { readDecimalNumber } from '../../../contract/typed-number-rules';
import { commissionOf, efficiencyOf } from '../../../contract/workshop-rules';
import { objectIdAt } from '../../../mocks/data/ids';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { TechnicianReport } from './technician-report';

/** The periods and branches the section asked for, and the shares the master set. */
const asked = fn();
const shares = fn();

const SEEN = new Date(Date.UTC(2026, 0, 5));
const person = (n: number, fullName: string, branch: 'quan-12' | 'thu-duc') => ({ _id: objectIdAt(SEEN, 0x7100 + n), fullName, branch });

function row(technician: TechnicianRow['technician'], figures: { billed: number; clocked: number; jobs: number; comebacks: number; revenue: number; share: number | null }): TechnicianRow {
  return {
    technician,
    billedHours: figures.billed,
    clockedHours: figures.clocked,
    efficiency: efficiencyOf(figures.billed, figures.clocked),
    jobsDone: figures.jobs,
    comebacks: figures.comebacks,
    labourRevenue: figures.revenue,
    sharePercent: figures.share,
    commission: commissionOf(figures.revenue, figures.share),
  };
}

/** The technicians the fake server knows; a share set in a story changes them. */
let people: TechnicianRow[] = [];
const resetPeople = () => {
  people = [
    row(person(1, 'Lê Văn Chi', 'thu-duc'), { billed: 12.5, clocked: 14, jobs: 6, comebacks: 0, revenue: 3_125_000, share: null }),
    row(person(2, 'Nguyễn Văn An', 'quan-12'), { billed: 38.25, clocked: 41.5, jobs: 17, comebacks: 1, revenue: 11_475_000, share: 10 }),
    row(person(3, 'Trần Thị Bình', 'quan-12'), { billed: 26, clocked: 24.75, jobs: 11, comebacks: 0, revenue: 7_540_000, share: 2.5 }),
  ];
};

const sum = (rows: readonly TechnicianRow[], pick: (item: TechnicianRow) => number) => rows.reduce((total, item) => total + Math.round(pick(item) * 100), 0) / 100;

/** Every total is the sum of its rows, as the server counts them. */
function reportOf({ from, to }: { from: string; to: string }, rows = people): Report {
  const billedHours = sum(rows, (item) => item.billedHours);
  const clockedHours = sum(rows, (item) => item.clockedHours);
  return {
    from,
    to,
    rows,
    total: {
      billedHours,
      clockedHours,
      efficiency: efficiencyOf(billedHours, clockedHours),
      jobsDone: sum(rows, (item) => item.jobsDone),
      comebacks: sum(rows, (item) => item.comebacks),
      labourRevenue: sum(rows, (item) => item.labourRevenue),
      commission: sum(rows, (item) => item.commission ?? 0),
    },
  };
}

const askedOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = { from: params.get('from') ?? '', to: params.get('to') ?? '', branch: params.get('branch') };
  asked(query);
  return query;
};

const meta = {
  title: 'features/manager/reports/TechnicianReport',
  component: TechnicianReport,
  parameters: { route: '/manager/reports?techFrom=2026-03-01&techTo=2026-03-31' },
  beforeEach({ msw }) {
    asked.mockClear();
    shares.mockClear();
    resetPeople();
    msw.use(
      mockOk(getTechnicianReport, (request) => reportOf(askedOf(request))),
      mockFile(exportTechnicianReport, (request) => {
        const params = new URL(request.url).searchParams;
        return { fileName: `bao-cao-ky-thuat-vien-${params.get('from')}-den-${params.get('to')}.csv`, text: '\uFEFFKỹ thuật viên\r\n' };
      }),
      http.put(setTechnicianShare.path, async ({ request, params }) => {
        const raw = await request.json();
        shares(params.id, raw);
        const parsed = setTechnicianShare.body!.safeParse(raw);
        if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]!.message }, { status: 400 });
        const percent = parsed.data.percent;
        people = people.map((item) => (item.technician._id === params.id ? { ...item, sharePercent: percent, commission: commissionOf(item.labourRevenue, percent) } : item));
        return HttpResponse.json(setTechnicianShare.response.parse({ message: messages.technicianReport.shareSaved, percent }));
      }),
    );
  },
} satisfies Meta<typeof TechnicianReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Giờ làm và hoa hồng kỹ thuật viên' }));
/** A row's cells as a reader sees them (no-break spaces made plain). */
const cellsOf = (rowElement: HTMLElement) => within(rowElement).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ').trim());
/** '38,25' and '11.475.000 ₫' as numbers. */
const hours = (text: string) => readDecimalNumber(text) ?? Number.NaN;
const money = (text: string) => Number(text.replace(/\D/g, ''));

/** The technicians, their figures and the total row, which is the sum of the rows, column by column. */
export const Data: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Từ 01/03/2026 đến 31/03/2026 · Cả hai chi nhánh')).toBeVisible();
    await expect(asked).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', branch: null });
    const table = await tableOf(canvasElement);
    const rows = ['Lê Văn Chi', 'Nguyễn Văn An', 'Trần Thị Bình'].map((name) => cellsOf(table.getByRole('row', { name: new RegExp(`^${name}`) })));
    const total = cellsOf(table.getByRole('row', { name: /^Tổng cộng/ }));
    await step('each technician\'s row', async () => {
      await expect(rows[1]).toEqual(['38,25', '41,5', '92,2 %', '17', '1', moneyText(11_475_000), '10 %', moneyText(1_147_500)]);
      // Nothing set for Chi: no commission.
      await expect(rows[0]!.slice(6)).toEqual(['—', '—']);
    });
    await step('the total row is the sum of the rows', async () => {
      for (const column of [0, 1]) await expect(hours(total[column]!)).toBeCloseTo(rows.reduce((all, cells) => all + hours(cells[column]!), 0), 6);
      for (const column of [3, 4]) await expect(Number(total[column])).toBe(rows.reduce((all, cells) => all + Number(cells[column]), 0));
      await expect(money(total[5]!)).toBe(rows.reduce((all, cells) => all + money(cells[5]!), 0));
      await expect(money(total[7]!)).toBe(rows.reduce((all, cells) => all + (cells[7] === '—' ? 0 : money(cells[7]!)), 0));
      await expect(total).toEqual(['76,75', '80,25', '95,6 %', '34', '1', moneyText(22_140_000), '', moneyText(1_336_000)]);
    });
    await step('the same table as CSV', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tải CSV: Giờ làm và hoa hồng kỹ thuật viên' }));
      await expectToast(canvasElement, format(messages.exports.success, { file: 'bao-cao-ky-thuat-vien-2026-03-01-den-2026-03-31.csv' }), 'success');
    });
  },
};

/** The master sets Chi's share typed '2,5': the row's commission follows. */
export const ShareSaved: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const table = await tableOf(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Đặt tỷ lệ hoa hồng của Lê Văn Chi' }));
    const field = table.getByRole('textbox', { name: 'Phần trăm hoa hồng của Lê Văn Chi' });
    await userEvent.type(field, '2,5');
    await userEvent.click(table.getByRole('button', { name: 'Lưu tỷ lệ hoa hồng của Lê Văn Chi' }));
    await expectToast(canvasElement, messages.technicianReport.shareSaved, 'success');
    await expect(shares).toHaveBeenCalledWith(people[0]!.technician._id, { percent: '2,5' });
    // 3.125.000 × 2,5 % = 78.125.
    await waitFor(() => expect(cellsOf(table.getByRole('row', { name: /^Lê Văn Chi/ })).slice(6)).toEqual(['2,5 %', moneyText(78_125)]));
  },
};

/** A share over 100 % is refused under the field in the contract's words; nothing is sent. */
export const ShareInvalid: Story = {
  async play({ canvasElement }) {
    const table = await tableOf(canvasElement);
    await userEvent.click(table.getByRole('button', { name: 'Đặt tỷ lệ hoa hồng của Trần Thị Bình' }));
    const field = table.getByRole('textbox', { name: 'Phần trăm hoa hồng của Trần Thị Bình' });
    await expect(field).toHaveValue('2,5');
    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    await expect(await table.findByText(messages.technicianReport.shareInvalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(shares).not.toHaveBeenCalled();
  },
};

/** No address: this month so far. */
export const ThisMonth: Story = {
  parameters: { route: '/manager/reports?branch=thu-duc' },
  async play({ canvasElement }) {
    await tableOf(canvasElement);
    await expect(asked).toHaveBeenCalledWith({ from: garageMonthStart(), to: garageToday(), branch: 'thu-duc' });
    await expect(within(canvasElement).getByText(/· Chi nhánh Thủ Đức$/)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getTechnicianReport, (request) => reportOf(askedOf(request), [])));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.technicianReport.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getTechnicianReport));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getTechnicianReport, 500));
  },
  async play({ canvasElement }) {
    const alerts = await within(canvasElement).findAllByRole('alert');
    const alert = alerts.find((item) => item.textContent?.includes(messages.technicianReport.loadFailed));
    if (!alert) throw new Error('Không thấy thông báo lỗi tải báo cáo kỹ thuật viên');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** On a phone the wide table scrolls inside its own box, never the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await tableOf(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};
