import useSWR from 'swr';
import { getPaymentRequestPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

/** Which sum: the balance, or a deposit of `amount`; a guest adds the code and phone they tracked the job with. */
export interface PaymentRequestInput {
  repairId: string;
  deposit?: number | undefined;
  /** A part of the balance paid now; omitted: the whole balance. */
  part?: number | undefined;
  code?: string | undefined;
  phone?: string | undefined;
  /** The balance the page last saw: when a payment changes it, the code is asked for again. */
  balance?: number | undefined;
}

export function paymentRequestKey({ repairId, deposit, code, phone, balance, part }: PaymentRequestInput) {
  return [getPaymentRequestPath, repairId, deposit ?? null, code ?? null, phone ?? null, balance ?? null, part ?? null] as const;
}

/** The contract's schemas (zod) come with the first code asked for, not with the tracking page's first load. */
export async function fetchPaymentRequest({ repairId, deposit, part, code, phone }: PaymentRequestInput) {
  const { getPaymentRequest } = await import('../../contract/payment-request');
  const query = {
    ...(deposit !== undefined ? { kind: 'deposit' as const, amount: deposit } : part !== undefined ? { amount: part } : {}),
    ...(code && phone ? { code, phone } : {}),
  };
  return apiRequest(getPaymentRequest, { params: { id: repairId }, query });
}

/**
 * The VietQR code of a job's balance or deposit. A guest's code and phone count against the
 * tracking lookup's tries, so nothing is asked again by itself; the balance changes only when
 * the job does, and the page that shows it asks again then (the key carries the amount asked).
 */
export function usePaymentRequest(input: PaymentRequestInput | null) {
  return useSWR(input ? paymentRequestKey(input) : null, ([, repairId, deposit, code, phone, , part]) => fetchPaymentRequest({ repairId, deposit: deposit ?? undefined, part: part ?? undefined, code: code ?? undefined, phone: phone ?? undefined }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
