import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listBankTransfers } from '../../../contract/bank-transfers';
import { format, messages } from '../../../contract/messages';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { TransfersScreen } from './transfers-screen';
import { demoStatementCsv, resetTransfers, transferCalls, transferHandlers } from './transfers-story-kit';

const meta = {
  title: 'features/manager/transfers/TransfersScreen',
  tags: ['screen'],
  component: TransfersScreen,
  parameters: { route: '/manager/transfers' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    resetTransfers();
    msw.use(...transferHandlers());
  },
} satisfies Meta<typeof TransfersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = async (canvasElement: HTMLElement) => within(canvasElement).findByText('Tổng số: 3 chuyển khoản');

/** The transfers waiting for the desk: time, branch (or the unknown account), amount, note, the codes found and why it did not match. */
export const List: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Chưa khớp' })).toBeChecked();
    await expect(canvas.getByText('MBVCB.3291.NGUYEN VAN AN chuyen tien sua xe')).toBeVisible();
    await expect(canvas.getByText(messages.bankTransfers.noReference)).toBeVisible();
    await expect(canvas.getByText('Tài khoản 1903555666777')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Gán cho phiếu chuyển khoản/ })).toHaveLength(3);
  },
};

/** The matched ones name their job (a link to it) and who assigned it; nothing to act on. */
export const Matched: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Đã khớp' }));
    await expect(await canvas.findByRole('link', { name: 'R1A2QK' })).toHaveAttribute('href', '/manager/repairs/65f0a0000000000000009d01');
    await expect(canvas.getByText('Tự khớp')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Gán cho phiếu chuyển khoản/ })).toBeNull();
  },
};

/** At a phone's width each transfer is a card, with its two actions, and nothing scrolls sideways. */
export const ListPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await tableOf(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listBankTransfers));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

/** Every transfer found its job: the desk has nothing to do. */
export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    resetTransfers([]);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.deskMoney.transfersEmptyUnmatched)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listBankTransfers, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.deskMoney.transfersLoadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** The code its note names is offered; the transfer becomes that job's payment and leaves the list. */
export const AssignSuccess: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Gán cho phiếu chuyển khoản 3\.200\.000/ }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Gán chuyển khoản cho phiếu' }));
    await expect(dialog.getByLabelText(/Mã phiếu sửa chữa/)).toHaveValue('R1A2QL');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Gán cho phiếu' }));
    await waitFor(() => expect(transferCalls.assigned).toHaveBeenCalledWith('R1A2QL'));
    await expectToast(canvasElement, format(messages.deskMoney.transferAssigned, { amount: moneyText(3_200_000), code: 'R1A2QL' }), 'success');
    await expect(await canvas.findByText('Tổng số: 2 chuyển khoản')).toBeVisible();
  },
};

/** A code no job has: the server's words stay beside the field to correct it. */
export const AssignNotFound: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Gán cho phiếu chuyển khoản 2\.500\.000/ }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Gán chuyển khoản cho phiếu' }));
    await userEvent.type(dialog.getByLabelText(/Mã phiếu sửa chữa/), 'k7m-2qx');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Gán cho phiếu' }));
    await expect(await dialog.findByText(format(messages.bankTransfers.repairNotFound, { code: 'K7M2QX' }))).toBeVisible();
  },
};

/** Set aside with a reason (asked for first); it leaves the list. */
export const Dismiss: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await tableOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Bỏ qua chuyển khoản 850\.000/ }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Bỏ qua chuyển khoản' }));
    const confirm = bodyOf(canvasElement).getByRole('button', { name: 'Bỏ qua' });
    await userEvent.click(confirm);
    await expect(await dialog.findByText(messages.bankTransfers.dismissReasonRequired)).toBeVisible();
    await expect(transferCalls.dismissed).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Lý do bỏ qua/), 'Chuyển nhầm tài khoản, đã báo khách.');
    await userEvent.click(confirm);
    await waitFor(() => expect(transferCalls.dismissed).toHaveBeenCalledWith('Chuyển nhầm tài khoản, đã báo khách.'));
    await expectToast(canvasElement, format(messages.deskMoney.transferDismissed, { amount: moneyText(850_000) }), 'success');
    await expect(await canvas.findByText('Tổng số: 2 chuyển khoản')).toBeVisible();
  },
};

async function previewStatementFile(canvasElement: HTMLElement) {
  await tableOf(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nhập sao kê' }));
  const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhập sao kê ngân hàng' }));
  await userEvent.selectOptions(dialog.getByLabelText(/Chi nhánh nhận tiền/), 'quan-12');
  await userEvent.upload(dialog.getByLabelText(/Tệp sao kê/), new File([demoStatementCsv], 'sao-ke-0311.csv', { type: 'text/csv' }));
  return dialog;
}

/** A statement read row by row: the new one and the job it pays, the one already recorded, money out, an unreadable row. */
export const ImportPreview: Story = {
  async play({ canvasElement }) {
    const dialog = await previewStatementFile(canvasElement);
    await expect(await dialog.findByText('1 giao dịch mới (1 tự khớp phiếu), 1 đã có, 1 tiền ra, 1 dòng lỗi.')).toBeVisible();
    await expect(transferCalls.previewed).toHaveBeenCalledWith({ branch: 'quan-12', fileName: 'sao-ke-0311.csv', file: demoStatementCsv });
    await expect(dialog.getByText('Sẽ ghi')).toBeVisible();
    await expect(dialog.getByText('Đã có')).toBeVisible();
    await expect(dialog.getByText(messages.bankTransfers.rowAmountInvalid)).toBeVisible();
    await expect(dialog.getByText('R1A2QL')).toBeVisible();
    await expect(transferCalls.imported).not.toHaveBeenCalled();
  },
};

/** 'Ghi 1 giao dịch' records it: the count of what was new and matched. */
export const ImportDone: Story = {
  async play({ canvasElement }) {
    const dialog = await previewStatementFile(canvasElement);
    await dialog.findByText('Sẽ ghi');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi 1 giao dịch' }));
    await waitFor(() => expect(transferCalls.imported).toHaveBeenCalledWith({ branch: 'quan-12', fileName: 'sao-ke-0311.csv', file: demoStatementCsv }));
    await expectToast(canvasElement, format(messages.deskMoney.statementImported, { count: 1, matched: 1 }), 'success');
  },
};
