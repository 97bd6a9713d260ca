/**
 * A document as data: the header facts, the item table's columns and rows, the totals and terms, laid
 * out on landscape Letter pages (spec orders §2, §6, §9). Pure: the server and tests build it from the
 * order as the viewer may see it (prices already removed for a person whose prices are hidden, by
 * the pricing-visibility projection), so a hidden price cannot reach any mode.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import { toDisplayDate } from '../../domain/dates.ts';
import type { z } from 'zod';
import type { orderForViewer } from '../../api/pricing-visibility.ts';
import type { Address, ProductInstance } from '../../domain/order.ts';
import { CUSTOM_PRODUCT_ID } from '../../domain/order.ts';
import type { Drawing } from '../../domain/shapes.ts';
import type { EngravingSymbolSet } from '../../plugins/engraving-symbols.ts';
import type { DocumentColumn, DocumentLetterhead, DocumentMode, TermsOfSale } from '../../plugins/document-payloads.ts';
import { resolveColumns, type DocumentCell, type PricedDocumentLine, type ResolvedColumn } from './document-columns.ts';
import { documentPage, documentType } from './document-layout.ts';
import { documentModeRules } from './document-modes.ts';
import { totalsLines, type TotalsLine } from './document-totals.ts';
import { paginate, wrappedLineCount } from './paginate.ts';

/** The order as the viewer may see it: pricing fields are absent when their prices are hidden (orderForViewer). */
export type DocumentOrder = z.infer<typeof orderForViewer>;
export type DocumentItem = Pick<ProductInstance, 'id' | 'productId' | 'quantity' | 'title' | 'notes' | 'properties'> & {
  archCustomViewId?: number | null;
  unitPriceInCents?: number;
  totalPriceInCents?: number;
};

export interface DocumentInput {
  mode: DocumentMode;
  order: DocumentOrder;
  items: readonly DocumentItem[];
  catalogue: CatalogueIndex;
  organisation: { title: string; logoUrl?: string; accentColor: string; fontFamily: string };
  /** The organisation's word for an order ('Quote', 'Project'). */
  orderWord: string;
  columns: readonly DocumentColumn[];
  letterhead?: DocumentLetterhead;
  termsOfSale?: TermsOfSale;
  /** When the document is produced (stored format); printed as its date. */
  now: string;
  /** The item's drawing by its product's renderer (printed beside its description); absent: none. */
  drawingOf?: (item: DocumentItem) => Drawing | undefined;
  /** The engraving symbols' names and artwork ('engraving-symbols'): symbols print as pictures with their names. */
  engravingSymbols?: EngravingSymbolSet;
}

export interface DocumentRow {
  cells: DocumentCell[];
  height: number;
}

export interface DocumentPageLayout {
  number: number;
  rows: DocumentRow[];
  showsTotals: boolean;
  showsTerms: boolean;
}

export interface DocumentModel {
  mode: DocumentMode;
  label: string;
  organisation: DocumentInput['organisation'];
  letterhead?: DocumentLetterhead;
  orderWord: string;
  orderNumber: number;
  orderTitle: string;
  facts: { label: string; value: string }[];
  parties: { title: string; lines: string[] }[];
  columns: Omit<ResolvedColumn, 'cell'>[];
  totals: TotalsLine[] | null;
  terms: TermsOfSale | null;
  pages: DocumentPageLayout[];
  /** Every row, for the CSV. */
  rows: DocumentRow[];
}

const addressLines = (a: Address): string[] =>
  [
    a.streetAddress,
    a.streetAddress2,
    [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country && a.country !== 'US' ? a.country : '',
  ].filter((l) => l.trim() !== '');

function rowHeight(cells: DocumentCell[], columns: readonly ResolvedColumn[]): number {
  const t = documentType;
  let tallest = 0;
  cells.forEach((cell, i) => {
    const inner = columns[i]!.width - 2 * t.cellPaddingX - (cell.imageUrl ? t.thumbnailSize + 4 : 0) - (cell.drawing ? t.drawingSize + 6 : 0);
    // Symbol pictures print on a line of their own above the text.
    const textHeight =
      (cell.text ? wrappedLineCount(cell.text, Math.max(inner, 8), t.charWidth) * t.lineHeight : 0) +
      (cell.symbols ? Math.ceil(cell.symbols.arts.length / Math.max(1, Math.floor(inner / (t.symbolSize + 4)))) * (t.symbolSize + 4) : 0);
    tallest = Math.max(tallest, textHeight, cell.imageUrl ? t.thumbnailSize : 0, cell.drawing ? t.drawingSize : 0);
  });
  return Math.max(tallest, t.lineHeight) + 2 * t.cellPaddingY + 1;
}

export const totalsHeight = (lines: readonly TotalsLine[]): number => lines.length * documentType.totalsLineHeight + 20;

export function termsHeight(terms: TermsOfSale): number {
  const t = documentType;
  const width = documentPage.width - 2 * documentPage.padding;
  const lines = terms.clauses.reduce((sum, clause) => sum + wrappedLineCount(clause, width - 16, t.termsCharWidth), 0);
  return 24 + lines * t.termsLineHeight + terms.clauses.length * 2 + 12;
}

function headerFacts(input: DocumentInput): DocumentModel['facts'] {
  const { order } = input;
  const facts = [
    { label: 'Date', value: toDisplayDate(input.now) },
    { label: `${input.orderWord} Date`, value: toDisplayDate(order.created) },
    { label: 'PO Number', value: order.purchaseOrderNumber },
    { label: 'Estimate Number', value: order.estimateNumber },
    { label: 'Project', value: order.projectName },
    { label: 'Est. Ship Date', value: order.estimatedShippingDate ? toDisplayDate(order.estimatedShippingDate) : '' },
  ];
  if (input.mode === 'invoice' && order.lastPaymentDate) facts.push({ label: 'Last Payment', value: toDisplayDate(order.lastPaymentDate) });
  return facts.filter((f) => f.value.trim() !== '');
}

function parties(order: DocumentOrder): DocumentModel['parties'] {
  return [
    { title: 'Customer', lines: [order.firmName, order.contactName, order.phone, order.clientEmails].filter((l) => l.trim() !== '') },
    { title: 'Deliver To', lines: addressLines(order.deliveryAddress) },
    { title: 'Bill To', lines: addressLines(order.billingAddress) },
  ];
}

export function buildDocument(input: DocumentInput): DocumentModel {
  const rule = documentModeRules[input.mode];
  const { order } = input;
  // Prices print only where the mode prints them and the projection left them in.
  const showsPrices = rule.showsPrices && order.costs !== undefined && order.amountPaidInCents !== undefined;
  const lines: PricedDocumentLine[] = input.items.map((item, i) => ({
    item,
    product: item.productId === CUSTOM_PRODUCT_ID ? undefined : input.catalogue.productsById.get(item.productId),
    catalogue: input.catalogue,
    position: i + 1,
    orderItems: input.items,
    unitPriceInCents: showsPrices ? item.unitPriceInCents : undefined,
    totalPriceInCents: showsPrices ? item.totalPriceInCents : undefined,
    drawing: input.drawingOf?.(item),
    engravingSymbols: input.engravingSymbols,
  }));
  const columns = resolveColumns({ mode: input.mode, showsPrices, lines, catalogue: input.catalogue, contributed: input.columns });
  const rows = lines.map((line) => {
    const cells = columns.map((c) => c.cell(line));
    return { cells, height: rowHeight(cells, columns) };
  });
  const totals = showsPrices
    ? totalsLines(
        {
          ...order,
          costs: order.costs!,
          amountPaidInCents: order.amountPaidInCents!,
          discountPercentage: order.discountPercentage ?? null,
          taxPercentage: order.taxPercentage ?? 0,
          tariffPercentage: order.tariffPercentage ?? 0,
        },
        input.mode,
      )
    : null;
  const terms = rule.showsTermsOfSale ? (input.termsOfSale ?? null) : null;

  const blocks = [...rows.map((r) => r.height), ...(totals ? [totalsHeight(totals)] : []), ...(terms ? [termsHeight(terms)] : [])];
  const p = documentPage;
  const body = p.height - 2 * p.padding - p.footerHeight - p.tableHeaderHeight;
  const layout = paginate(blocks, (page) => body - (page === 0 ? p.firstHeaderHeight : p.laterHeaderHeight));
  const totalsIndex = totals ? rows.length : -1;
  const termsIndex = terms ? rows.length + (totals ? 1 : 0) : -1;
  const pages = layout.map((indices, i) => ({
    number: i + 1,
    rows: indices.filter((k) => k < rows.length).map((k) => rows[k]!),
    showsTotals: indices.includes(totalsIndex),
    showsTerms: indices.includes(termsIndex),
  }));

  return {
    mode: input.mode,
    label: rule.label,
    organisation: input.organisation,
    letterhead: input.letterhead,
    orderWord: input.orderWord,
    orderNumber: order.orgSpecificId,
    orderTitle: order.title,
    facts: headerFacts(input),
    parties: parties(order),
    columns: columns.map(({ cell: _cell, ...column }) => column),
    totals,
    terms,
    pages,
    rows,
  };
}
