import { Bell, BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { ManagerAlerts } from '../../contract/alerts';
import { messages } from '../../contract/messages';
import { useManagerAlerts } from '../../entities/alert/get-manager-alerts';
import { useUpdateAlertSettings } from '../../entities/alert/update-alert-settings';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';
import { playBeep } from './beep';
import { browserNotifications, type BrowserNotifications, type NotificationState } from './browser-notifications';

export interface AlertSettingsProps {
  /** The sound played when it is turned on; stories pass a spy. */
  beep?: () => void;
  /** The browser's own notifications; stories pass a fake. */
  notifications?: BrowserNotifications;
}

const permissionTexts: Partial<Record<NotificationState, string>> = {
  granted: messages.alerts.notificationsAllowed,
  denied: messages.alerts.notificationsBlocked,
  unsupported: messages.alerts.notificationsUnsupported,
};

/**
 * The staff member's own alert settings: the sound (kept on the server, so every device
 * follows it) and this browser's permission for notifications (asked on a click only).
 */
export function AlertSettings({ beep = playBeep, notifications = browserNotifications }: AlertSettingsProps) {
  const toast = useToast();
  const { data } = useManagerAlerts();
  const { trigger } = useUpdateAlertSettings();
  // The switch moves at once; what the server then answers (or a newer read) takes over.
  const [pending, setPending] = useState<{ sound: boolean; over: ManagerAlerts | undefined } | null>(null);
  const [permission, setPermission] = useState(() => notifications.permission());
  const titleId = useId();
  const switchId = useId();
  const hintId = useId();
  const sound = pending && pending.over === data ? pending.sound : (data?.settings.sound ?? false);

  const changeSound = async (next: boolean) => {
    setPending({ sound: next, over: data });
    // This click lets the tab play sound, and the staff member hears what it will be.
    if (next) beep();
    try {
      await trigger({ sound: next });
    } catch {
      setPending(null);
      toast.error(messages.alerts.soundSaveFailed);
    }
  };

  const permissionText = permissionTexts[permission];
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <Bell aria-hidden="true" className="size-5 text-brand-700" />
        {messages.alerts.settingsTitle}
      </h2>
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={switchId}>{messages.alerts.soundLabel}</Label>
          <Switch id={switchId} aria-describedby={hintId} checked={sound} disabled={!data} onCheckedChange={(next) => void changeSound(next)} />
        </div>
        <p id={hintId} className="text-xs text-ink-muted">
          {messages.alerts.soundHint}
        </p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-ink">{messages.alerts.notificationsLabel}</p>
        {permission === 'default' ? (
          <Button variant="outline" size="sm" onClick={() => void notifications.request().then(setPermission)}>
            <Bell aria-hidden="true" />
            {messages.alerts.notificationsAllow}
          </Button>
        ) : null}
        <p aria-live="polite" className="flex items-start gap-2 text-sm text-ink-muted empty:hidden">
          {permissionText ? (
            <>
              {permission === 'granted' ? null : <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />}
              {permissionText}
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
