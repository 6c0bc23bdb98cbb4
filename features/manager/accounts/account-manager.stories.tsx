import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countAccounts, CUSTOMER_ROLE, deleteAccount, listAccounts, updateAccount, type Account } from '../../../contract/accounts';
import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { assignRole, disableAccount, enableAccount, listRoles, removeRole, type RoleChangeBody } from '../../../contract/roles';
import type { BranchId } from '../../../contract/garage';
import { setAccountBranch } from '../../../contract/workshop';
import {
  demoAdmin,
  demoCustomer,
  demoGoogleCustomer,
  demoLockedCustomer,
  demoMaster,
  demoOtherMaster,
  demoRoleList,
  demoRoles,
  managerAccounts,
  statusOk,
} from '../../../mocks/data/accounts';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, confirmDelete, editRow, expectListTab, expectLoadFailed, expectNoSideScroll, expectPaging, expectRefusedBeforeAsking, rowTexts, search } from '../manager-story-kit';
import { AccountManager } from './account-manager';
import { accountTypeLabel, roleLabel } from './account-labels';

/** What the server was asked to change, in order. */
const sent = fn();
/** The accounts as the mock server holds them (changed in place); each story starts from a fresh copy. */
const accounts: Account[] = [];
const resetAccounts = (items: Account[]) => accounts.splice(0, accounts.length, ...items.map((account) => ({ ...account })));

const garageDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
const listHandler = () =>
  mockPagedList(listAccounts, accounts, {
    matches: (account, query) => {
      const from = query.get('createdFrom');
      if (from && garageDay(account.createdAt) < from) return false;
      return matchesWords(query.get('q'), account.fullName, account.email, ...account.roles.map((role) => role.name));
    },
  });
const replace = (id: string, change: (account: Account) => Account) => {
  const index = accounts.findIndex((account) => account._id === id);
  if (index >= 0) accounts[index] = change(accounts[index]!);
};
const roleBody = async (request: Request) => (await request.json()) as RoleChangeBody;

/** The server's refusals: yourself (the signed-in Master) and another Master. */
const lockHandler = (endpoint: typeof disableAccount | typeof enableAccount, active: boolean) =>
  mockOk(endpoint, async (request) => {
    const { accountId } = (await request.json()) as { accountId: string };
    sent(endpoint.path, { accountId });
    replace(accountId, (account) => ({ ...account, status: active }));
    return { message: active ? messages.account.unlockSuccess : messages.account.lockSuccess };
  });

const total = (n: number) => `Tổng số: ${n} tài khoản`;
/** A filtered list: how many it found of all the accounts (GET /api/accounts/count). */
const found = (n: number) => `Tìm thấy ${n} trong tổng số ${accounts.length} tài khoản`;
const searchLabel = 'Họ tên, email hoặc vai trò';

const meta = {
  title: 'features/manager/accounts/AccountManager',
  tags: ['screen'],
  component: AccountManager,
  // Signed in as the demo Master: their own row cannot be locked or deleted.
  args: { selfId: demoMaster._id },
  parameters: { route: '/manager/accounts' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    sent.mockClear();
    resetAccounts(managerAccounts);
    msw.use(
      listHandler(),
      mockOk(countAccounts, () => ({ totalAccounts: accounts.length })),
      mockOk(listRoles, demoRoleList),
      lockHandler(disableAccount, false),
      lockHandler(enableAccount, true),
      mockOk(assignRole, async (request) => {
        const body = await roleBody(request);
        sent(assignRole.path, body);
        const role = demoRoleList.find((item) => item._id === body.roleId)!;
        replace(body.accountId, (account) => ({ ...account, roles: [...account.roles, role] }));
        return { message: messages.roles.assignSuccess };
      }),
      mockOk(removeRole, async (request) => {
        const body = await roleBody(request);
        sent(removeRole.path, body);
        replace(body.accountId, (account) => ({ ...account, roles: account.roles.filter((role) => role._id !== body.roleId) }));
        return { message: messages.roles.removeSuccess };
      }),
      mockOk(updateAccount, async (request, params) => {
        sent(updateAccount.path, await request.json());
        const account = accounts.find((item) => item._id === params.id)!;
        return { ...statusOk(messages.account.updateSuccess), account };
      }),
      mockOk(setAccountBranch, async (request, params) => {
        const body = (await request.json()) as { branch: BranchId | null };
        sent(setAccountBranch.path, body);
        replace(String(params.id), (account) => ({ ...account, branch: body.branch }));
        return { message: messages.account.updateSuccess, branch: body.branch };
      }),
      mockOk(deleteAccount, (_request, params) => {
        const index = accounts.findIndex((account) => account._id === params.id);
        if (index >= 0) accounts.splice(index, 1);
        return statusOk(messages.account.deleteSuccess);
      }),
    );
  },
} satisfies Meta<typeof AccountManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table row showing `name`. */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByText(name, { selector: 'span.font-semibold' });
  return within(cell.closest('tr')!);
}

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** Ten a page over 23, each row with its picture, roles, sign-in type, state and day; server search. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten a page over 23', async () => {
      await expectPaging(canvasElement, total(managerAccounts.length), 3, 3);
    });
    await step('name, e-mail, roles, type, state and created day', async () => {
      const admin = await rowOf(canvasElement, demoAdmin.fullName);
      for (const text of [demoAdmin.email, 'Admin', accountTypeLabel('local'), 'Hoạt động', formatDate(demoAdmin.createdAt)]) await expect(admin.getByText(text)).toBeVisible();
      await expect((await rowOf(canvasElement, demoCustomer.fullName)).getByText('Khách hàng')).toBeVisible();
      await expect((await rowOf(canvasElement, demoGoogleCustomer.fullName)).getByText('Google')).toBeVisible();
      await expect((await rowOf(canvasElement, demoLockedCustomer.fullName)).getByText('Đã khóa')).toHaveAttribute('data-status', 'locked');
      await expect((await rowOf(canvasElement, demoMaster.fullName)).getByText(roleLabel(demoRoles.master))).toBeVisible();
    });
    await step('search by role, in the address too', async () => {
      await search(canvasElement, searchLabel, 'MASTER');
      await expect(await canvas.findByText(found(2))).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent('/manager/accounts?q=MASTER');
      await expect(canvas.getByRole('button', { name: 'Bỏ lọc: Từ khóa: MASTER' })).toBeVisible();
    });
    await step('search by e-mail', async () => {
      await search(canvasElement, searchLabel, demoGoogleCustomer.email);
      await waitFor(() => expect(rowTexts(canvasElement)).toEqual([expect.stringContaining(demoGoogleCustomer.fullName)]));
    });
    await step('reset shows every account again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText(total(managerAccounts.length))).toBeVisible();
      await expect(location(canvasElement)).toHaveTextContent(/^\/manager\/accounts$/);
    });
  },
};

/** A search from the address that finds nothing: its own empty text; the chip takes it off. */
export const NoSearchResults: Story = {
  parameters: { route: '/manager/accounts?q=phi%20c%C3%B4ng' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.account.filterEmpty)).toBeVisible();
    await expect(await canvas.findByText(found(0))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Từ khóa: phi công' }));
    await expect(await canvas.findByText(total(managerAccounts.length))).toBeVisible();
  },
};

/** The start page's "new accounts this month" link: the day shows as a chip that takes it off. */
export const CreatedThisMonth: Story = {
  parameters: { route: '/manager/accounts?createdFrom=2026-11-01' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const fresh = managerAccounts.filter((account) => account.createdAt >= '2026-11-01');
    await expect(await canvas.findByText(found(fresh.length))).toBeVisible();
    await expect(rowTexts(canvasElement)).toEqual(fresh.map((account) => expect.stringContaining(account.fullName)));
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Tạo từ ngày 01/11/2026' }));
    await expect(await canvas.findByText(total(managerAccounts.length))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/manager\/accounts$/);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listAccounts));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    resetAccounts([]);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.account.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

/** Neither the accounts nor the roles load: the accounts' failure in place of the table, a toast for the roles. */
export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listAccounts, 500), mockError(listRoles, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.account.listLoadFailed);
    await expectToast(canvasElement, messages.roles.listLoadFailed, 'error');
  },
};

async function confirmIn(canvasElement: HTMLElement, button: string, expected: { title: string; texts: string[]; absent?: string[] }) {
  // findBy: the last dialog may still be closing, hiding the page from the accessibility tree.
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: expected.title }));
  for (const text of expected.texts) await expect(dialog.getByText(text, { exact: false })).toBeVisible();
  for (const text of expected.absent ?? []) await expect(dialog.queryByText(text, { exact: false })).toBeNull();
  return dialog;
}

/** Lock after the question (signed out everywhere), unlock after its own question; delete. */
export const LockUnlockDelete: Story = {
  async play({ canvasElement, step }) {
    const name = demoCustomer.fullName;
    await step('lock: the question says so, the badge turns to Đã khóa', async () => {
      await rowOf(canvasElement, name);
      const dialog = await confirmIn(canvasElement, `Khóa tài khoản ${name}`, {
        title: 'Khóa tài khoản?',
        texts: [messages.account.lockConfirm, messages.account.lockEndsSessions, demoCustomer.email],
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Khóa' }));
      await expectToast(canvasElement, messages.account.lockSuccess, 'success');
      await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText('Đã khóa')).toBeVisible());
      await expect(sent).toHaveBeenCalledWith(disableAccount.path, { accountId: demoCustomer._id });
    });
    await step('unlock: its own question, no word of signing out', async () => {
      const dialog = await confirmIn(canvasElement, `Mở khóa tài khoản ${name}`, {
        title: 'Mở khóa tài khoản?',
        texts: [messages.account.unlockConfirm],
        absent: [messages.account.lockEndsSessions],
      });
      await userEvent.click(dialog.getByRole('button', { name: 'Mở khóa' }));
      await expectToast(canvasElement, messages.account.unlockSuccess, 'success');
      await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText('Hoạt động')).toBeVisible());
      await expect(sent).toHaveBeenCalledWith(enableAccount.path, { accountId: demoCustomer._id });
    });
    await step('delete after the question that it cannot be undone', async () => {
      await confirmDelete(canvasElement, { noun: 'tài khoản', name: demoGoogleCustomer.fullName, toast: messages.account.deleteSuccess, severity: 'success' });
      await expect(await within(canvasElement).findByText(total(managerAccounts.length - 1))).toBeVisible();
    });
  },
};

/** What the rows already show is refused before any question: yourself, another Master. */
export const RefusedBeforeAsking: Story = {
  async play({ canvasElement, step }) {
    for (const [who, account, lock, remove] of [
      ['yourself', demoMaster, messages.account.cannotLockSelf, messages.account.cannotLockSelf],
      ['another Master', demoOtherMaster, messages.account.cannotLockMaster, messages.account.cannotDeleteMaster],
    ] as const) {
      await step(`lock ${who}`, async () => {
        await expectRefusedBeforeAsking(canvasElement, { button: `Khóa tài khoản ${account.fullName}`, toast: lock });
      });
      await step(`delete ${who}`, async () => {
        await expectRefusedBeforeAsking(canvasElement, { button: `Xóa tài khoản ${account.fullName}`, toast: remove });
      });
    }
    await expect(sent).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText(total(managerAccounts.length))).toBeVisible();
    await expect((await rowOf(canvasElement, demoOtherMaster.fullName)).getByText('Hoạt động')).toBeVisible();
  },
};

/** The list is older than the data (the admin was made Master meanwhile): the server's own words, and the row stays as it was. */
export const Refusals: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockError(disableAccount, 403, messages.account.cannotLockMaster),
      mockError(deleteAccount, 403, messages.account.cannotDeleteMaster),
      mockError(removeRole, 403, messages.roles.cannotRemoveMasterRoles),
    );
  },
  async play({ canvasElement, step }) {
    const name = demoAdmin.fullName;
    await step('lock a (now) Master', async () => {
      await rowOf(canvasElement, name);
      const dialog = await confirmIn(canvasElement, `Khóa tài khoản ${name}`, { title: 'Khóa tài khoản?', texts: [messages.account.lockConfirm] });
      await userEvent.click(dialog.getByRole('button', { name: 'Khóa' }));
      await expectToast(canvasElement, messages.account.cannotLockMaster, 'error');
      await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
      await expect((await rowOf(canvasElement, name)).getByText('Hoạt động')).toBeVisible();
    });
    await step('delete a (now) Master', async () => {
      await confirmDelete(canvasElement, { noun: 'tài khoản', name, toast: messages.account.cannotDeleteMaster, severity: 'error' });
      await expect(within(canvasElement).getByText(total(managerAccounts.length))).toBeVisible();
    });
    await step("remove a (now) Master's roles", async () => {
      const form = await editRow(canvasElement, name, 'Sửa tài khoản', `Sửa tài khoản ${name}`);
      await userEvent.click(form.getByRole('checkbox', { name: 'Master' }));
      await userEvent.click(form.getByRole('checkbox', { name: 'Admin' }));
      await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
      await expectToast(canvasElement, messages.roles.cannotRemoveMasterRoles, 'error');
      // The form stays as chosen, to try again.
      await expect(form.getByRole('checkbox', { name: 'Master' })).toBeChecked();
    });
  },
};

/** Before a row is chosen the tab says so; a Master's account is shown read-only. */
export const EditTab: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sửa tài khoản' }));
    await expect(await canvas.findByText(messages.account.pickToEdit)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Đến danh sách tài khoản' }));
    await expectListTab(canvasElement);

    const form = await editRow(canvasElement, demoMaster.fullName, 'Sửa tài khoản', `Sửa tài khoản ${demoMaster.fullName}`);
    await expect(form.getByRole('note')).toHaveTextContent(messages.account.cannotEditMaster);
    await expect(form.getByRole('textbox', { name: 'Họ tên' })).toHaveAttribute('readonly');
    await expect(form.getByRole('checkbox', { name: 'Master' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Master' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: CUSTOMER_ROLE.name })).not.toBeChecked();
    await expect(form.queryByRole('button', { name: 'Cập nhật' })).toBeNull();
  },
};

/** No role chosen: refused in the form; then a role is given: assign, then the account, then the list. */
export const EditRoles: Story = {
  async play({ canvasElement, step }) {
    const name = demoAdmin.fullName;
    const form = await editRow(canvasElement, name, 'Sửa tài khoản', `Sửa tài khoản ${name}`);
    await step('name and e-mail read-only, the current role ticked', async () => {
      await expect(form.getByRole('textbox', { name: 'Họ tên' })).toHaveValue(name);
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
      await waitFor(() => expect(form.getByRole('checkbox', { name: 'Admin' })).toBeChecked());
    });
    await step('no role: "Vui lòng điền đầy đủ thông tin!", nothing sent', async () => {
      await userEvent.click(form.getByRole('checkbox', { name: 'Admin' }));
      await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
      await expect(await form.findByText(messages.validation.fillAllFields)).toBeVisible();
      await expect(sent).not.toHaveBeenCalled();
    });
    await step('Admin to Master: the removal first, then the assignment, then the account', async () => {
      await userEvent.click(form.getByRole('checkbox', { name: 'Master' }));
      await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
      await expectToast(canvasElement, messages.account.updateSuccess, 'success');
      await expect(sent.mock.calls).toEqual([
        [removeRole.path, { accountId: demoAdmin._id, roleId: demoRoles.admin._id }],
        [assignRole.path, { accountId: demoAdmin._id, roleId: demoRoles.master._id }],
        [updateAccount.path, { fullName: name, image: null }],
      ]);
      await expectListTab(canvasElement);
      await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText('Master')).toBeVisible());
    });
  },
};

/** A Master makes an admin a customer again: 'Khách hàng' unticks Admin, the role is removed, the row says Khách hàng. */
export const DemoteToCustomer: Story = {
  async play({ canvasElement }) {
    const name = demoAdmin.fullName;
    const form = await editRow(canvasElement, name, 'Sửa tài khoản', `Sửa tài khoản ${name}`);
    const customer = form.getByRole('checkbox', { name: CUSTOMER_ROLE.name });
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Admin' })).toBeChecked());
    await expect(customer).not.toBeChecked();
    await userEvent.click(customer);
    await expect(customer).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.account.updateSuccess, 'success');
    // The customer role is no stored role: only the admin role is taken away.
    await expect(sent.mock.calls).toEqual([
      [removeRole.path, { accountId: demoAdmin._id, roleId: demoRoles.admin._id }],
      [updateAccount.path, { fullName: name, image: null }],
    ]);
    await expectListTab(canvasElement);
    await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText(CUSTOMER_ROLE.name)).toBeVisible());
  },
};

/** A customer (no role from the server) starts on 'Khách hàng'; ticking Admin unticks it and gives the role. */
export const PromoteCustomer: Story = {
  async play({ canvasElement }) {
    const name = demoCustomer.fullName;
    const form = await editRow(canvasElement, name, 'Sửa tài khoản', `Sửa tài khoản ${name}`);
    const customer = form.getByRole('checkbox', { name: CUSTOMER_ROLE.name });
    await expect(customer).toBeChecked();
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked());
    await userEvent.click(form.getByRole('checkbox', { name: 'Admin' }));
    await expect(customer).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.account.updateSuccess, 'success');
    await expect(sent.mock.calls).toEqual([
      [assignRole.path, { accountId: demoCustomer._id, roleId: demoRoles.admin._id }],
      [updateAccount.path, { fullName: name, image: null }],
    ]);
    await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText('Admin')).toBeVisible());
  },
};

/** A customer becomes a technician at Thủ Đức: the role, then the branch their tablet shows. */
export const MakeTechnician: Story = {
  async play({ canvasElement }) {
    const name = demoCustomer.fullName;
    const form = await editRow(canvasElement, name, 'Sửa tài khoản', `Sửa tài khoản ${name}`);
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Kỹ thuật viên' })).not.toBeChecked());
    await userEvent.click(form.getByRole('checkbox', { name: 'Kỹ thuật viên' }));
    await userEvent.selectOptions(form.getByLabelText('Chi nhánh làm việc'), 'thu-duc');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.account.updateSuccess, 'success');
    await expect(sent.mock.calls).toEqual([
      [assignRole.path, { accountId: demoCustomer._id, roleId: demoRoles.technician._id }],
      [updateAccount.path, { fullName: name, image: null }],
      [setAccountBranch.path, { branch: 'thu-duc' }],
    ]);
    await waitFor(async () => expect((await rowOf(canvasElement, name)).getByText('Kỹ thuật viên')).toBeVisible());
  },
};

/** At 375 px the rows are cards: no sideways scrolling, the actions reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(total(managerAccounts.length))).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: `Khóa tài khoản ${demoCustomer.fullName}` })).toBeVisible();
  },
};
