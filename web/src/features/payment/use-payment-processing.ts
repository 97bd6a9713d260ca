/**
 * The card payment's processing state (spec orders §4, §9): isProcessingPayment is set about 100 ms
 * after the card form is submitted and reset when the provider answers an error (alert with its
 * message); while set, the order is polled every 2000 ms until the server's value differs, and the
 * polled order then replaces the local one (no further call). While the order's live channel is up
 * (issue 36) there is no polling: the change arrives on it and the page reads it; polling resumes the
 * moment the channel drops.
 */
import { useEffect } from 'react';
import { orderDataCall, paymentConstants, setPaymentProcessingCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useOrderLive } from '../../api/live-channel.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Marks the order processing after the spec's short delay; the local order shows it at once. */
export async function markProcessing(productOrderId: number): Promise<void> {
  await wait(paymentConstants.processingFlagDelayMs);
  const order = useOrderStore.getState().order;
  if (order) useOrderStore.setState({ order: { ...order, isProcessingPayment: 1 } });
  await callApi(setPaymentProcessingCall, { productOrderId, isProcessingPayment: 1 });
}

export async function resetProcessing(productOrderId: number): Promise<void> {
  const order = useOrderStore.getState().order;
  if (order) useOrderStore.setState({ order: { ...order, isProcessingPayment: 0 } });
  await callApi(setPaymentProcessingCall, { productOrderId, isProcessingPayment: 0 }).catch(() => undefined);
}

/** Polls while the local order is processing and its live channel is not up. */
export function usePaymentPolling(orgId: number, orgSpecificId: number, isProcessing: boolean): void {
  const live = useOrderLive(useOrderStore((s) => s.order?.id));
  useEffect(() => {
    if (!isProcessing || live) return;
    const timer = setInterval(() => {
      void callApi(orderDataCall, { orgId, productOrderOrgSpecificId: orgSpecificId })
        .then((data) => {
          const polled = data.productOrders[0];
          const local = useOrderStore.getState().order;
          if (polled && local && polled.isProcessingPayment !== local.isProcessingPayment) useOrderStore.setState({ order: polled });
        })
        .catch(() => undefined);
    }, paymentConstants.pollIntervalMs);
    return () => clearInterval(timer);
  }, [orgId, orgSpecificId, isProcessing, live]);
}
