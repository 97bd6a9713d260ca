/**
 * Documents of an order (spec orders §2, §6, §7, §9) and the order page's plugin actions. The
 * document call answers the pages as HTML with the modes the person is offered; the PDF and CSV calls
 * answer files (a download, not JSON). An order the person cannot see is 404 like the order; a mode
 * outside the four is 400; a mode the person's role is not offered is 403.
 */
import { z } from 'zod';
import { documentModes } from '../plugins/document-payloads.ts';
import { defineCall, dataOf } from './define-call.ts';

const id = z.number().int().positive();

export const documentRequest = z.object({
  orgId: id,
  productOrderOrgSpecificId: id,
  mode: z.enum(documentModes),
  shareToken: z.string().min(1).max(200).optional(),
  shareableOrderId: id.optional(),
});

export const documentCall = defineCall(
  '/configurator/documents/get-document',
  documentRequest,
  dataOf(
    z.object({
      mode: z.enum(documentModes),
      /** The modes offered to this person, in the mode switch's order. */
      modes: z.array(z.enum(documentModes)),
      csvOffered: z.boolean(),
      /** The pages (div.doc-pages) as HTML; the stylesheet is core's documentCss. */
      html: z.string(),
      pageCount: z.number().int().min(1),
      /** '#{orderId} - {title} - {YYMMDD} - {Quote|Packing Slip|Factory|Invoice}', without the extension. */
      title: z.string(),
      /** The order is stocked: the view tabs leave out DRAWINGS. */
      isStocked: z.boolean(),
    }),
  ),
);

/** The PDF's paper (spec catalogue §7: options.format Letter or Tabloid). */
export const pdfPaperFormats = ['Letter', 'Tabloid'] as const;
export type PdfPaperFormat = (typeof pdfPaperFormats)[number];

/**
 * Answers application/pdf as an attachment named '{title}.pdf'. The spec's options (catalogue §7):
 * landscape and the paper format, Letter or Tabloid; by default landscape Letter, as the pages are laid out.
 */
export const documentPdfCall = defineCall(
  '/configurator/documents/pdf',
  documentRequest.extend({
    options: z
      .object({ landscape: z.boolean().default(true), format: z.enum(pdfPaperFormats).default('Letter') })
      .strict()
      .optional(),
  }),
  z.instanceof(Uint8Array),
);

/** Answers text/csv as an attachment named '{title}.csv': the item table's rows. */
export const documentCsvCall = defineCall('/configurator/documents/csv', documentRequest, z.string());
