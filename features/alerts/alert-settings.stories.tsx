import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getManagerAlerts, updateAlertSettings, type AlertSettings as Settings } from '../../contract/alerts';
import { messages } from '../../contract/messages';
import { demoManagerAlerts } from '../../mocks/data/alerts';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { AlertSettings } from './alert-settings';
import type { BrowserNotifications, NotificationState } from './browser-notifications';

/** What this browser says about notifications, and what it answers when asked. */
let permission: NotificationState = 'default';
let answerOnRequest: NotificationState = 'granted';
const requested = fn();
const notifications: BrowserNotifications = {
  permission: () => permission,
  async request() {
    requested();
    permission = answerOnRequest;
    return permission;
  },
  show: fn(),
};
const beep = fn();
const saved = fn();

const meta = {
  title: 'features/alerts/AlertSettings',
  component: AlertSettings,
  args: { beep, notifications },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    permission = 'default';
    answerOnRequest = 'granted';
    requested.mockClear();
    beep.mockClear();
    saved.mockClear();
    msw.use(
      mockOk(getManagerAlerts, demoManagerAlerts()),
      mockOk(updateAlertSettings, async (request) => {
        const settings = (await request.json()) as Settings;
        saved(settings);
        return demoManagerAlerts({ settings });
      }),
    );
  },
} satisfies Meta<typeof AlertSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const soundSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: messages.alerts.soundLabel });

/** Off by default: turning it on plays the chime once (so the staff member knows it) and keeps it on the server. */
export const SoundOff: Story = {
  async play({ canvasElement }) {
    await waitFor(() => expect(soundSwitch(canvasElement)).toBeEnabled());
    await expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(soundSwitch(canvasElement)).toHaveAccessibleDescription(messages.alerts.soundHint);
    await userEvent.click(soundSwitch(canvasElement));
    await expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ sound: true }));
    await expect(beep).toHaveBeenCalledTimes(1);
    await expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** Turned on earlier (on this or another device): turning it off is silent. */
export const SoundOn: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getManagerAlerts, demoManagerAlerts({ settings: { sound: true } })));
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(soundSwitch(canvasElement));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ sound: false }));
    await expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false');
    await expect(beep).not.toHaveBeenCalled();
  },
};

/** The server refuses: an error toast, and the switch shows what is really kept. */
export const SoundSaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateAlertSettings, 500));
  },
  async play({ canvasElement }) {
    await waitFor(() => expect(soundSwitch(canvasElement)).toBeEnabled());
    await userEvent.click(soundSwitch(canvasElement));
    await expectToast(canvasElement, messages.alerts.soundSaveFailed, 'error');
    await waitFor(() => expect(soundSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false'));
  },
};

/** The settings are still on their way: the switch waits. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getManagerAlerts));
  },
  async play({ canvasElement }) {
    await expect(soundSwitch(canvasElement)).toBeDisabled();
  },
};

/** Never asked yet: a click asks the browser, which then allows them. */
export const AskNotifications: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.alerts.notificationsAllow }));
    await expect(requested).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(messages.alerts.notificationsAllowed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.alerts.notificationsAllow })).toBeNull();
  },
};

/** The staff member says no in the browser's question: the panel says the browser blocks them. */
export const AskNotificationsRefused: Story = {
  beforeEach() {
    answerOnRequest = 'denied';
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.alerts.notificationsAllow }));
    await expect(await canvas.findByText(messages.alerts.notificationsBlocked)).toBeVisible();
  },
};

/** Blocked earlier in the browser's settings: only the browser can undo it, so no button. */
export const NotificationsBlocked: Story = {
  beforeEach() {
    permission = 'denied';
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.alerts.notificationsBlocked)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.alerts.notificationsAllow })).toBeNull();
  },
};

/** A browser without notifications says so. */
export const NotificationsUnsupported: Story = {
  beforeEach() {
    permission = 'unsupported';
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(messages.alerts.notificationsUnsupported)).toBeVisible();
  },
};
