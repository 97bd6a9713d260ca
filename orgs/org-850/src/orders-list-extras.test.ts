import { describe, expect, it } from 'vitest';
import { ordersListExtrasPoint } from '@configurator/core';
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
});
