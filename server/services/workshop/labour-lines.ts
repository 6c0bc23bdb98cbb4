import { and, asc, eq, inArray, isNull, count } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { WorkshopLine } from '../../../contract/workshop';
import { foldClock } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { accounts, repairQuoteLines } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { toLineClock, type ClockEventRow } from './clock-rows';

// A job's labour lines as the floor reads them: what to do, the hours quoted, the customer's
// answer, who is named on it. Never the price: these readers select no money column.

export interface LabourLineRow {
  id: string;
  repairId: string;
  position: number;
  kind: 'part' | 'labour' | 'other';
  description: string;
  quantity: number;
  approved: boolean | null;
  technicianId: string | null;
  technicianName: string | null;
}

const lineColumns = {
  id: repairQuoteLines.id,
  repairId: repairQuoteLines.repairId,
  position: repairQuoteLines.position,
  kind: repairQuoteLines.kind,
  description: repairQuoteLines.description,
  quantity: repairQuoteLines.quantity,
  approved: repairQuoteLines.approved,
  technicianId: repairQuoteLines.technicianId,
  technicianName: accounts.fullName,
};

/** The labour lines of these jobs, in the quote's order, by job. */
export async function labourLinesOf(db: Db, repairIds: string[]): Promise<Map<string, LabourLineRow[]>> {
  const byRepair = new Map<string, LabourLineRow[]>(repairIds.map((id) => [id, []]));
  if (repairIds.length === 0) return byRepair;
  const rows = await db
    .select(lineColumns)
    .from(repairQuoteLines)
    .leftJoin(accounts, eq(accounts.id, repairQuoteLines.technicianId))
    .where(and(inArray(repairQuoteLines.repairId, repairIds), eq(repairQuoteLines.kind, 'labour')))
    .orderBy(asc(repairQuoteLines.position));
  for (const row of rows) byRepair.get(row.repairId)?.push(row);
  return byRepair;
}

/** One line of a job, any kind (the clock refuses a part's line by name, not as missing); 404 when the job has no such line. */
export async function lineOfRepair(db: Db, repairId: string, lineId: string): Promise<LabourLineRow> {
  const [row] = await db
    .select(lineColumns)
    .from(repairQuoteLines)
    .leftJoin(accounts, eq(accounts.id, repairQuoteLines.technicianId))
    .where(and(eq(repairQuoteLines.repairId, repairId), eq(repairQuoteLines.id, lineId)));
  if (!row) throw notFound(messages.workshop.lineNotFound);
  return row;
}

/** A labour line, or 404 / 409 (a part's or another line is not clocked nor assigned). */
export async function labourLineOfRepair(db: Db, repairId: string, lineId: string): Promise<LabourLineRow> {
  const line = await lineOfRepair(db, repairId, lineId);
  if (line.kind !== 'labour') throw conflict(messages.workshop.notLabourLine);
  return line;
}

/** An approved labour line nobody is named on: what the gate at 'Kiểm tra lại' counts (here and on the board's cards). */
export const unassignedLabour = and(eq(repairQuoteLines.kind, 'labour'), eq(repairQuoteLines.approved, true), isNull(repairQuoteLines.technicianId));

/** Approved labour lines nobody is named on (the gate at 'Kiểm tra lại'), read in the caller's transaction. */
export async function unassignedLabourCount(db: Db, repairId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(repairQuoteLines)
    .where(and(eq(repairQuoteLines.repairId, repairId), unassignedLabour));
  return Number(row?.n ?? 0);
}

export function toWorkshopLine(line: LabourLineRow, events: readonly ClockEventRow[], now: Date): WorkshopLine {
  return {
    _id: line.id,
    description: line.description,
    hours: line.quantity,
    approved: line.approved,
    technician: line.technicianId && line.technicianName !== null ? { _id: line.technicianId, fullName: line.technicianName } : null,
    clock: toLineClock(foldClock(events, now)),
  };
}
