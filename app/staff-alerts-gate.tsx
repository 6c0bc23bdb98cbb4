import { useAccount } from '../entities/account/get-account';
import { StaffAlerts } from '../features/alerts/staff-alerts';
import { useSession } from '../features/auth/session';
import { isStaffRoles } from '../features/auth/session-token';

/**
 * Staff alerts once the server says this account is staff now: roles stored in the browser may
 * be stale (an admin made a customer again) or edited, and the alerts would only be refused.
 */
export function StaffAlertsGate() {
  const { user } = useSession();
  const { data } = useAccount(user?.id);
  return data && isStaffRoles(data.account.roles) ? <StaffAlerts /> : null;
}
