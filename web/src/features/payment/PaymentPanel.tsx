/**
 * The payment screen (spec orders §2, §4, §5, §9), 750 px wide: intro, delivery address, the deposit /
 * full choice, the cost summary, 'AMOUNT DUE', and the accordion of payment methods. Every amount comes
 * from the server's payment screen call; the browser never sends one.
 */
import { useOrderDetailsPopup } from '../lifecycle/order-details-popup-store.ts';
import { useCallback, useEffect, useState } from 'react';
import {
  CARD_METHOD_KEY,
  confirmOrderPaymentCall,
  confirmPaymentReceivedCall,
  fillTemplate,
  formatMoney,
  isPaymentMethodKey,
  paymentMessages,
  paymentMethodTexts,
  paymentScreenCall,
  type PaymentMethodKey,
  type ResponseOf,
} from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { inGuestMode } from '../session/session-store.ts';
import type { OrderView } from '../../order-state/order-types.ts';
import { readPaymentEnvironment } from './payment-environment.ts';
import { CardMethodSection } from './CardMethodSection.tsx';
import { CardConfirmationDialog } from './CardConfirmationDialog.tsx';
import type { PendingConfirmation } from './card-confirmation.ts';
import { OfflineMethodSection } from './OfflineMethodSection.tsx';
import { usePaymentPolling } from './use-payment-processing.ts';
import './payment.css';

type Screen = ResponseOf<typeof paymentScreenCall>['data'];

/** The button of each method, with the amount due. */
const buttonOf = (key: string, amount: string) => (isPaymentMethodKey(key) ? paymentMethodTexts[key].button : '').replace('{amount}', amount);
const dollars = (cents: number) => formatMoney(cents).replace(/^\$/, '');

interface Props {
  order: OrderView;
  orderLabel: string;
  isEmployee: boolean;
}

export function PaymentPanel({ order, orderLabel, isEmployee }: Props) {
  const [payInFull, setPayInFull] = useState(false);
  const [method, setMethod] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  // The intent whose confirmation the customer answered: a reload of the screen meanwhile does not reopen it.
  const [answeredIntent, setAnsweredIntent] = useState<string | null>(null);
  const environment = readPaymentEnvironment(isEmployee);
  const isProcessing = order.isProcessingPayment === 1;
  usePaymentPolling(order.orgId, order.orgSpecificId, isProcessing);

  const load = useCallback(async () => {
    try {
      setScreen(
        await callApi(paymentScreenCall, {
          productOrderId: order.id,
          payInFull,
          paymentEnvironment: environment,
          isGuestMode: inGuestMode(),
          ...(method && isPaymentMethodKey(method) ? { paymentMethod: method satisfies PaymentMethodKey } : {}),
        }),
      );
    } catch {
      setScreen(null);
    }
  }, [order.id, payInFull, method, environment]);
  // Reloaded whenever the order's payment state changes (paid, moved, processing).
  useEffect(() => void load(), [load, order.version, order.amountPaidInCents, order.lastCompletedStatusKey, order.isProcessingPayment]);
  useEffect(() => {
    if (screen?.forcedPaymentMethod && method !== screen.forcedPaymentMethod) setMethod(screen.forcedPaymentMethod);
    else if (!method && screen?.methods[0]) setMethod(screen.methods[0].key);
  }, [screen, method]);

  // After a reload in the middle of the bank's confirmation, the server says it still waits: ask again.
  useEffect(() => {
    const pending = screen?.pendingConfirmation;
    const gateway = screen?.cardGateway;
    if (!pending || !gateway || confirmation || pending.paymentIntentId === answeredIntent) return;
    setConfirmation({
      paymentIntentId: pending.paymentIntentId,
      clientSecret: pending.clientSecret,
      environment: pending.paymentEnvironment,
      setup: gateway.setup,
      gateway,
    });
  }, [screen, confirmation, answeredIntent]);

  if (!screen?.payable) return null;
  const amount = dollars(screen.amountDueInCents);
  const costs = order.costs;

  const confirmOffline = async (key: string) => {
    setBusy(true);
    try {
      if (!isPaymentMethodKey(key)) return;
      await callApi(confirmOrderPaymentCall, {
        productOrderId: order.id,
        paymentMethod: key,
        paymentData: {},
        payInFull: screen.payInFull,
        isGuestMode: inGuestMode(),
      });
      await load();
    } catch (error) {
      await showAlert(error instanceof ApiError ? error.message : 'The payment could not be confirmed.');
    } finally {
      setBusy(false);
    }
  };
  const confirmReceived = async () => {
    setBusy(true);
    try {
      await callApi(confirmPaymentReceivedCall, { productOrderId: order.id });
      const address = useOrderStore.getState().address;
      if (address) await useOrderStore.getState().load(address);
    } catch (error) {
      await showAlert(error instanceof ApiError ? error.message : 'The payment could not be recorded.');
    } finally {
      setBusy(false);
    }
  };

  const delivery = order.deliveryAddress;
  return (
    <section className="payment-panel card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      <p className="payment-intro">
        {screen.shippedWithoutFinalPayment
          ? 'Your order has shipped. Please pay the remaining balance.'
          : 'Your order is ready for payment. Review the delivery address and the amounts, then choose how to pay.'}
      </p>
      <div className="payment-address">
        <h3>Delivery address</h3>
        <p>
          {[delivery?.streetAddress, delivery?.streetAddress2].filter(Boolean).join(', ')}
          <br />
          {[delivery?.city, delivery?.state, delivery?.zip].filter(Boolean).join(', ')}
          <br />
          {delivery?.country || 'United States'}
        </p>
      </div>

      {screen.depositChoiceApplies && (
        <fieldset className="payment-choice">
          <legend className="visually-hidden">How much to pay now</legend>
          <label>
            <input type="radio" name="pay-in-full" checked={!payInFull} onChange={() => setPayInFull(false)} /> {paymentMessages.payDepositOnly}
          </label>
          <label>
            <input type="radio" name="pay-in-full" checked={payInFull} onChange={() => setPayInFull(true)} /> {paymentMessages.payInFull}
          </label>
          <p className="muted">{paymentMessages.finalPaymentNote}</p>
        </fieldset>
      )}

      {costs && (
        <dl className="payment-summary">
          <dt>Subtotal</dt>
          <dd>{formatMoney(costs.orderSubTotal)}</dd>
          {costs.discount > 0 && (
            <>
              <dt>Discount</dt>
              <dd>-{formatMoney(costs.discount)}</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>{costs.shippingIsTbd ? 'TBD' : formatMoney(costs.shipping)}</dd>
          {costs.tariff > 0 && (
            <>
              <dt>Tariff</dt>
              <dd>{formatMoney(costs.tariff)}</dd>
            </>
          )}
          <dt>Tax</dt>
          <dd>{formatMoney(costs.tax)}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(costs.orderTotal)}</dd>
          {(order.amountPaidInCents ?? 0) > 0 && (
            <>
              <dt>Amount paid</dt>
              <dd>-{formatMoney(order.amountPaidInCents ?? 0)}</dd>
            </>
          )}
          {screen.showDepositRow && (
            <>
              <dt>Deposit {screen.depositLabel}</dt>
              <dd>{formatMoney(costs.depositAmount)}</dd>
            </>
          )}
          {screen.upchargeAmountInCents > 0 && (
            <>
              <dt>{fillTemplate(paymentMessages.processingFee, { percent: screen.upchargePercent })}</dt>
              <dd>{formatMoney(screen.upchargeAmountInCents)}</dd>
            </>
          )}
        </dl>
      )}
      <p className="payment-amount-due">
        <span>
          {paymentMessages.amountDue}
          {order.isStocked ? ` ${screen.depositLabel}` : ''}
        </span>
        <strong data-testid="amount-due">{formatMoney(screen.amountDueInCents)}</strong>
      </p>

      {screen.blocks.length > 0 ? (
        <div className="payment-blocks" role="alert">
          {screen.blocks.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button type="button" className="btn btn-link" onClick={() => useOrderDetailsPopup.getState().show()}>
            {paymentMessages.editOrderDetails}
          </button>
        </div>
      ) : screen.awaitingConfirmation ? (
        <div className="payment-thanks" role="status">
          <p>
            <strong>{paymentMessages.thankYou}</strong>
          </p>
          <p>{paymentMessages.willUpdate}</p>
          {isEmployee && (
            <button type="button" className="btn" disabled={busy} onClick={() => void confirmReceived()}>
              Confirm payment received
            </button>
          )}
        </div>
      ) : screen.amountDueInCents <= 0 ? null : screen.methods.length === 0 ? (
        <p className="payment-manual">{screen.manualPaymentMessage}</p>
      ) : (
        <>
          {isProcessing && (
            <p className="payment-processing" role="status">
              {paymentMessages.processing}
            </p>
          )}
          {/* Hidden, not removed, while processing: the card form keeps what was typed, and a provider's element stays mounted through its confirmation. */}
          <div className="payment-methods" hidden={isProcessing}>
            {screen.methods.map((m) => {
              const open = method === m.key;
              const panelId = `payment-method-${m.key}`;
              return (
                <div key={m.key} className={open ? 'payment-method is-open' : 'payment-method'}>
                  <h3>
                    <button type="button" aria-expanded={open} aria-controls={panelId} className="payment-method-toggle" onClick={() => setMethod(m.key)}>
                      {m.title}
                      {m.isPreferred ? ` ${paymentMessages.preferred}` : ''}
                    </button>
                  </h3>
                  {open && (
                    <div id={panelId} className="payment-method-body">
                      {m.key === CARD_METHOD_KEY ? (
                        screen.cardGateway ? (
                          <CardMethodSection
                            gateway={screen.cardGateway}
                            productOrderId={order.id}
                            payInFull={screen.payInFull}
                            environment={environment}
                            amountInCents={screen.amountDueInCents}
                            buttonLabel={buttonOf(m.key, amount)}
                            onRequiresAction={setConfirmation}
                            mayUseTestMode={screen.mayUseTestMode}
                          />
                        ) : (
                          <p className="payment-manual">{screen.manualPaymentMessage}</p>
                        )
                      ) : (
                        <OfflineMethodSection
                          methodKey={m.key}
                          props={m.props}
                          orderLabel={orderLabel}
                          busy={busy}
                          buttonLabel={buttonOf(m.key, amount)}
                          onConfirm={() => void confirmOffline(m.key)}
                        />
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </>
      )}
      {confirmation && (
        <CardConfirmationDialog
          productOrderId={order.id}
          pending={confirmation}
          amount={formatMoney(screen.amountDueInCents)}
          onDone={() => {
            setAnsweredIntent(confirmation.paymentIntentId);
            setConfirmation(null);
          }}
        />
      )}
    </section>
  );
}
