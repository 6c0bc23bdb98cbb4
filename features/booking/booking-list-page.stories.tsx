import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listBookings } from '../../contract/bookings';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { demoBookings } from '../../mocks/data/bookings';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { BookingListPage } from './booking-list-page';

const meta = {
  title: 'features/booking/BookingListPage',
  tags: ['screen'],
  component: BookingListPage,
  args: { signedIn: true, loadingDelayMs: 0 },
  parameters: { route: '/booking' },
} satisfies Meta<typeof BookingListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Appointment days and slots as the list shows them, top to bottom. */
const rows = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Lịch hẹn' }))
    .getAllByRole('listitem')
    .map((item) => `${item.querySelector('time')?.getAttribute('datetime')} ${item.textContent?.match(/\d\d:\d\d/)?.[0]}`);

export const Success: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listBookings, demoBookings));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Lịch hẹn' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(demoBookings.length);
    // Masked as the server sends them.
    await expect(within(list).getByText('Nguyễn V. A.')).toBeVisible();
    await expect(within(list).getByText('09******67')).toBeVisible();
    await expect(within(list).getByText('12/03/2026')).toBeVisible();
    for (const label of ['Chờ xử lý', 'Đã xác nhận', 'Đã hủy']) await expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
  },
};

/** Default keeps the server's order; ascending and descending sort by day, then slot. */
export const SortByDate: Story = {
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Lịch hẹn' });
    const serverOrder = demoBookings.map((booking) => `${booking.date} ${booking.timeSlot}`);
    await expect(rows(canvas)).toEqual(serverOrder);
    const sort = canvas.getByLabelText('Sắp xếp theo ngày hẹn');
    await userEvent.selectOptions(sort, 'asc');
    await expect(rows(canvas)).toEqual([...serverOrder].sort());
    await userEvent.selectOptions(sort, 'desc');
    await expect(rows(canvas)).toEqual([...serverOrder].sort().reverse());
    await userEvent.selectOptions(sort, 'default');
    await expect(rows(canvas)).toEqual(serverOrder);
  },
};

/** The sidebar keeps one time slot; a slot with no appointment says so. */
export const FilterBySlot: Story = {
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Lịch hẹn' });
    const sidebar = canvas.getByRole('navigation', { name: 'Lọc theo khung giờ' });
    await userEvent.click(within(sidebar).getByRole('button', { name: /^08:00/ }));
    await expect(within(sidebar).getByRole('button', { name: /^08:00/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(canvas)).toEqual(demoBookings.filter((b) => b.timeSlot === '08:00').map((b) => `${b.date} ${b.timeSlot}`));
    await userEvent.click(within(sidebar).getByRole('button', { name: /^11:00/ }));
    await expect(canvas.getByText('Không có lịch hẹn nào trong khung giờ 11:00.')).toBeVisible();
    await userEvent.click(within(sidebar).getByRole('button', { name: /^Tất cả/ }));
    await expect(rows(canvas)).toHaveLength(demoBookings.length);
  },
};

/** Anything other than pending or confirmed reads as cancelled. */
export const StatusLabels: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listBookings, demoBookings.slice(0, 3)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Lịch hẹn' });
    const labels = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const expected = { pending: 'Chờ xử lý', confirmed: 'Đã xác nhận', cancelled: 'Đã hủy' } as const;
    for (const [index, booking] of demoBookings.slice(0, 3).entries()) await expect(labels[index]).toContain(expected[booking.status]);
  },
};

/** The spec's 2-second artificial delay: the spinner stays although the answer came at once. */
export const ArtificialDelay: Story = {
  args: { loadingDelayMs: 2000 },
  beforeEach: Success.beforeEach,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.common.loading);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.common.loading);
    await expect(await canvas.findByRole('list', { name: 'Lịch hẹn' }, { timeout: 3000 })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listBookings));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listBookings, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.bookings.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listBookings, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.bookings.listLoadFailed);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(messages.bookings.listLoadFailed, { selector: '[data-severity] *' })).toBeInTheDocument());
  },
};

/** Signed out: no request at all, a prompt and the app's login button instead. */
export const SignedOut: Story = {
  args: {
    signedIn: false,
    loginAction: <Button onClick={fn()}>Đăng nhập</Button>,
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.bookings.loginToView)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
