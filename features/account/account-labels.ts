import type { Account, AccountType } from '../../contract/accounts';
import { ROLE_NAMES } from '../../contract/constants';

const typeLabels: Record<AccountType, string> = {
  local: 'Email và mật khẩu',
  google: 'Google',
  facebook: 'Facebook',
};

export function accountTypeLabel(type: AccountType): string {
  return typeLabels[type];
}

/** Role names as people read them; an account without a role is a customer. */
export function roleLabels(roles: Account['roles']): string[] {
  if (roles.length === 0) return ['Khách hàng'];
  return roles.map((role) => {
    const name = role.name.trim().toLowerCase();
    if (name === ROLE_NAMES.master) return 'Master';
    if (name === ROLE_NAMES.admin) return 'Admin';
    return role.name;
  });
}

