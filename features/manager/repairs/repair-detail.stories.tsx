import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { approvedTotals } from '../../../contract/quote-rules';
import { getRepair } from '../../../contract/repairs';
import { mockPending } from '../../../mocks/endpoint-handlers';
import { demoWorkshopStaff } from '../../../mocks/repair-data';
import { expectToast } from '../../../.storybook/story-toast';
import { moneyText } from '../../../.storybook/story-money';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { RepairDetailView } from './repair-detail';
import { answered, brakeLines, makeQuote } from '../../../mocks/quote-data';
import { moneyHandlers, resetMoneyCalls } from './money-story-kit';
import { quoteHandlers } from './quote-story-kit';
import { busyJobs, jobAt, resetWorkshop, storyClock, workshop, workshopHandlers } from './repair-story-kit';

/** The Vios back at 'Tiếp nhận', unassigned, 50 minutes in (past the 30-minute limit), with one past job. */
const vios = busyJobs()[0]!;

const meta = {
  title: 'features/manager/repairs/RepairDetailView',
  tags: ['screen'],
  component: RepairDetailView,
  args: { repairId: vios._id, clock: storyClock },
  parameters: { route: `/manager/repairs/${vios._id}` },
  beforeEach({ msw }) {
    resetWorkshop([vios]);
    msw.use(...workshopHandlers());
  },
} satisfies Meta<typeof RepairDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything about the job, its moves, the car's past jobs; staff in charge and the next step changed here. */
export const Detail: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('the job, the car, the customer', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Xe 51A-123.45' })).toBeVisible();
      await expect(canvas.getByText('1/12 · Tiếp nhận')).toBeVisible();
      await expect(await canvas.findByText('Quá hạn')).toBeVisible();
      await expect(canvas.getByText('42.350 km')).toBeVisible();
      await expect(canvas.getByText('1/2')).toBeVisible();
      await expect(canvas.getByText(vios.complaint)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Xưởng sửa chữa' })).toHaveAttribute('href', '/manager/repairs?branch=quan-12');
    });
    await step('the moves, and the past job of the car linking to its page', async () => {
      await expect(canvas.getByRole('list', { name: messages.repairTimeline.label })).toBeVisible();
      const past = await canvas.findByRole('link', { name: 'Phiếu H2V4PA' });
      await expect(past).toHaveAttribute('href', expect.stringMatching(/^\/manager\/repairs\/[0-9a-f]{24}$/));
      await expect(canvas.getByText('30.100 km · Đã bàn giao')).toBeVisible();
    });
    await step('who is in charge', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Nhân viên phụ trách'), demoWorkshopStaff[0].fullName);
      await waitFor(() => expect(workshop.assigned).toHaveBeenCalledWith(demoWorkshopStaff[0]._id));
      await expectToast(canvasElement, messages.repairs.assignSuccess, 'success');
    });
    await step('the next step', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chuyển sang Kiểm tra' }));
      await waitFor(() => expect(workshop.moves).toHaveBeenCalledWith({ step: 'inspection', version: vios.version }));
      await expectToast(canvasElement, format(messages.repairs.moveSuccess, { plate: '51A-123.45', step: 'Kiểm tra' }), 'success');
      await expect(await canvas.findByText('2/12 · Kiểm tra')).toBeVisible();
    });
    await expectNoSideScroll(canvasElement);
  },
};

/** Skipping steps asks for the reason in the dialog; nothing is sent without one. */
export const SkipNeedsReason: Story = {
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Chuyển bước khác' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Chuyển bước xe 51A-123.45' }));
    await userEvent.selectOptions(dialog.getByLabelText(/Chuyển sang bước/), 'diagnosis');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Chuyển bước' }));
    await expect(await dialog.findByText(messages.repairs.reasonRequired)).toBeVisible();
    await expect(workshop.moves).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Phiếu H2V4PA' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chuyển sang Kiểm tra' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  args: { repairId: '65f0a0000000000000009999' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.repairs.notFound)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getRepair));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** At 'Xác nhận' with the quote unanswered, the job waits: no next step, the quote panel offers the phone answer. */
export const WaitsForTheAnswer: Story = {
  beforeEach({ msw }) {
    const waiting = jobAt('confirmation', 30, { code: 'R1A2QF', quote: makeQuote(brakeLines) });
    resetWorkshop([waiting]);
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
  args: { repairId: '' },
  render: () => <RepairDetailView repairId={workshop.jobs[0]!._id} clock={storyClock} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chờ khách trả lời báo giá')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Chuyển sang Chuẩn bị/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Khách trả lời qua điện thoại' })).toBeVisible();
  },
};

/** At 'Bàn giao' the next step is the payment: its dialog opens from the job's page. */
export const HandoverTakesPayment: Story = {
  beforeEach({ msw }) {
    const handover = jobAt('handover', 10, { code: 'R1A2QL', quote: makeQuote(brakeLines, { answers: [true, true, true] }) });
    resetWorkshop([handover]);
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
  args: { repairId: '' },
  render: () => <RepairDetailView repairId={workshop.jobs[0]!._id} clock={storyClock} />,
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Thu tiền và giao xe' }));
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: /Thu tiền và giao xe/ })).toBeVisible();
  },
};

/**
 * The desk takes a deposit from the job's page: the dialog closes and the panel reads the job
 * again, now holding the deposit and owing the rest; a master at the handover may also let it go
 * on credit.
 */
export const DepositOnThePage: Story = {
  beforeEach({ msw }) {
    const handover = jobAt('handover', 10, { code: 'R1A2QL', quote: makeQuote(brakeLines, { answers: [true, true, true] }) });
    resetWorkshop([handover]);
    resetMoneyCalls();
    msw.use(...moneyHandlers(), ...quoteHandlers(), ...workshopHandlers());
  },
  args: { repairId: '' },
  render: () => <RepairDetailView repairId={workshop.jobs[0]!._id} isMaster clock={storyClock} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const total = workshop.jobs[0]!.money.total;
    const panel = within(await canvas.findByRole('region', { name: 'Thanh toán' }));
    await expect(panel.getByRole('button', { name: 'Giao xe ghi nợ' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Thu cọc' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: /^Thu cọc xe/ }));
    await userEvent.type(dialog.getByLabelText(/Số tiền/), '500000');
    await userEvent.click(dialog.getByText('Tiền mặt'));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Ghi tiền cọc' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(panel.getByText('Tiền cọc đang giữ', { selector: 'dt' }).nextElementSibling).toHaveTextContent(moneyText(500_000)));
    await expect(panel.getByText('Còn phải trả', { selector: 'dt' }).nextElementSibling).toHaveTextContent(moneyText(total - 500_000));
  },
};

/**
 * Handed over and paid: the job's page says what was paid (the approved lines less their shares
 * of the discount, not the quote's total), how, by whom and when, with the invoice's number.
 */
export const Paid: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    const quote = makeQuote(brakeLines, { vatRate: 10, discount: 50_000, answers: [true, true, false] });
    const amount = approvedTotals(quote.lines, 50_000, 10).total;
    const paid = jobAt('warranty', 5, {
      code: 'R1A2QP',
      quote,
      payment: { invoiceNumber: 1042, method: 'transfer', amount, recordedBy: { ...demoWorkshopStaff[1] }, paidAt: '2026-03-12T09:30:00.000Z' },
    });
    resetWorkshop([paid]);
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
  args: { repairId: '' },
  render: () => <RepairDetailView repairId={workshop.jobs[0]!._id} clock={storyClock} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Thanh toán' }));
    const amount = approvedTotals(workshop.jobs[0]!.quote!.lines, 50_000, 10).total;
    await expect(panel.getByText('Đã thu', { selector: 'dt' }).nextElementSibling).toHaveTextContent(moneyText(amount));
    await expect(panel.getByText('Còn phải trả', { selector: 'dt' }).nextElementSibling).toHaveTextContent(moneyText(0));
    await expect(panel.getByText('Chuyển khoản')).toBeVisible();
    await expect(panel.getByText(`${demoWorkshopStaff[1].fullName} · ${formatDateTime('2026-03-12T09:30:00.000Z')}`)).toBeVisible();
    await expect(panel.getByRole('link', { name: '1042' })).toHaveAttribute('href', `/manager/repairs/${workshop.jobs[0]!._id}/invoice`);
    // Closed and paid in full: no payment to take again, and no deposit on a closed job.
    await expect(canvas.queryByRole('button', { name: 'Thu tiền và giao xe' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Thu tiền' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Thu cọc' })).toBeNull();
  },
};

/**
 * The customer answered from 'Xe của tôi': the job says so in words beside its move, until staff
 * move it on (the alert's toast went seconds after it came).
 */
export const CustomerAnswered: Story = {
  beforeEach({ msw }) {
    const waiting = jobAt('confirmation', 30, { code: 'R1A2QF', quote: makeQuote(brakeLines) });
    const answeredAt = '2026-03-11T02:55:00.000Z';
    resetWorkshop([{ ...waiting, quote: answered(waiting.quote!, [true, true, false], 'Nguyễn Văn An'), quoteState: 'answered', customerAnsweredAt: answeredAt }]);
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
  args: { repairId: '' },
  render: () => <RepairDetailView repairId={workshop.jobs[0]!._id} clock={storyClock} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const said = format(messages.quotes.customerAnsweredAt, { time: formatDateTime('2026-03-11T02:55:00.000Z'), approved: 2, count: 3 });
    await expect(await canvas.findByText(said)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển sang Chuẩn bị' }));
    await expectToast(canvasElement, format(messages.repairs.moveSuccess, { plate: '51A-123.45', step: 'Chuẩn bị' }), 'success');
    await waitFor(() => expect(canvas.queryByText(said)).toBeNull());
  },
};
