import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getBranchSettings, updateBranchCapacity, updateUsualBranch, type BranchSettings } from '../../../contract/branches';
import { formatDateTime } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { bankAccountHandlers } from '../../../mocks/bank-account-handlers';
import { closedDayHandlers } from '../../../mocks/closed-day-handlers';
import { demoBankAccount } from '../../../mocks/data/bank-accounts';
import { branchMaster, demoBranchSettings, makeBranchChange } from '../../../mocks/data/branches';
import { demoBookingsOnClosedDays, demoClosedDays } from '../../../mocks/data/closed-days';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { expectNoSideScroll } from '../manager-story-kit';
import { BranchSettingsScreen } from './branch-settings-screen';

/** The server as the screen sees it: a capacity or usual branch saved is what the next answer shows. */
let settings: BranchSettings = demoBranchSettings();
const sentCapacity = fn();
const sentUsual = fn();

const handlers = () => [
  mockOk(getBranchSettings, () => settings),
  mockOk(updateBranchCapacity, async (request, params) => {
    const { slotCapacity } = (await request.json()) as { slotCapacity: number | null };
    const branch = params.branch as BranchId;
    sentCapacity(branch, slotCapacity);
    const before = settings.branches.find((item) => item.id === branch)!;
    settings = {
      ...settings,
      branches: settings.branches.map((item) =>
        item.id === branch ? { id: branch, ownSlotCapacity: slotCapacity, slotCapacity: slotCapacity ?? settings.defaultSlotCapacity } : item,
      ),
      changes: [
        makeBranchChange({ branch, from: before.ownSlotCapacity === null ? null : String(before.ownSlotCapacity), to: slotCapacity === null ? null : String(slotCapacity), createdAt: new Date().toISOString() }),
        ...settings.changes,
      ],
    };
    return settings;
  }),
  mockOk(updateUsualBranch, async (request) => {
    const { branch } = (await request.json()) as { branch: BranchId | null };
    sentUsual(branch);
    settings = { ...settings, usualBranch: branch };
    return settings;
  }),
];

const meta = {
  title: 'features/manager/branches/BranchSettingsScreen',
  tags: ['screen'],
  component: BranchSettingsScreen,
  args: { isMaster: true },
  parameters: { route: '/manager/branches' },
  beforeEach({ msw }) {
    settings = demoBranchSettings();
    sentCapacity.mockClear();
    sentUsual.mockClear();
    msw.use(...handlers(), ...closedDayHandlers({ days: demoClosedDays(), bookings: demoBookingsOnClosedDays() }), ...bankAccountHandlers({ accounts: [demoBankAccount] }));
  },
} satisfies Meta<typeof BranchSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A branch's card, once the settings have arrived. */
const card = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('region', { name }));
const changeList = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Các thay đổi gần đây' });

/** A master: each branch's places (own or default), a number to set, back to the default; every change listed. */
export const MasterEditing: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('what counts now, own or default', async () => {
      const quan12 = await card(canvasElement, 'Chi nhánh Quận 12');
      await expect(await quan12.findByText('Mặc định')).toBeVisible();
      await expect(quan12.getByRole('spinbutton', { name: /Số chỗ mỗi khung giờ/ })).toHaveValue(3);
      await expect(quan12.getByRole('button', { name: 'Dùng mặc định (3)' })).toBeDisabled();
      const thuDuc = await card(canvasElement, 'Chi nhánh Thủ Đức');
      await expect(thuDuc.getByText('Riêng chi nhánh')).toBeVisible();
      await expect(thuDuc.getByText('4')).toBeVisible();
      await expect(canvas.queryByText(messages.bookings.capacityMasterOnly)).toBeNull();
    });
    await step('the latest changes: who, when, from and to', async () => {
      const items = within(changeList(canvasElement)).getAllByRole('listitem');
      await expect(items).toHaveLength(3);
      await expect(items[0]).toHaveTextContent('Chi nhánh Thủ Đức');
      await expect(items[0]).toHaveTextContent('Số chỗ mỗi khung giờ: 5 chỗ → 4 chỗ');
      await expect(items[0]).toHaveTextContent(`Người đổi: ${branchMaster.fullName}`);
      await expect(items[0]).toHaveTextContent(formatDateTime('2026-03-02T03:15:00.000Z'));
      await expect(items[1]).toHaveTextContent('2 chỗ → mặc định (3 chỗ)');
      await expect(items[2]).toHaveTextContent('Không rõ người đổi');
    });
    await step('an impossible number is refused in the contract\u2019s words', async () => {
      const quan12 = await card(canvasElement, 'Chi nhánh Quận 12');
      const field = quan12.getByRole('spinbutton', { name: /Số chỗ mỗi khung giờ/ });
      await userEvent.clear(field);
      await userEvent.type(field, '0');
      await userEvent.click(quan12.getByRole('button', { name: 'Lưu' }));
      await expect(await quan12.findByText(format(messages.bookings.capacityInvalid, { max: 50 }))).toBeVisible();
      await expect(sentCapacity).not.toHaveBeenCalled();
    });
    await step('5 places at Quận 12: saved, its own now, listed first', async () => {
      const quan12 = await card(canvasElement, 'Chi nhánh Quận 12');
      const field = quan12.getByRole('spinbutton', { name: /Số chỗ mỗi khung giờ/ });
      await userEvent.clear(field);
      await userEvent.type(field, '5');
      await userEvent.click(quan12.getByRole('button', { name: 'Lưu' }));
      await expectToast(canvasElement, messages.bookings.capacitySaved, 'success');
      await expect(sentCapacity).toHaveBeenCalledWith('quan-12', 5);
      await expect(await quan12.findByText('Riêng chi nhánh')).toBeVisible();
      await waitFor(() => expect(within(changeList(canvasElement)).getAllByRole('listitem')[0]).toHaveTextContent('Chi nhánh Quận 12'));
      await expect(within(changeList(canvasElement)).getAllByRole('listitem')[0]).toHaveTextContent('mặc định (3 chỗ) → 5 chỗ');
    });
    await step("back to the default at Thủ Đức", async () => {
      const thuDuc = await card(canvasElement, 'Chi nhánh Thủ Đức');
      await userEvent.click(thuDuc.getByRole('button', { name: 'Dùng mặc định (3)' }));
      // The click sends; the request lands a moment later.
      await waitFor(() => expect(sentCapacity).toHaveBeenLastCalledWith('thu-duc', null));
      await expect(await thuDuc.findByText('Mặc định')).toBeVisible();
      await expect(thuDuc.getByRole('spinbutton', { name: /Số chỗ mỗi khung giờ/ })).toHaveValue(3);
    });
  },
};

/** An admin reads the places, the changes and the closed days; only a master changes them. */
export const AdminReadOnly: Story = {
  tags: ['visual'],
  args: { isMaster: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.capacityMasterOnly)).toBeVisible();
    const thuDuc = await card(canvasElement, 'Chi nhánh Thủ Đức');
    await expect(thuDuc.getByText('Riêng chi nhánh')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Dùng mặc định/ })).toBeNull();
    await expect(within(changeList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(messages.bookings.closedDayMasterOnly)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Thêm ngày nghỉ' })).toBeNull();
    // Their own usual branch is theirs to set.
    await expect(canvas.getByRole('combobox', { name: 'Chi nhánh thường làm' })).toBeEnabled();
  },
};

/** A refusal says so in the server's words (a master whose role was taken meanwhile), a crash in the screen's own; the number stays typed. */
export const SaveError: Story = {
  beforeEach({ msw }) {
    msw.use(http.put(updateBranchCapacity.path, () => HttpResponse.json({ message: messages.bookings.capacityMasterOnly }, { status: 403 }), { once: true }));
    msw.use(http.put(updateBranchCapacity.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const quan12 = await card(canvasElement, 'Chi nhánh Quận 12');
    const field = await quan12.findByRole('spinbutton', { name: /Số chỗ mỗi khung giờ/ });
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.click(quan12.getByRole('button', { name: 'Lưu' }));
    // The handler added last answers first: the crash, then the refusal.
    await expectToast(canvasElement, messages.bookings.capacitySaveFailed, 'error');
    await expect(field).toHaveValue(6);
    await userEvent.click(quan12.getByRole('button', { name: 'Lưu' }));
    await expectToast(canvasElement, messages.bookings.capacityMasterOnly, 'error');
    await expect(quan12.getByText('Mặc định')).toBeVisible();
  },
};

/** 'Chi nhánh thường làm': saved, and what the next answer says. */
export const UsualBranch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Chi nhánh thường làm' });
    await expect(select).toHaveValue('');
    const save = within(canvas.getByRole('form', { name: 'Chi nhánh thường làm' })).getByRole('button', { name: 'Lưu' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(select, 'thu-duc');
    await userEvent.click(save);
    await expectToast(canvasElement, messages.bookings.usualBranchSaved, 'success');
    await expect(sentUsual).toHaveBeenCalledWith('thu-duc');
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.selectOptions(select, '');
    await userEvent.click(save);
    await waitFor(() => expect(sentUsual).toHaveBeenLastCalledWith(null));
  },
};

export const UsualBranchSaveError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateUsualBranch, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Chi nhánh thường làm' });
    await userEvent.selectOptions(select, 'quan-12');
    await userEvent.click(within(canvas.getByRole('form', { name: 'Chi nhánh thường làm' })).getByRole('button', { name: 'Lưu' }));
    await expectToast(canvasElement, messages.bookings.usualBranchSaveFailed, 'error');
    await expect(select).toHaveValue('quan-12');
  },
};

/** No change yet: the list says so. */
export const NoChanges: Story = {
  beforeEach() {
    settings = demoBranchSettings({ changes: [], branches: [
      { id: 'quan-12', slotCapacity: 3, ownSlotCapacity: null },
      { id: 'thu-duc', slotCapacity: 3, ownSlotCapacity: null },
    ] });
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Chưa có thay đổi nào.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getBranchSettings));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain('Đang tải...'));
    // The closed days and the bookings to move do not wait for the settings.
    await expect(await canvas.findByRole('list', { name: 'Các ngày nghỉ sắp tới' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Các lịch hẹn cần dời' })).toBeVisible();
  },
};

/** The settings cannot be read: the screen says so in place (no toast) with a retry that works. */
export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(http.get(getBranchSettings.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.bookings.branchesLoadFailed);
    // The closed days load on their own and still show.
    await expect(await canvas.findByRole('list', { name: 'Các ngày nghỉ sắp tới' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByRole('region', { name: 'Chi nhánh Quận 12' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('region', { name: 'Chi nhánh Thủ Đức' });
    await within(canvasElement).findByRole('list', { name: 'Các lịch hẹn cần dời' });
    await expectNoSideScroll(canvasElement);
  },
};
