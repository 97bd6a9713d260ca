import { describe, expect, it } from 'vitest';
import { orderStaffFeaturesPoint, ordersListExtrasPoint } from '@configurator/core';
import { productOrderStatuses } from './demo/organisation.ts';
import { registry } from './testing.ts';

describe('organisation 850 orders list extras', () => {
  it('offers SUB, CDR and FPR shortcuts and the CSV export', () => {
    const extras = registry.single(ordersListExtrasPoint);
    expect(extras?.statusShortcuts).toEqual([
      { label: 'SUB', statusKey: 'submittedForApproval' },
      { label: 'CDR', statusKey: 'readyToPayDeposit' },
      { label: 'FPR', statusKey: 'finalPaymentReceived' },
    ]);
    expect(extras?.csvExport).toBe(true);
  });

  it('names only statuses the organisation has', () => {
    const keys = productOrderStatuses.map((s) => s.key);
    for (const shortcut of registry.single(ordersListExtrasPoint)?.statusShortcuts ?? []) expect(keys).toContain(shortcut.statusKey);
  });

  it('has no cost-update button: the spec gives it to organisations 1 and 2 (orders §2)', () => {
    expect(registry.single(orderStaffFeaturesPoint)?.costUpdate).not.toBe(true);
    expect(registry.single(orderStaffFeaturesPoint)?.staffPricingFields).toBe(true);
  });
});
