/**
 * The demo organisations every package seeds: users to sign in with, records whose references hold
 * and whose ids do not collide across organisations, and orders whose items are valid.
 */
import { describe, expect, it } from 'vitest';
import { evaluateItem, propertiesOfProduct } from '@configurator/core';
import { genericOrganisation } from '../../server/src/seed/generic-organisation.ts';
import { byOrg, demoOrgs } from './installed.ts';

describe('demo organisations', () => {
  it('include the five organisation packages of the spec', () => {
    expect(demoOrgs.map((o) => o.demo.id)).toEqual(expect.arrayContaining([850, 1053, 1392, 1450, 1798]));
  });

  it('never reuse a record id across organisations, the generic one included', () => {
    const kinds = [
      'products',
      'productCategories',
      'productProperties',
      'productOptions',
      'productRules',
      'productPropertyGroups',
      'productPricingRules',
    ] as const;
    for (const kind of kinds) {
      const owners = new Map<number, number>();
      for (const demo of [genericOrganisation, ...demoOrgs.map((o) => o.demo)]) {
        for (const record of demo.catalogue[kind] ?? []) {
          expect({ kind, id: record.id, alsoIn: owners.get(record.id) }).toEqual({ kind, id: record.id, alsoIn: undefined });
          owners.set(record.id, demo.id);
        }
      }
    }
  });

  it('let multi@demo.test switch between organisation 850 (owner) and 1798 (member)', () => {
    const roles = demoOrgs.flatMap(({ demo }) => demo.users.filter((u) => u.email === 'multi@demo.test').map((u) => [demo.id, u.role]));
    expect(roles.sort()).toEqual(
      [
        [1798, 'member'],
        [850, 'owner'],
      ].sort(),
    );
  });
});

describe.each(byOrg)('demo organisation %s', (_, { demo, catalogue, registry }) => {
  it('has an owner, a member and a guest at org<id>.demo, all with password demo1234', () => {
    for (const role of ['owner', 'member', 'guest'] as const) {
      expect(demo.users).toContainEqual(expect.objectContaining({ email: `${role}@org${demo.id}.demo`, role, password: 'demo1234' }));
    }
    expect(demo.users.every((u) => u.password === 'demo1234')).toBe(true);
  });

  it('has statuses of the spec types and payment methods of the spec keys', () => {
    const types = demo.productOrderStatuses!.map((s) => s.type);
    expect(types).toEqual(expect.arrayContaining(['orderStarted', 'submittedForApproval', 'payment', 'inProduction', 'shipped', 'delivered']));
    expect(demo.paymentMethods!.length).toBeGreaterThan(0);
  });

  it('references only records it holds', () => {
    const c = catalogue.catalogue;
    const categoryIds = new Set(c.productCategories.map((x) => x.id));
    for (const product of c.products) {
      if (product.productCategoryId !== null) expect(categoryIds.has(product.productCategoryId)).toBe(true);
      for (const [propertyId, association] of Object.entries(product.associations.productProperties)) {
        expect(catalogue.propertiesById.has(Number(propertyId))).toBe(true);
        for (const optionId of association.disabledProductOptionIds) expect(catalogue.optionsById.get(optionId)?.productPropertyId).toBe(Number(propertyId));
      }
    }
    for (const option of c.productOptions) expect(catalogue.propertiesById.has(option.productPropertyId)).toBe(true);
    for (const rule of c.productRules) {
      for (const id of rule.fromIds) expect(catalogue.optionsById.has(id)).toBe(true);
      expect(catalogue.propertiesById.has(rule.toProductPropertyId!)).toBe(true);
      if (rule.toResourceKey === 'productOption')
        for (const id of rule.toIds) expect(catalogue.optionsById.get(id)?.productPropertyId).toBe(rule.toProductPropertyId);
    }
    for (const group of c.productPropertyGroups) for (const id of Object.keys(group.properties)) expect(catalogue.propertiesById.has(Number(id))).toBe(true);
    for (const pricing of c.productPricingRules) {
      if (pricing.productId !== null) expect(catalogue.productsById.has(pricing.productId)).toBe(true);
      if (pricing.productOptionId !== null) expect(catalogue.optionsById.has(pricing.productOptionId)).toBe(true);
    }
    expect(c.productRules.map((r) => r.type)).toEqual(expect.arrayContaining(['incompatible', 'compatible']));
    expect(c.productOptions.some((o) => o.publishLevel === 'internal')).toBe(true);
  });

  it('orders, in several states, items that are valid and whose owners are its users', () => {
    const emails = new Set(demo.users.map((u) => u.email));
    const statusKeys = demo.productOrderStatuses!.map((s) => s.key);
    if (demo.orders.length > 1) expect(new Set(demo.orders.map((o) => (o.completedStatusKeys ?? []).join())).size).toBeGreaterThan(1);
    for (const order of demo.orders) {
      expect(emails.has(order.ownerEmail)).toBe(true);
      for (const key of order.completedStatusKeys ?? []) expect(statusKeys).toContain(key);
      expect(order.items.length).toBeGreaterThan(0);
      for (const item of order.items) {
        const product = catalogue.productsById.get(item.productId)!;
        expect(product).toBeDefined();
        const properties = item.properties ?? {};
        const applied = new Set(propertiesOfProduct(catalogue, product).map((p) => String(p.id)));
        for (const key of Object.keys(properties)) expect(applied.has(key)).toBe(true);
        const evaluation = evaluateItem({ index: catalogue, product, properties, role: 'owner', orgId: demo.id, registry });
        const invalid = [...evaluation.byPropertyId.values()].filter((p) => p.selectionIsInvalid).map((p) => p.propertyId);
        expect({ order: order.title, item: item.title, invalid, issues: evaluation.issues }).toEqual({
          order: order.title,
          item: item.title,
          invalid: [],
          issues: [],
        });
      }
    }
  });
});
