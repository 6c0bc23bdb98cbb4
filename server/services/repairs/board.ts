import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizePlate } from '../../../contract/repair-steps';
import type { RepairListQuery, RepairSummary } from '../../../contract/repairs';
import { repairOrders, vehicles } from '../../db/schema';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import { containsPattern, searchWords } from '../../lib/search-text';
import { vietnamDayStart, vietnamToday } from '../../lib/vietnam-time';
import type { ServiceDeps } from '../deps';
import { selectRepairs, toSummary } from './repair-rows';

/**
 * The board's `q`: every word in the job's search document (folded name, phone, reference; ILIKE,
 * as the reference is upper-case), or the typed plate, however written, inside a vehicle's plate key.
 */
function searchFilter(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const byText = and(...words.map((word) => sql`${repairOrders.searchDocument} ilike ${containsPattern(word)} escape '\\'`));
  const plateKey = normalizePlate(q ?? '');
  return plateKey ? or(byText, sql`${vehicles.plateKey} like ${containsPattern(plateKey)} escape '\\'`) : byText;
}

/**
 * The workshop's jobs. 'board' (the default): the open ones and those handed over today (Vietnam
 * time), longest in their step first, unpaged; 'closed': handed-over jobs, newest first, paged
 * (the first page when none is asked).
 * Filtered by branch, step, staff in charge and `q`.
 */
export function listRepairs(deps: Pick<ServiceDeps, 'db' | 'now'>, query: RepairListQuery): Promise<ListPage<RepairSummary>> {
  const closed = query.state === 'closed';
  const where = and(
    query.branch ? eq(repairOrders.branch, query.branch) : undefined,
    query.step ? eq(repairOrders.step, query.step) : undefined,
    query.staffId ? eq(repairOrders.staffId, query.staffId) : undefined,
    searchFilter(query.q),
    closed
      ? isNotNull(repairOrders.closedAt)
      : or(isNull(repairOrders.closedAt), gte(repairOrders.closedAt, vietnamDayStart(vietnamToday(deps.now())))),
  );
  // Years of handed-over jobs are never sent whole: without page or limit, the first page.
  const window = closed ? (pageWindow(query) ?? pageWindow({ page: 1, limit: undefined })) : null;
  return pageOf(
    window,
    async () => {
      const rows = selectRepairs(deps.db)
        .where(where)
        .orderBy(...(closed ? [desc(repairOrders.closedAt), desc(repairOrders.id)] : [asc(repairOrders.stepStartedAt), asc(repairOrders.id)]));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(toSummary);
    },
    async () =>
      Number(
        (await deps.db.select({ n: count() }).from(repairOrders).innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId)).where(where))[0]?.n ?? 0,
      ),
  );
}
