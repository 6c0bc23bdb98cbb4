import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { allGoodInspection, demoInspection } from '../../mocks/inspection-data';
import { InspectionReport, type InspectionReportProps } from './inspection-report';

const job = (step: InspectionReportProps['repair']['step'], inspection: InspectionReportProps['repair']['inspection']): InspectionReportProps['repair'] => ({
  _id: '65f0a0000000000000007f02',
  step,
  closedAt: null,
  inspection,
});

/** The labels of the report's points, top to bottom. */
const pointLabels = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: messages.inspections.reportTitle }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === messages.inspections.reportTitle)
    .map((item) => item.querySelector('span')?.textContent ?? '');

const meta = {
  title: 'features/repairs/InspectionReport',
  tags: ['screen'],
  component: InspectionReport,
  args: { repair: job('quote', demoInspection) },
} satisfies Meta<typeof InspectionReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What needs work now comes first, then what to watch, then the good points, each in the checklist's order; photos open large. */
export const UrgentFirst: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: messages.inspections.reportTitle })).toBeVisible();
    await expect(canvas.getByText('2 cần xử lý ngay · 2 cần theo dõi · 8 tốt')).toBeVisible();
    await expect(pointLabels(canvasElement).slice(0, 5)).toEqual(['Lốp và áp suất lốp', 'Điều hòa', 'Phanh sau', 'Ắc quy', 'Phanh trước (má phanh, đĩa phanh)']);
    await expect(canvas.getAllByText('Cần xử lý ngay')).toHaveLength(2);
    await expect(canvas.getByText('Thiếu gas, dàn lạnh bám bụi; gió ra không mát.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Xem lớn ảnh 1/2 của bước Kiểm tra – Lốp và áp suất lốp' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Ảnh 1/2 của bước Kiểm tra – Lốp và áp suất lốp' })).toBeVisible();
  },
};

export const AllGood: Story = {
  tags: ['visual'],
  args: { repair: job('diagnosis', allGoodInspection) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.inspections.allGood)).toBeVisible();
    await expect(canvas.getAllByText('Tốt')).toHaveLength(12);
    await expect(canvas.queryByText('Cần xử lý ngay')).toBeNull();
  },
};

/** The car is being inspected: the report is coming. */
export const NoneYet: Story = {
  tags: ['visual'],
  args: { repair: job('inspection', null) },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(messages.inspections.customerNotYet)).toBeVisible();
  },
};

/** At 375 px each point's name sits over or beside its rating, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Lốp trước phải phồng hông, cần thay ngay.')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
