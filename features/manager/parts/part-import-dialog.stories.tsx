import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { importParts, PART_SHEET_COLUMNS, type PartImportResult } from '../../../contract/parts';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf } from '../manager-story-kit';
import { PartImportDialog } from './part-import-dialog';

const sent = fn();
const csv = `${Object.values(PART_SHEET_COLUMNS).join(';')}\nBD-01;Bố thắng đĩa trước;Bendix;bộ;200.000;150.000;5;5\n`;
const sheet = (name = 'phu-tung.csv', text = csv) => new File([text], name, { type: 'text/csv' });

const valid: PartImportResult = {
  rows: [
    { row: 2, sku: 'BD-01', name: 'Bố thắng đĩa trước', action: 'create', errors: [] },
    { row: 3, sku: 'LD-TOY-01', name: 'Lọc dầu động cơ Toyota Vios', action: 'update', errors: [] },
    { row: 4, sku: 'DEN-H7', name: 'Bóng đèn pha H7 12V', action: 'create', errors: [] },
  ],
  created: 2,
  updated: 1,
  applied: false,
};

const withErrors: PartImportResult = {
  rows: [
    { row: 2, sku: 'BD-01', name: 'Bố thắng đĩa trước', action: 'create', errors: [] },
    { row: 3, sku: 'BUGI-IK20', name: 'Bugi Iridium IK20', action: 'update', errors: [messages.parts.priceInvalid] },
    { row: 4, sku: 'BUGI-IK20', name: 'Bugi Iridium IK20', action: 'update', errors: [format(messages.parts.importSkuRepeated, { sku: 'BUGI-IK20', row: 3 }), messages.parts.unitRequired] },
  ],
  created: 1,
  updated: 2,
  applied: false,
};

/** Answers the preview with `preview`, and an apply with the same counts, written. */
const importHandler = (preview: PartImportResult) =>
  mockOk(importParts, async (request) => {
    const body = (await request.json()) as { fileName: string; file: string; apply?: boolean };
    sent(body);
    return body.apply ? { ...preview, applied: true } : preview;
  });

const meta = {
  title: 'features/manager/parts/PartImportDialog',
  component: PartImportDialog,
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(importHandler(valid));
  },
} satisfies Meta<typeof PartImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAndPick(canvasElement: HTMLElement, file = sheet()) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nhập từ Excel' }));
  const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhập phụ tùng từ tệp Excel' }));
  // A file the picker would hide (wrong type) still reaches the screen when dropped or chosen with "all files".
  await userEvent.setup({ applyAccept: false }).upload(dialog.getByLabelText(/Tệp phụ tùng/), file);
  return dialog;
}

/** Every row is right: the preview says what each will do; writing sends the same file with apply and says what was written. */
export const PreviewThenApply: Story = {
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement);
    await expect(await dialog.findByText('Tất cả 3 dòng hợp lệ: 2 thêm mới, 1 cập nhật.')).toBeVisible();
    await expect(dialog.getAllByText('Hợp lệ')).toHaveLength(3);
    await expect(dialog.getAllByText('Thêm mới')).toHaveLength(2);
    await expect(sent).toHaveBeenCalledWith({ fileName: 'phu-tung.csv', file: btoa(String.fromCharCode(...new TextEncoder().encode(csv))), apply: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Ghi 3 dòng' }));
    await expectToast(canvasElement, format(messages.partsManager.importApplied, { created: 2, updated: 1 }), 'success');
    await expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'phu-tung.csv', apply: true }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Rows with errors come first, each with its reasons in Vietnamese; nothing can be written until the file is fixed. */
export const PreviewWithRowErrors: Story = {
  beforeEach({ msw }) {
    msw.use(importHandler(withErrors));
  },
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement, sheet('phu-tung.xlsx'));
    await expect(await dialog.findByText(format(messages.parts.importHasErrors, { n: 2 }))).toBeVisible();
    await expect(dialog.getByText(messages.parts.priceInvalid)).toBeVisible();
    await expect(dialog.getByText(format(messages.parts.importSkuRepeated, { sku: 'BUGI-IK20', row: 3 }))).toBeVisible();
    await expect(dialog.getByText(messages.parts.unitRequired)).toBeVisible();
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/^3/);
    await expect(rows[2]).toHaveTextContent('Hợp lệ');
    await expect(dialog.getByRole('button', { name: 'Ghi 3 dòng' })).toBeDisabled();
    await expect(sent).toHaveBeenCalledTimes(1);
  },
};

/** A file the server cannot take as a whole (missing columns) says why, in its words. */
export const FileRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(importParts, 400, format(messages.parts.importMissingColumns, { columns: PART_SHEET_COLUMNS.unit })));
  },
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(format(messages.parts.importMissingColumns, { columns: PART_SHEET_COLUMNS.unit }));
    await expect(dialog.getByRole('button', { name: 'Ghi vào danh sách' })).toBeDisabled();
  },
};

/** Not a sheet: refused on the spot, nothing is sent. */
export const WrongFileType: Story = {
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement, new File(['%PDF-1.7'], 'bao-gia.pdf', { type: 'application/pdf' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.partsManager.importTypeInvalid);
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const ReadingFile: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(importParts));
  },
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Đang đọc tệp...');
  },
};

/** The write itself refused (the file changed since the preview): the dialog stays with the server's words. */
export const ApplyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(importParts, async (request) => {
        const body = (await request.json()) as { apply?: boolean };
        if (body.apply) throw new Response(JSON.stringify({ message: format(messages.parts.importHasErrors, { n: 1 }) }), { status: 400, headers: { 'Content-Type': 'application/json' } });
        return valid;
      }),
    );
  },
  async play({ canvasElement }) {
    const dialog = await openAndPick(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Ghi 3 dòng' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(format(messages.parts.importHasErrors, { n: 1 }));
    await expect(bodyOf(canvasElement).getByRole('dialog')).toBeVisible();
  },
};
