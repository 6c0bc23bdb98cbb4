import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listBranchBankAccounts } from '../../contract/payment-request';

export const bankAccountsKey = listBranchBankAccounts.path;

export function fetchBankAccounts() {
  return apiRequest(listBranchBankAccounts);
}

/** The branches' accounts that take transfers; a branch without one is not listed. */
export function useBankAccounts() {
  return useSWR(bankAccountsKey, fetchBankAccounts);
}
