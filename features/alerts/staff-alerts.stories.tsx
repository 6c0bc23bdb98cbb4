import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getManagerAlerts } from '../../contract/alerts';
import { GARAGE } from '../../contract/garage';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { demoAlertCounts, demoManagerAlerts, demoStaffAlert, noAlertCounts } from '../../mocks/data/alerts';
import { mockOk } from '../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { LocationProbe } from '../../.storybook/location-probe';
import { findToast } from '../../.storybook/story-toast';
import type { BrowserNotifications, NotificationState } from './browser-notifications';
import { StaffAlerts } from './staff-alerts';

/** The socket.io server of the story: `server.emit` plays what the real one sends to staff. */
let server = new FakeChatServer();
/** What GET /api/manager/alerts answers now, and how often it was asked. */
let answer = demoManagerAlerts();
let reads = 0;
let permission: NotificationState = 'default';

const beep = fn();
const shown = fn();
const notifications: BrowserNotifications = {
  permission: () => permission,
  request: async () => permission,
  show: shown,
};

const ORDERS_TITLE = 'Quản lý đơn hàng – Gara Ô Tô Sài Gòn';
const BOOKINGS_TITLE = 'Quản lý lịch hẹn – Gara Ô Tô Sài Gòn';

/** Stands for whatever page the staff member is on: it sets its own title, as pages do (app/use-page-meta.ts). */
function SomePage() {
  const [title, setTitle] = useState(ORDERS_TITLE);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="space-y-3">
      <h1 className="text-2xl font-bold text-navy-900">{title.split(' – ')[0]}</h1>
      <button type="button" className="rounded-control px-3 py-2 ring-1 ring-line" onClick={() => setTitle(BOOKINGS_TITLE)}>
        Sang trang lịch hẹn
      </button>
      <LocationProbe />
    </main>
  );
}

const meta = {
  title: 'features/alerts/StaffAlerts',
  component: StaffAlerts,
  args: { beep, notifications },
  parameters: { route: '/manager/order', toastDuration: 60_000 },
  decorators: [
    (Story) => (
      <LiveSocketProvider token="token-nhan-vien" factory={server.factory}>
        <SomePage />
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    server = new FakeChatServer();
    answer = demoManagerAlerts();
    reads = 0;
    permission = 'default';
    beep.mockClear();
    shown.mockClear();
    msw.use(
      mockOk(getManagerAlerts, () => {
        reads += 1;
        return answer;
      }),
    );
  },
} satisfies Meta<typeof StaffAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listener is on the socket once the read that follows its connection has happened. */
async function listening() {
  await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
}

const addressOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** A visitor books: a toast in the current page, its link opens the booking in the back office. */
export const NewBooking: Story = {
  async play({ canvasElement }) {
    await listening();
    const alert = demoStaffAlert('booking');
    server.emit(LIVE_EVENTS.staffAlert, alert);
    const toast = await findToast(canvasElement, alert.text, 'info');
    const link = within(toast).getByRole('link', { name: messages.alerts.openBooking });
    await expect(link).toHaveAttribute('href', alert.href);
    // The sound is off until the staff member turns it on; the tab is in view, so no browser notification.
    await expect(beep).not.toHaveBeenCalled();
    await expect(shown).not.toHaveBeenCalled();
    await userEvent.click(link);
    await waitFor(() => expect(addressOf(canvasElement)).toHaveTextContent(alert.href));
  },
};

/** A new order with the sound turned on: the toast and one short chime. */
export const NewOrderWithSound: Story = {
  beforeEach() {
    answer = demoManagerAlerts({ settings: { sound: true } });
  },
  async play({ canvasElement }) {
    await listening();
    const alert = demoStaffAlert('order');
    server.emit(LIVE_EVENTS.staffAlert, alert);
    const toast = await findToast(canvasElement, alert.text, 'info');
    await expect(within(toast).getByRole('link', { name: messages.alerts.openOrder })).toHaveAttribute('href', alert.href);
    await expect(beep).toHaveBeenCalledTimes(1);
  },
};

/** A customer starts waiting in the live chat: the link opens the inbox. */
export const CustomerWaiting: Story = {
  async play({ canvasElement }) {
    await listening();
    const alert = demoStaffAlert('chat');
    server.emit(LIVE_EVENTS.staffAlert, alert);
    const toast = await findToast(canvasElement, alert.text, 'info');
    await expect(within(toast).getByRole('link', { name: messages.alerts.openChat })).toHaveAttribute('href', '/admin-chat');
  },
};

/** In another tab, with notifications allowed: the browser's own notification, which brings the staff member to the item. */
export const HiddenTab: Story = {
  beforeEach() {
    permission = 'granted';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    return () => void Reflect.deleteProperty(document, 'visibilityState');
  },
  async play({ canvasElement }) {
    await listening();
    const alert = demoStaffAlert('booking');
    server.emit(LIVE_EVENTS.staffAlert, alert);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    const [title, body, tag, onOpen] = shown.mock.calls[0] as [string, string, string, () => void];
    await expect([title, body, tag]).toEqual([GARAGE.name, alert.text, `booking-${alert.id}`]);
    onOpen();
    await waitFor(() => expect(addressOf(canvasElement)).toHaveTextContent(alert.href));
  },
};

/** The total waits before the page's own title, follows the page to its next title, and goes at 0. */
export const TitleCount: Story = {
  beforeEach() {
    answer = demoManagerAlerts({ counts: demoAlertCounts() });
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(document.title).toBe(`(7) ${ORDERS_TITLE}`));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sang trang lịch hẹn' }));
    await waitFor(() => expect(document.title).toBe(`(7) ${BOOKINGS_TITLE}`));
    // Another tab marked the bookings seen: the server says so, the tab reads the counts again.
    await listening();
    answer = demoManagerAlerts({ counts: { ...demoAlertCounts(), newBookings: 0 } });
    server.emit(LIVE_EVENTS.alertsChanged);
    await waitFor(() => expect(document.title).toBe(`(4) ${BOOKINGS_TITLE}`));
    answer = demoManagerAlerts({ counts: noAlertCounts });
    server.emit(LIVE_EVENTS.alertsChanged);
    await waitFor(() => expect(document.title).toBe(BOOKINGS_TITLE));
  },
};

/** A burst of changes makes one read (after 300 ms); a reconnection reads again, in case something was missed. */
export const ReadsAgain: Story = {
  async play() {
    await listening();
    const before = reads;
    server.emit(LIVE_EVENTS.alertsChanged);
    server.emit(LIVE_EVENTS.alertsChanged);
    server.emit(LIVE_EVENTS.alertsChanged);
    await waitFor(() => expect(reads).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(reads).toBe(before + 1);
    server.drop();
    server.restore();
    await waitFor(() => expect(reads).toBe(before + 2));
  },
};

/** The counts cannot be read: no number in the title, and new items still show. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(getManagerAlerts.path, () => {
        reads += 1;
        return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
      }),
    );
  },
  async play({ canvasElement }) {
    await listening();
    await expect(document.title).toBe(ORDERS_TITLE);
    const alert = demoStaffAlert('order');
    server.emit(LIVE_EVENTS.staffAlert, alert);
    await findToast(canvasElement, alert.text, 'info');
  },
};
