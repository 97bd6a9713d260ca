/**
 * The drawing set of the demo organisations' orders: the page size by mode and order type (Letter
 * forced by 1798's sheet options, not by its id), products per page, and drawings from the same
 * renderers the order page uses.
 */
import { describe, expect, it } from 'vitest';
import type { DrawingSetMode } from '@configurator/core';
import { drawingSet } from '../../web/src/features/drawings/drawing-set.ts';
import type { ItemView } from '../../web/src/order-state/order-types.ts';
import { demoOrgs } from './installed.ts';

const org = (id: number) => demoOrgs.find((o) => o.demo.id === id)!;

function setFor(orgId: number, type: 'standalone' | 'arch', mode: DrawingSetMode, count: number) {
  const fixture = org(orgId);
  const demoItem = fixture.demo.orders.flatMap((o) => o.items)[0]!;
  const items = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    productId: demoItem.productId,
    quantity: 1,
    title: `Item ${i + 1}`,
    notes: '',
    properties: demoItem.properties ?? {},
    archCustomViewId: null,
  })) as unknown as ItemView[];
  const order = { orgSpecificId: 7, title: 'Set', type, firmName: '', projectName: '', purchaseOrderNumber: '', lastUpdated: '2026-11-20 10:00:00' };
  return drawingSet({ registry: fixture.registry, order, items, index: fixture.catalogue, customViews: [], mode, units: 'in' });
}

describe('drawing set', () => {
  it('prints an 850 factory set on Ledger, 4 per page, and a client standalone set on Letter portrait, 1 per page', () => {
    const factory = setFor(850, 'standalone', 'factory', 9);
    expect([factory.size.id, factory.perPage, factory.pages.length]).toEqual(['ledger', 4, 3]);
    const client = setFor(850, 'standalone', 'client', 9);
    expect([client.size.id, client.perPage, client.pages.length]).toEqual(['letterPortrait', 1, 9]);
    expect(setFor(850, 'arch', 'client', 2).size.id).toBe('ledger');
  });

  it('prints every 1798 set on Letter: landscape, 2 per factory page', () => {
    const factory = setFor(1798, 'arch', 'factory', 5);
    expect([factory.size.id, factory.perPage, factory.pages.length]).toEqual(['letterLandscape', 2, 3]);
    expect(setFor(1798, 'arch', 'client', 2).size.id).toBe('letterLandscape');
    expect(setFor(1798, 'standalone', 'client', 2).size.id).toBe('letterPortrait');
  });

  it('draws each item with its product renderer and names items with no product', () => {
    const set = setFor(850, 'standalone', 'factory', 1);
    expect(set.pages[0]!.items[0]!.drawing.shapes.length).toBeGreaterThan(0);
    const fixture = org(850);
    const custom = [{ id: 1, productId: -1, quantity: 1, title: 'Custom trim', notes: '', properties: {}, archCustomViewId: null }] as unknown as ItemView[];
    const order = {
      orgSpecificId: 7,
      title: 'Set',
      type: 'standalone' as const,
      firmName: '',
      projectName: '',
      purchaseOrderNumber: '',
      lastUpdated: '2026-11-20 10:00:00',
    };
    const withCustom = drawingSet({
      registry: fixture.registry,
      order,
      items: custom,
      index: fixture.catalogue,
      customViews: [],
      mode: 'factory',
      units: 'in',
    });
    expect(withCustom).toMatchObject({ pages: [], undrawn: ['Custom trim'] });
  });
});
