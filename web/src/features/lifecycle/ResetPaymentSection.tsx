/**
 * Order Info's payment part for staff: a card payment marked as processing (the customer left at
 * their bank's confirmation, a webhook that never came) can be reset, so the customer is offered the
 * payment methods again. The server refuses anyone but staff and writes a history row naming them.
 */
import { useEffect, useRef, useState } from 'react';
import { paymentMessages, resetPaymentCall } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import './reset-payment.css';

export function ResetPaymentSection({ order }: { order: OrderView }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button is gone once done: focus stays in the dialog, on what happened (Escape still closes it).
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  if (order.isProcessingPayment !== 1 && !done) return null;

  const reset = async () => {
    setBusy(true);
    try {
      await callApi(resetPaymentCall, { productOrderId: order.id });
      const local = useOrderStore.getState().order;
      if (local?.id === order.id) useOrderStore.setState({ order: { ...local, isProcessingPayment: 0 } });
      setDone(true);
    } catch (error) {
      await showAlert(error instanceof ApiError ? error.message : 'The payment could not be reset.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={done ? 'order-info-pricing order-info-payment is-done' : 'order-info-pricing order-info-payment'}>
      <legend>Payment</legend>
      {done ? (
        <p ref={doneRef} role="status" tabIndex={-1}>
          {paymentMessages.resetPaymentDone}
        </p>
      ) : (
        <>
          <p className="muted">{paymentMessages.resetPaymentHelp}</p>
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void reset()}>
            {paymentMessages.resetPayment}
          </button>
        </>
      )}
    </fieldset>
  );
}
