import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CSV_BOM, EXPORT_MAX_DAYS } from '../../contract/date-range';
import { garageMonthStart, garageToday } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { exportOrders } from '../../contract/orders';
import { exportOrdersCsv } from '../../entities/order/export-orders';
import { mockError, mockFile } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { bodyOf } from './manager-story-kit';
import { CsvExportButton } from './csv-export-button';

const csvOf = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return {
    fileName: `don-hang-${query.get('from')}-den-${query.get('to')}.csv`,
    text: `${CSV_BOM}Mã đơn,Khách hàng,Trạng thái\r\nA1B2C3,Nguyễn Thị Ánh,Đã hủy\r\n`,
  };
};

const meta = {
  title: 'features/manager/CsvExportButton',
  component: CsvExportButton,
  args: { noun: 'đơn hàng', exportCsv: fn(exportOrdersCsv) },
  beforeEach({ msw }) {
    msw.use(mockFile(exportOrders, csvOf));
  },
} satisfies Meta<typeof CsvExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xuất CSV' }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Xuất đơn hàng ra tệp CSV' }));
}

/** This month so far by default; the file keeps its byte-order mark and its Vietnamese letters. */
export const Downloads: Story = {
  async play({ canvasElement, args }) {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(/Từ ngày/)).toHaveValue(garageMonthStart());
    await expect(dialog.getByLabelText(/Đến ngày/)).toHaveValue(garageToday());
    await userEvent.click(dialog.getByRole('button', { name: 'Tải xuống' }));
    const fileName = `don-hang-${garageMonthStart()}-den-${garageToday()}.csv`;
    await expectToast(canvasElement, format(messages.exports.success, { file: fileName }), 'success');
    await expect(args.exportCsv).toHaveBeenCalledWith({ from: garageMonthStart(), to: garageToday() });
    const file = await (args.exportCsv as ReturnType<typeof fn>).mock.results[0]!.value;
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    await expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    await expect(new TextDecoder().decode(bytes)).toContain('Nguyễn Thị Ánh,Đã hủy');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A start after the end, or more than a year, is refused before anything is asked. */
export const BadRange: Story = {
  async play({ canvasElement, args }) {
    const dialog = await openDialog(canvasElement);
    const from = dialog.getByLabelText(/Từ ngày/);
    const to = dialog.getByLabelText(/Đến ngày/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-05-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Tải xuống' }));
    await expect(await dialog.findByText(messages.exports.rangeInvalid)).toBeVisible();
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Tải xuống' }));
    await expect(await dialog.findByText(format(messages.exports.rangeTooLong, { max: EXPORT_MAX_DAYS }))).toBeVisible();
    await expect(args.exportCsv).not.toHaveBeenCalled();
  },
};

/** The server failing leaves the dialog open with a retry message. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(exportOrders, 500));
  },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Tải xuống' }));
    await expectToast(canvasElement, messages.exports.failed, 'error');
    await expect(dialog.getByRole('button', { name: 'Tải xuống' })).toBeEnabled();
  },
};
