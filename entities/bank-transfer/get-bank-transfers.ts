import useSWR from 'swr';
import { listBankTransfers, type TransferStatus } from '../../contract/bank-transfers';
import { apiRequestPage } from '../../contract/client';
import { DESK_REFRESH, PAGE_SIZE_MANAGER } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';

export interface BankTransfersQuery {
  page: number;
  status: TransferStatus;
  branch?: BranchId;
}

/** Under the list's path, so assigning or dismissing a transfer refreshes the page too. */
export function bankTransfersKey(query: BankTransfersQuery) {
  return [listBankTransfers.path, query] as const;
}

export function fetchBankTransfers(query: BankTransfersQuery) {
  return apiRequestPage(listBankTransfers, {
    query: { limit: PAGE_SIZE_MANAGER, ...query },
  });
}

/** One page of incoming transfers, newest first; new ones show up by themselves while the tab is visible. */
export function useBankTransfers(query: BankTransfersQuery) {
  return useSWR(bankTransfersKey(query), ([, current]) => fetchBankTransfers(current), { keepPreviousData: true, ...DESK_REFRESH });
}
