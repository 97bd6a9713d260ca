import { describe, expect, it } from 'vitest';
import { receiptOf } from './payment-receipts.ts';

const costs = { orderTotal: 10_000 };

describe('receiptOf', () => {
  it('lists the recorded payments and the balance due', () => {
    const payments = [
      { reference: 'pi_1', date: '2026-11-20 10:00:00', method: 'stripe', methodTitle: 'Credit Card', amountInCents: 4_000, upchargeAmountInCents: 120 },
    ];
    expect(receiptOf({ integrationData: { payments }, statusData: {}, amountPaidInCents: 4_000, costs })).toEqual({
      payments,
      amountPaidInCents: 4_000,
      balanceDueInCents: 6_000,
    });
  });

  it('reads an order paid before payments were recorded from its steps, oldest first, without a method title', () => {
    const statusData = {
      finalPaymentReceived: { date: '2026-11-22 09:00:00', paymentAmountInCents: 6_000 },
      started: { date: '2026-11-01 09:00:00' },
      deposit: { date: '2026-11-10 09:00:00', paymentAmountInCents: 4_000, awaitingPaymentMethod: 'wire' },
    };
    const receipt = receiptOf({ integrationData: {}, statusData, amountPaidInCents: 10_000, costs });
    expect(receipt.payments.map((p) => [p.reference, p.method, p.amountInCents])).toEqual([
      ['deposit', 'wire', 4_000],
      ['finalPaymentReceived', '', 6_000],
    ]);
    expect(receipt.balanceDueInCents).toBe(0);
  });

  it('gives no totals when the amounts are hidden from the person', () => {
    const payments = [{ reference: 'pi_1', date: '2026-11-20 10:00:00', method: 'stripe', methodTitle: 'Credit Card' }];
    expect(receiptOf({ integrationData: { payments }, statusData: {} })).toEqual({ payments });
  });
});
