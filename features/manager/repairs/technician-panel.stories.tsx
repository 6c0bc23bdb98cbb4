import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { getRepairClocks } from '../../../contract/workshop';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { brakeJobClocks, correctionRefused, demoTechnicians, repairClocks, repairClocksHandlers, resetRepairClocks } from '../../../mocks/repair-clocks-data';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { storyClock } from './repair-story-kit';
import { TechnicianPanel } from './technician-panel';

const repairId = '65f0a0000000000000007c01';

const meta = {
  title: 'features/manager/repairs/TechnicianPanel',
  component: TechnicianPanel,
  args: { repair: { _id: repairId, branch: 'quan-12', closedAt: null }, clock: storyClock },
  beforeEach({ msw }) {
    resetRepairClocks([[repairId, brakeJobClocks()]]);
    msw.use(...repairClocksHandlers());
  },
} satisfies Meta<typeof TechnicianPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineItem = async (canvasElement: HTMLElement, description: string) => {
  const item = (await within(canvasElement).findByText(description)).closest('li');
  if (!item) throw new Error(`no line ${description}`);
  return within(item);
};

/** The lead, each line's technician and worked time (one finished, one running), and the line nobody has yet holding the quality check. */
export const Lines: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Kỹ thuật viên chính')).toHaveDisplayValue('Võ Văn Tài');
    const pads = await lineItem(canvasElement, 'Thay má phanh trước');
    await expect(pads.getByText('Đã xong')).toBeVisible();
    await expect(pads.getByText('1:25')).toBeVisible();
    const discs = await lineItem(canvasElement, 'Láng đĩa phanh');
    await expect(discs.getByText('Đang làm')).toBeVisible();
    await expect(discs.getByText('0:25')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(format(messages.workshop.labourUnassigned, { n: 1 }));
    await expectNoSideScroll(canvasElement);
  },
};

/** Giving the last line to a technician lifts the quality check's warning. */
export const AssignLine: Story = {
  async play({ canvasElement }) {
    const bleed = await lineItem(canvasElement, 'Xả gió hệ thống phanh');
    // The branch's technicians arrive with their own request.
    await within(bleed.getByLabelText('Kỹ thuật viên')).findByRole('option', { name: 'Đặng Minh Luân' });
    await userEvent.selectOptions(bleed.getByLabelText('Kỹ thuật viên'), 'Đặng Minh Luân');
    await waitFor(() => expect(repairClocks.assigned).toHaveBeenCalledWith(expect.objectContaining({ technicianId: demoTechnicians[1]!._id })));
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument());
    await expect(bleed.getByLabelText('Kỹ thuật viên')).toHaveDisplayValue('Đặng Minh Luân');
  },
};

/** Staff correct a line's time with a reason: the total changes and the correction is listed with it. */
export const CorrectTime: Story = {
  async play({ canvasElement }) {
    const pads = await lineItem(canvasElement, 'Thay má phanh trước');
    await userEvent.click(pads.getByRole('button', { name: 'Điều chỉnh' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Điều chỉnh giờ làm' }));
    const minutes = dialog.getByLabelText(/Tổng số phút đúng/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu điều chỉnh' }));
    await expect(await dialog.findByText(messages.workshop.correctionReasonRequired)).toBeVisible();
    await expect(repairClocks.corrected).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Lý do điều chỉnh/), 'Quên bấm dừng khi nghỉ trưa');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu điều chỉnh' }));
    await expectToast(canvasElement, messages.workshop.correctionSaved, 'success');
    // The dialog closes first: until it has, the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await pads.findByText('1:30')).toBeVisible();
    await userEvent.click(await pads.findByRole('button', { name: /Xem 3 lần bấm giờ/ }));
    await expect(pads.getByText(/Lý do: Quên bấm dừng khi nghỉ trưa/)).toBeVisible();
  },
};

/** The server refuses the correction: its words stay in the dialog, nothing changes. */
export const CorrectionRefused: Story = {
  beforeEach({ msw }) {
    msw.use(correctionRefused());
  },
  async play({ canvasElement }) {
    const pads = await lineItem(canvasElement, 'Thay má phanh trước');
    await userEvent.click(pads.getByRole('button', { name: 'Điều chỉnh' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Điều chỉnh giờ làm' }));
    await userEvent.type(dialog.getByLabelText(/Lý do điều chỉnh/), 'Sai giờ');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu điều chỉnh' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.workshop.technicianInvalid);
    await expect(pads.getByText('1:25')).toBeVisible();
  },
};

/** A quote without labour lines yet. */
export const NoLabourYet: Story = {
  beforeEach() {
    resetRepairClocks();
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Báo giá chưa có hạng mục công (giờ công) nào.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getRepairClocks));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByLabelText('Đang tải giờ làm')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getRepairClocks, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Không tải được giờ làm của phiếu.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Láng đĩa phanh')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};
