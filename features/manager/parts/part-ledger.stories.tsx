import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { listStockMovements } from '../../../contract/parts';
import { demoMovementsFor, demoParts } from '../../../mocks/data/parts';
import { mockError, mockNetworkError, mockPending } from '../../../mocks/endpoint-handlers';
import { mockPagedList } from '../../../mocks/manager-list-handler';
import { rowTexts } from '../manager-story-kit';
import { PartLedger } from './part-ledger';

const part = demoParts.find((item) => item.sku === 'BUGI-IK20')!;
const movements = demoMovementsFor(part, 14);

const ledgerHandler = (rows = movements) =>
  mockPagedList(listStockMovements, rows, {
    matches: (row, query) => row.partId === query.get('partId') && (!query.get('branch') || row.branch === query.get('branch')),
  });

const meta = {
  title: 'features/manager/parts/PartLedger',
  component: PartLedger,
  args: { partId: part._id, unit: part.unit },
  beforeEach({ msw }) {
    msw.use(ledgerHandler());
  },
} satisfies Meta<typeof PartLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, ten a page: each kind in Vietnamese, the quantity signed with its unit, the cost, who and the note. */
export const List: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('the total and the newest row first', async () => {
      await expect(await canvas.findByText('Tổng số: 14 dòng')).toBeVisible();
      await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(10));
      const [newest, second] = rowTexts(canvasElement);
      await expect(newest).toContain(formatDateTime(movements[0]!.createdAt));
      await expect(newest).toContain('Nhập hàng');
      await expect(newest).toContain('+20 cái');
      await expect(newest).toContain('190.000');
      await expect(newest).toContain('Nguyễn Văn Hùng');
      await expect(newest).toContain('Đơn nhập NH-Q12-2026-0007');
      await expect(second).toContain('Dùng cho xe');
      await expect(second).toMatch(/−\d+ cái/);
    });
    await step('every kind is named in Vietnamese; a row nobody signed is the system\'s', async () => {
      for (const name of ['Nhập hàng', 'Dùng cho xe', 'Bán lẻ', 'Chuyển đi', 'Chuyển đến', 'Kiểm kê', 'Trả nhà cung cấp']) {
        await expect(canvas.getAllByText(name).length).toBeGreaterThan(0);
      }
      await expect(canvas.getAllByText('Hệ thống').length).toBeGreaterThan(0);
    });
    await step('the second page holds the other four', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
      await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(4));
    });
  },
};

/** One branch's rows only, from the first page again. */
export const OneBranch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 14 dòng');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chi nhánh' }), 'thu-duc');
    const expected = movements.filter((row) => row.branch === 'thu-duc');
    await expect(await canvas.findByText(`Tổng số: ${expected.length} dòng`)).toBeVisible();
    await waitFor(() => expect(rowTexts(canvasElement).every((text) => text.includes('Thủ Đức'))).toBe(true));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listStockMovements));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(ledgerHandler([]));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.partsManager.ledgerEmpty)).toBeVisible();
    await expect(within(canvasElement).getByText('Tổng số: 0 dòng')).toBeVisible();
  },
};

/** A crash says to try again, and the retry shows the ledger once the server answers. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(listStockMovements.path, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }) : undefined;
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.partsManager.ledgerLoadFailed);
    await expect(alert).not.toHaveTextContent('Lỗi máy chủ');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByText('Tổng số: 14 dòng')).toBeVisible();
  },
};

/** A refusal the person can act on is said in the server's words. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listStockMovements, 403, 'Bạn không có quyền xem sổ kho.'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Bạn không có quyền xem sổ kho.');
  },
};

export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(listStockMovements));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.partsManager.ledgerLoadFailed);
  },
};

export const InvalidData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listStockMovements.path, () => HttpResponse.json({ data: [] })));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.common.invalidData);
  },
};
