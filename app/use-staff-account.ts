import { useAccount } from '../entities/account/get-account';
import { isMasterRoles } from '../features/auth/session-token';
import { useSession } from '../features/auth/session';

/** The signed-in staff member as the server has them now (the guard has already fetched it). */
export function useStaffAccount() {
  const { user } = useSession();
  const { data } = useAccount(user?.id);
  const account = data?.account;
  return { fullName: account?.fullName ?? user?.fullName, isMaster: account ? isMasterRoles(account.roles) : false };
}
