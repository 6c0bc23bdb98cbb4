import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REPAIR_STEP_LABELS, REPAIR_STEPS, stepIndex, type RepairStep } from '../../contract/repair-steps';
import { RepairTimeline } from './repair-timeline';
import { storyJob } from './repair-story-kit';

const customerAt = (step: RepairStep) => storyJob(step, { audience: 'customer' });

/** The viewer is a chunk of its own, loaded on first opening: allow for a busy machine. */
const LOAD = { timeout: 10_000 };

const meta = {
  title: 'entities/repair/RepairTimeline',
  component: RepairTimeline,
  args: { repair: customerAt('repair'), audience: 'customer' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RepairTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Tiến độ sửa chữa' })).getAllByRole('listitem');

/** The job at `step`: the current step says so in words, the ones before are done with their time, the rest not reached. */
function atStep(step: RepairStep): Story {
  return {
    args: { repair: customerAt(step) },
    async play({ canvasElement }) {
      const items = stepsOf(canvasElement).filter((item) => item.dataset.state);
      await expect(items).toHaveLength(12);
      const current = items.find((item) => item.getAttribute('aria-current') === 'step')!;
      await expect(current).toHaveTextContent(REPAIR_STEP_LABELS[step]);
      await expect(within(current).getByText(step === 'warranty' ? 'Đã bàn giao xe, đang bảo hành' : 'Đang thực hiện')).toBeVisible();
      const index = stepIndex(step);
      await expect(items.map((item) => item.dataset.state)).toEqual(REPAIR_STEPS.map((_, i) => (i < index ? 'done' : i === index ? 'current' : 'later')));
      for (const done of items.slice(0, index)) await expect(done).toHaveTextContent(/Lúc \d\d:\d\d \d\d\/03\/2026/);
      for (const later of items.slice(index + 1)) await expect(later).not.toHaveTextContent(/Lúc /);
    },
  };
}

export const AtReceived = atStep('received');
export const AtInspection = atStep('inspection');
export const AtDiagnosis = atStep('diagnosis');
export const AtQuote = atStep('quote');
export const AtConfirmation = atStep('confirmation');
export const AtPreparation = atStep('preparation');
export const AtRepair = atStep('repair');
export const AtRecheck = atStep('recheck');
export const AtCleaning = atStep('cleaning');
export const AtAcceptance = atStep('acceptance');
export const AtHandover = atStep('handover');

/** Handed over: every step done, 'Bảo hành' current with the words of a closed job. */
export const Closed: Story = {
  args: { repair: customerAt('warranty') },
  async play({ canvasElement }) {
    const items = stepsOf(canvasElement).filter((item) => item.dataset.state);
    const current = items.find((item) => item.getAttribute('aria-current') === 'step')!;
    await expect(current).toHaveTextContent('Bảo hành');
    await expect(within(current).getByText('Đã bàn giao xe, đang bảo hành')).toBeVisible();
    await expect(within(current).getByText('Bảo hành má phanh 6 tháng hoặc 10.000 km.')).toBeVisible();
    await expect(items.filter((item) => item.dataset.state === 'done')).toHaveLength(11);
  },
};

/** Moved back from 'Kiểm tra lại' to 'Sửa chữa': the move names where it came from and why; 'Kiểm tra lại' is ahead again. */
export const MovedBack: Story = {
  args: { repair: storyJob('recheck', { audience: 'customer', back: { to: 'repair', reason: 'Chạy thử còn tiếng kêu ở bánh trước trái, làm lại.' } }) },
  async play({ canvasElement }) {
    const items = stepsOf(canvasElement).filter((item) => item.dataset.state);
    const current = items.find((item) => item.getAttribute('aria-current') === 'step')!;
    await expect(current).toHaveTextContent('Sửa chữa');
    await expect(current).toHaveTextContent('Chuyển lại từ bước "Kiểm tra lại"');
    await expect(current).toHaveTextContent('Lý do: Chạy thử còn tiếng kêu ở bánh trước trái, làm lại.');
    await expect(items[stepIndex('recheck')]).toHaveAttribute('data-state', 'later');
  },
};

/** The customer never reads what staff kept to themselves: the quote's internal note and photo are not there. */
export const CustomerSeesSharedOnly: Story = {
  args: { repair: customerAt('confirmation') },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/ghi chú nội bộ/)).toBeNull();
    await expect(canvas.queryByText('Chỉ nhân viên xem')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Ảnh bước Báo giá chi tiết' })).toBeNull();
    await expect(canvas.getByText('Má phanh trước mòn còn 2 mm, đĩa phanh còn tốt.')).toBeVisible();
  },
};

/** Staff see every move; the ones not shared with the customer are marked. */
export const StaffSeesEverything: Story = {
  args: { repair: storyJob('repair', { audience: 'staff' }), audience: 'staff' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const quote = stepsOf(canvasElement).filter((item) => item.dataset.state)[stepIndex('quote')]!;
    await expect(quote).toHaveTextContent('Khách quen, giảm 5% công thợ (ghi chú nội bộ).');
    await expect(within(quote).getByText('Chỉ nhân viên xem')).toBeVisible();
    await expect(within(quote).getByRole('list', { name: 'Ảnh bước Báo giá chi tiết' })).toBeVisible();
    await expect(canvas.getAllByText('Nhân viên: Trần Minh Khoa').length).toBeGreaterThan(0);
  },
};

/** A step's photo opens in the viewer, named in Vietnamese. */
export const PhotoViewerOpen: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xem lớn ảnh 2/2 của bước Tiếp nhận' }));
    const dialog = await body.findByRole('dialog', { name: 'Ảnh 2/2 của bước Tiếp nhận' }, LOAD);
    await expect(within(dialog).getByRole('img', { name: 'Ảnh 2/2 của bước Tiếp nhận' })).toBeVisible();
  },
};

/** At phone width the notes wrap under their step; nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
