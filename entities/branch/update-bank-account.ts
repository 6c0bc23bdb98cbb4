import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { updateBranchBankAccount, type BranchBankAccount } from '../../contract/payment-request';
import { bankAccountsKey } from './get-bank-accounts';

export interface BankAccountChange {
  branch: BranchId;
  body: z.input<typeof updateBranchBankAccount.body>;
}

export function putBankAccount({ branch, body }: BankAccountChange) {
  return apiRequest(updateBranchBankAccount, { params: { branch }, body });
}

/** A master sets a branch's account; the list shows the saved one (as the bank writes the name) at once. */
export function useUpdateBankAccount() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateBranchBankAccount.method} ${updateBranchBankAccount.path}`, (_key: string, { arg }: { arg: BankAccountChange }) => putBankAccount(arg), {
    onSuccess(saved) {
      void mutate(bankAccountsKey, (current: BranchBankAccount[] | undefined) => [...(current ?? []).filter((account) => account.branch !== saved.branch), saved], { revalidate: true });
    },
  });
}
