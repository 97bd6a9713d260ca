/** Documents of an order (page HTML, PDF, CSV) (spec orders §2). */
import { documentCall, documentCsvCall, documentPdfCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { RateLimits } from '../http/rate-limits.ts';
import { DocumentService } from '../services/documents/document-service.ts';

export function mountDocumentRoutes(calls: CallRouter): void {
  calls
    .authed(documentCall, async (input, { resolve, viewer }) => ({ data: await resolve(DocumentService).page(viewer, input) }))
    // A PDF takes a Chromium print: limited per person (rate-limits.ts 'pdf') on top of the printer's queue.
    .download(documentPdfCall, 'application/pdf', async (input, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('pdf', viewer.userId, ctx);
      return resolve(DocumentService).pdf(viewer, input);
    })
    .download(documentCsvCall, 'text/csv', (input, { resolve, viewer }) => resolve(DocumentService).csv(viewer, input));
}
