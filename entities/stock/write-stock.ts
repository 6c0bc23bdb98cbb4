import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { cancelStockCount, finishStockCount, returnToSupplier, startStockCount, transferStock } from '../../contract/parts';
import { isStockViewKey } from './stock-cache';

export type TransferBody = BodyOf<typeof transferStock>;
export type ReturnBody = BodyOf<typeof returnToSupplier>;
export type CountBody = BodyOf<typeof startStockCount>;
export type FinishCountBody = BodyOf<typeof finishStockCount>;

function useRefreshStock() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isStockViewKey);
}

/** Out of one branch and into the other in one transaction. */
export function useTransferStock() {
  const onSuccess = useRefreshStock();
  return useSWRMutation(transferStock.path, (_key: string, { arg }: { arg: TransferBody }) => apiRequest(transferStock, { body: arg }), { onSuccess });
}

export function useReturnToSupplier() {
  const onSuccess = useRefreshStock();
  return useSWRMutation(returnToSupplier.path, (_key: string, { arg }: { arg: ReturnBody }) => apiRequest(returnToSupplier, { body: arg }), { onSuccess });
}

/** Finishes at once (`finish`, the default) or opens a count to go on with. */
export function useStartStockCount() {
  const onSuccess = useRefreshStock();
  return useSWRMutation(startStockCount.path, (_key: string, { arg }: { arg: CountBody }) => apiRequest(startStockCount, { body: arg }), { onSuccess });
}

export function useFinishStockCount() {
  const onSuccess = useRefreshStock();
  return useSWRMutation(finishStockCount.path, (_key: string, { arg }: { arg: { id: string; body: FinishCountBody } }) => apiRequest(finishStockCount, { params: { id: arg.id }, body: arg.body }), {
    onSuccess,
  });
}

export function useCancelStockCount() {
  const onSuccess = useRefreshStock();
  return useSWRMutation(cancelStockCount.path, (_key: string, { arg }: { arg: string }) => apiRequest(cancelStockCount, { params: { id: arg } }), { onSuccess });
}
