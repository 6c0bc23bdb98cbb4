import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUDIT_PERSONAL_MARK, listAudit, verifyAudit } from '../../../contract/audit';
import { format, messages } from '../../../contract/messages';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { expectNoSideScroll, rowTexts } from '../manager-story-kit';
import { AuditScreen } from './audit-screen';
import { auditCalls, auditHandlers, clerk, resetAudit } from './audit-story-kit';

const meta = {
  title: 'features/manager/audit/AuditScreen',
  tags: ['screen'],
  component: AuditScreen,
  parameters: { route: '/manager/audit' },
  globals: { viewport: { value: 'desktop' } },
  beforeEach({ msw }) {
    resetAudit();
    msw.use(...auditHandlers());
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const logOf = async (canvasElement: HTMLElement, total = 'Tổng số: 6 thay đổi') => within(canvasElement).findByText(total);

/** Each change: when (and its place in the chain), who, from which address, what, and the changed fields before and after; a personal field shows only that it changed. */
export const Log: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    const rows = rowTexts(canvasElement);
    await expect(rows[0]).toContain('#12');
    await expect(rows[0]).toContain('113.161.42.7');
    await expect(rows[0]).toContain('Sửa · Thanh toán');
    await expect(rows[0]).toContain('amount: 1500000 → 1200000');
    await expect(rows[1]).toContain(`fullName: ${AUDIT_PERSONAL_MARK} → ${AUDIT_PERSONAL_MARK}`);
    await expect(rows[1]).toContain('isActive: true → false');
    await expect(rows[2]).toContain('Tạo · Dòng báo giá');
    await expect(rows[4]).toContain(messages.audit.system);
    await expect(rows[4]).toContain('Xóa · Đồng ý');
    await expect(rows[5]).toContain('Xuất dữ liệu · Xuất dữ liệu cá nhân');
    await expect(canvas.getAllByRole('button', { name: `Lọc theo ${clerk.fullName}` }).length).toBeGreaterThan(0);
  },
};

/** A click on a person filters by them: the field shows their id and the list asks the server for theirs only. */
export const FilterByPerson: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: `Lọc theo ${clerk.fullName}` })[0]!);
    await expect(await logOf(canvasElement, 'Tổng số: 3 thay đổi')).toBeVisible();
    await expect(canvas.getByLabelText(/Người thực hiện/)).toHaveValue(clerk._id);
    await waitFor(() => expect(auditCalls.listed).toHaveBeenLastCalledWith(expect.objectContaining({ actor: clerk._id, page: '1' })));
  },
};

/** Kind of record and change from the lists, and a period; a period backwards is refused before asking. */
export const FilterByRecordAndPeriod: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Loại bản ghi/), 'bookings');
    await userEvent.selectOptions(canvas.getByLabelText(/Loại thay đổi/), 'update');
    await userEvent.type(canvas.getByLabelText(/Từ ngày/), '2026-03-11');
    await userEvent.type(canvas.getByLabelText(/Đến ngày/), '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    await expect(await canvas.findByText(messages.exports.rangeInvalid)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Đến ngày/));
    await userEvent.type(canvas.getByLabelText(/Đến ngày/), '2026-03-11');
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    await expect(await logOf(canvasElement, 'Tổng số: 1 thay đổi')).toBeVisible();
    await waitFor(() => expect(auditCalls.listed).toHaveBeenLastCalledWith(expect.objectContaining({ entity: 'bookings', action: 'update', from: '2026-03-11', to: '2026-03-11' })));
  },
};

/** An id that is not one is refused in words beside the field. */
export const PersonIdInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Người thực hiện/), 'Mai Anh');
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    await expect(await canvas.findByText(messages.auditScreen.actorInvalid)).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listAudit, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.auditScreen.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listAudit));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.common.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listAudit, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.auditScreen.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** The chain is whole: how many rows were checked. */
export const ChainOk: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(verifyAudit, { ok: true, checked: 1284, firstBroken: null, checkedAt: '2026-03-11T03:00:00.000Z' }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kiểm tra chuỗi' }));
    await expect(await canvas.findByText(format(messages.audit.chainOk, { count: 1284 }))).toBeVisible();
  },
};

/** An edited row is named by its place in the chain. */
export const ChainEdited: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(verifyAudit, { ok: false, checked: 1284, firstBroken: { seq: 517, reason: 'edited' }, checkedAt: '2026-03-11T03:00:00.000Z' }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kiểm tra chuỗi' }));
    await expect(await canvas.findByText(format(messages.audit.chainEdited, { seq: 517 }))).toBeVisible();
  },
};

/** A removed row shows as a gap before the next one. */
export const ChainMissing: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(verifyAudit, { ok: false, checked: 1283, firstBroken: { seq: 88, reason: 'missing' }, checkedAt: '2026-03-11T03:00:00.000Z' }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kiểm tra chuỗi' }));
    await expect(await canvas.findByText(format(messages.audit.chainMissing, { seq: 88 }))).toBeVisible();
  },
};

export const ChainCheckFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(verifyAudit, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kiểm tra chuỗi' }));
    await expect(await canvas.findByText(messages.auditScreen.verifyFailed)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await logOf(canvasElement);
    await expectNoSideScroll(canvasElement);
  },
};
