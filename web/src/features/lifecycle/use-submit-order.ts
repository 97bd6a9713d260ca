/**
 * Submit (spec orders §4, §5): the shared submit checks run first in the browser (the same function
 * the server runs, with the organisation's order validators), each failure shown as its exact alert;
 * the contact and address failures then open the order details popup with the failing field focused
 * and marked. A made-to-order order then asks 'Are you sure you want to submit your order? It will be
 * sent to {org} for review.' (only the organisation's name filled in); a stocked order goes on with
 * 'Continue to Payment'. The server decides: its refusal is shown the same way. The order header
 * offers it as its primary button or as an entry of its More menu (useSubmitOrder).
 */
import { useState } from 'react';
import { contributionsWithSettings, fillTemplate, firstOrderCheckFailure, lifecycleMessages, orderValidatorsPoint } from '@configurator/core';
import { askConfirm, showAlert } from '../../ui/dialogs.ts';
import { useRegistry, useSession } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { useOrderDetailsPopup } from './order-details-popup-store.ts';
import { submitOrder } from './lifecycle-actions.ts';

interface SubmitOrder {
  label: string;
  busy: boolean;
  submit: () => Promise<void>;
}

/** Asked at the press, hasInvalidItem: every item's validity is completed then (some are evaluated in idle time). */
export function useSubmitOrder(order: OrderView, hasInvalidItem: () => boolean): SubmitOrder {
  const registry = useRegistry();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const stocked = order.isStocked === 1;

  const submit = async () => {
    // The latest saved order: a details popup just saved may have changed it.
    const current = useOrderStore.getState().order ?? order;
    const failure = firstOrderCheckFailure(
      { order: current, hasInvalidItem: hasInvalidItem(), stage: 'submit' },
      contributionsWithSettings(registry, orderValidatorsPoint),
    );
    if (failure) {
      await showAlert(failure.message);
      if (failure.opensOrderDetails) useOrderDetailsPopup.getState().show({ check: failure.check, message: failure.message });
      return;
    }
    if (!stocked && !(await askConfirm(fillTemplate(lifecycleMessages.submitConfirm, { org: session.activeOrg.title }), 'Submit'))) return;
    setBusy(true);
    await submitOrder();
    setBusy(false);
  };

  return { label: stocked ? lifecycleMessages.continueToPayment : busy ? 'Submitting…' : 'Submit', busy, submit };
}
