import { describe, expect, it } from 'vitest';
import { evaluateItem } from '@configurator/core';
import { ORG_ID } from './constants.ts';
import { demoOrganisation } from './server.ts';
import { catalogue, registry } from './testing.ts';

describe('organisation 850 demo data', () => {
  it('resolves its plugins: itself first, then keypads, then US sales tax (skipping CA and NY)', () => {
    expect(demoOrganisation.id).toBe(ORG_ID);
    expect(registry.plugins.map((p) => p.plugin.id)).toEqual(['org-850', 'keypads', 'us-sales-tax']);
    expect(registry.settingsOf('us-sales-tax')).toEqual({ skipStates: ['CA', 'NY'] });
  });

  it('has an owner, a member and a guest with the demo password', () => {
    const byRole = Object.fromEntries(demoOrganisation.users.filter((u) => u.email.endsWith('@org850.demo')).map((u) => [u.role, u.email]));
    expect(byRole).toEqual({ owner: 'owner@org850.demo', member: 'member@org850.demo', guest: 'guest@org850.demo' });
    expect(demoOrganisation.users.every((u) => u.password === 'demo1234')).toBe(true);
    expect(demoOrganisation.users.find((u) => u.email === 'multi@demo.test')?.role).toBe('owner');
  });

  it('keeps the spec status keys', () => {
    const keys = demoOrganisation.productOrderStatuses!.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['submittedForApproval', 'readyToPayDeposit', 'finalPaymentReceived']));
  });

  it('orders only valid items, with no engraving over a limit', () => {
    for (const order of demoOrganisation.orders) {
      for (const item of order.items) {
        const product = catalogue.productsById.get(item.productId)!;
        const evaluation = evaluateItem({ index: catalogue, product, properties: item.properties ?? {}, role: 'owner', orgId: ORG_ID, registry });
        const invalid = [...evaluation.byPropertyId.values()].filter((p) => p.selectionIsInvalid).map((p) => p.propertyId);
        expect({ order: order.title, item: item.title, invalid, issues: evaluation.issues }).toEqual({
          order: order.title,
          item: item.title,
          invalid: [],
          issues: [],
        });
        for (const statusKey of order.completedStatusKeys ?? []) expect(demoOrganisation.productOrderStatuses!.map((s) => s.key)).toContain(statusKey);
      }
    }
  });
});
