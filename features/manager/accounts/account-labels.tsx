import { CUSTOMER_ROLE, type Account, type AccountType } from '../../../contract/accounts';
import { ROLE_NAMES } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import { Badge } from '../../../ui/badge';

const typeLabels: Record<AccountType, string> = {
  local: 'Email',
  google: 'Google',
  facebook: 'Facebook',
};

/** How the account signs in: Email (password), Google or Facebook. */
export function accountTypeLabel(type: AccountType): string {
  return typeLabels[type];
}

/** A role's name as staff read it (names are compared without case). */
export function roleLabel(role: Role): string {
  const name = role.name.trim().toLowerCase();
  if (name === ROLE_NAMES.master) return 'Master';
  if (name === ROLE_NAMES.admin) return 'Admin';
  if (name === ROLE_NAMES.technician) return 'Kỹ thuật viên';
  return role.name;
}

export function isMasterRole(role: Role): boolean {
  return role.name.trim().toLowerCase() === ROLE_NAMES.master;
}

/** A Master's account is never edited, locked or deleted from here (the server refuses too). */
export function isMasterAccount(account: Account): boolean {
  return account.roles.some(isMasterRole);
}

/**
 * Why locking (or unlocking) this row is refused before asking, or null: yourself, or a Master.
 * The server refuses both too. The spec gives locking and deleting yourself one text.
 */
export function lockRefusal(account: Account, selfId: string | undefined): string | null {
  if (account._id === selfId) return messages.account.cannotLockSelf;
  return isMasterAccount(account) ? messages.account.cannotLockMaster : null;
}

/** Why deleting this row is refused before asking, or null: yourself, or a Master. */
export function deleteRefusal(account: Account, selfId: string | undefined): string | null {
  if (account._id === selfId) return messages.account.cannotLockSelf;
  return isMasterAccount(account) ? messages.account.cannotDeleteMaster : null;
}

/** Active green, locked red, in words as well as colour. */
export function AccountStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'red'} dot data-status={active ? 'active' : 'locked'}>
      {active ? 'Hoạt động' : 'Đã khóa'}
    </Badge>
  );
}

/** One badge per role; an account without a role is a customer. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  if (roles.length === 0) return <span className="text-ink-muted">{CUSTOMER_ROLE.name}</span>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role._id} size="sm" tone={isMasterRole(role) ? 'orange' : 'blue'}>
          {roleLabel(role)}
        </Badge>
      ))}
    </span>
  );
}
