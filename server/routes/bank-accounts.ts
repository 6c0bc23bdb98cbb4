import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/payment-request';
import { route, signedIn } from '../lib/route';
import { listBankAccounts, setBankAccount } from '../services/money/bank-accounts';

/** The branches' bank accounts that VietQR codes send transfers to (contract/payment-request.ts). */
export async function bankAccountRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listBranchBankAccounts, () => listBankAccounts(deps));
  route(app, contract.updateBranchBankAccount, ({ params, body, request }) => setBankAccount(deps, signedIn(request), params.branch, body), {
    refusal: messages.vietqr.masterOnly,
  });
}
