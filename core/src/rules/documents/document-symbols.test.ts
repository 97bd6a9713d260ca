import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import type { Catalogue, Product, ProductProperty } from '../../domain/catalogue.ts';
import type { EngravingSymbolSet } from '../../plugins/engraving-symbols.ts';
import { testOrder } from '../testing/test-order.ts';
import { buildDocument, type DocumentItem } from './document-model.ts';
import { documentCsv } from './document-files.ts';
import { renderDocumentPages } from './document-html.ts';

const engraving = {
  id: 12,
  orgId: 1,
  title: 'Engraving',
  internalTitle: '',
  type: 'array',
  isArray: 1,
  rank: 1,
  archived: 0,
  isOrderLevel: 0,
  invoiceVisibility: 'column',
  data: {},
} as unknown as ProductProperty;
const catalogue = indexCatalogue({
  products: [{ id: 1, orgId: 1, title: 'Keypad', referenceCodes: {} } as unknown as Product],
  productProperties: [engraving],
  productOptions: [],
  productPricingRules: [],
  productRules: [],
  productPropertyGroups: [],
  productCategories: [],
  productOptionClassifiers: [],
} as unknown as Catalogue);
const symbols: EngravingSymbolSet = { box: 24, symbols: [{ id: 5, name: 'Power', path: 'M12 3v9M7 6.5a7 7 0 1 0 10 0' }] };
const item: DocumentItem = {
  id: 1,
  productId: 1,
  quantity: 1,
  title: '',
  notes: '',
  properties: { 12: { engravings: { 0: { above: [{ symbolId: 5 }], below: [{ text: 'ON' }, { symbolId: 64 }] } } } },
};
const build = (mode: 'quote' | 'factory', engravingSymbols?: EngravingSymbolSet) =>
  buildDocument({
    mode,
    order: testOrder({ orgSpecificId: 7 }),
    items: [item],
    catalogue,
    organisation: { title: 'Org', accentColor: '#123456', fontFamily: 'Helvetica' },
    orderWord: 'Quote',
    columns: [],
    now: '2026-11-27 10:00:00',
    ...(engravingSymbols ? { engravingSymbols } : {}),
  });

describe('engraving symbols on documents (issue 31)', () => {
  it('prints a symbol as its picture and its name on the quote and the factory sheet', () => {
    for (const mode of ['quote', 'factory'] as const) {
      const doc = build(mode, symbols);
      const cell = doc.rows[0]!.cells.find((c) => c.text.includes('Power'))!;
      expect(cell.text).toBe('Power / ON / Symbol 64');
      expect(cell.symbols?.arts.map((a) => a.name)).toEqual(['Power']);
      const html = renderDocumentPages(doc);
      expect(html).toContain('<path d="M12 3v9M7 6.5a7 7 0 1 0 10 0"');
      expect(html).toContain('Power / ON / Symbol 64');
      expect(html).not.toMatch(/symbol 5\b/);
    }
  });

  it('reads "Symbol 5" without the artwork, and the CSV carries the names only', () => {
    expect(documentCsv(build('quote'))).toContain('Symbol 5 / ON / Symbol 64');
    expect(documentCsv(build('quote', symbols))).not.toContain('<svg');
  });

  it('makes the row tall enough for the pictures above the words', () => {
    expect(build('quote', symbols).rows[0]!.height).toBeGreaterThan(build('quote').rows[0]!.height);
  });
});
