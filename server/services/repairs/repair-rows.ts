import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branchOf, DEFAULT_BRANCH } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { quoteStateOf, type FuelLevel, type RepairStep } from '../../../contract/repair-steps';
import type { RepairDetail, RepairMove, RepairSummary, RepairUpdatedPayload, Vehicle, VehicleVisit } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { accounts, repairMoves, repairOrders, repairQuoteLines, repairQuotes, vehicles } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { maskPhone } from '../../lib/mask';
import type { ServiceDeps } from '../deps';
import { jobMoneyOf } from '../money/job-money';
import { unassignedLabour } from '../workshop/labour-lines';
import { inspectionsOf, paymentsOf, quotesOf, serviceIntervalsOf, suggestNextService } from './money-rows';

// A repair order as every job of the repair services reads it (the order, its vehicle, the staff
// in charge, its moves) and answers it: to staff whole, to its customer with what staff shared.

export type RepairRow = typeof repairOrders.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;

/** One job with what its card shows beside it. */
export interface JoinedRepair {
  repair: RepairRow;
  vehicle: VehicleRow;
  staffName: string | null;
  quote: { version: number; answeredVersion: number | null; answeredAt: Date | null; answeredVia: string | null } | null;
  /** Approved labour lines without a technician (the gate at 'Kiểm tra lại'). */
  unassignedLabour: number;
  leadName: string | null;
}

/**
 * When the customer answered the job's quote themselves, while staff have not acted on it since
 * (no step move after the answer, the job still open); null otherwise. A phone answer is staff's
 * own doing and a changed quote has no answer, so neither leaves a mark.
 */
export function customerAnswerWaiting(repair: Pick<RepairRow, 'closedAt' | 'stepStartedAt'>, quote: JoinedRepair['quote']): Date | null {
  if (!quote || repair.closedAt || quote.answeredVersion !== quote.version || !quote.answeredAt || quote.answeredVia === 'phone') return null;
  return quote.answeredAt.getTime() >= repair.stepStartedAt.getTime() ? quote.answeredAt : null;
}

/** The same rule in SQL, for counting and listing such jobs (repair_orders joined with repair_quotes). */
export const customerAnswerWaitingSql = sql`(${repairOrders.closedAt} is null and ${repairQuotes.answeredVersion} = ${repairQuotes.version} and ${repairQuotes.answeredVia} <> 'phone' and ${repairQuotes.answeredAt} >= ${repairOrders.stepStartedAt})`;

const staffInCharge = alias(accounts, 'staff_in_charge');
const leadTechnician = alias(accounts, 'lead_technician');

/** Jobs with their vehicle and the name of the staff member in charge; the caller adds where and order. */
export function selectRepairs(db: Db) {
  return db
    .select({
      repair: repairOrders,
      vehicle: vehicles,
      staffName: staffInCharge.fullName,
      leadName: leadTechnician.fullName,
      quote: { version: repairQuotes.version, answeredVersion: repairQuotes.answeredVersion, answeredAt: repairQuotes.answeredAt, answeredVia: repairQuotes.answeredVia },
      unassignedLabour: sql<number>`(select count(*)::int from ${repairQuoteLines} where ${repairQuoteLines.repairId} = ${repairOrders.id} and ${unassignedLabour})`.mapWith(Number),
    })
    .from(repairOrders)
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .leftJoin(staffInCharge, eq(staffInCharge.id, repairOrders.staffId))
    .leftJoin(leadTechnician, eq(leadTechnician.id, repairOrders.leadTechnicianId))
    .leftJoin(repairQuotes, eq(repairQuotes.repairId, repairOrders.id));
}

export function toVehicle(row: VehicleRow): Vehicle {
  return { _id: row.id, plate: row.plate, model: row.model, year: row.year, lastOdometerKm: row.lastOdometerKm };
}

export function toSummary({ repair, vehicle, staffName, quote, unassignedLabour, leadName }: JoinedRepair): RepairSummary {
  return {
    _id: repair.id,
    code: repair.code,
    branch: branchOf(repair.branch)?.id ?? DEFAULT_BRANCH,
    step: repair.step as RepairStep,
    version: repair.version,
    stepStartedAt: repair.stepStartedAt.toISOString(),
    closedAt: repair.closedAt?.toISOString() ?? null,
    vehicle: toVehicle(vehicle),
    fullName: repair.fullName,
    numberPhone: repair.numberPhone,
    serviceName: repair.serviceName,
    staff: repair.staffId && staffName !== null ? { _id: repair.staffId, fullName: staffName } : null,
    bookingId: repair.bookingId,
    quoteState: quoteStateOf(quote),
    customerAnsweredAt: customerAnswerWaiting(repair, quote)?.toISOString() ?? null,
    unassignedLabour,
    leadTechnician: repair.leadTechnicianId && leadName !== null ? { _id: repair.leadTechnicianId, fullName: leadName } : null,
    createdAt: repair.createdAt.toISOString(),
  };
}

/** What a visit did: its quote's approved lines, in their order. */
export function approvedWork(lines: ReadonlyArray<{ description: string; approved: boolean | null }>): string[] {
  return lines.filter((line) => line.approved === true).map((line) => line.description);
}

/** A line of a vehicle's history: the job, the km it came in with, what was asked and what was done. */
export function toHistoryItem(joined: JoinedRepair, work: string[]): VehicleVisit {
  return { ...toSummary(joined), odometerKm: joined.repair.odometerKm, complaint: joined.repair.complaint, work };
}

/** The moves of these jobs, oldest first, by job. */
export async function movesOf(db: Db, repairIds: string[]): Promise<Map<string, RepairMove[]>> {
  const byRepair = new Map<string, RepairMove[]>(repairIds.map((id) => [id, []]));
  if (repairIds.length === 0) return byRepair;
  const rows = await db
    .select({ move: repairMoves, staffName: accounts.fullName })
    .from(repairMoves)
    .leftJoin(accounts, eq(accounts.id, repairMoves.accountId))
    .where(inArray(repairMoves.repairId, repairIds))
    .orderBy(asc(repairMoves.version));
  for (const { move, staffName } of rows) {
    byRepair.get(move.repairId)?.push({
      _id: move.id,
      fromStep: move.fromStep as RepairStep | null,
      toStep: move.toStep as RepairStep,
      note: move.note,
      photos: move.photos,
      shared: move.shared,
      staff: move.accountId && staffName !== null ? { _id: move.accountId, fullName: staffName } : null,
      createdAt: move.createdAt.toISOString(),
    });
  }
  return byRepair;
}

/** Whole jobs (staff's view), in the order given: moves, inspection, quote and payment each read in one query. */
export async function detailsOf(db: Db, rows: JoinedRepair[], now: Date = new Date()): Promise<RepairDetail[]> {
  const ids = rows.map((row) => row.repair.id);
  const productIds = [...new Set(rows.flatMap((row) => (row.repair.productId ? [row.repair.productId] : [])))];
  const [moves, inspections, quotes, payments, money, intervals] = await Promise.all([
    movesOf(db, ids),
    inspectionsOf(db, ids),
    quotesOf(db, ids),
    paymentsOf(db, ids),
    jobMoneyOf(db, ids),
    serviceIntervalsOf(db, productIds),
  ]);
  return rows.map(({ repair, ...rest }) => ({
    ...toSummary({ repair, ...rest }),
    odometerKm: repair.odometerKm,
    fuelLevel: repair.fuelLevel as FuelLevel,
    complaint: repair.complaint,
    moves: moves.get(repair.id) ?? [],
    inspection: inspections.get(repair.id) ?? null,
    quote: quotes.get(repair.id) ?? null,
    payment: payments.get(repair.id) ?? null,
    money: money.get(repair.id)!,
    nextService: { on: repair.nextServiceOn, km: repair.nextServiceKm },
    suggestedNextService: suggestNextService(repair.productId ? (intervals.get(repair.productId) ?? null) : null, repair, now),
  }));
}

export async function findRepair(db: Db, id: string): Promise<JoinedRepair> {
  const [row] = await selectRepairs(db).where(eq(repairOrders.id, id));
  if (!row) throw notFound(messages.repairs.notFound);
  return row;
}

export async function repairDetail(db: Db, id: string): Promise<RepairDetail> {
  const [detail] = await detailsOf(db, [await findRepair(db, id)]);
  return detail!;
}

/**
 * A job as its customer sees it (signed in, or by code and phone): every move keeps its step,
 * time and staff member, but a note and photos only when staff ticked 'cho khách xem'; the
 * check-in note (the complaint) likewise; the phone masked, as a shared screen may show it; the
 * car's km its own, never a later visit's.
 */
export function forCustomer(detail: RepairDetail): RepairDetail {
  const opening = detail.moves.find((move) => move.fromStep === null);
  return {
    ...detail,
    // The car's last km as this job read it: a later visit may be another owner's.
    vehicle: { ...detail.vehicle, lastOdometerKm: detail.odometerKm },
    numberPhone: maskPhone(detail.numberPhone),
    complaint: opening && !opening.shared ? '' : detail.complaint,
    moves: detail.moves.map((move) => (move.shared ? move : { ...move, note: '', photos: [] })),
  };
}

/** The row to move or change, locked until the transaction ends: two staff acting at once take turns here. */
export async function lockRepair(tx: Db, id: string): Promise<RepairRow> {
  const [row] = await tx.select().from(repairOrders).where(eq(repairOrders.id, id)).for('update');
  if (!row) throw notFound(messages.repairs.notFound);
  return row;
}

/** After the commit: every staff board, the customer's open pages and guests watching the job read it again. */
export function tellRepair(deps: Pick<ServiceDeps, 'live'>, row: Pick<RepairRow, 'id' | 'branch' | 'step' | 'version' | 'accountId'>) {
  const payload: RepairUpdatedPayload = { id: row.id, branch: row.branch, step: row.step, version: row.version };
  deps.live.repairUpdated(payload, row.accountId);
}
