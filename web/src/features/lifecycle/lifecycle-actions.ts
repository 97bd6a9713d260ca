/**
 * The order page's lifecycle moves (spec orders §4, §7): each call answers the order as the viewer
 * may see it, which replaces the page's copy. A refusal comes back as the server's message (422 with
 * the table's or the submit check's text, 403, 404, 409) and is shown as an alert; nothing changes.
 */
import {
  actionRequiredCall,
  approveOrderCall,
  cancelOrderCall,
  duplicateOrderCall,
  getTaxRateCall,
  requestStatusUpdateCall,
  submitOrderCall,
  pluginMoveCall,
  setOrderStatusCall,
  type PluginMoveName,
  type ResponseOf,
} from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { inGuestMode } from '../session/session-store.ts';
import { useOrderDetailsPopup } from './order-details-popup-store.ts';
import { useOrderHistory } from './order-history-store.ts';

type MoveResult = ResponseOf<typeof submitOrderCall>['data'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Server check ids whose failure opens the order details popup (the spec's phone and address rules, and the contact fields). */
const CHECKS_OPENING_DETAILS = new Set(['phone', 'deliveryAddress', 'company', 'contactEmail']);

function adopt(result: MoveResult): void {
  useOrderStore.getState().adoptOrder(result.productOrder);
  void useOrderHistory.getState().reload();
}

/** Runs one move; true when the server made it. A refusal is shown with the server's message. */
async function move(run: () => Promise<MoveResult>): Promise<boolean> {
  try {
    adopt(await run());
    return true;
  } catch (error) {
    await showAlert(messageOf(error));
    const check = error instanceof ApiError ? error.issues.find((i) => CHECKS_OPENING_DETAILS.has(i.path)) : undefined;
    if (check) useOrderDetailsPopup.getState().show({ check: check.path, message: messageOf(error) });
    // Someone else moved the order meanwhile: take their version.
    if (error instanceof ApiError && error.status === 409) {
      const address = useOrderStore.getState().address;
      if (address) await useOrderStore.getState().load(address);
    }
    return false;
  }
}

const currentOrder = () => {
  const order = useOrderStore.getState().order;
  if (!order) throw new Error('No order is open.');
  return order;
};

export const submitOrder = () =>
  move(() => callApi(submitOrderCall, { productOrderId: currentOrder().id, version: currentOrder().version, isGuestMode: inGuestMode() }));
export const approveOrder = (feedbackNotes: string) =>
  move(() =>
    callApi(approveOrderCall, { productOrderId: currentOrder().id, version: currentOrder().version, ...(feedbackNotes.trim() ? { feedbackNotes } : {}) }),
  );
export const requireChanges = (feedbackNotes: string) =>
  move(() => callApi(actionRequiredCall, { productOrderId: currentOrder().id, feedbackNotes, version: currentOrder().version }));
export const cancelOrder = () => move(() => callApi(cancelOrderCall, { productOrderId: currentOrder().id, version: currentOrder().version }));
/** A move an enabled plugin adds to the lifecycle (its button is in the More actions menu). */
export const makePluginMove = (pluginMove: PluginMoveName) =>
  move(() => callApi(pluginMoveCall, { productOrderId: currentOrder().id, move: pluginMove, version: currentOrder().version }));
export const setOrderStatus = (statusKey: string) =>
  move(() => callApi(setOrderStatusCall, { productOrderId: currentOrder().id, orgId: currentOrder().orgId, statusKey, version: currentOrder().version }));

/** Asks staff for news; resolves the server's confirmation text, or null after showing a refusal. */
export async function requestStatusUpdate(): Promise<string | null> {
  try {
    return (await callApi(requestStatusUpdateCall, { productOrderId: currentOrder().id })).message;
  } catch (error) {
    await showAlert(messageOf(error));
    return null;
  }
}

export async function duplicateOrder(productOrderId: number): Promise<{ orgSpecificId: number }> {
  return (await callApi(duplicateOrderCall, { productOrderId })).productOrder;
}

/**
 * The tax lookup after the delivery address changed (spec orders §7): the server asks the
 * organisation's tax provider and, for a non-zero rate different from the order's, updates
 * taxPercentage. A failed lookup keeps the current rate, and the person is told so.
 */
export async function lookUpTaxRate(): Promise<void> {
  const order = currentOrder();
  try {
    const result = await callApi(getTaxRateCall, { deliveryAddress: order.deliveryAddress, productOrderId: order.id, version: order.version });
    if (result.productOrder) useOrderStore.getState().adoptOrder(result.productOrder);
    if (result.outcome === 'unavailable') await showAlert(result.message ?? 'The sales tax rate could not be looked up; the current rate is kept.');
  } catch (error) {
    await showAlert(`The sales tax rate could not be looked up (${messageOf(error)}); the current rate is kept.`);
  }
}
