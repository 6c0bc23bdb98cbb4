export type NotificationState = NotificationPermission | 'unsupported';

/** The browser's own notifications: what the staff member allowed, and asking them. */
export interface BrowserNotifications {
  permission(): NotificationState;
  /** Must run inside a click: browsers ignore a request nobody asked for. */
  request(): Promise<NotificationState>;
  /** Shows one; `onOpen` runs when the person clicks it. */
  show(title: string, body: string, tag: string, onOpen: () => void): void;
}

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export const browserNotifications: BrowserNotifications = {
  permission: () => (supported() ? Notification.permission : 'unsupported'),
  async request() {
    if (!supported()) return 'unsupported';
    try {
      return await Notification.requestPermission();
    } catch {
      return Notification.permission;
    }
  },
  show(title, body, tag, onOpen) {
    if (!supported()) return;
    try {
      const notification = new Notification(title, { body, tag });
      notification.onclick = () => {
        onOpen();
        notification.close();
      };
    } catch {
      // Chrome on Android allows notifications only through a service worker; the toast still shows.
    }
  },
};
