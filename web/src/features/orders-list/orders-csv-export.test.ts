import { describe, expect, it } from 'vitest';
import { csvExportFileName } from './orders-csv-export.ts';

describe('orders CSV export file name', () => {
  it("is the title, or 'orders', then '-export-' and the date YYYY-MM-DD", () => {
    expect(csvExportFileName('My Quotes', new Date(2026, 0, 5, 23, 30))).toBe('My Quotes-export-2026-01-05.csv');
    expect(csvExportFileName('  ', new Date(2026, 10, 21))).toBe('orders-export-2026-11-21.csv');
  });
});
