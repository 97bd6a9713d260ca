import { describe, expect, it } from 'vitest';
import { emptyOrderCosts } from '@configurator/core';
import { costRows, depositLabel } from './cost-summary.ts';

describe('cost summary', () => {
  const costs = {
    ...emptyOrderCosts(),
    orderSubTotal: 10000,
    discount: 1000,
    shipping: 0,
    shippingIsTbd: true,
    tax: 725,
    orderTotal: 9725,
    depositAmount: 4863,
    depositPercentage: 50,
  };

  it('shows shipping as TBD and the deposit with its percentage while nothing is paid', () => {
    const rows = costRows(costs, { isStocked: false, amountPaidInCents: 0 });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', '$100.00'],
      ['Discount', '-$10.00'],
      ['Shipping', 'TBD'],
      ['Tariff', '$0.00'],
      ['Tax', '$7.25'],
      ['Total', '$97.25'],
      ['Deposit (50%)', '$48.63'],
    ]);
  });

  it('drops the deposit row once the deposit is paid, and for stocked orders', () => {
    expect(costRows(costs, { isStocked: false, amountPaidInCents: 4863 }).some((r) => r.key === 'deposit')).toBe(false);
    expect(costRows(costs, { isStocked: true, amountPaidInCents: 0 }).some((r) => r.key === 'deposit')).toBe(false);
  });

  it('shows shipping in dollars when it is set', () => {
    expect(costRows({ ...costs, shippingIsTbd: false, shipping: 2500 }, { isStocked: false, amountPaidInCents: 0 })[2]!.value).toBe('$25.00');
  });

  it('leaves the percentage out at 100 % and reads (100%) for stocked orders', () => {
    expect(depositLabel({ depositPercentage: 100 }, false)).toBe('Deposit');
    expect(depositLabel({ depositPercentage: 30 }, true)).toBe('Deposit (100%)');
  });
});
