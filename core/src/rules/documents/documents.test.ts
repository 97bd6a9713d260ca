import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexCatalogue } from '../../domain/catalogue-index.ts';
import type { Catalogue, Product, ProductOption, ProductProperty } from '../../domain/catalogue.ts';
import type { DocumentColumn } from '../../plugins/document-payloads.ts';
import { testOrder } from '../testing/test-order.ts';
import { printedDrawings } from '../testing/document-drawings.ts';
import { buildDocument, type DocumentItem } from './document-model.ts';
import { documentContentWidth, documentPage, documentType } from './document-layout.ts';
import type { Drawing } from '../../domain/shapes.ts';
import { documentCsv, documentFileName } from './document-files.ts';
import { renderDocumentPages } from './document-html.ts';
import { paginate, wrappedLineCount } from './paginate.ts';

describe('paginate', () => {
  it('never cuts a block, keeps the order, and starts a page only when the next block does not fit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 300 }), fc.integer({ min: 300, max: 700 }), (heights, capacity) => {
        const pages = paginate(heights, (i) => (i === 0 ? capacity - 100 : capacity));
        expect(pages.flat()).toEqual(heights.map((_, i) => i));
        pages.forEach((page, p) => {
          const room = p === 0 ? capacity - 100 : capacity;
          const used = page.reduce((sum, i) => sum + heights[i]!, 0);
          if (page.length > 1) expect(used).toBeLessThanOrEqual(room);
          const next = pages[p + 1]?.[0];
          if (next !== undefined && page.length > 0) expect(used + heights[next]!).toBeGreaterThan(room);
        });
      }),
    );
  });

  it('counts wrapped lines, breaking words longer than a line', () => {
    expect(wrappedLineCount('one two three', 1000, 6)).toBe(1);
    expect(wrappedLineCount('aaaa bbbb', 30, 6)).toBe(2);
    expect(wrappedLineCount('x'.repeat(25), 60, 6)).toBe(3);
    expect(wrappedLineCount('a\nb', 100, 6)).toBe(2);
  });
});

const property = (fields: Partial<ProductProperty> & Pick<ProductProperty, 'id' | 'title'>): ProductProperty =>
  ({
    orgId: 1,
    internalTitle: '',
    type: 'singleSelect',
    isArray: 0,
    rank: fields.id,
    archived: 0,
    isOrderLevel: 0,
    noOptionThumbnails: 0,
    placeHolder: '',
    multiline: 0,
    icon: null,
    thumbnailUrl: null,
    drawingVisibility: 'visible',
    invoiceVisibility: 'none',
    showThumbnailsOnInvoice: 0,
    productOptionDataFields: [],
    productPropertyGroupId: null,
    data: {},
    ...fields,
  }) as ProductProperty;
const option = (id: number, productPropertyId: number, title: string, thumbnailUrl: string | null = null): ProductOption => ({
  id,
  orgId: 1,
  productPropertyId,
  title,
  value: null,
  rank: id,
  archived: 0,
  publishLevel: 'all',
  thumbnailUrl,
  referenceCodes: {},
  classifications: [],
  data: {},
});
const plate = { id: 1, orgId: 1, title: 'Plate', referenceCodes: { catalog: 'PL' } } as unknown as Product;
const catalogue = indexCatalogue({
  products: [plate],
  productProperties: [
    property({ id: 10, title: 'Finish', invoiceVisibility: 'inline', showThumbnailsOnInvoice: 1 }),
    property({ id: 11, title: 'Size', invoiceVisibility: 'column' }),
    property({ id: 12, title: 'Engraving', invoiceVisibility: 'column', type: 'array' as ProductProperty['type'], isArray: 1 }),
    property({ id: 13, title: 'Internal code', invoiceVisibility: 'none' }),
  ],
  productOptions: [option(100, 10, 'Brass', '/media/brass.png'), option(110, 11, '117 × 117'), option(130, 13, 'SECRET-CODE')],
  productPricingRules: [],
  productRules: [],
  productPropertyGroups: [],
  productCategories: [],
  productOptionClassifiers: [],
} as unknown as Catalogue);

const items = (count: number): DocumentItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    productId: 1,
    quantity: 2,
    title: `Line ${i + 1}`,
    notes: '',
    properties: { 10: { optionId: 100 }, 11: { optionId: 110 }, 12: { engravings: { 0: { above: [{ text: 'LIGHTS' }], below: [] } } }, 13: { optionId: 130 } },
    unitPriceInCents: 1250,
    totalPriceInCents: 2500,
  }));
const sku: DocumentColumn = { key: 'sku', title: 'SKU', kind: 'sku', order: 150, cell: (l) => `SKU-${l.item.id}` };
const factoryOnly: DocumentColumn = { key: 'code', title: 'Code', kind: 'other', order: 160, modes: ['factory'], cell: () => '=cmd' };
const order = testOrder({
  orgSpecificId: 42,
  title: 'Lobby / East',
  costs: {
    orderSubTotal: 250000,
    discount: 1000,
    shipping: 0,
    shippingIsTbd: true,
    tariff: 0,
    tax: 0,
    orderTotal: 249000,
    depositAmount: 124500,
    depositPercentage: 50,
  },
});
const input = (count: number, mode: 'quote' | 'factory' = 'quote') => ({
  mode,
  order,
  items: items(count),
  catalogue,
  organisation: { title: 'Org', accentColor: '#123456', fontFamily: 'Helvetica' },
  orderWord: 'Quote',
  columns: [sku, factoryOnly],
  termsOfSale: { title: 'Terms', clauses: ['Pay on time.'] },
  now: '2026-11-23 10:00:00',
});

describe('buildDocument', () => {
  it('sizes columns by kind, shares the rest with the description, and shows properties by invoiceVisibility', () => {
    const doc = buildDocument(input(3));
    const widths = Object.fromEntries(doc.columns.map((c) => [c.key, c.width]));
    expect(widths).toMatchObject({ quantity: 30, sku: 90, 'property-12': 80, 'property-11': 120, unitPrice: 80, subtotal: 80 });
    expect(doc.columns.reduce((sum, c) => sum + c.width, 0)).toBe(documentContentWidth);
    expect(doc.columns.map((c) => c.key)).not.toContain('code');
    const first = doc.rows[0]!.cells;
    expect(first[0]).toEqual({ text: '1. Plate – Line 1\nFinish: Brass', imageUrl: '/media/brass.png' });
    expect(JSON.stringify(doc.rows)).not.toContain('SECRET-CODE');
    expect(renderDocumentPages(doc)).toContain('LIGHTS');
  });

  it('shares min(120, 480/count) between other columns and shows factory-only columns in factory mode, without prices', () => {
    const doc = buildDocument(input(3, 'factory'));
    expect(doc.columns.filter((c) => c.kind === 'other').map((c) => c.width)).toEqual([120, 120]);
    expect(doc.columns.map((c) => c.key)).not.toContain('unitPrice');
    expect(doc.totals).toBeNull();
    expect(doc.terms).toBeNull();
  });

  it('puts 200 lines on pages that hold them, the totals and terms after the last line, numbered pages', () => {
    const doc = buildDocument(input(200));
    expect(doc.pages.flatMap((p) => p.rows)).toEqual(doc.rows);
    const body = documentPage.height - 2 * documentPage.padding - documentPage.footerHeight - documentPage.tableHeaderHeight;
    doc.pages.forEach((p, i) => {
      const used = p.rows.reduce((sum, r) => sum + r.height, 0);
      expect(used).toBeLessThanOrEqual(body - (i === 0 ? documentPage.firstHeaderHeight : documentPage.laterHeaderHeight));
    });
    expect(doc.pages.at(-1)!.showsTerms).toBe(true);
    expect(doc.pages.filter((p) => p.showsTotals)).toHaveLength(1);
    expect(doc.totals!.map((t) => `${t.label} ${t.value}`)).toEqual([
      'Subtotal $2,500.00',
      'Discount -$10.00',
      'Shipping TBD',
      'Tax $0.00',
      'Total $2,490.00',
      'Deposit (50%) $1,245.00',
      'Amount Paid $0.00',
    ]);
    const html = renderDocumentPages(doc);
    expect(html).toContain(`Page ${doc.pages.length} of ${doc.pages.length}`);
  });

  it('prints no price when the projection removed them (a person whose prices are hidden)', () => {
    const { costs: _c, amountPaidInCents: _a, ...hidden } = order;
    const doc = buildDocument({ ...input(3), order: hidden, items: items(3).map(({ unitPriceInCents: _u, totalPriceInCents: _t, ...rest }) => rest) });
    expect(doc.totals).toBeNull();
    expect(doc.columns.map((c) => c.kind)).not.toContain('unitPrice');
    expect(renderDocumentPages(doc)).not.toMatch(/\$\d/);
  });

  it("names files '#{orderId} - {title} - {YYMMDD} - {label}' and writes the table as neutralised CSV", () => {
    const doc = buildDocument(input(3, 'factory'));
    expect(documentFileName(doc, '2026-11-23 10:00:00', 'pdf')).toBe('#42 - Lobby East - 261123 - Factory.pdf');
    const csv = documentCsv(doc);
    expect(csv.split('\n')[0]).toBe('Item,Qty,SKU,Code,Size,Engraving');
    expect(csv).toContain("'=cmd");
    expect(csv).toContain('1. Plate – Line 1; Finish: Brass');
  });

  it('escapes text so an item title cannot inject markup', () => {
    const doc = buildDocument({ ...input(1), items: [{ ...items(1)[0]!, title: '<img src=x onerror=alert(1)>' }] });
    expect(renderDocumentPages(doc)).not.toContain('<img src=x');
  });

  it("prints each line's drawing beside its description as an SVG image named after the line, and makes the row tall enough for it", () => {
    const drawingOf = (item: DocumentItem): Drawing => ({
      width: 10 * item.id,
      height: 20,
      shapes: [{ kind: 'rect', x: 0, y: 0, width: 10 * item.id, height: 20, stroke: '#000' }],
    });
    const doc = buildDocument({ ...input(3), drawingOf });
    const drawings = printedDrawings(renderDocumentPages(doc));
    expect(drawings.map((d) => d.name)).toEqual(['Drawing of Plate – Line 1', 'Drawing of Plate – Line 2', 'Drawing of Plate – Line 3']);
    drawings.forEach((d, i) => expect(d.svg).toContain(`width="${10 * (i + 1)}"`));
    expect(doc.rows.every((r) => r.height >= documentType.drawingSize)).toBe(true);
    // Without a renderer's drawing (a custom item, a renderer that failed) the line prints as before.
    expect(renderDocumentPages(buildDocument({ ...input(3), drawingOf: () => undefined }))).not.toContain('doc-drawing');
  });

  it('prints a drawing that several lines share as one image URL (Chromium builds it once), each line naming it in its alt text; a drawing printed once inline', () => {
    // Lines 1 and 3 are configured alike, line 2 differently.
    const drawingOf = (item: DocumentItem): Drawing => ({
      width: item.id === 2 ? 30 : 10,
      height: 20,
      shapes: [{ kind: 'text', x: 0, y: 0, fontSize: 4, text: `Plate ${item.id === 2 ? 'B' : 'A'}` }],
    });
    const html = renderDocumentPages(buildDocument({ ...input(3), drawingOf }));
    const drawings = printedDrawings(html);
    expect(drawings.map((d) => [d.name, d.form])).toEqual([
      ['Drawing of Plate – Line 1', 'img'],
      ['Drawing of Plate – Line 2', 'inline'],
      ['Drawing of Plate – Line 3', 'img'],
    ]);
    expect(drawings[0]!.svg).toBe(drawings[2]!.svg);
    expect(drawings[0]!.svg).toContain('>Plate A</text>');
    expect(drawings[1]!.svg).toContain('>Plate B</text>');
    // The shared image carries no line's name (the alt text does), so it is the same URL on both lines.
    expect(drawings[0]!.svg).not.toContain('<title>');
    expect(new Set([...html.matchAll(/<img class="doc-drawing" src="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
  });
});
