import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { listStockMovements } from '../../contract/parts';

export interface StockMovementsQuery {
  page: number;
  partId?: string;
  branch?: BranchId;
}

export function stockMovementsKey(query: StockMovementsQuery) {
  return [listStockMovements.path, query] as const;
}

export function fetchStockMovements(query: StockMovementsQuery) {
  return apiRequestPage(listStockMovements, { query: { limit: PAGE_SIZE_MANAGER, ...query } });
}

/** One page of the ledger (sổ kho), newest first; the last page stays shown while the next loads. */
export function useStockMovements(query: StockMovementsQuery) {
  return useSWR(stockMovementsKey(query), ([, current]) => fetchStockMovements(current), { keepPreviousData: true });
}
