/**
 * The quote PDF printed by real Chromium (puppeteer-core, CHROMIUM_PATH or /usr/bin/chromium) and read
 * back with a PDF text extractor (unpdf): its pages are landscape Letter (11 × 8.5 in), it carries the
 * order number and total, and the download is named as the spec says. The printer's faults: Chromium
 * missing (503 naming CHROMIUM_PATH), a print over the time limit (cancelled with a clear error), a
 * crashed browser (restarted by the next print).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { documentCall, documentPdfCall, formatMoney, orderDataCall, ordersDataCall, toFileNameDate, toStoredDate } from '@configurator/core';
import { printedDrawings } from '@configurator/core/testing';
import { PdfPrinter, type PdfJob } from '@configurator/server/documents/pdf-printer';
import { ApiError } from '@configurator/server/http/errors';
import { demoOrganisation as org850 } from '../../orgs/org-850/src/server.ts';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import type { ApiClient } from '@configurator/test-harness';

let t: TestServer;
let owner: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [org850] });
  owner = t.client();
  await owner.signIn('owner@org850.demo');
});
afterAll(async () => t?.dispose());

const POINTS_PER_INCH = 72;

describe('the quote PDF', () => {
  it('is landscape Letter pages carrying the order number and total, named #{id} - {title} - {YYMMDD} - Quote.pdf', async () => {
    const listed = (await owner.call(ordersDataCall, { orgId: 850, searchTerm: 'Harbor View Hotel – Lobby' })).body.data.productOrders[0]!;
    const order = (await owner.call(orderDataCall, { orgId: 850, productOrderOrgSpecificId: listed.orgSpecificId })).body.data.productOrders[0]!;
    const request = { orgId: 850, productOrderOrgSpecificId: order.orgSpecificId, mode: 'quote' as const };
    const response = await fetch(`${t.server.url}${documentPdfCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie! },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const name = `#${order.orgSpecificId} - ${order.title} - ${toFileNameDate(toStoredDate())} - Quote.pdf`;
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);

    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const page = (await owner.call(documentCall, request)).body.data;
    expect(pdf.numPages).toBe(page.pageCount);
    for (let n = 1; n <= pdf.numPages; n++) {
      const { width, height } = (await pdf.getPage(n)).getViewport({ scale: 1 });
      expect([width / POINTS_PER_INCH, height / POINTS_PER_INCH]).toEqual([11, 8.5]);
    }
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Quote #${order.orgSpecificId}`);
    expect(text).toContain(formatMoney(order.costs!.orderTotal));
    expect(text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    // Each line's drawing is printed as a vector image: the texts inside the drawings' SVG are text in the PDF.
    const drawingTexts = printedDrawings(page.html).flatMap((d) => [...d.svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((t) => t[1]!));
    const flat = (value: string) =>
      value
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, '');
    // Only a text no other part of the page prints proves the drawing is there.
    const elsewhere = flat(page.html.replace(/<img [^>]*>|<svg .*?<\/svg>/gs, ''));
    const own = drawingTexts.map(flat).filter((t) => t.length > 2 && !elsewhere.includes(t));
    expect(own.length).toBeGreaterThan(0);
    expect(flat(text)).toContain(own[0]);
  });
});

describe("the PDF call's options (catalogue §7: landscape, format Letter or Tabloid)", () => {
  const pdfOf = async (options: unknown) => {
    const listed = (await owner.call(ordersDataCall, { orgId: 850, searchTerm: 'Harbor View Hotel – Lobby' })).body.data.productOrders[0]!;
    return fetch(`${t.server.url}${documentPdfCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie! },
      body: JSON.stringify({ orgId: 850, productOrderOrgSpecificId: listed.orgSpecificId, mode: 'quote', options }),
    });
  };
  const firstPageInches = async (response: Response) => {
    const { width, height } = (await (await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))).getPage(1)).getViewport({ scale: 1 });
    return [width / POINTS_PER_INCH, height / POINTS_PER_INCH];
  };

  it('prints on landscape Tabloid (17 × 11 in) when asked, and portrait Letter when asked', async () => {
    const tabloid = await pdfOf({ landscape: true, format: 'Tabloid' });
    expect(tabloid.status).toBe(200);
    expect(await firstPageInches(tabloid)).toEqual([17, 11]);
    const portrait = await pdfOf({ landscape: false, format: 'Letter' });
    expect(portrait.status).toBe(200);
    expect(await firstPageInches(portrait)).toEqual([8.5, 11]);
  });

  it('refuses a format outside Letter and Tabloid with a 400', async () => {
    expect((await pdfOf({ format: 'A4' })).status).toBe(400);
    expect((await pdfOf({ format: 'Letter', margins: 1 })).status).toBe(400);
  });
});

describe('the PDF printer', () => {
  const job: PdfJob = { html: '<!doctype html><html><body><p>Hello</p></body></html>', paper: 'Letter', landscape: true };

  it('answers 503 naming CHROMIUM_PATH when Chromium is missing', async () => {
    const printer = new PdfPrinter({ chromiumPath: '/nowhere/chromium' });
    const error = await printer.print(job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toContain('CHROMIUM_PATH');
    expect((error as ApiError).message).toContain('/nowhere/chromium');
  });

  it('cancels a print over the time limit with a clear error', async () => {
    const printer = new PdfPrinter({ timeoutMs: 1 });
    try {
      const error = await printer.print(job).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(504);
      expect((error as ApiError).message).toBe('Printing the PDF took longer than 0 seconds and was cancelled. Try again, or print from the browser.');
    } finally {
      await printer.close();
    }
  });

  it('prints each job on its own document: the tab the jobs share keeps nothing of the one before', async () => {
    const printer = new PdfPrinter();
    const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
    try {
      const first = await printer.print({ ...job, html: '<!doctype html><html><body><p>First document</p><p>Only in the first</p></body></html>' });
      const second = await printer.print({ ...job, html: '<!doctype html><html><body><p>Second document</p></body></html>' });
      expect(await textOf(first)).toContain('Only in the first');
      const text = await textOf(second);
      expect(text).toContain('Second document');
      expect(text).not.toContain('First');
    } finally {
      await printer.close();
    }
  });

  it('restarts a crashed browser, and queues concurrent prints on one browser', async () => {
    const printer = new PdfPrinter();
    try {
      const printed = await Promise.all([printer.print(job), printer.print(job), printer.print(job)]);
      expect(printed.every((bytes) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-')).toBe(true);
      const first = await printer.browserProcessId();
      expect(first).toBeGreaterThan(0);
      process.kill(first!, 'SIGKILL');
      // The next print finds the browser gone and starts another.
      const bytes = await printer.print(job);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const second = await printer.browserProcessId();
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);
    } finally {
      await printer.close();
    }
  });
});
