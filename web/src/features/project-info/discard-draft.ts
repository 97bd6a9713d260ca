/**
 * Removing an untitled draft its owner left (use-remove-untitled-draft.ts): the discard call, which
 * checks again on the server that it is still the viewer's untitled draft, then the orders list's
 * reload if it is loaded. A lazy chunk, fetched when a draft is left (issue 17).
 */
import { discardUntitledDraftCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';

export async function removeDraft(orderId: number): Promise<void> {
  try {
    await callApi(discardUntitledDraftCall, { productOrderId: orderId });
  } catch {
    // Nothing to tell: the person has left the page, and the draft stays as it was.
    return;
  }
  // The list's code is not part of the order page (issue 17): fetched here, after a removal, only.
  const { useOrdersListStore } = await import('../orders-list/orders-list-store.ts');
  if (useOrdersListStore.getState().orgId !== null) await useOrdersListStore.getState().reload();
}
