import useSWR from 'swr';
import { getCashDay } from '../../contract/cashbook';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';

export interface CashDayQuery {
  branch: BranchId;
  /** 'YYYY-MM-DD' (Vietnam). */
  day: string;
}

export function cashDayKey({ branch, day }: CashDayQuery) {
  return [getCashDay.path, branch, day] as const;
}

export function fetchCashDay(query: CashDayQuery) {
  return apiRequest(getCashDay, { query: { branch: query.branch, day: query.day } });
}

/** One branch's cash book for one day; nothing is asked while `query` is null (the branch not known yet). */
export function useCashDay(query: CashDayQuery | null) {
  return useSWR(query ? cashDayKey(query) : null, ([, branch, day]) => fetchCashDay({ branch, day }));
}
