import { describe, expect, it } from 'vitest';
import { builtInDrawingPageTypes, drawingPages, type DrawingPagesInput, type DrawingSheetItem } from './page-types.ts';
import { floorplanDrawing } from './floorplan.ts';

const item = (id: number, archCustomViewId: number | null = null, notes = ''): DrawingSheetItem => ({
  id,
  title: `Item ${id}`,
  quantity: 1,
  notes,
  productTitle: 'Keypad',
  archCustomViewId,
  drawing: { width: 10, height: 10, shapes: [] },
});
const order = {
  orgSpecificId: 12,
  title: 'Lobby',
  type: 'standalone' as const,
  firmName: 'Acme',
  projectName: '',
  purchaseOrderNumber: 'PO-9',
  lastUpdated: '2026-11-20 10:00:00',
};
const input = (items: DrawingSheetItem[], productsPerPage: number, customViews: DrawingPagesInput['customViews'] = []): DrawingPagesInput => ({
  order,
  items,
  customViews,
  mode: productsPerPage === 1 ? 'client' : 'factory',
  productsPerPage,
});

describe('drawing pages', () => {
  it('puts the standalone items on product pages, per page as the mode allows', () => {
    const pages = drawingPages(
      builtInDrawingPageTypes,
      input(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => item(i)),
        4,
      ),
    );
    expect(pages.map((p) => p.items.map((i) => i.id))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(pages[0]!.header).toEqual([
      { label: 'Order', value: '#12' },
      { label: 'Title', value: 'Lobby' },
      { label: 'Company', value: 'Acme' },
      { label: 'PO', value: 'PO-9' },
      { label: 'Items', value: '1–4 of 9' },
    ]);
    expect(pages[2]!.header.at(-1)).toEqual({ label: 'Items', value: '9 of 9' });
    expect(pages.every((p) => p.footer === 'standard' && !p.signing)).toBe(true);
    expect(
      drawingPages(
        builtInDrawingPageTypes,
        input(
          [1, 2, 3].map((i) => item(i)),
          1,
        ),
      ),
    ).toHaveLength(3);
  });

  it('gives each custom view its signed elevation sheets after the product pages, with its notes', () => {
    const views: DrawingPagesInput['customViews'] = [
      { id: 2, title: 'East', rank: 2, quantity: 1, notes: '', drawingNotesData: {} },
      { id: 1, title: 'North', rank: 1, quantity: 3, notes: 'Paint grade', drawingNotesData: { a: 'Check hinge side', b: ' ' } },
      { id: 3, title: 'Empty', rank: 3, quantity: 1, notes: '', drawingNotesData: {} },
    ];
    const pages = drawingPages(builtInDrawingPageTypes, input([item(1), item(2, 1, 'Left hand'), item(3, 2)], 4, views));
    expect(pages.map((p) => [p.typeId, p.title, p.items.map((i) => i.id)])).toEqual([
      ['product', 'Product Drawings', [1]],
      ['custom-view', 'North', [2]],
      ['custom-view', 'East', [3]],
    ]);
    expect(pages[1]).toMatchObject({
      footer: 'signed',
      signing: { title: 'North', subtitle: '#12 - Lobby' },
      notes: ['Paint grade', 'Check hinge side', 'Item 2: Left hand'],
    });
    expect(pages[1]!.header).toContainEqual({ label: 'Quantity', value: '3' });
  });

  it('lets a plugin page type follow the built-in ones', () => {
    const mural = {
      id: 'mural-rendering',
      title: 'Mural Rendering',
      pages: () => [{ typeId: 'mural-rendering', key: 'm', title: 'Mural Rendering', header: [], items: [], notes: [], footer: 'standard' as const }],
    };
    expect(drawingPages([...builtInDrawingPageTypes, mural], input([item(1)], 4)).map((p) => p.typeId)).toEqual(['product', 'mural-rendering']);
  });
});

describe('floorplan', () => {
  it('is absent without walls and fits the walls otherwise', () => {
    expect(floorplanDrawing([])).toBeUndefined();
    const plan = floorplanDrawing([
      { from: { x: 0, z: 0 }, to: { x: 100, z: 0 }, thickness: 4 },
      { from: { x: 100, z: 0 }, to: { x: 100, z: 50 }, thickness: 4 },
    ])!;
    expect(plan).toMatchObject({ width: 108, height: 58 });
    expect(plan.shapes[0]).toMatchObject({ kind: 'line', points: [4, 4, 104, 4], strokeWidth: 4 });
  });

  it('marks the wall nearest a plan point, named, for a page about one wall', () => {
    const walls = [
      { from: { x: 0, z: 0 }, to: { x: 100, z: 0 }, thickness: 4 },
      { from: { x: 100, z: 0 }, to: { x: 100, z: 50 }, thickness: 4 },
    ];
    const plan = floorplanDrawing(walls, { near: { x: 98, z: 30 }, label: 'North Wall' })!;
    const [first, second, label] = plan.shapes;
    expect(first).toMatchObject({ stroke: '#374151', strokeWidth: 4 });
    expect(second).toMatchObject({ stroke: '#dc2626', strokeWidth: 8 });
    expect(label).toMatchObject({ kind: 'text', text: 'North Wall' });
  });
});
