/**
 * The card method's panel: the form of the gateway in use (its plugin's contribution to
 * 'card-gateway-forms', loaded on demand) and everything around it that is the platform's: the intent
 * (the server's amount), the processing flag, the confirmation on the server through the gateway, the
 * provider's message when a card is declined, and the hand-over of a confirmation step (3-D Secure) to
 * the payment panel's dialog. Nothing here names a gateway.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import {
  confirmCardPaymentCall,
  createPaymentIntentCall,
  paymentConstants,
  type CardFormProps,
  type CardGatewayForm,
  type CardStepOutcome,
  type PaymentEnvironment,
} from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { markProcessing, resetProcessing } from './use-payment-processing.ts';
import { loadCardGatewayForm, type CardGatewayRef } from './card-gateway-forms.ts';
import { documentAllowsGatewayForms } from './document-policy.ts';
import type { RequestConfirmation } from './card-confirmation.ts';
import { TestModeSwitch } from './TestModeSwitch.tsx';

interface Props {
  gateway: CardGatewayRef;
  productOrderId: number;
  payInFull: boolean;
  environment: PaymentEnvironment;
  amountInCents: number;
  buttonLabel: string;
  onRequiresAction: RequestConfirmation;
  /** The person may switch environments (employees): the form's switch is shown when it has one. */
  mayUseTestMode: boolean;
}

const failedMessage = 'The card payment failed.';

export function CardMethodSection({ gateway, productOrderId, payInFull, environment, amountInCents, buttonLabel, onRequiresAction, mayUseTestMode }: Props) {
  // undefined while loading, null when the gateway's plugin has no form.
  const [form, setForm] = useState<CardGatewayForm | null | undefined>(undefined);
  const { pluginId, gatewayId, setup } = gateway;
  useEffect(() => {
    let live = true;
    loadCardGatewayForm({ pluginId, gatewayId }).then(
      (found) => live && setForm(found ?? null),
      () => live && setForm(null),
    );
    return () => {
      live = false;
    };
  }, [pluginId, gatewayId]);

  // A form that needs the payment page's policy, reached by navigating inside the app: load this page's
  // document. (Only on the payment page's path, so a page elsewhere can never reload in a loop.)
  const blockedByPolicy = !!form?.needsPaymentPagePolicy && !documentAllowsGatewayForms();
  useEffect(() => {
    if (blockedByPolicy && paymentConstants.cardPaymentPagePath.test(window.location.pathname)) window.location.reload();
  }, [blockedByPolicy]);

  const pay = useCallback(
    async (paymentMethod: Readonly<Record<string, string>>): Promise<CardStepOutcome> => {
      const fail = async (message: string): Promise<CardStepOutcome> => {
        await resetProcessing(productOrderId);
        await showAlert(message);
        return { status: 'error', message };
      };
      try {
        const intent = await callApi(createPaymentIntentCall, {
          productOrderId,
          isCardPayment: true,
          paymentEnvironment: environment,
          payInFull,
          shippedWithoutFinalPayment: false,
        });
        await markProcessing(productOrderId);
        const step = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret, environment };
        const result = await callApi(confirmCardPaymentCall, {
          paymentIntentId: step.paymentIntentId,
          clientSecret: step.clientSecret,
          paymentEnvironment: environment,
          paymentMethod: { ...paymentMethod },
        });
        if (result.status === 'error') return await fail(result.message ?? failedMessage);
        if (result.status === 'requires_action') onRequiresAction({ ...step, setup, gateway: { pluginId, gatewayId } });
        return { status: result.status };
      } catch (error) {
        return fail(error instanceof ApiError ? error.message : failedMessage);
      }
    },
    [productOrderId, environment, payInFull, setup, pluginId, gatewayId, onRequiresAction],
  );

  if (form === undefined || blockedByPolicy) return <p role="status">Loading the card form…</p>;
  if (form === null) return <p role="alert">The card form could not be loaded. Please choose another payment method or try again later.</p>;
  // The point's payload is typed without React in core; its forms are React components.
  const Form = form.Form as ComponentType<CardFormProps>;
  return (
    <>
      {mayUseTestMode && form.testModeLabel && <TestModeSwitch label={form.testModeLabel} environment={environment} />}
      <Form amountInCents={amountInCents} environment={environment} buttonLabel={buttonLabel} setup={setup} pay={pay} />
    </>
  );
}
