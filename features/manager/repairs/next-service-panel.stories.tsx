import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { setNextService } from '../../../contract/repair-quotes';
import { mockError } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { NextServicePanel } from './next-service-panel';
import { jobAt, resetWorkshop, workshopHandlers } from './repair-story-kit';
import { quoteCalls, quoteHandlers, resetQuoteCalls } from './quote-story-kit';

/** An oil change handed over: the service suggests the next one in 6 months or 5,000 km. */
const oil = jobAt('warranty', 30, {
  code: 'R1A2QM',
  serviceName: 'Thay dầu động cơ và lọc dầu',
  odometerKm: 61_200,
  suggestedNextService: { on: '2099-09-11', km: 66_200 },
});
const booked = { ...oil, nextService: { on: '2099-08-01', km: 66_000 } };

const meta = {
  title: 'features/manager/repairs/NextServicePanel',
  component: NextServicePanel,
  args: { repair: oil },
  beforeEach({ msw }) {
    resetWorkshop([oil]);
    resetQuoteCalls();
    msw.use(...quoteHandlers(), ...workshopHandlers());
  },
} satisfies Meta<typeof NextServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not set yet: the service's suggestion fills the date and km, and it is saved. */
export const FromSuggestion: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Chưa hẹn/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Theo dịch vụ Thay dầu động cơ và lọc dầu/ }));
    await expect(canvas.getByLabelText('Ngày')).toHaveValue('2099-09-11');
    await expect(canvas.getByLabelText(/Hoặc khi đồng hồ tới/)).toHaveValue('66.200');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(quoteCalls.nextServices).toHaveBeenCalledWith({ on: '2099-09-11', km: 66_200 }));
    await expectToast(canvasElement, messages.quotes.nextServiceSaved, 'success');
  },
};

export const AlreadySet: Story = {
  args: { repair: booked },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('ngày 01/08/2099 hoặc 66.000 km')).toBeVisible();
  },
};

/** A date already past is refused by the server in its words. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(setNextService, 400, messages.quotes.nextServicePast));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Hoặc khi đồng hồ tới/), '70000');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expectToast(canvasElement, messages.quotes.nextServicePast, 'error');
  },
};
