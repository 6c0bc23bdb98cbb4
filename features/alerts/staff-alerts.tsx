import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { alertTotal, staffAlertSchema, type StaffAlertType } from '../../contract/alerts';
import { GARAGE } from '../../contract/garage';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { useManagerAlerts } from '../../entities/alert/get-manager-alerts';
import { useLiveEvent } from '../../entities/chat/use-live-socket';
import { useToast } from '../../ui/toast';
import { shouldNotify } from './alert-title';
import { playBeep, primeBeep } from './beep';
import { browserNotifications, type BrowserNotifications } from './browser-notifications';
import { useTitleCount } from './use-title-count';

/** A new item stays on screen longer than a 'saved' toast: the staff member may be busy with a customer. */
export const ALERT_TOAST_MS = 10_000;
/** Counts change in bursts (a booking, then its count): one read for the lot. */
export const ALERT_REFRESH_DELAY_MS = 300;

const openLabels: Record<StaffAlertType, string> = {
  booking: messages.alerts.openBooking,
  order: messages.alerts.openOrder,
  chat: messages.alerts.openChat,
  repair: messages.alerts.openRepair,
  part: messages.alerts.openPart,
  money: messages.alerts.openMoney,
  privacy: messages.privacyRequests.openRequest,
};

/** A click the page may route itself; with a modifier key the browser opens a new tab or window. */
const isPlainClick = (event: MouseEvent<HTMLElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface StaffAlertsProps {
  /** The short sound; stories pass a spy. */
  beep?: () => void;
  /** The browser's own notifications; stories pass a fake. */
  notifications?: BrowserNotifications;
}

/**
 * Mounted on every page while staff are signed in (app/staff-alerts-slot.tsx): on the tab's
 * shared socket it turns each new booking, order or waiting customer into a toast with a link,
 * an optional sound and, in a hidden tab, a browser notification; it reads the counts again
 * whenever the server says they changed, and keeps their total before the tab's title.
 */
export function StaffAlerts({ beep = playBeep, notifications = browserNotifications }: StaffAlertsProps) {
  const { data, mutate } = useManagerAlerts();
  const toast = useToast();
  const navigate = useNavigate();
  const sound = data?.settings.sound ?? false;

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void mutate(), ALERT_REFRESH_DELAY_MS);
  };
  useLiveEvent(LIVE_EVENTS.alertsChanged, refresh);
  // Events sent while the socket was away are lost: a (re)connection reads the counts again.
  useLiveEvent('connect', refresh);

  useLiveEvent(LIVE_EVENTS.staffAlert, (payload) => {
    const parsed = staffAlertSchema.safeParse(payload);
    if (!parsed.success) return;
    const alert = parsed.data;
    const open = () => navigate(alert.href);
    toast.show({
      message: alert.text,
      duration: ALERT_TOAST_MS,
      action: {
        label: openLabels[alert.type],
        href: alert.href,
        onClick(event) {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          open();
        },
      },
    });
    if (sound) beep();
    if (shouldNotify(notifications.permission(), document.visibilityState)) {
      notifications.show(GARAGE.name, alert.text, `${alert.type}-${alert.id}`, () => {
        window.focus();
        open();
      });
    }
  });

  // Browsers play sound only after the person has touched the page; the first touch readies it.
  useEffect(() => {
    if (!sound) return;
    window.addEventListener('pointerdown', primeBeep, { once: true });
    window.addEventListener('keydown', primeBeep, { once: true });
    return () => {
      window.removeEventListener('pointerdown', primeBeep);
      window.removeEventListener('keydown', primeBeep);
    };
  }, [sound]);

  useTitleCount(data ? alertTotal(data.counts) : 0);
  return null;
}
