import { describe, expect, it } from 'vitest';
import { statusDefinition } from '../../domain/organisation.ts';
import { forcedPaymentMethod, intentStatusKeyOf, latestStatusEntry, mayBePayableAt, payableStepOf, type PaymentStatusFacts } from './payment-step.ts';
import { offeredPaymentMethods, manualPaymentMessageOf } from './payment-methods.ts';
import { paymentMethod } from '../../domain/organisation.ts';

const statuses = [
  { key: 'orderStarted', type: 'orderStarted' },
  { key: 'submittedForApproval', type: 'submittedForApproval' },
  { key: 'readyToPayDeposit', type: 'payment' },
  { key: 'inProduction', type: 'inProduction' },
  { key: 'shipped', type: 'shipped' },
  { key: 'finalPaymentReceived', type: 'payment' },
].map((s) => statusDefinition.parse({ ...s, title: s.key }));

const at = (key: string | null, paid = 0, extra: Partial<PaymentStatusFacts> = {}): PaymentStatusFacts => ({
  isStocked: 0,
  amountPaidInCents: paid,
  costs: { orderTotal: 100000, depositAmount: 50000, depositPercentage: 50 },
  statusData: key ? { [key]: { date: '2026-01-01 00:00:00' } } : {},
  lastCompletedStatusKey: key,
  ...extra,
});

describe('latest completed status (issue 19 item 11)', () => {
  it('selects the statusData entry; its awaitingPaymentMethod forces the method', () => {
    const order = at('readyToPayDeposit', 0, { statusData: { readyToPayDeposit: { date: 'd', awaitingPaymentMethod: 'wire' } } });
    expect(latestStatusEntry(order)).toEqual({ date: 'd', awaitingPaymentMethod: 'wire' });
    expect(forcedPaymentMethod(order)).toBe('wire');
    expect(forcedPaymentMethod(at('readyToPayDeposit'))).toBeUndefined();
  });

  it('uses finalPaymentReceived for the intent lookup when no key is set', () => {
    expect(intentStatusKeyOf(at(null))).toBe('finalPaymentReceived');
    expect(intentStatusKeyOf(at('readyToPayDeposit'))).toBe('readyToPayDeposit');
  });
});

describe('payable step', () => {
  it('is the current step when it is a payment step with something due', () => {
    expect(payableStepOf(statuses, at('readyToPayDeposit'), undefined)).toEqual({ statusKey: 'readyToPayDeposit', shippedWithoutFinalPayment: false });
    expect(payableStepOf(statuses, at('submittedForApproval'), undefined)).toBeUndefined();
    expect(payableStepOf(statuses, at('readyToPayDeposit', 100000), undefined)).toBeUndefined();
  });

  it('is the shipped step with a balance only where the payment rules collect it', () => {
    const rules = { depositPercentage: () => 50, balanceDueAfterShipping: true };
    expect(payableStepOf(statuses, at('shipped', 50000), undefined)).toBeUndefined();
    expect(payableStepOf(statuses, at('shipped', 50000), rules)).toEqual({ statusKey: 'shipped', shippedWithoutFinalPayment: true });
    expect(payableStepOf(statuses, at('shipped', 100000), rules)).toBeUndefined();
  });
});

describe('offered methods (spec orders §5)', () => {
  const methods = [
    paymentMethod.parse({ key: 'checkByMail', title: 'Check', rank: 3, isEmployeeOnly: true }),
    paymentMethod.parse({ key: 'wire', title: 'Wire', rank: 2 }),
    paymentMethod.parse({ key: 'stripe', title: 'Card', rank: 1, isPreferred: true }),
    paymentMethod.parse({ key: 'wire', title: 'Hidden', rank: 0, isHidden: true }),
  ];

  it('drops hidden methods and employee-only ones for non-employees, sorted by rank', () => {
    expect(offeredPaymentMethods(methods, { isEmployee: false }).map((m) => m.title)).toEqual(['Card', 'Wire']);
    expect(offeredPaymentMethods(methods, { isEmployee: true }).map((m) => m.title)).toEqual(['Card', 'Wire', 'Check']);
  });

  it('defaults the manual payment message', () => {
    expect(manualPaymentMessageOf({})).toBe('We will contact you to arrange payment.');
    expect(manualPaymentMessageOf({ manualPaymentMessage: 'Call us.' })).toBe('Call us.');
  });
});

describe('may be payable (the browser loads the payment screen only then)', () => {
  it('is true at payment and shipped steps, false at the others', () => {
    expect(mayBePayableAt(statuses, 'readyToPayDeposit')).toBe(true);
    expect(mayBePayableAt(statuses, 'shipped')).toBe(true);
    expect(mayBePayableAt(statuses, 'submittedForApproval')).toBe(false);
    expect(mayBePayableAt(statuses, 'inProduction')).toBe(false);
  });

  it('reads the first step when no status was completed', () => {
    expect(mayBePayableAt(statuses, null)).toBe(false);
    expect(mayBePayableAt(statuses.slice(2), null)).toBe(true);
  });

  it('is true when the list does not hold the step (left out for the viewer): the server decides', () => {
    expect(mayBePayableAt(statuses, 'staffOnlyStep')).toBe(true);
    expect(mayBePayableAt([], null)).toBe(true);
  });

  it('is true wherever payableStepOf finds a payable step', () => {
    for (const key of [null, ...statuses.map((s) => s.key)]) {
      if (payableStepOf(statuses, at(key), { depositPercentage: () => 50, balanceDueAfterShipping: true })) expect(mayBePayableAt(statuses, key)).toBe(true);
    }
  });
});
