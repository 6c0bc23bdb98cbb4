import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { addRepairPayment } from '../../contract/payments';
import { refreshRepairViews } from './repair-cache';

export type AddPaymentBody = BodyOf<typeof addRepairPayment>;

export interface AddPaymentInput {
  id: string;
  body: AddPaymentBody;
  /** One key per sum the desk means to record: a double click or a retry sends it again and the server records it once. */
  idempotencyKey: string;
}

export function addPayment({ id, body, idempotencyKey }: AddPaymentInput) {
  return apiRequest(addRepairPayment, {
    params: { id },
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** A deposit, a payment or a refund on a job; the job, the board and the car's history read again whatever the answer (a refusal may mean the job changed). */
export function useAddPayment() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(`${addRepairPayment.method} ${addRepairPayment.path}`, (_key: string, { arg }: { arg: AddPaymentInput }) => addPayment(arg), {
    onSuccess: refresh,
    onError: refresh,
  });
}
