import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { listParts, transferStock } from '../../../contract/parts';
import { demoSuppliers } from '../../../mocks/data/stock';
import { demoParts } from '../../../mocks/data/parts';
import { mockError, mockNetworkError } from '../../../mocks/endpoint-handlers';
import { stockHandlers } from '../../../mocks/stock-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { freshStore, pickPart } from './stock-story-kit';
import { StockMoves } from './stock-moves';

const sent = fn();

const meta = {
  title: 'features/manager/stock/StockMoves',
  component: StockMoves,
  parameters: { route: '/manager/stock' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(...stockHandlers(freshStore(), sent));
  },
} satisfies Meta<typeof StockMoves>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentTo = (path: string) => sent.mock.calls.filter(([endpoint]) => endpoint === path).map(([, body]) => body);

async function formOf(canvasElement: HTMLElement, tab: string, name: string) {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: tab }));
  return within(canvasElement).findByRole('form', { name });
}

/** 3 sets of brake pads from Quận 12 to Thủ Đức; the picker shows what Quận 12 can give. */
export const Transfer: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển từ' }), 'Chi nhánh Thủ Đức');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển đến' }), 'Chi nhánh Quận 12');
    await pickPart(formElement, 1, 'ma phanh', 'MP-TRC-02');
    await expect(form.getByText('Còn dùng được ở Thủ Đức: 7 bộ')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Số lượng chuyển' }), '3');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển kho' }));
    await expectToast(canvasElement, format(messages.stockManager.transferDone, { n: 1, from: 'Thủ Đức', to: 'Quận 12' }), 'success');
    await expect(sentTo('/api/stock/transfers')).toEqual([expect.objectContaining({ from: 'thu-duc', to: 'quan-12', lines: [expect.objectContaining({ quantity: 3 })] })]);
  },
};

/** More than the branch can give: the server's 409 words, the form kept as typed. */
export const TransferBeyondAvailable: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển từ' }), 'Chi nhánh Quận 12');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển đến' }), 'Chi nhánh Thủ Đức');
    await pickPart(formElement, 1, 'ma phanh', 'MP-TRC-02');
    await userEvent.type(form.getByRole('textbox', { name: 'Số lượng chuyển' }), '5');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển kho' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      format(messages.parts.notEnough, { name: 'Má phanh trước Hyundai Accent', sku: 'MP-TRC-02', branch: 'Quận 12', available: 2, unit: 'bộ' }),
    );
    await expect(form.getByRole('textbox', { name: 'Số lượng chuyển' })).toHaveValue('5');
  },
};

/** No part, no quantity, then the same branch twice: the contract's words before anything is sent. */
export const TransferInvalid: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển từ' }), 'Chi nhánh Quận 12');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển đến' }), 'Chi nhánh Quận 12');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển kho' }));
    await expect(await form.findByText(messages.stockManager.partRequired)).toBeVisible();
    await expect(form.getByText(messages.parts.quantityInvalid)).toBeVisible();
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.type(form.getByRole('textbox', { name: 'Số lượng chuyển' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển kho' }));
    await expect(await form.findByText(messages.parts.transferSameBranch)).toBeVisible();
    await expect(sentTo('/api/stock/transfers')).toHaveLength(0);
  },
};

/** The network fails: a sentence of the product, not the browser's. */
export const TransferNetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(transferStock));
  },
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển từ' }), 'Chi nhánh Quận 12');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chuyển đến' }), 'Chi nhánh Thủ Đức');
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.type(form.getByRole('textbox', { name: 'Số lượng chuyển' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Chuyển kho' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.stockManager.transferFailed);
  },
};

/** The part search: loading, nothing found, and a failed search. */
export const PartSearchStates: Story = {
  async play({ canvasElement, step }) {
    const form = within(await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho'));
    const box = form.getByRole('searchbox', { name: 'Phụ tùng dòng 1' });
    await step('nothing found', async () => {
      await userEvent.type(box, 'xe bay');
      await expect(await form.findByText(messages.partsManager.noSearchResults)).toBeVisible();
    });
  },
};

export const PartSearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listParts, 500));
  },
  async play({ canvasElement }) {
    const form = within(await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho'));
    await userEvent.type(form.getByRole('searchbox', { name: 'Phụ tùng dòng 1' }), 'bugi');
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.stockManager.partsLoadFailed);
  },
};

export const ReturnToSupplier: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Trả hàng', 'Trả hàng cho nhà cung cấp');
    const form = within(formElement);
    await userEvent.click(form.getByRole('button', { name: 'Ghi trả hàng' }));
    await expect(await form.findByText(messages.parts.supplierRequired)).toBeVisible();
    await expect(form.getByText(messages.parts.reasonRequired)).toBeVisible();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Nhà cung cấp' }), demoSuppliers[1]!.name);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Trả từ kho' }), 'Chi nhánh Quận 12');
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.type(form.getByRole('textbox', { name: 'Số lượng trả' }), '4');
    await userEvent.type(form.getByRole('textbox', { name: 'Lý do trả hàng' }), 'Lô bugi lỗi ren.');
    await userEvent.click(form.getByRole('button', { name: 'Ghi trả hàng' }));
    await expectToast(canvasElement, format(messages.stockManager.returnDone, { n: 1 }), 'success');
    await expect(sentTo('/api/stock/returns')).toEqual([expect.objectContaining({ branch: 'quan-12', note: 'Lô bugi lỗi ren.' })]);
  },
};

/** A count finished at once: the difference becomes an adjustment with its reason. */
export const CountFinished: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Kiểm kê', 'Kiểm kê kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chi nhánh kiểm kê' }), 'Chi nhánh Thủ Đức');
    await pickPart(formElement, 1, 'loc gio', 'LG-DH-05');
    await expect(form.getByText('Sổ kho: còn dùng được 2 cái')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Số đếm được' }), '1');
    await userEvent.type(form.getByRole('textbox', { name: 'Lý do điều chỉnh' }), 'Kiểm kê cuối tháng');
    await userEvent.click(form.getByRole('button', { name: 'Hoàn tất kiểm kê' }));
    await expectToast(canvasElement, format(messages.stockManager.countFinished, { branch: 'Thủ Đức' }), 'success');
    await expect(sentTo('/api/stock/counts')).toEqual([expect.objectContaining({ branch: 'thu-duc', finish: true, lines: [expect.objectContaining({ counted: 1 })] })]);
  },
};

/** Kept open, shown with finish; a second count of the branch meanwhile is refused with the server's words. */
export const CountKeptOpenThenFinished: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const formElement = await formOf(canvasElement, 'Kiểm kê', 'Kiểm kê kho');
    const form = within(formElement);
    const fill = async () => {
      await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chi nhánh kiểm kê' }), 'Chi nhánh Quận 12');
      await pickPart(formElement, 1, 'gat mua', 'GAT-MUA-24');
      await userEvent.type(form.getByRole('textbox', { name: 'Số đếm được' }), '28');
      await userEvent.type(form.getByRole('textbox', { name: 'Lý do điều chỉnh' }), 'Đếm kệ A');
    };
    await step('kept open', async () => {
      await fill();
      await userEvent.click(form.getByRole('button', { name: 'Lưu phiếu, đếm tiếp sau' }));
      await expectToast(canvasElement, format(messages.stockManager.countOpened, { branch: 'Quận 12' }), 'success');
      const panel = within(await canvas.findByRole('region', { name: 'Phiếu kiểm kê đang mở: Quận 12' }));
      await expect(panel.getByText(/GAT-MUA-24/)).toBeVisible();
    });
    await step('a second count of the branch: the server\'s 409', async () => {
      await fill();
      await userEvent.click(form.getByRole('button', { name: 'Hoàn tất kiểm kê' }));
      await expect(await form.findByRole('alert')).toHaveTextContent(
        format(messages.parts.countOpen, { branch: 'Quận 12', at: formatDateTime(new Date(Date.UTC(2026, 1, 12, 2, 0)).toISOString()) }),
      );
    });
    await step('finished from the panel', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Phiếu kiểm kê đang mở: Quận 12' }));
      await userEvent.click(panel.getByRole('button', { name: 'Hoàn tất kiểm kê' }));
      await expectToast(canvasElement, format(messages.stockManager.countFinished, { branch: 'Quận 12' }), 'success');
      // Read again from the server: the count is done there.
      await waitFor(() => expect(canvas.queryByRole('region', { name: 'Phiếu kiểm kê đang mở: Quận 12' })).toBeNull());
    });
  },
};

/** A count kept open yesterday, the page opened again today: the server's open count is there to finish. */
export const OpenCountAfterReload: Story = {
  beforeEach({ msw }) {
    const part = demoParts[0]!;
    msw.use(
      ...stockHandlers(
        freshStore({
          counts: [
            {
              _id: '65f000000000000000005901',
              branch: 'thu-duc',
              status: 'open',
              reason: 'Kiểm kê cuối tháng',
              lines: [{ partId: part._id, sku: part.sku, partName: part.name, counted: 4, expected: null }],
              createdAt: new Date(Date.UTC(2026, 1, 11, 9)).toISOString(),
              doneAt: null,
            },
          ],
        }),
        sent,
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kiểm kê' }));
    const panel = within(await canvas.findByRole('region', { name: 'Phiếu kiểm kê đang mở: Thủ Đức' }));
    await expect(panel.getByText(new RegExp(demoParts[0]!.sku))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Hoàn tất kiểm kê' }));
    await expectToast(canvasElement, format(messages.stockManager.countFinished, { branch: 'Thủ Đức' }), 'success');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Phiếu kiểm kê đang mở: Thủ Đức' })).toBeNull());
  },
};

export const CountCancelled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const formElement = await formOf(canvasElement, 'Kiểm kê', 'Kiểm kê kho');
    const form = within(formElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chi nhánh kiểm kê' }), 'Chi nhánh Thủ Đức');
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.type(form.getByRole('textbox', { name: 'Số đếm được' }), '10');
    await userEvent.type(form.getByRole('textbox', { name: 'Lý do điều chỉnh' }), 'Đếm thử');
    await userEvent.click(form.getByRole('button', { name: 'Lưu phiếu, đếm tiếp sau' }));
    const panel = within(await canvas.findByRole('region', { name: 'Phiếu kiểm kê đang mở: Thủ Đức' }));
    await userEvent.click(panel.getByRole('button', { name: 'Hủy phiếu' }));
    await userEvent.click(within(await bodyOf(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Hủy phiếu' }));
    await expectToast(canvasElement, format(messages.stockManager.countCancelled, { branch: 'Thủ Đức' }), 'success');
    await expect(sentTo('/api/stock/counts/:id/cancel')).toHaveLength(1);
  },
};

/** Counted a negative or unreadable number, no reason: the contract's words. */
export const CountInvalid: Story = {
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Kiểm kê', 'Kiểm kê kho');
    const form = within(formElement);
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.type(form.getByRole('textbox', { name: 'Số đếm được' }), 'mười');
    await userEvent.click(form.getByRole('button', { name: 'Hoàn tất kiểm kê' }));
    await expect(await form.findByText(messages.parts.countedInvalid)).toBeVisible();
    await expect(form.getByText(messages.parts.reasonRequired)).toBeVisible();
    await expect(form.getByText(messages.bookings.branchRequired)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const formElement = await formOf(canvasElement, 'Kiểm kê', 'Kiểm kê kho');
    await pickPart(formElement, 1, 'curoa', 'CUROA-CAM');
    await expectNoSideScroll(canvasElement);
    await formOf(canvasElement, 'Chuyển kho', 'Chuyển kho');
    await expectNoSideScroll(canvasElement);
  },
};
