import { describe, expect, it } from 'vitest';
import type { StatusDefinition } from '@configurator/core';
import type { CsvOrder } from './orders-csv.ts';
import { ordersCsv } from './orders-csv.ts';

const statuses = [{ key: 'submittedForApproval', title: 'Submitted' }] as StatusDefinition[];
const row = (fields: Partial<CsvOrder['row']>): CsvOrder['row'] => ({
  orgSpecificId: 7,
  title: 'Lobby',
  productCategoryTitle: 'Keypads',
  lastCompletedStatusKey: 'submittedForApproval',
  created: '2026-03-04 23:10:00',
  orderTotal: 123456,
  ...fields,
});

describe('orders CSV', () => {
  it('writes the header and one row per order, totals in dollars, quoting commas and quotes', () => {
    const csv = ordersCsv([{ row: row({ title: 'Lobby, "east"' }), ownerName: 'Olivia Owner', pricingIsHidden: false }], statuses);
    expect(csv).toBe('Order Number,Title,Owner,Category,Status,Created,Total ($)\n7,"Lobby, ""east""",Olivia Owner,Keypads,Submitted,3/4/2026,1234.56\n');
  });

  it('leaves the total empty when pricing is hidden, and names unknown statuses by key', () => {
    const csv = ordersCsv([{ row: row({ lastCompletedStatusKey: 'gone' }), ownerName: 'Gail', pricingIsHidden: true }], statuses);
    expect(csv.split('\n')[1]).toBe('7,Lobby,Gail,Keypads,gone,3/4/2026,');
  });
});
