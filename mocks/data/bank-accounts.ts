import type { BranchBankAccount, PaymentRequest } from '../../contract/payment-request';
import { transferNoteFor } from '../../contract/transfer-reference';
import { vietqrPayload } from '../../contract/vietqr';
import { branchMaster } from './branches';

/** Quận 12's account at Vietcombank, set by the stories' master. */
export const demoBankAccount: BranchBankAccount = {
  branch: 'quan-12',
  bin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0071001234567',
  accountName: 'CONG TY TNHH GARA O TO DUC PHAT',
  updatedBy: branchMaster,
  updatedAt: '2026-02-21T03:15:00.000Z',
};

/** The code a job's balance asks for, built as the server builds it, so the QR in a story scans. */
export function demoPaymentRequest(code: string, amount: number, account: BranchBankAccount = demoBankAccount): PaymentRequest {
  const note = transferNoteFor(code);
  return {
    amount,
    payload: vietqrPayload({ bin: account.bin, accountNumber: account.accountNumber, amount, note }),
    bank: account.bankName,
    bin: account.bin,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    note,
  };
}
