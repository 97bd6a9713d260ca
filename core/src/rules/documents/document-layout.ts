/**
 * The page and type measures of documents (spec orders §2, §9): landscape Letter 1056 × 816 px, the
 * column widths, and the line metrics the paginator estimates row heights with. The stylesheet
 * (document-css.ts) uses the same numbers, so an estimated row is never shorter than the printed one.
 */
import type { DocumentColumnKind } from '../../plugins/document-payloads.ts';
import { THUMBNAIL_SIZES } from '../../drawing-pages/thumbnail.ts';

export const documentPage = {
  width: 1056,
  height: 816,
  padding: 40,
  /** Letterhead, heading and the customer / address / reference blocks of the first page. */
  firstHeaderHeight: 250,
  /** The order number and title repeated at the top of later pages. */
  laterHeaderHeight: 36,
  footerHeight: 28,
  tableHeaderHeight: 30,
} as const;

export const documentContentWidth = documentPage.width - 2 * documentPage.padding;

/** Widths in px by kind (spec orders §9); 'other' columns share min(otherMax, otherShared / count). */
export const documentColumnWidths = { quantity: 30, unitPrice: 80, subtotal: 80, sku: 90, engravings: 80, otherMax: 120, otherShared: 480 } as const;

export const documentType = {
  fontSize: 11,
  lineHeight: 14,
  /** Generous average glyph width at fontSize, so wrapping is never underestimated. */
  charWidth: 6.4,
  cellPaddingX: 6,
  cellPaddingY: 6,
  thumbnailSize: 40,
  /** The item's drawing beside its description (a vector image, crisp in the PDF). */
  drawingSize: THUMBNAIL_SIZES.document,
  /** An engraving symbol's picture (its name is printed in the text beside it). */
  symbolSize: 20,
  termsFontSize: 9.5,
  termsLineHeight: 13,
  termsCharWidth: 5.6,
  totalsLineHeight: 19,
} as const;

export function columnWidth(kind: Exclude<DocumentColumnKind, 'other'>): number {
  return documentColumnWidths[kind];
}

export const otherColumnWidth = (count: number): number =>
  count === 0 ? 0 : Math.floor(Math.min(documentColumnWidths.otherMax, documentColumnWidths.otherShared / count));
