import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { updateAlertSettings, type AlertSettings } from '../../contract/alerts';
import { apiRequest } from '../../contract/client';
import { managerAlertsKey } from './get-manager-alerts';

export function putAlertSettings(settings: AlertSettings) {
  return apiRequest(updateAlertSettings, { body: settings });
}

/** The staff member's own alert settings (the sound), kept on the server for every device. */
export function useUpdateAlertSettings() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateAlertSettings.method} ${updateAlertSettings.path}`,
    (_key: string, { arg }: { arg: AlertSettings }) => putAlertSettings(arg),
    {
      onSuccess(alerts) {
        void mutate(managerAlertsKey, alerts, { revalidate: false });
      },
    },
  );
}
