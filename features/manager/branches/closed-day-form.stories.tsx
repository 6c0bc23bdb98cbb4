import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { closedDayHandlers } from '../../../mocks/closed-day-handlers';
import { demoClosedDays } from '../../../mocks/data/closed-days';
import { ClosedDayForm } from './closed-day-form';

const meta = {
  title: 'features/manager/branches/ClosedDayForm',
  component: ClosedDayForm,
  args: { onAdded: fn() },
  beforeEach({ msw }) {
    msw.use(...closedDayHandlers({ days: demoClosedDays(), bookings: [] }));
  },
} satisfies Meta<typeof ClosedDayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: both branches chosen, today the earliest day the calendar offers. */
export const Empty: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cả hai chi nhánh' })).toBeChecked();
    await expect(canvas.getByLabelText(/Ngày nghỉ/)).toHaveAttribute('min');
  },
};

/** A reason of only spaces is no reason, in the contract's words. */
export const BlankReason: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Lý do/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm ngày nghỉ' }));
    await expect(await canvas.findByText(messages.bookings.closedDayReasonRequired)).toBeVisible();
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
