import { http, HttpResponse } from 'msw';
import { bankByBin } from '../contract/banks';
import { messages } from '../contract/messages';
import { branchBankAccountBodySchema, listBranchBankAccounts, updateBranchBankAccount, type BranchBankAccount } from '../contract/payment-request';
import { branchMaster } from './data/branches';
import { mockOk } from './endpoint-handlers';

/**
 * Stories only: the branches' accounts answered as the server does: the body read by the
 * contract's own schema (400 in its words), the name kept in capitals without diacritics, the
 * saved account listed next time. `onSave` sees each body as sent.
 */
export function bankAccountHandlers(store: { accounts: BranchBankAccount[] }, { onSave }: { onSave?: (branch: string, body: unknown) => void } = {}) {
  return [
    mockOk(listBranchBankAccounts, () => store.accounts),
    http.put(updateBranchBankAccount.path, async ({ request, params }) => {
      const sent = await request.json();
      onSave?.(String(params.branch), sent);
      const parsed = branchBankAccountBodySchema.safeParse(sent);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? messages.common.invalidData }, { status: 400 });
      const saved = updateBranchBankAccount.response.parse({
        branch: params.branch,
        ...parsed.data,
        bankName: bankByBin(parsed.data.bin)?.shortName,
        updatedBy: branchMaster,
        updatedAt: new Date().toISOString(),
      });
      store.accounts = [...store.accounts.filter((account) => account.branch !== saved.branch), saved];
      return HttpResponse.json(saved);
    }),
  ];
}
