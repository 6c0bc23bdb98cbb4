import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { BranchId } from '../../contract/garage';
import type { App } from '../app';
import { accountRoles, accounts, roles } from '../db/schema';
import { newObjectId } from '../lib/object-id';

export type RoleName = 'master' | 'admin' | 'technician';

let sequence = 0;

async function roleId(app: App, name: RoleName): Promise<string> {
  const [existing] = await app.db.select().from(roles).where(eq(roles.name, name));
  if (existing) return existing.id;
  const [created] = await app.db.insert(roles).values({ name }).onConflictDoNothing().returning();
  if (created) return created.id;
  const [again] = await app.db.select().from(roles).where(eq(roles.name, name));
  return again!.id;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
  token: string;
  /** Headers for an authorised call. */
  headers: { authorization: string };
}

/** A verified, active account with the given roles and a valid session token. */
export async function createAccount(
  app: App,
  options: {
    roles?: RoleName[];
    email?: string;
    password?: string;
    fullName?: string;
    status?: 'active' | 'locked';
    type?: 'local' | 'google' | 'facebook';
    /** The account's branch (accounts.usual_branch): where a technician works. */
    branch?: BranchId;
  } = {},
): Promise<TestAccount> {
  sequence += 1;
  const email = (options.email ?? `user${sequence}-${newObjectId().slice(-6)}@example.com`).toLowerCase();
  const password = options.password ?? 'MatKhau@123';
  const fullName = options.fullName ?? `Khách hàng ${sequence}`;
  const [account] = await app.db
    .insert(accounts)
    .values({
      fullName,
      email,
      passwordHash: await hash(password),
      status: options.status ?? 'active',
      type: options.type ?? 'local',
      verified: true,
      usualBranch: options.branch ?? null,
    })
    .returning();
  for (const role of options.roles ?? []) {
    await app.db.insert(accountRoles).values({ accountId: account!.id, roleId: await roleId(app, role) });
  }
  const token = await app.auth.sign(account!.id);
  return { id: account!.id, email, password, fullName, token, headers: { authorization: `Bearer ${token}` } };
}

/** A technician (issue 44) working at `branch`, with a valid session token. */
export function createTechnician(app: App, branch: BranchId = 'quan-12', fullName?: string): Promise<TestAccount> {
  sequence += 1;
  return createAccount(app, { roles: ['technician'], branch, fullName: fullName ?? `Kỹ thuật viên ${sequence}` });
}

/** One account per role the matrix tests walk through. */
export async function createRoleAccounts(app: App) {
  const [customer, admin, master] = await Promise.all([
    createAccount(app),
    createAccount(app, { roles: ['admin'] }),
    createAccount(app, { roles: ['master'] }),
  ]);
  return { customer: customer!, admin: admin!, master: master! };
}
