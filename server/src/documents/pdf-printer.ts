/**
 * Prints HTML to PDF with the system's Chromium through puppeteer-core (CHROMIUM_PATH, else
 * /usr/bin/chromium). One browser is started on first use and kept warm, with one tab that every job
 * reuses (a new tab per job cost about a tenth of a warm 200-line quote); jobs run one at a time
 * through a queue, so concurrent requests never start several browsers nor share the tab. A job that takes longer than
 * the time limit is cancelled with a clear error and its browser replaced; a browser that crashed is
 * restarted by the next job. close() (server shutdown) closes the browser.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ApiError } from '../http/errors.ts';
import type { PdfPaperFormat } from '@configurator/core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const pdfMessages = {
  chromiumMissing:
    'PDF printing needs Chromium: no browser at {path}. Install chromium or set CHROMIUM_PATH to its executable. Printing from the browser still works.',
  tooSlow: 'Printing the PDF took longer than {seconds} seconds and was cancelled. Try again, or print from the browser.',
  failed: 'The PDF could not be printed: {reason}',
} as const;

export type PdfPaper = PdfPaperFormat;

export interface PdfJob {
  html: string;
  paper: PdfPaper;
  landscape: boolean;
}

export interface PdfPrinterOptions {
  chromiumPath?: string;
  /** Per job, from being taken off the queue to the last byte. */
  timeoutMs?: number;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export class PdfTimeoutError extends Error {}

export class PdfPrinter {
  readonly chromiumPath: string;
  readonly timeoutMs: number;
  private browser: Promise<Browser> | null = null;
  /** The warm tab, and the browser it belongs to (a replaced browser makes it stale). */
  private tab: { browser: Promise<Browser>; page: Promise<Page> } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: PdfPrinterOptions = {}) {
    this.chromiumPath = options.chromiumPath ?? (process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH);
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Queues the job; answers the PDF bytes, or an ApiError (503 without Chromium, 504 too slow, 500 otherwise). */
  print(job: PdfJob): Promise<Uint8Array> {
    if (!existsSync(this.chromiumPath)) {
      return Promise.reject(new ApiError(503, 'unprocessable', fill(pdfMessages.chromiumMissing, { path: this.chromiumPath })));
    }
    const run = this.queue.then(() => this.printNow(job));
    // The next job waits for this one however it ends.
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The warm browser's process id, if one is running (operations and the crash-restart test). */
  async browserProcessId(): Promise<number | undefined> {
    return (await this.browser?.catch(() => null))?.process()?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    this.tab = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async printNow(job: PdfJob): Promise<Uint8Array> {
    if (this.closed) throw new ApiError(503, 'unprocessable', fill(pdfMessages.failed, { reason: 'the server is stopping' }));
    let timer: NodeJS.Timeout | undefined;
    const attempt = { cancelled: false };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfTimeoutError()), this.timeoutMs);
    });
    try {
      return await Promise.race([this.render(job, attempt), timeout]);
    } catch (error) {
      if (error instanceof PdfTimeoutError) {
        attempt.cancelled = true;
        // A browser stuck on one job is of no use to the next: replace it.
        await this.discardBrowser();
        throw new ApiError(504, 'internal', fill(pdfMessages.tooSlow, { seconds: String(Math.round(this.timeoutMs / 1000)) }));
      }
      if (error instanceof ApiError) throw error;
      throw new ApiError(500, 'internal', fill(pdfMessages.failed, { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      clearTimeout(timer);
    }
  }

  /** attempt.cancelled: the job timed out and its browser was discarded; it must not start another. */
  private async render(job: PdfJob, attempt: { cancelled: boolean }): Promise<Uint8Array> {
    try {
      return await this.renderOn(await this.warmTab(), job);
    } catch (error) {
      if (attempt.cancelled) throw error;
      // A browser that crashed since the last job (noticed or not yet) is replaced once; any other fault
      // leaves the tab in an unknown state, so the next job opens a new one.
      const browser = await this.browser?.catch(() => null);
      if (browser?.connected) {
        await this.discardTab();
        throw error;
      }
      await this.discardBrowser();
      return this.renderOn(await this.warmTab(), job);
    }
  }

  private async renderOn(page: Page, job: PdfJob): Promise<Uint8Array> {
    // Each job replaces the whole document; the page loads only what the HTML names (inline images, catalogue URLs).
    await page.setContent(job.html, { waitUntil: 'load', timeout: this.timeoutMs });
    return page.pdf({ format: job.paper, landscape: job.landscape, printBackground: true, preferCSSPageSize: false, timeout: this.timeoutMs });
  }

  /** The warm browser's tab, opened on first use (JavaScript off: documents carry no scripts). */
  private warmTab(): Promise<Page> {
    const browser = this.warmBrowser();
    if (this.tab?.browser !== browser) {
      const page = browser.then(async (b) => {
        const tab = await b.newPage();
        await tab.setJavaScriptEnabled(false);
        return tab;
      });
      this.tab = { browser, page };
      page.catch(() => {
        if (this.tab?.page === page) this.tab = null;
      });
    }
    return this.tab.page;
  }

  private async discardTab(): Promise<void> {
    const tab = this.tab;
    this.tab = null;
    await (await tab?.page.catch(() => null))?.close().catch(() => undefined);
  }

  private warmBrowser(): Promise<Browser> {
    if (!this.browser) {
      const starting = puppeteer.launch({
        executablePath: this.chromiumPath,
        headless: true,
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
      });
      this.browser = starting;
      starting.then(
        (browser) =>
          browser.on('disconnected', () => {
            // Crashed or killed: the next job starts a new one.
            if (this.browser === starting) this.browser = null;
          }),
        () => {
          if (this.browser === starting) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  private async discardBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.tab = null;
    const started = await browser?.catch(() => null);
    await started?.close().catch(() => started.process()?.kill('SIGKILL'));
  }
}
