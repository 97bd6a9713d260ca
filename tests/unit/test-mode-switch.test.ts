/**
 * Issue 35: the employees' test-mode switch is labelled by the card gateway's own form, so with
 * several gateways 'Stripe Test Mode' shows with Stripe's form only, never with another's.
 */
import { describe, expect, it } from 'vitest';
import { cardGatewayFormsPoint, type CardGatewayForm, type PluginDefinition } from '@configurator/core';
import { webPlugin as stripeWeb } from '../../plugins/stripe-payments/src/web.tsx';
import { webPlugin as simulatedWeb } from '../../plugins/offline-card/src/web.tsx';

const cardFormOf = (plugin: PluginDefinition) =>
  plugin.contributions.find((c) => c.point.id === cardGatewayFormsPoint.id)?.value as CardGatewayForm | undefined;

describe('the test-mode switch of a card gateway form', () => {
  it("is labelled 'Stripe Test Mode' on Stripe's form only; the simulated gateway's form has none", () => {
    expect(cardFormOf(stripeWeb)?.testModeLabel).toBe('Stripe Test Mode');
    expect(cardFormOf(simulatedWeb)).toBeDefined();
    expect(cardFormOf(simulatedWeb)?.testModeLabel).toBeUndefined();
  });
});
