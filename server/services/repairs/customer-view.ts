import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { MyVehicle, RepairDetail, RepairLookup } from '../../../contract/repairs';
import { repairOrders } from '../../db/schema';
import { gone, notFound } from '../../lib/http-errors';
import type { QuoteLink } from '../../lib/quote-link-token';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { suggestionsOf, warrantiesOf } from './money-rows';
import { approvedWork, detailsOf, forCustomer, selectRepairs, toVehicle } from './repair-rows';

// What a customer sees of their cars: matched by their account, never by plate alone, so someone
// else who brings the same car in sees none of these jobs; notes and photos as staff shared them.

/** The signed-in customer's jobs, newest first. */
async function ownJobs(deps: Pick<ServiceDeps, 'db'>, customer: AuthUser) {
  const rows = await selectRepairs(deps.db)
    .where(eq(repairOrders.accountId, customer.id))
    .orderBy(desc(repairOrders.createdAt), desc(repairOrders.id));
  const details = await detailsOf(deps.db, rows);
  return rows.map((row, index) => ({ row, detail: forCustomer(details[index]!) }));
}

export async function listMyRepairs(deps: Pick<ServiceDeps, 'db'>, customer: AuthUser): Promise<RepairDetail[]> {
  return (await ownJobs(deps, customer)).map((job) => job.detail);
}

/**
 * 'Xe của tôi': each car the customer brought in (the most recent first), its open job and the
 * customer's own past jobs on it. The car's last km is read from those jobs, not from the car's
 * record, which another owner's visit may have moved.
 */
export async function listMyVehicles(deps: Pick<ServiceDeps, 'db'>, customer: AuthUser): Promise<MyVehicle[]> {
  const jobs = await ownJobs(deps, customer);
  const byVehicle = new Map<string, MyVehicle>();
  for (const { row, detail } of jobs) {
    let vehicle = byVehicle.get(row.vehicle.id);
    if (!vehicle) {
      vehicle = {
        ...toVehicle(row.vehicle),
        lastOdometerKm: detail.odometerKm,
        openRepair: null,
        history: [],
        warranties: await warrantiesOf(deps.db, row.vehicle.id, customer.id),
        suggestions: await suggestionsOf(deps.db, row.vehicle.id, customer.id),
        nextService: null,
      };
      byVehicle.set(row.vehicle.id, vehicle);
    }
    // Jobs come newest first: the first one with a next service set is the one that counts.
    if (!vehicle.nextService && (detail.nextService.on !== null || detail.nextService.km !== null)) vehicle.nextService = detail.nextService;
    if (!vehicle.openRepair && detail.closedAt === null) {
      vehicle.openRepair = detail;
    } else {
      const { moves: _moves, fuelLevel: _fuelLevel, inspection: _inspection, quote, payment: _payment, money: _money, nextService: _next, suggestedNextService: _suggested, ...item } = detail;
      vehicle.history.push({ ...item, work: approvedWork(quote?.lines ?? []) });
    }
  }
  return [...byVehicle.values()];
}

/** 'Theo dõi sửa chữa': the job of a reference and the customer's phone; a wrong code or phone answers the same 404. */
export async function trackRepair(deps: Pick<ServiceDeps, 'db'>, lookup: RepairLookup): Promise<RepairDetail> {
  const [row] = await selectRepairs(deps.db).where(and(eq(repairOrders.code, lookup.code), eq(repairOrders.numberPhone, lookup.phone)));
  if (!row) throw notFound(messages.repairs.lookupNotFound);
  const [detail] = await detailsOf(deps.db, [row]);
  return forCustomer(detail!);
}

/**
 * The one-tap link: the job its token names, while the quote is still the version it was made
 * for and the car has not been handed over. Otherwise (or a job that is gone) 410, in words that
 * send the customer to the code and phone.
 */
export async function openQuoteLink(deps: Pick<ServiceDeps, 'db'>, link: QuoteLink | null): Promise<RepairDetail> {
  if (!link) throw gone(messages.quotes.linkInvalid);
  const [row] = await selectRepairs(deps.db).where(eq(repairOrders.id, link.repairId));
  if (!row || !quoteLinkHolds(row.repair, row.quote, link)) throw gone(messages.quotes.linkInvalid);
  const [detail] = await detailsOf(deps.db, [row]);
  return forCustomer(detail!);
}

/** A link holds for its own job until handover, at the quote version it names. */
export function quoteLinkHolds(repair: { id: string; closedAt: Date | null }, quote: { version: number } | null, link: QuoteLink): boolean {
  return repair.id === link.repairId && repair.closedAt === null && quote !== null && quote.version === link.version;
}
