import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ROLE_NAMES } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import type { Db } from '../db/client';
import { accountRoles, accounts, roles } from '../db/schema';
import { newObjectId } from '../lib/object-id';

/** The demo sign-ins stated in the README. */
export const DEMO_ACCOUNTS = {
  master: { email: 'master@garaotosaigon.vn', password: 'Master@123', fullName: 'Trần Quốc Bảo' },
  admin: { email: 'admin@garaotosaigon.vn', password: 'Admin@123', fullName: 'Lê Thị Mai Anh' },
  customer: { email: 'khachhang@garaotosaigon.vn', password: 'Khach@123', fullName: 'Nguyễn Văn Hùng' },
} as const;

/** The workshop's technicians (issue 44), two per branch, signing in to the tablet view '/xuong'; one password for all. */
export const DEMO_TECHNICIAN_PASSWORD = 'Ktv@123';
export const DEMO_TECHNICIANS = [
  { email: 'ktv.q12@garaotosaigon.vn', fullName: 'Phạm Văn Tài', branch: 'quan-12' },
  { email: 'ktv2.q12@garaotosaigon.vn', fullName: 'Nguyễn Hữu Lộc', branch: 'quan-12' },
  { email: 'ktv.thuduc@garaotosaigon.vn', fullName: 'Trần Minh Khang', branch: 'thu-duc' },
  { email: 'ktv2.thuduc@garaotosaigon.vn', fullName: 'Lê Quốc Việt', branch: 'thu-duc' },
] as const satisfies ReadonlyArray<{ email: string; fullName: string; branch: BranchId }>;

/** More customers, so lists, orders and bookings look lived in; same password as the demo customer. */
export const DEMO_CUSTOMERS = [
  { email: 'phamthuytrang@example.com', fullName: 'Phạm Thùy Trang' },
  { email: 'hoangminhtuan@example.com', fullName: 'Hoàng Minh Tuấn' },
  { email: 'vothingocha@example.com', fullName: 'Võ Thị Ngọc Hà' },
] as const;

export interface SeededAccounts {
  masterId: string;
  adminId: string;
  /** The demo customer first, then the others. */
  customerIds: string[];
  /** The demo technicians, in the order of DEMO_TECHNICIANS. */
  technicianIds: string[];
  roleIds: { master: string; admin: string; technician: string };
}

/**
 * Roles master and admin (the technician's comes with the migrations) and the demo accounts,
 * technicians at their branch, all verified and active. Runs first in the
 * seed transaction: orders, bookings and comments of later steps point at these accounts.
 */
export async function seedAccounts(tx: Db): Promise<SeededAccounts> {
  const start = Date.now() - 90 * 24 * 3600 * 1000;
  let step = 0;
  const nextDate = () => new Date(start + (step++) * 24 * 3600 * 1000);

  const roleRows = [ROLE_NAMES.master, ROLE_NAMES.admin].map((name) => {
    const createdAt = nextDate();
    return { id: newObjectId(createdAt), name, createdAt, updatedAt: createdAt };
  });
  await tx.insert(roles).values(roleRows);
  // The technician role is stored by migration 0032; a database without it gets it here.
  const [technicianRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_NAMES.technician));
  const technicianRoleId = technicianRole?.id ?? newObjectId(nextDate());
  if (!technicianRole) await tx.insert(roles).values({ id: technicianRoleId, name: ROLE_NAMES.technician });
  const roleIds = { master: roleRows[0]!.id, admin: roleRows[1]!.id, technician: technicianRoleId };

  const customerPassword = await hash(DEMO_ACCOUNTS.customer.password);
  const people = [
    { ...DEMO_ACCOUNTS.master, passwordHash: await hash(DEMO_ACCOUNTS.master.password), role: roleIds.master },
    { ...DEMO_ACCOUNTS.admin, passwordHash: await hash(DEMO_ACCOUNTS.admin.password), role: roleIds.admin },
    { ...DEMO_ACCOUNTS.customer, passwordHash: customerPassword, role: null },
    ...DEMO_CUSTOMERS.map((customer) => ({ ...customer, passwordHash: customerPassword, role: null })),
  ];
  const technicianPassword = await hash(DEMO_TECHNICIAN_PASSWORD);
  const rows = people.map((person) => {
    const createdAt = nextDate();
    return {
      id: newObjectId(createdAt),
      fullName: person.fullName,
      email: person.email,
      passwordHash: person.passwordHash,
      type: 'local' as const,
      status: 'active' as const,
      verified: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(accounts).values(rows);
  await tx.insert(accountRoles).values(
    people.flatMap((person, index) => (person.role ? [{ accountId: rows[index]!.id, roleId: person.role }] : [])),
  );
  const technicianRows = DEMO_TECHNICIANS.map((technician) => {
    const createdAt = nextDate();
    return {
      id: newObjectId(createdAt),
      fullName: technician.fullName,
      email: technician.email,
      passwordHash: technicianPassword,
      type: 'local' as const,
      status: 'active' as const,
      verified: true,
      usualBranch: technician.branch,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(accounts).values(technicianRows);
  await tx.insert(accountRoles).values(technicianRows.map((row) => ({ accountId: row.id, roleId: technicianRoleId })));

  return {
    masterId: rows[0]!.id,
    adminId: rows[1]!.id,
    customerIds: rows.slice(2).map((row) => row.id),
    technicianIds: technicianRows.map((row) => row.id),
    roleIds,
  };
}
