import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { listBranchBankAccounts, updateBranchBankAccount, type BranchBankAccount } from '../../../contract/payment-request';
import { bankAccountHandlers } from '../../../mocks/bank-account-handlers';
import { demoBankAccount } from '../../../mocks/data/bank-accounts';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { BankAccountsSection } from './bank-accounts-section';

const text = messages.vietqr;
/** The fake server's accounts: what a save stores is what the next list shows. */
const store: { accounts: BranchBankAccount[] } = { accounts: [] };
const saved = fn();

const meta = {
  title: 'features/manager/branches/BankAccountsSection',
  component: BankAccountsSection,
  args: { isMaster: true },
  beforeEach({ msw }) {
    store.accounts = [demoBankAccount];
    saved.mockClear();
    msw.use(...bankAccountHandlers(store, { onSave: saved }));
  },
} satisfies Meta<typeof BankAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, place: string) => within(canvasElement).findByRole('region', { name: `${text.accountsTitle} – ${place}` });

/** Quận 12 has its Vietcombank account; Thủ Đức has none yet and says what that means. */
export const AccountSet: Story = {
  async play({ canvasElement }) {
    const quan12 = within(await card(canvasElement, 'Chi nhánh Quận 12'));
    await expect(quan12.getByText('Vietcombank')).toBeVisible();
    await expect(quan12.getByText('0071001234567')).toBeVisible();
    await expect(quan12.getByText('CONG TY TNHH GARA O TO DUC PHAT')).toBeVisible();
    await expect(quan12.getByRole('combobox', { name: text.bankLabel })).toHaveValue('970436');
    await expect(quan12.getByRole('button', { name: text.saveAccount })).toBeDisabled();
    const thuDuc = within(await card(canvasElement, 'Chi nhánh Thủ Đức'));
    await expect(thuDuc.getByText(text.accountNotSet)).toBeVisible();
  },
};

/** No branch has one: the master picks a bank by name and BIN, types the number with spaces and the name with diacritics; it is kept as the bank writes it. */
export const NoneSet: Story = {
  beforeEach() {
    store.accounts = [];
  },
  async play({ canvasElement }) {
    const thuDuc = within(await card(canvasElement, 'Chi nhánh Thủ Đức'));
    await expect(thuDuc.getByText(text.accountNotSet)).toBeVisible();
    await userEvent.selectOptions(thuDuc.getByRole('combobox', { name: text.bankLabel }), format(text.bankOption, { name: 'Techcombank', bin: '970407' }));
    await userEvent.type(thuDuc.getByRole('textbox', { name: text.accountNumberLabel }), '1903 3334 4440 15');
    await userEvent.type(thuDuc.getByRole('textbox', { name: new RegExp(text.accountNameLabel) }), 'Trần Thị Bình');
    await userEvent.click(thuDuc.getByRole('button', { name: text.saveAccount }));
    await expectToast(canvasElement, format(text.accountSaved, { branch: 'Chi nhánh Thủ Đức' }), 'success');
    await expect(saved).toHaveBeenCalledWith('thu-duc', { bin: '970407', accountNumber: '19033334444015', accountName: 'TRAN THI BINH' });
    await expect(await thuDuc.findByText('TRAN THI BINH', { selector: 'dd' })).toBeVisible();
    await expect(thuDuc.getByText('Techcombank')).toBeVisible();
    await expect(thuDuc.queryByText(text.accountNotSet)).toBeNull();
  },
};

/** Wrong input is refused before sending, in the contract's words. */
export const InvalidInput: Story = {
  beforeEach() {
    store.accounts = [];
  },
  async play({ canvasElement }) {
    const quan12 = within(await card(canvasElement, 'Chi nhánh Quận 12'));
    await userEvent.type(quan12.getByRole('textbox', { name: text.accountNumberLabel }), '12 34');
    await userEvent.click(quan12.getByRole('button', { name: text.saveAccount }));
    await expect(await quan12.findByText(text.bankRequired)).toBeVisible();
    await expect(quan12.getByText(text.accountNumberInvalid)).toBeVisible();
    await expect(quan12.getByText(text.accountNameRequired)).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** The server refuses (here: no longer a master): its words in a toast, the account as it was. */
export const SaveError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateBranchBankAccount, 403, text.masterOnly));
  },
  async play({ canvasElement }) {
    const quan12 = within(await card(canvasElement, 'Chi nhánh Quận 12'));
    const number = quan12.getByRole('textbox', { name: text.accountNumberLabel });
    await userEvent.clear(number);
    await userEvent.type(number, '0071009999999');
    await userEvent.click(quan12.getByRole('button', { name: text.saveAccount }));
    await expectToast(canvasElement, text.masterOnly, 'error');
    await expect(quan12.getByText('0071001234567', { selector: 'dd' })).toBeVisible();
  },
};

/** An admin reads the accounts and cannot change them. */
export const AdminReadOnly: Story = {
  args: { isMaster: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.masterOnly)).toBeVisible();
    const quan12 = within(await card(canvasElement, 'Chi nhánh Quận 12'));
    await expect(quan12.getByText('0071001234567')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.saveAccount })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listBranchBankAccounts));
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

/** The list cannot be read: said so, and the retry loads it. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listBranchBankAccounts.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text.accountsLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await card(canvasElement, 'Chi nhánh Quận 12')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await card(canvasElement, 'Chi nhánh Thủ Đức');
    await expectNoSideScroll(canvasElement);
  },
};
