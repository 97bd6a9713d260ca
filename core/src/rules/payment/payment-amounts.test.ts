import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardFeeOf, depositChoiceApplies, depositPercentageLabel, quotePayment, showDepositRow, type PaymentOrderFacts } from './payment-amounts.ts';

const order = (total: number, depositPercentage: number, paid = 0, isStocked: 0 | 1 = 0): PaymentOrderFacts => ({
  isStocked,
  amountPaidInCents: paid,
  costs: { orderTotal: total, depositPercentage, depositAmount: Math.round((total * depositPercentage) / 100) },
});
const card = { payInFull: false, isCardPayment: true, shippedWithoutFinalPayment: false };
const fee = { thresholdInCents: 300000, storedUpchargeValue: 30 };

describe('amount due', () => {
  it('is the deposit first, then the balance', () => {
    expect(quotePayment(order(100000, 50), card).amountDueInCents).toBe(50000);
    expect(quotePayment(order(100000, 50, 50000), card)).toMatchObject({ amountDueInCents: 50000, depositChoiceApplies: false, payInFull: true });
  });

  it('is the whole balance when paying in full', () => {
    expect(quotePayment(order(100000, 50), { ...card, payInFull: true })).toMatchObject({ amountDueInCents: 100000, payInFull: true });
  });

  it('is 100 % for a stocked order (no deposit choice)', () => {
    expect(quotePayment(order(40000, 100, 0, 1), card)).toMatchObject({ amountDueInCents: 40000, depositChoiceApplies: false, showDepositRow: false });
  });

  it('is the balance after shipping without final payment, with no deposit choice', () => {
    expect(quotePayment(order(100000, 50, 20000), { ...card, shippedWithoutFinalPayment: true })).toMatchObject({
      amountDueInCents: 80000,
      depositChoiceApplies: false,
    });
  });

  it('never goes below zero and never exceeds the balance (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 12_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (total, pct, paid, payInFull, shipped) => {
          const q = quotePayment(order(total, pct, paid), { payInFull, isCardPayment: false, shippedWithoutFinalPayment: shipped });
          expect(q.amountDueInCents).toBeGreaterThanOrEqual(0);
          expect(q.amountDueInCents).toBeLessThanOrEqual(Math.max(total - paid, 0));
          expect(q.upchargeAmountInCents).toBe(0);
        },
      ),
    );
  });
});

describe('card fee (upcharge)', () => {
  it('applies to card payments above $3,000 only, at stored value / 10 percent', () => {
    expect(cardFeeOf(300000, fee, true)).toEqual({ upchargeAmountInCents: 0, upchargePercent: 0 });
    expect(cardFeeOf(300001, fee, true)).toEqual({ upchargeAmountInCents: 9000, upchargePercent: 3 });
    expect(cardFeeOf(500000, fee, false).upchargeAmountInCents).toBe(0);
    expect(cardFeeOf(500000, undefined, true).upchargeAmountInCents).toBe(0);
  });

  it('is added to the amount due', () => {
    const q = quotePayment(order(1000000, 50), card, fee);
    expect(q).toMatchObject({ baseAmountInCents: 500000, upchargeAmountInCents: 15000, amountDueInCents: 515000, upchargePercent: 3 });
  });
});

describe('deposit choice and deposit row (spec orders §4, issue 19 item 12)', () => {
  it('applies with a deposit, something due, not exactly the deposit paid, not shipped', () => {
    expect(depositChoiceApplies(order(100000, 50), false)).toBe(true);
    expect(depositChoiceApplies(order(100000, 0), false)).toBe(false);
    expect(depositChoiceApplies(order(100000, 50, 50000), false)).toBe(false);
    expect(depositChoiceApplies(order(100000, 50, 100000), false)).toBe(false);
    expect(depositChoiceApplies(order(100000, 50), true)).toBe(false);
  });

  it('shows the deposit row when not stocked, not paid in full, a deposit, and less than it paid', () => {
    expect(showDepositRow(order(100000, 50), false)).toBe(true);
    expect(showDepositRow(order(100000, 50), true)).toBe(false);
    expect(showDepositRow(order(100000, 50, 0, 1), false)).toBe(false);
    expect(showDepositRow(order(100000, 50, 50000), false)).toBe(false);
    expect(showDepositRow(order(0, 50), false)).toBe(false);
  });

  it('labels the percentage unless 100 %, and (100%) for stocked orders', () => {
    expect(depositPercentageLabel(order(100000, 50))).toBe('(50%)');
    expect(depositPercentageLabel(order(100000, 100))).toBe('');
    expect(depositPercentageLabel(order(100000, 100, 0, 1))).toBe('(100%)');
  });
});
