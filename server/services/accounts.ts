import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE_NAMES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import type { BranchId } from '../../contract/garage';
import type { z } from 'zod';
import {
  CUSTOMER_ROLE,
  SUCCESS_STATUS,
  type Account,
  type AccountListQuery,
  type SessionUser,
  type StatusMessage,
  type updateAccountBodySchema,
} from '../../contract/accounts';
import type { Role } from '../../contract/roles';
import type { Db } from '../db/client';
import { accountRoles, accounts, roles } from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { containsPattern, foldSearchText, searchWords } from '../lib/search-text';
import { vietnamDayStart } from '../lib/vietnam-time';
import type { AuthUser } from '../plugins/auth';
import { prepareImageInput, storeImageInput } from '../plugins/media';
import { endAccountSessions } from './sessions';

export type AccountRow = typeof accounts.$inferSelect;

const STAFF_ROLE_NAMES: readonly string[] = [ROLE_NAMES.admin, ROLE_NAMES.master];

/**
 * The stored roles of each account, populated as `{ _id, name }` and sorted by name. A customer
 * (no staff role) answers `[]`: the deployed client's account editor offers its role picker only
 * then, and our screens show 'Khách hàng' for it (CUSTOMER_ROLE).
 */
export async function rolesByAccount(db: Db, accountIds: string[]): Promise<Map<string, Role[]>> {
  const result = new Map<string, Role[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return result;
  const rows = await db
    .select({ accountId: accountRoles.accountId, id: roles.id, name: roles.name })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(inArray(accountRoles.accountId, accountIds))
    .orderBy(asc(roles.name));
  for (const row of rows) result.get(row.accountId)?.push({ _id: row.id, name: row.name });
  return result;
}

export async function rolesOf(db: Db, accountId: string): Promise<Role[]> {
  return (await rolesByAccount(db, [accountId])).get(accountId) ?? [];
}

export function hasRole(accountRoleList: Role[], name: string): boolean {
  return accountRoleList.some((role) => role.name.toLowerCase() === name);
}

/** Never carries the password hash or provider ids. */
export function toAccount(row: AccountRow, accountRoleList: Role[]): Account {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    image: row.image,
    avatar: row.image,
    phone: row.phone ?? '',
    address: row.address ?? '',
    roles: accountRoleList,
    branch: (row.usualBranch as BranchId | null) ?? null,
    status: row.status === 'active',
    type: row.type,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSessionUser(row: AccountRow, accountRoleList: Role[]): SessionUser {
  return { _id: row.id, fullName: row.fullName, email: row.email, image: row.image, roles: accountRoleList };
}

async function loadAccount(db: Db, id: string): Promise<Account | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) return null;
  return toAccount(row, await rolesOf(db, id));
}

/**
 * The accounts list's filters: every word of `q` in the full name or e-mail (the generated,
 * trigram-indexed search document) or in a role name (the few matching roles' accounts are
 * looked up once per word, not per account), and accounts created on `createdFrom` (a
 * Vietnamese day) or later.
 */
function listFilter(query: AccountListQuery | undefined): SQL | undefined {
  if (!query) return undefined;
  const conditions: SQL[] = searchWords(query.q).map((word) => {
    const pattern = containsPattern(word);
    const withRole = sql`select ${accountRoles.accountId} from ${accountRoles} inner join ${roles} on ${roles.id} = ${accountRoles.roleId} where search_fold(${roles.name}) like ${pattern} escape '\\'`;
    const match = sql`${accounts.searchDocument} like ${pattern} escape '\\' or ${accounts.id} in (${withRole})`;
    // The customer role is not stored: its name finds the accounts without a staff role.
    if (!foldSearchText(CUSTOMER_ROLE.name).includes(word)) return sql`(${match})`;
    const withStaffRole = sql`select ${accountRoles.accountId} from ${accountRoles} inner join ${roles} on ${roles.id} = ${accountRoles.roleId} where lower(${roles.name}) in (${sql.join(
      STAFF_ROLE_NAMES.map((name) => sql`${name}`),
      sql`, `,
    )})`;
    return sql`(${match} or ${accounts.id} not in (${withStaffRole}))`;
  });
  if (query.createdFrom) conditions.push(gte(accounts.createdAt, vietnamDayStart(query.createdFrom)));
  return conditions.length ? and(...conditions) : undefined;
}

/** Accounts newest first with their roles: the whole (filtered) list, or one page and the total. */
export function listAccounts(db: Db, query?: AccountListQuery): Promise<ListPage<Account>> {
  const where = listFilter(query);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const selected = db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt), desc(accounts.id));
      const rows = window ? await selected.limit(window.limit).offset(window.offset) : await selected;
      const roleMap = await rolesByAccount(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAccount(row, roleMap.get(row.id) ?? []));
    },
    async () => Number((await db.select({ n: count() }).from(accounts).where(where))[0]?.n ?? 0),
  );
}

export async function countAccounts(db: Db): Promise<{ totalAccounts: number }> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return { totalAccounts: Number(row?.n ?? 0) };
}

/** A customer sees only their own account, whatever id the URL carries; staff see anyone's. */
export async function getAccount(db: Db, user: AuthUser, id: string): Promise<{ status: typeof SUCCESS_STATUS; account: Account }> {
  if (user.id !== id && !user.isStaff) throw forbidden(messages.common.forbidden);
  const account = await loadAccount(db, id);
  if (!account) throw notFound(messages.account.notFound);
  return { status: SUCCESS_STATUS, account };
}

/**
 * Anyone edits their own name, picture, phone and address; only a Master edits someone else
 * (the same, plus active/locked), and never another Master. E-mail and roles never change here.
 */
export async function updateAccount(
  db: Db,
  user: AuthUser,
  id: string,
  body: z.output<typeof updateAccountBodySchema>,
): Promise<StatusMessage & { account: Account }> {
  const self = user.id === id;
  if (self && body.status === false) throw forbidden(messages.account.cannotLockSelf);
  // Decoded before the transaction (on the embedded database it holds the only connection), and
  // only for a caller who may change the account: anyone else is refused inside it.
  const picture = body.image && (self || user.isMaster) ? await prepareImageInput(body.image) : null;

  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!self) {
      const targetIsMaster = target ? hasRole(await rolesOf(tx, id), ROLE_NAMES.master) : false;
      // A non-master learns nothing about ids that do not exist: the same refusal as for anyone else.
      if (!user.isMaster) throw forbidden(targetIsMaster ? messages.account.masterOnlyEditMaster : messages.account.masterOnlyChange);
      if (targetIsMaster) throw forbidden(messages.account.cannotEditMaster);
    }
    if (!target) throw notFound(messages.account.notFound);

    const patch: Partial<typeof accounts.$inferInsert> = {};
    if (body.fullName !== undefined) patch.fullName = body.fullName;
    // '' clears: stored as null, so "never given" and "cleared" read the same.
    if (body.phone !== undefined) patch.phone = body.phone || null;
    if (body.address !== undefined) patch.address = body.address || null;
    // null (or absent) keeps the picture; the unchanged current URL is kept too.
    if (body.image !== undefined && body.image !== null && body.image !== target.image) {
      patch.image = await storeImageInput(tx, picture);
    }
    if (!self && body.status !== undefined) patch.status = body.status ? 'active' : 'locked';
    if (Object.keys(patch).length > 0) await tx.update(accounts).set(patch).where(eq(accounts.id, id));
    // A lock ends every session for good: unlocking later must not bring an old token back.
    if (patch.status === 'locked') await endAccountSessions(tx, id);
  });

  const account = await loadAccount(db, id);
  if (!account) throw notFound(messages.account.notFound);
  return { status: SUCCESS_STATUS, message: messages.account.updateSuccess, account };
}

/**
 * Master only (the route says so); never yourself (the spec gives locking and deleting
 * yourself one text), never a Master.
 */
export async function deleteAccount(db: Db, user: AuthUser, id: string): Promise<StatusMessage> {
  if (user.id === id) throw forbidden(messages.account.cannotLockSelf);
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
    if (!target) throw notFound(messages.account.notFound);
    if (hasRole(await rolesOf(tx, id), ROLE_NAMES.master)) throw forbidden(messages.account.cannotDeleteMaster);
    await tx.delete(accounts).where(eq(accounts.id, id));
  });
  return { status: SUCCESS_STATUS, message: messages.account.deleteSuccess };
}

/** The account behind an e-mail (stored lower-cased), if any. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}
