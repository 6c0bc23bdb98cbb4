import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getRetention } from '../../contract/privacy';

/** How long each kind of data is kept, and the daily job's last run. */
export function useRetention() {
  return useSWR(getRetention.path, () => apiRequest(getRetention));
}
