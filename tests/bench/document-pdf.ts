/**
 * The time to produce a 200-line quote PDF (issue 10, goal ≤ 2 s warm): the document model and its
 * HTML built by core, printed by the server's PdfPrinter (puppeteer-core, the system Chromium). The
 * first print includes starting the browser (cold); later prints reuse it (warm). Also a burst of
 * concurrent prints, queued on the one browser.
 * Two quotes: the synthetic catalogue's lines without drawings, and org 850's demo lines (its demo
 * orders' items, repeated to 200 lines) each with its drawing by its product's renderer, as the
 * server prints them (issue 13). A third, every line's drawing different (a line-numbered mark
 * added), times the case where no two drawings can share one image.
 */
import {
  buildDocument,
  demoDataPoint,
  documentHtmlPage,
  indexCatalogue,
  itemDrawingOf,
  PluginRegistry,
  themeOf,
  type Catalogue,
  type CatalogueIndex,
  type DemoOrganisation,
  type DocumentItem,
  type Drawing,
} from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { testOrder } from '@configurator/core/testing';
import { PdfPrinter } from '@configurator/server/documents/pdf-printer';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const LINES = 200;
const OPTIONS_PER_LINE = 4;
const DRAWING_ORG = 850;

interface QuoteCase {
  name: string;
  catalogue: CatalogueIndex;
  lines: DocumentItem[];
  drawingOf?: (item: DocumentItem) => Drawing | undefined;
}

const order = testOrder({
  orgSpecificId: 1234,
  title: 'Bench quote',
  costs: {
    orderSubTotal: 1_000_000,
    discount: 0,
    shipping: 0,
    shippingIsTbd: true,
    tariff: 0,
    tax: 0,
    orderTotal: 1_000_000,
    depositAmount: 500_000,
    depositPercentage: 50,
  },
});

/** The quote's HTML, built from the order's data (model and HTML are built inside each timed print). */
export function quoteHtml({ catalogue, lines, drawingOf }: QuoteCase): { html: string; pages: number } {
  const model = buildDocument({
    mode: 'quote',
    order,
    items: lines,
    catalogue,
    organisation: { title: 'Bench', accentColor: '#000000', fontFamily: 'Helvetica' },
    orderWord: 'Quote',
    columns: [],
    now: '2026-11-23 10:00:00',
    ...(drawingOf ? { drawingOf } : {}),
  });
  return { html: documentHtmlPage(model, 'Bench quote'), pages: model.pages.length };
}

/** The synthetic catalogue's lines, a few options each, without drawings. */
export function syntheticQuote(catalogue: Catalogue, items: readonly Omit<DocumentItem, 'id' | 'title' | 'notes'>[]): QuoteCase {
  // A typical quote line prints its product and a few options (the synthetic items hold 30 each).
  const typical = items.map((item) => ({ ...item, properties: Object.fromEntries(Object.entries(item.properties).slice(0, OPTIONS_PER_LINE)) }));
  const lines: DocumentItem[] = Array.from({ length: LINES }, (_, i) => ({
    ...typical[i % typical.length]!,
    id: i + 1,
    title: `Line ${i + 1}`,
    notes: '',
    unitPriceInCents: 5000,
    totalPriceInCents: 5000 * items[i % items.length]!.quantity,
  }));
  return { name: `${LINES}-line quote, no drawings`, catalogue: indexCatalogue(catalogue), lines };
}

/** Org 850's demo items repeated to 200 lines, each drawn by its product's renderer; `distinct`: each drawing made unique. */
export function drawnQuote(distinct = false): QuoteCase {
  const registry = new PluginRegistry().add(...installedPlugins).freeze();
  const demo = registry.installed
    .flatMap((p) => p.contributions.filter((c) => c.point.id === demoDataPoint.id).map((c) => c.value as DemoOrganisation))
    .find((d) => d.id === DRAWING_ORG)!;
  const org = registry.registryFor(demo);
  const catalogue = indexCatalogue(catalogueWithOrgId(demo.catalogue, demo.id));
  const items = demo.orders.flatMap((o) => o.items);
  const lines: DocumentItem[] = Array.from({ length: LINES }, (_, i) => {
    const item = items[i % items.length]!;
    return {
      id: i + 1,
      productId: item.productId,
      quantity: item.quantity ?? 1,
      title: `Line ${i + 1}`,
      notes: '',
      properties: item.properties ?? {},
      archCustomViewId: null,
      unitPriceInCents: 5000,
      totalPriceInCents: 5000,
    };
  });
  const units = themeOf(org).units;
  const refs = lines.map((l) => ({ id: l.id, productId: l.productId, properties: l.properties, archCustomViewId: null }));
  const drawingOf = (item: DocumentItem): Drawing | undefined => {
    const drawing = itemDrawingOf({
      registry: org,
      catalogue,
      item: { id: item.id, productId: item.productId, properties: item.properties, archCustomViewId: null },
      orderItems: refs,
      units,
    });
    // A thin bar along the top whose length is the line number: no two lines' drawings are alike.
    return drawing && distinct
      ? {
          ...drawing,
          shapes: [...drawing.shapes, { kind: 'rect', x: 0, y: 0, width: (drawing.width * item.id) / LINES, height: drawing.height / 100, fill: '#888' }],
        }
      : drawing;
  };
  return {
    name: `${LINES}-line quote, org ${DRAWING_ORG} demo lines with drawings${distinct ? ', every drawing different' : ''}`,
    catalogue,
    lines,
    drawingOf,
  };
}

export async function benchQuotePdf(cases: readonly QuoteCase[], warmRuns = 7) {
  const rows: Record<string, string | number>[] = [];
  const time = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  for (const quote of cases) {
    const printer = new PdfPrinter();
    const print = () => printer.print({ html: quoteHtml(quote).html, paper: 'Letter', landscape: true });
    try {
      const cold = await time(print);
      const warm: number[] = [];
      for (let i = 0; i < warmRuns; i++) warm.push(await time(print));
      warm.sort((a, b) => a - b);
      const burst = await time(() => Promise.all(Array.from({ length: 4 }, print)));
      const pdf = await print();
      const { html, pages } = quoteHtml(quote);
      rows.push({
        case: quote.name,
        pages,
        'html (KB)': Math.round(html.length / 1024),
        'cold (ms, starts Chromium)': Math.round(cold),
        'warm median (ms)': Math.round(warm[Math.floor(warm.length / 2)]!),
        'warm runs': warm.length,
        '4 concurrent, queued (ms)': Math.round(burst),
        'PDF (KB)': Math.round(pdf.byteLength / 1024),
      });
    } finally {
      await printer.close();
    }
  }
  return rows;
}
