import { useAccount } from '../../entities/account/get-account';
import { useManagerAlerts } from '../../entities/alert/get-manager-alerts';
import type { StoredUser } from './session-token';
import { isMasterRoles, isStaffRoles, isTechnicianRoles } from './session-token';
import { UserMenu } from './user-menu';
import type { UserMenuPlacement } from './user-menu-button';

export interface SignedInAreaProps {
  user: StoredUser;
  placement: UserMenuPlacement;
  onLogout: () => void;
  /** Opens the menu as soon as it mounts. */
  defaultOpen?: boolean;
}

/**
 * The signed-in user's menu. Roles and the account type come from the account as the server
 * has it now, the stored user until then. Loaded only for a signed-in visitor, with the
 * account's contract and the dropdown menu.
 */
export function SignedInArea({ user, placement, onLogout, defaultOpen }: SignedInAreaProps) {
  const { data } = useAccount(user.id);
  const account = data?.account;
  const roles = account?.roles ?? user.roles;
  const isStaff = isStaffRoles(roles);
  // Asked only once the server confirms the role (stored roles may be stale); a failed read shows no badges.
  const { data: alerts } = useManagerAlerts(account ? isStaffRoles(account.roles) : false);
  return (
    <UserMenu
      placement={placement}
      fullName={account?.fullName ?? user.fullName}
      image={account ? account.image : user.image}
      email={user.email}
      isStaff={isStaff}
      isMaster={isMasterRoles(roles)}
      isTechnician={isTechnicianRoles(roles)}
      canChangePassword={account ? account.type === 'local' : true}
      onLogout={onLogout}
      defaultOpen={defaultOpen}
      alertCounts={alerts?.counts}
    />
  );
}
