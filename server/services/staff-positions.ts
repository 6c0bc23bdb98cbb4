import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { staff, staffPositions } from '../db/schema';
import { conflict, notFound } from '../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { foldedContainsAll } from '../lib/search-text';
import type { SearchListQuery } from '../../contract/paging';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from './categories';
import type { deleteStaffPositionResponseSchema, StaffPosition, staffPositionBodySchema } from '../../contract/staff-positions';
import { messages } from '../../contract/messages';

type PositionRow = typeof staffPositions.$inferSelect;
type PositionInput = z.output<typeof staffPositionBodySchema>;

function toPosition(row: PositionRow): StaffPosition {
  return { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listStaffPositions(db: Db, query?: SearchListQuery): Promise<ListPage<StaffPosition>> {
  const where = foldedContainsAll(sql`${staffPositions.name}`, query?.q);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select().from(staffPositions).where(where).orderBy(desc(staffPositions.createdAt), desc(staffPositions.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(toPosition);
    },
    async () => Number((await db.select({ n: count() }).from(staffPositions).where(where))[0]?.n ?? 0),
  );
}

export async function getStaffPosition(db: Db, id: string): Promise<StaffPosition> {
  const [row] = await db.select().from(staffPositions).where(eq(staffPositions.id, id));
  if (!row) throw notFound(messages.staffPositions.notFound);
  return toPosition(row);
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const sameName = sql`lower(${staffPositions.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: staffPositions.id })
    .from(staffPositions)
    .where(exceptId ? and(sameName, ne(staffPositions.id, exceptId)) : sameName)
    .limit(1);
  if (taken) throw conflict(messages.staffPositions.nameTaken);
}

async function uniqueNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(messages.staffPositions.nameTaken);
    throw error;
  }
}

export function createStaffPosition(db: Db, input: PositionInput): Promise<StaffPosition> {
  return uniqueNameGuard(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx.insert(staffPositions).values({ name: input.name }).returning();
      return toPosition(row!);
    }),
  );
}

export function updateStaffPosition(db: Db, id: string, input: PositionInput): Promise<StaffPosition> {
  return uniqueNameGuard(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: staffPositions.id }).from(staffPositions).where(eq(staffPositions.id, id)).for('update');
      if (!existing) throw notFound(messages.staffPositions.notFound);
      await assertNameFree(tx, input.name, id);
      const [row] = await tx.update(staffPositions).set({ name: input.name }).where(eq(staffPositions.id, id)).returning();
      return toPosition(row!);
    }),
  );
}

/** Answered in the shape the deployed position screen reads (`status` 200, `data.message`). */
export async function deleteStaffPosition(db: Db, id: string): Promise<z.input<typeof deleteStaffPositionResponseSchema>> {
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: staffPositions.id }).from(staffPositions).where(eq(staffPositions.id, id)).for('update');
      if (!existing) throw notFound(messages.staffPositions.notFound);
      const [used] = await tx.select({ n: count() }).from(staff).where(eq(staff.positionId, id));
      if ((used?.n ?? 0) > 0) throw conflict(messages.staffPositions.inUse);
      await tx.delete(staffPositions).where(eq(staffPositions.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(messages.staffPositions.inUse);
    throw error;
  }
  const message = messages.staffPositions.deleteSuccess;
  return { status: 200, message, data: { message } };
}
