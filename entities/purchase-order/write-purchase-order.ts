import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { cancelPurchaseOrder, createPurchaseOrder, placePurchaseOrder, purchaseOrderForQuoteLine, receivePurchaseOrder } from '../../contract/parts';
import { isPurchaseOrderKey, isStockViewKey } from './purchase-order-cache';

export type PurchaseOrderBody = BodyOf<typeof createPurchaseOrder>;
export type ReceiptBody = BodyOf<typeof receivePurchaseOrder>;

function useRefresh(stockToo: boolean) {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isPurchaseOrderKey);
    if (stockToo) void mutate(isStockViewKey);
  };
}

/** Creates a draft (or places it at once with `place`); every view of the orders refreshes. */
export function useCreatePurchaseOrder() {
  const onSuccess = useRefresh(false);
  return useSWRMutation(createPurchaseOrder.path, (_key: string, { arg }: { arg: PurchaseOrderBody }) => apiRequest(createPurchaseOrder, { body: arg }), { onSuccess });
}

/** Nháp → Đã đặt. */
export function usePlacePurchaseOrder() {
  const onSuccess = useRefresh(false);
  return useSWRMutation(placePurchaseOrder.path, (_key: string, { arg }: { arg: string }) => apiRequest(placePurchaseOrder, { params: { id: arg } }), { onSuccess });
}

/** Cancels an order nothing was received on. */
export function useCancelPurchaseOrder() {
  const onSuccess = useRefresh(false);
  return useSWRMutation(cancelPurchaseOrder.path, (_key: string, { arg }: { arg: string }) => apiRequest(cancelPurchaseOrder, { params: { id: arg } }), { onSuccess });
}

/** Receives part or all of what is left; the stock and the ledger are read again too. */
export function useReceivePurchaseOrder() {
  const onSuccess = useRefresh(true);
  return useSWRMutation(receivePurchaseOrder.path, (_key: string, { arg }: { arg: { id: string; body: ReceiptBody } }) => apiRequest(receivePurchaseOrder, { params: { id: arg.id }, body: arg.body }), {
    onSuccess,
  });
}

export type QuoteLineOrderBody = BodyOf<typeof purchaseOrderForQuoteLine>;

/** A draft order of what a quote's part line lacks at the job's branch. */
export function useOrderForQuoteLine() {
  const onSuccess = useRefresh(false);
  return useSWRMutation(purchaseOrderForQuoteLine.path, (_key: string, { arg }: { arg: QuoteLineOrderBody }) => apiRequest(purchaseOrderForQuoteLine, { body: arg }), { onSuccess });
}
