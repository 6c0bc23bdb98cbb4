import type { Account, LoginResponse, SocialLoginResponse } from '../../contract/accounts';
import { ACCOUNT_TYPES, SUCCESS_STATUS } from '../../contract/accounts';
import { ROLE_NAMES, STORAGE_KEYS } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { Role } from '../../contract/roles';
import { objectIdAt } from './ids';

export const demoRoles: { master: Role; admin: Role; technician: Role } = {
  master: { _id: objectIdAt(new Date(Date.UTC(2025, 0, 1)), 0x501), name: ROLE_NAMES.master },
  admin: { _id: objectIdAt(new Date(Date.UTC(2025, 0, 2)), 0x502), name: ROLE_NAMES.admin },
  technician: { _id: objectIdAt(new Date(Date.UTC(2025, 0, 3)), 0x503), name: ROLE_NAMES.technician },
};

let sequence = 0;

/** An account shaped like the server's answer (a verified, active customer by default). */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  sequence += 1;
  const created = new Date(Date.UTC(2025, 5, 1) + sequence * 86_400_000);
  return {
    _id: objectIdAt(created, 0x600 + sequence),
    fullName: `Khách hàng ${sequence}`,
    email: `khachhang${sequence}@example.com`,
    image: null,
    avatar: null,
    phone: '',
    address: '',
    roles: [],
    status: true,
    type: 'local',
    verified: true,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
}

export const demoCustomer = makeAccount({ fullName: 'Nguyễn Văn Hùng', email: 'khachhang@garaotosaigon.vn' });
export const demoAdmin = makeAccount({ fullName: 'Lê Thị Mai Anh', email: 'admin@garaotosaigon.vn', roles: [demoRoles.admin] });
export const demoMaster = makeAccount({ fullName: 'Trần Quốc Bảo', email: 'master@garaotosaigon.vn', roles: [demoRoles.master] });
export const demoGoogleCustomer = makeAccount({ fullName: 'Phạm Thùy Trang', email: 'thuytrang@gmail.com', type: 'google' });
export const demoFacebookCustomer = makeAccount({ fullName: 'Hoàng Minh Tuấn', email: 'minhtuan@facebook.example', type: 'facebook' });

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A token with the server's layout (HS256 JWT, `sub` and `exp` in seconds). The browser never
 * checks the signature, so mocks use a fixed one.
 */
export function makeToken(accountId: string, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ sub: accountId, exp }))}.bW9jay1zaWduYXR1cmU`;
}

/** The `user` localStorage entry for an account, as the browser writes it after login. */
export function storedUserOf(account: Account) {
  return { id: account._id, fullName: account.fullName, email: account.email, image: account.image, roles: account.roles };
}

/** Signs a story in as `account` (or with an expired token); returns the clean-up for beforeEach. */
export function storeSession(account: Account, { expiresInSeconds = 3600 }: { expiresInSeconds?: number } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, makeToken(account._id, expiresInSeconds));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUserOf(account)));
  return clearSession;
}

export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

export function loginAnswer(account: Account): LoginResponse {
  return {
    status: SUCCESS_STATUS,
    message: messages.auth.loginSuccess,
    token: makeToken(account._id),
    id: account._id,
    fullName: account.fullName,
    email: account.email,
    image: account.image,
    roles: account.roles,
  };
}

export function socialAnswer(account: Account, message: string = messages.auth.googleLoginSuccess): SocialLoginResponse {
  return {
    status: SUCCESS_STATUS,
    message,
    token: makeToken(account._id),
    user: { _id: account._id, fullName: account.fullName, email: account.email, image: account.image, roles: account.roles },
  };
}

export function accountAnswer(account: Account) {
  return { status: SUCCESS_STATUS, account };
}

/** `{ status: 'thành công', message }`, the success answer of most account calls. */
export function statusOk(message: string) {
  return { status: SUCCESS_STATUS, message };
}

/** What GET /api/roles answers. */
export const demoRoleList: Role[] = [demoRoles.master, demoRoles.admin, demoRoles.technician];

/** A second Master: locking or deleting it is refused even for a Master. */
export const demoOtherMaster = makeAccount({ fullName: 'Ngô Gia Huy', email: 'giahuy@garaotosaigon.vn', roles: [demoRoles.master] });
/** A locked customer (signed in with Google). */
export const demoLockedCustomer = makeAccount({ fullName: 'Đỗ Thị Lan', email: 'dothilan@gmail.com', type: 'google', status: false });

const fillerNames = [
  'Bùi Văn An',
  'Đặng Thu Hà',
  'Phan Quốc Việt',
  'Trương Mỹ Linh',
  'Lý Hoàng Nam',
  'Huỳnh Ngọc Trâm',
  'Mai Đức Thịnh',
  'Tạ Thanh Tâm',
  'Châu Gia Bảo',
  'Dương Khánh Vy',
  'Kiều Minh Phúc',
  'Lâm Bảo Ngọc',
  'Quách Tuấn Kiệt',
  'Hồ Thị Yến',
];

/**
 * 23 accounts for the back office, newest first as the server answers them: both Masters,
 * two admins, customers of each sign-in type, one locked; the two newest were created in
 * November 2026 (the "new this month" link of the start page).
 */
export const managerAccounts: Account[] = [
  demoCustomer,
  demoAdmin,
  demoMaster,
  demoGoogleCustomer,
  demoFacebookCustomer,
  demoOtherMaster,
  demoLockedCustomer,
  // Older than the demo accounts, so those stay on page 1.
  ...fillerNames.map((fullName, index) => {
    const created = new Date(Date.UTC(2025, 2, 20, 2) - index * 86_400_000).toISOString();
    return makeAccount({
      fullName,
      email: `khach${index + 1}@example.com`,
      type: ACCOUNT_TYPES[index % ACCOUNT_TYPES.length],
      createdAt: created,
      updatedAt: created,
      ...(index === 4 ? { roles: [demoRoles.admin] } : {}),
    });
  }),
  ...['Võ Thành Đạt', 'Nguyễn Hải Yến'].map((fullName, index) => {
    const created = new Date(Date.UTC(2026, 10, 3 + index * 5, 2)).toISOString();
    return makeAccount({ fullName, email: `moi${index + 1}@example.com`, createdAt: created, updatedAt: created });
  }),
].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * A customer who saved delivery details in the profile: checkout starts filled with them.
 * Made last so the other demo accounts keep their ids and dates.
 */
export const demoCustomerWithContact = makeAccount({
  fullName: 'Trương Thị Ngọc Hà',
  email: 'ngocha@gmail.com',
  phone: '0908765432',
  address: '27 Lê Văn Sỹ, phường 13, Quận 3, TP. Hồ Chí Minh',
});
