/**
 * The time to produce a 200-line quote PDF (issue 10, goal ≤ 2 s warm): the document model and its
 * HTML built by core, printed by the server's PdfPrinter (puppeteer-core, the system Chromium). The
 * first print includes starting the browser (cold); later prints reuse it (warm). Also a burst of
 * concurrent prints, queued on the one browser.
 */
import { buildDocument, documentHtmlPage, indexCatalogue, type Catalogue, type DocumentItem } from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { PdfPrinter } from '@configurator/server/documents/pdf-printer';

const LINES = 200;
const OPTIONS_PER_LINE = 4;

export async function benchQuotePdf(catalogue: Catalogue, items: readonly Omit<DocumentItem, 'id' | 'title' | 'notes'>[]) {
  const index = indexCatalogue(catalogue);
  const order = testOrder({ orgSpecificId: 1234, title: 'Bench quote', costs: { orderSubTotal: 1_000_000, discount: 0, shipping: 0, shippingIsTbd: true, tariff: 0, tax: 0, orderTotal: 1_000_000, depositAmount: 500_000, depositPercentage: 50 } });
  // A typical quote line prints its product and a few options (the synthetic items hold 30 each).
  const typical = items.map((item) => ({ ...item, properties: Object.fromEntries(Object.entries(item.properties).slice(0, OPTIONS_PER_LINE)) }));
  const lines: DocumentItem[] = Array.from({ length: LINES }, (_, i) => ({ ...typical[i % typical.length]!, id: i + 1, title: `Line ${i + 1}`, notes: '', unitPriceInCents: 5000, totalPriceInCents: 5000 * items[i % items.length]!.quantity }));
  const model = () =>
    buildDocument({
      mode: 'quote', order, items: lines, catalogue: index, organisation: { title: 'Bench', accentColor: '#000000', fontFamily: 'Helvetica' },
      orderWord: 'Quote', columns: [], now: '2026-11-23 10:00:00',
    });
  const buildPages = () => model().pages.length;
  // Timed from the order's data: the model and HTML are built inside each timed print.
  const html = () => documentHtmlPage(model(), 'Bench quote');
  const printer = new PdfPrinter();
  const time = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  try {
    const cold = await time(() => printer.print({ html: html(), paper: 'Letter', landscape: true }));
    const warm: number[] = [];
    for (let i = 0; i < 7; i++) warm.push(await time(() => printer.print({ html: html(), paper: 'Letter', landscape: true })));
    warm.sort((a, b) => a - b);
    const burst = await time(() => Promise.all(Array.from({ length: 4 }, () => printer.print({ html: html(), paper: 'Letter', landscape: true }))));
    const pdf = await printer.print({ html: html(), paper: 'Letter', landscape: true });
    const pages = buildPages();
    return [
      { case: `${LINES}-line quote PDF (${pages} pages, ${OPTIONS_PER_LINE} options a line), cold (starts Chromium)`, 'median (ms)': Math.round(cold), runs: 1 },
      { case: `${LINES}-line quote PDF, warm browser`, 'median (ms)': Math.round(warm[Math.floor(warm.length / 2)]!), runs: warm.length },
      { case: `4 concurrent ${LINES}-line quote PDFs (queued, one browser)`, 'median (ms)': Math.round(burst), runs: 1 },
      { case: `PDF size (KB)`, 'median (ms)': Math.round(pdf.byteLength / 1024), runs: 1 },
    ];
  } finally {
    await printer.close();
  }
}
