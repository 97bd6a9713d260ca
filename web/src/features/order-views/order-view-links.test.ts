import { describe, expect, it } from 'vitest';
import { orderViewTabs, shareQuery } from './order-view-links.ts';

describe('order view tabs', () => {
  it('offers EDIT, DOCUMENTS and DRAWINGS, carrying only the share parameters', () => {
    const search = new URLSearchParams('shareToken=abc&shareableOrderId=9&mode=invoice');
    expect(orderViewTabs(12, search, { isArchitectural: false, isStocked: false })).toEqual([
      { view: 'edit', label: 'EDIT', to: '/orders/12?shareToken=abc&shareableOrderId=9' },
      { view: 'documents', label: 'DOCUMENTS', to: '/orders/12/documents?shareToken=abc&shareableOrderId=9' },
      { view: 'drawings', label: 'DRAWINGS', to: '/orders/12/drawings?shareToken=abc&shareableOrderId=9' },
    ]);
  });

  it('hides DOCUMENTS for architectural organisations and DRAWINGS for stocked orders', () => {
    const none = new URLSearchParams();
    expect(orderViewTabs(3, none, { isArchitectural: true, isStocked: false }).map((t) => t.view)).toEqual(['edit', 'drawings']);
    expect(orderViewTabs(3, none, { isArchitectural: false, isStocked: true }).map((t) => t.view)).toEqual(['edit', 'documents']);
    expect(shareQuery(none)).toBe('');
  });
});
