/**
 * The item table's columns: the built-in ones (item description, quantity, unit price, subtotal),
 * one column per catalogue property shown as a column (invoiceVisibility 'column'; engraving arrays
 * are sized as engravings), and the columns product families and organisations contribute to
 * 'document-columns'. Properties with invoiceVisibility 'inline' are printed under the description,
 * with the option's thumbnail when the property has showThumbnailsOnInvoice.
 */
import type { ProductProperty } from '../../domain/catalogue.ts';
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import { formatMoney } from '../../domain/money.ts';
import { titleOr, valueInWords } from '../../domain/property-words.ts';
import type { DocumentColumn, DocumentColumnKind, DocumentLine, DocumentMode } from '../../plugins/document-payloads.ts';
import type { Drawing } from '../../domain/shapes.ts';
import type { PropertyValue } from '../../domain/order.ts';
import { engravingSymbolOf, type EngravingSymbolArt, type EngravingSymbolSet } from '../../plugins/engraving-symbols.ts';
import { columnWidth, documentContentWidth, otherColumnWidth } from './document-layout.ts';

/** A printed cell: text lines, an option thumbnail where the property asks for one, the item's drawing in the description. */
export interface DocumentCell {
  text: string;
  imageUrl?: string;
  /** The item's drawing, with its alt text naming the item (printed as a thumbnail by document-drawings.ts). */
  drawing?: { drawing: Drawing; alt: string };
  /** Engraving symbols the text names, printed as pictures beside it (their set's box, for the viewBox). */
  symbols?: { set: EngravingSymbolSet; arts: EngravingSymbolArt[] };
}

/** A line as the document prints it: the item with its prices when the viewer may see them, and its drawing. */
export type PricedDocumentLine = DocumentLine & {
  unitPriceInCents?: number;
  totalPriceInCents?: number;
  drawing?: Drawing;
  engravingSymbols?: EngravingSymbolSet;
};

export interface ResolvedColumn {
  key: string;
  title: string;
  kind: DocumentColumnKind | 'description';
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: PricedDocumentLine) => DocumentCell;
}

interface ColumnSpec {
  key: string;
  title: string;
  kind: DocumentColumnKind | 'description';
  order: number;
  align?: ResolvedColumn['align'];
  cell: (line: PricedDocumentLine) => DocumentCell;
}

const text = (value: string): DocumentCell => ({ text: value });

const inlineProperty = (property: ProductProperty) => property.invoiceVisibility === 'inline';

/** The product (or custom item) title, the item's own title, and its inline properties as lines. */
function descriptionCell(line: PricedDocumentLine): DocumentCell {
  const { item, product, catalogue, engravingSymbols } = line;
  const name = `${product ? product.title : 'Custom item'}${item.title ? ` – ${item.title}` : ''}`;
  const heading = `${line.position}. ${name}`;
  const lines = [heading];
  let imageUrl: string | undefined;
  const symbols: EngravingSymbolArt[] = [];
  for (const [id, value] of sortedValues(item.properties, catalogue)) {
    const property = catalogue.propertiesById.get(id);
    if (!property || !inlineProperty(property)) continue;
    const words = valueInWords(value, catalogue, engravingSymbols);
    if (words === null) continue;
    lines.push(`${titleOr(property.title)}: ${words}`);
    symbols.push(...symbolArts(value, engravingSymbols));
    if (property.showThumbnailsOnInvoice && !imageUrl && value.optionId != null)
      imageUrl = catalogue.optionsById.get(value.optionId)?.thumbnailUrl ?? undefined;
  }
  const alt = `Drawing of ${name}`;
  const drawing = line.drawing ? { drawing: line.drawing, alt } : undefined;
  return { text: lines.join('\n'), imageUrl, ...(drawing ? { drawing } : {}), ...symbolsOf(symbols, engravingSymbols) };
}

/** The artwork of the symbols an engraving value holds, in its reading order (ids without artwork are left to the words). */
function symbolArts(value: PropertyValue, set: EngravingSymbolSet | undefined): EngravingSymbolArt[] {
  if (!value.engravings || !set) return [];
  return Object.values(value.engravings)
    .flatMap((e) => [...e.above, ...e.below])
    .flatMap((e) => {
      const art = e.symbolId === undefined || e.text ? undefined : engravingSymbolOf(set, e.symbolId);
      return art ? [art] : [];
    });
}

const symbolsOf = (arts: EngravingSymbolArt[], set: EngravingSymbolSet | undefined): Pick<DocumentCell, 'symbols'> =>
  set && arts.length > 0 ? { symbols: { set, arts } } : {};

function sortedValues(properties: DocumentLine['item']['properties'], catalogue: CatalogueIndex) {
  const rank = (id: number) => catalogue.propertiesById.get(id)?.rank ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(properties)
    .map(([id, value]) => [Number(id), value] as const)
    .sort(([a], [b]) => rank(a) - rank(b) || a - b);
}

function propertyColumn(property: ProductProperty): ColumnSpec {
  return {
    key: `property-${property.id}`,
    title: titleOr(property.title),
    kind: property.isArray || property.type === 'array' ? 'engravings' : 'other',
    order: 200 + property.rank,
    cell: ({ item, catalogue, engravingSymbols }) => {
      const value = item.properties[String(property.id)];
      const words = value ? valueInWords(value, catalogue, engravingSymbols) : null;
      const optionId = value?.optionId;
      const imageUrl = property.showThumbnailsOnInvoice && optionId != null ? (catalogue.optionsById.get(optionId)?.thumbnailUrl ?? undefined) : undefined;
      return { text: words ?? '', imageUrl, ...(value ? symbolsOf(symbolArts(value, engravingSymbols), engravingSymbols) : {}) };
    },
  };
}

const money = (cents: number | undefined) => (cents === undefined ? '' : formatMoney(cents));

const builtInColumns: readonly ColumnSpec[] = [
  { key: 'description', title: 'Item', kind: 'description', order: 0, cell: descriptionCell },
  { key: 'quantity', title: 'Qty', kind: 'quantity', order: 100, align: 'center', cell: ({ item }) => text(String(item.quantity)) },
];

const priceColumns: readonly ColumnSpec[] = [
  { key: 'unitPrice', title: 'Unit Price', kind: 'unitPrice', order: 900, align: 'right', cell: (line) => text(money(line.unitPriceInCents)) },
  { key: 'subtotal', title: 'Subtotal', kind: 'subtotal', order: 910, align: 'right', cell: (line) => text(money(line.totalPriceInCents)) },
];

/** The properties any line's product prints as a column, by rank. */
function columnProperties(lines: readonly PricedDocumentLine[], catalogue: CatalogueIndex): ProductProperty[] {
  const ids = new Set<number>();
  for (const line of lines) for (const id of Object.keys(line.item.properties)) ids.add(Number(id));
  return [...ids].map((id) => catalogue.propertiesById.get(id)).filter((p): p is ProductProperty => !!p && p.invoiceVisibility === 'column' && !p.archived);
}

export interface ColumnsInput {
  mode: DocumentMode;
  showsPrices: boolean;
  lines: readonly PricedDocumentLine[];
  catalogue: CatalogueIndex;
  contributed: readonly DocumentColumn[];
}

/** The columns of the mode, ordered, with widths: fixed by kind, 'other' shared, the description the rest. */
export function resolveColumns({ mode, showsPrices, lines, catalogue, contributed }: ColumnsInput): ResolvedColumn[] {
  const fromContributions: ColumnSpec[] = contributed
    .filter((c) => !c.modes || c.modes.includes(mode))
    .map((c) => ({ key: c.key, title: c.title, kind: c.kind, order: c.order, cell: (line) => text(c.cell(line)) }));
  const specs = [...builtInColumns, ...columnProperties(lines, catalogue).map(propertyColumn), ...fromContributions, ...(showsPrices ? priceColumns : [])].sort(
    (a, b) => a.order - b.order,
  );
  const others = specs.filter((s) => s.kind === 'other').length;
  const widthOf = (kind: ColumnSpec['kind']) => (kind === 'description' ? 0 : kind === 'other' ? otherColumnWidth(others) : columnWidth(kind));
  const fixed = specs.reduce((sum, s) => sum + widthOf(s.kind), 0);
  return specs.map((s) => ({
    key: s.key,
    title: s.title,
    kind: s.kind,
    align: s.align ?? (s.kind === 'unitPrice' || s.kind === 'subtotal' ? 'right' : 'left'),
    width: s.kind === 'description' ? Math.max(160, documentContentWidth - fixed) : widthOf(s.kind),
    cell: s.cell,
  }));
}
