import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { closedDayHandlers } from '../../../mocks/closed-day-handlers';
import { demoClosedDays } from '../../../mocks/data/closed-days';
import { groupClosedDays } from './closed-day-list';
import { ClosedDayRow } from './closed-day-row';

const entries = groupClosedDays(demoClosedDays());
const tet = entries.find((entry) => entry.reason === messages.holidays.tet)!;
const thuDuc = entries.find((entry) => entry.branch === 'thu-duc')!;

const meta = {
  title: 'features/manager/branches/ClosedDayRow',
  component: ClosedDayRow,
  args: { entry: thuDuc, removable: true },
  decorators: [
    (Story) => (
      <ol className="max-w-xl">
        <Story />
      </ol>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...closedDayHandlers({ days: demoClosedDays(), bookings: [] }));
  },
} satisfies Meta<typeof ClosedDayRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A branch's own day, which the master may open again. */
export const MasterDay: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thứ Năm, 24/12/2026')).toBeVisible();
    await expect(canvas.getByText('Chi nhánh Thủ Đức')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bỏ ngày nghỉ Thứ Năm, 24/12/2026, Chi nhánh Thủ Đức' })).toBeVisible();
  },
};

/** Tết's four days in one row, for both branches, with no way to remove it. */
export const Holiday: Story = {
  args: { entry: tet, removable: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thứ Sáu, 05/02/2027 – Thứ Hai, 08/02/2027')).toBeVisible();
    await expect(canvas.getByText('Ngày lễ')).toBeVisible();
    await expect(canvas.getByText('Cả hai chi nhánh')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** What an admin sees of a master's day: the day, no button. */
export const ReadOnly: Story = {
  args: { removable: false },
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
