import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { staff, staffPositions } from '../db/schema';
import { badRequest, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { foldedContainsAll } from '../lib/search-text';
import type { SearchListQuery } from '../../contract/paging';
import { prepareImageInput, storeImageInput } from '../plugins/media';
import type { deleteStaffResponseSchema, Staff, staffBodySchema } from '../../contract/staff';
import { messages } from '../../contract/messages';

type StaffInput = z.output<typeof staffBodySchema>;

async function loadStaff(db: Db, where?: SQL, window?: { limit: number; offset: number } | null): Promise<Staff[]> {
  const query = db
    .select({ member: staff, positionName: staffPositions.name })
    .from(staff)
    .innerJoin(staffPositions, eq(staffPositions.id, staff.positionId))
    .where(where)
    .orderBy(desc(staff.createdAt), desc(staff.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(({ member, positionName }) => ({
    _id: member.id,
    name: member.name,
    phone: member.phone,
    position: member.position,
    image: member.image,
    catestaff_id: { _id: member.positionId, name: positionName },
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  }));
}

/** Every word of `q` in the name, phone, job title or staff position, case and diacritics ignored. */
export function listStaff(db: Db, query?: SearchListQuery): Promise<ListPage<Staff>> {
  const where = foldedContainsAll(
    sql`${staff.name} || ' ' || ${staff.phone} || ' ' || ${staff.position} || ' ' || ${staffPositions.name}`,
    query?.q,
  );
  const window = pageWindow(query);
  return pageOf(
    window,
    () => loadStaff(db, where, window),
    async () =>
      Number(
        (await db.select({ n: count() }).from(staff).innerJoin(staffPositions, eq(staffPositions.id, staff.positionId)).where(where))[0]?.n ?? 0,
      ),
  );
}

export async function getStaff(db: Db, id: string): Promise<Staff> {
  const [member] = await loadStaff(db, eq(staff.id, id));
  if (!member) throw notFound(messages.staff.notFound);
  return member;
}

async function assertPositionExists(db: Db, positionId: string) {
  const [position] = await db.select({ id: staffPositions.id }).from(staffPositions).where(eq(staffPositions.id, positionId));
  if (!position) throw badRequest(messages.staffPositions.notFound);
}

export async function createStaff(db: Db, input: StaffInput): Promise<Staff> {
  // Decoded before the transaction: on the embedded database it holds the only connection.
  const picture = await prepareImageInput(input.image);
  return db.transaction(async (tx) => {
    await assertPositionExists(tx, input.catestaff_id);
    const image = await storeImageInput(tx, picture);
    const [row] = await tx
      .insert(staff)
      .values({ name: input.name, phone: input.phone, position: input.position, positionId: input.catestaff_id, image })
      .returning({ id: staff.id });
    return getStaff(tx, row!.id);
  });
}

/** null or absent `image` keeps the picture; '' removes it; a data URL or /media URL sets it. */
export async function updateStaff(db: Db, id: string, input: StaffInput): Promise<Staff> {
  const picture = input.image !== null && input.image !== undefined ? await prepareImageInput(input.image) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
    if (!existing) throw notFound(messages.staff.notFound);
    await assertPositionExists(tx, input.catestaff_id);
    const changes: Partial<typeof staff.$inferInsert> = {
      name: input.name,
      phone: input.phone,
      position: input.position,
      positionId: input.catestaff_id,
    };
    if (picture !== undefined) changes.image = await storeImageInput(tx, picture);
    await tx.update(staff).set(changes).where(eq(staff.id, id));
    return getStaff(tx, id);
  });
}

export async function deleteStaff(db: Db, id: string): Promise<z.input<typeof deleteStaffResponseSchema>> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
    if (!row) throw notFound(messages.staff.notFound);
  });
  return { status: 'success', message: messages.staff.deleteSuccess };
}
