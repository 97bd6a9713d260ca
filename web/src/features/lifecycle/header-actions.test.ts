import { describe, expect, it } from 'vitest';
import type { MoveName } from '@configurator/core';
import { moreMenuKeys, primaryAction, type HeaderViewerFacts } from './header-actions.ts';

const facts = (over: Partial<HeaderViewerFacts> = {}): HeaderViewerFacts => ({
  asksForName: false,
  moves: new Set<MoveName>(),
  paysNow: false,
  canEditDetails: true,
  isStaff: false,
  isAnonymous: false,
  canDelete: true,
  ...over,
});

describe('order header actions', () => {
  it('names one primary action per step: Create, then Submit, Approve, Pay', () => {
    expect(primaryAction(facts({ asksForName: true, moves: new Set(['submit']) }))).toBe('create');
    expect(primaryAction(facts({ moves: new Set(['submit']) }))).toBe('submit');
    expect(primaryAction(facts({ moves: new Set(['approve', 'requireChanges', 'setStatus']) }))).toBe('approve');
    expect(primaryAction(facts({ paysNow: true }))).toBe('pay');
    expect(primaryAction(facts())).toBeNull();
  });

  it('keeps Submit in the menu while the order still needs its name', () => {
    expect(moreMenuKeys(facts({ asksForName: true, moves: new Set(['submit']) }))[0]).toBe('submit');
    expect(moreMenuKeys(facts({ moves: new Set(['submit']) }))).not.toContain('submit');
  });

  it('puts Delete last and only for those who may delete', () => {
    const owner = moreMenuKeys(facts({ isStaff: true, moves: new Set(['cancel', 'setStatus']) }));
    expect(owner.at(-1)).toBe('delete');
    expect(owner).toEqual(['details', 'cart', 'orderInfo', 'orgActions', 'documentLinks', 'cancel', 'duplicate', 'archive', 'delete']);
    expect(moreMenuKeys(facts({ canDelete: false }))).not.toContain('delete');
  });

  it('offers an anonymous share-link visitor neither Duplicate, Archive, Delete nor staff entries', () => {
    const visitor = moreMenuKeys(facts({ isAnonymous: true, canDelete: true, canEditDetails: false }));
    expect(visitor).toEqual(['cart', 'orgActions', 'documentLinks']);
  });
});
