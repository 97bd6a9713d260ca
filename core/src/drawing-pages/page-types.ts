/**
 * Page types of the drawing set (extension point 'drawing-page-types'): each turns the order's items
 * into sheets. Core's own types come first (standalone product pages, then spatial custom view pages,
 * the door elevation sheets with the signing header and Initials/Date footer); plugins add theirs
 * after them (murals: Elevation Layout, Mural Rendering, Print Panel Layout, Installer Layout).
 * A page is data: the web draws every page with the same sheet frame, whatever type made it.
 */
import type { Drawing } from '../domain/shapes.ts';
import type { ProductOrder } from '../domain/order.ts';
import type { ArchCustomView, ArchWall, GenericEntity } from '../domain/resources.ts';
import type { CanvasProductOption } from '../canvas/entity-type.ts';
import type { ItemTagValue } from '../plugins/item-tags.ts';
import { chunkIntoSheets, type DrawingSetMode } from './sheet-rules.ts';

export interface DrawingSheetItem {
  id: number;
  title: string;
  quantity: number;
  notes: string;
  productTitle: string;
  archCustomViewId: number | null;
  /** The product renderer's drawing, in the set's units: the same shape tree the order page draws. */
  drawing: Drawing;
  /** Plugins' labelled values of the item ('item-tags', e.g. Unit 001), printed in its caption. */
  tags?: ItemTagValue[];
}

export type DrawingSheetOrder = Pick<ProductOrder, 'orgSpecificId' | 'title' | 'type' | 'firmName' | 'projectName' | 'purchaseOrderNumber' | 'lastUpdated'>;
export type DrawingSheetView = Pick<ArchCustomView, 'id' | 'title' | 'rank' | 'quantity' | 'notes' | 'drawingNotesData'>;

export interface DrawingPagesInput {
  order: DrawingSheetOrder;
  items: DrawingSheetItem[];
  customViews: DrawingSheetView[];
  mode: DrawingSetMode;
  /** From productsPerPage(mode, page size). */
  productsPerPage: number;
  /** The order's generic entities (murals, seams, wall labels ...), for page types that draw them. */
  entities?: readonly GenericEntity[];
  /** The catalogue option an entity names (a mural's pattern), when the caller has the catalogue. */
  productOption?: (optionId: number) => CanvasProductOption | undefined;
  /** The image of a catalogue option (a mural's artwork), when the caller has the media: drawn as on the canvas. */
  imageOf?: (option: CanvasProductOption) => string | undefined;
  /** The order's walls on the plan, for page types that draw a floorplan of their own (a mural page's wall). */
  walls?: readonly Pick<ArchWall, 'from' | 'to' | 'thickness'>[];
  /**
   * The settings of the plugin contributing the page type, as the canvas gives them to its entity types
   * (a mural's fallback option when its own is archived or gone): the caller passes them per page type.
   */
  pluginSettings?: Record<string, unknown>;
}

export interface DrawingHeaderRow {
  label: string;
  value: string;
}

export interface DrawingPage {
  /** The page type that made it. */
  typeId: string;
  /** Unique within the set (React key, test hook). */
  key: string;
  title: string;
  header: DrawingHeaderRow[];
  items: DrawingSheetItem[];
  /** The drawing-notes block; empty lines are left out by the page types. */
  notes: string[];
  /** A signing header (title, subtitle and an 'Initials' line) above the drawings. */
  signing?: { title: string; subtitle: string };
  /** 'signed' adds the Initials and Date lines of door elevation sheets to the footer. */
  footer: 'standard' | 'signed';
  /** This page's floorplan (the wall a mural page is about, marked); absent: the order's floorplan. */
  floorplan?: Drawing;
  /** Drawings side by side on the sheet (a mural page: 1, the wall takes the whole width); absent: the set's products per page. */
  columns?: number;
}

/** A note of a viewport's drawingNotesData that a page type prints: its key and what the Notes popup calls it. */
export interface DrawingNoteField {
  key: string;
  label: string;
}

export interface DrawingPageType {
  id: string;
  title: string;
  /** The viewport drawing notes (drawingNotesData keys) its pages print: the Notes popup offers one field each. */
  noteFields?: readonly DrawingNoteField[];
  /** The pages of this type for the order, in order; none when the order has nothing of this type. */
  pages: (input: DrawingPagesInput) => DrawingPage[];
}

const orderHeader = (order: DrawingSheetOrder): DrawingHeaderRow[] =>
  [
    { label: 'Order', value: `#${order.orgSpecificId}` },
    { label: 'Title', value: order.title },
    { label: 'Project', value: order.projectName },
    { label: 'Company', value: order.firmName },
    { label: 'PO', value: order.purchaseOrderNumber },
  ].filter((row) => row.value.trim() !== '');

const itemNotes = (items: DrawingSheetItem[]): string[] => items.filter((i) => i.notes.trim()).map((i) => `${i.title || i.productTitle}: ${i.notes.trim()}`);

const range = (first: number, count: number, total: number): string => (count === 1 ? `${first} of ${total}` : `${first}–${first + count - 1} of ${total}`);

/** Standalone product pages: the items outside any custom view, as many per page as the mode allows. */
export const productPageType: DrawingPageType = {
  id: 'product',
  title: 'Product',
  pages: ({ order, items, productsPerPage }) => {
    const own = items.filter((i) => i.archCustomViewId === null);
    return chunkIntoSheets(own, productsPerPage).map((pageItems, n) => ({
      typeId: 'product',
      key: `product-${n + 1}`,
      title: 'Product Drawings',
      header: [...orderHeader(order), { label: 'Items', value: range(n * productsPerPage + 1, pageItems.length, own.length) }],
      items: pageItems,
      notes: itemNotes(pageItems),
      footer: 'standard',
    }));
  },
};

/**
 * Spatial custom view pages (door elevations): one sheet per view that holds items, in view rank
 * order, with the signing header and the Initials and Date footer the client signs off on.
 */
export const customViewPageType: DrawingPageType = {
  id: 'custom-view',
  title: 'Elevation',
  pages: ({ order, items, customViews, productsPerPage }) =>
    [...customViews]
      .sort((a, b) => a.rank - b.rank)
      .flatMap((view) => {
        const viewItems = items.filter((i) => i.archCustomViewId === view.id);
        const notes = [view.notes, ...Object.values(view.drawingNotesData)].map((n) => n.trim()).filter(Boolean);
        return chunkIntoSheets(viewItems, productsPerPage).map((pageItems, n) => ({
          typeId: 'custom-view',
          key: `custom-view-${view.id}-${n + 1}`,
          title: view.title,
          header: [...orderHeader(order), { label: 'View', value: view.title }, { label: 'Quantity', value: String(view.quantity) }],
          items: pageItems,
          notes: [...notes, ...itemNotes(pageItems)],
          signing: { title: view.title, subtitle: `#${order.orgSpecificId} - ${order.title}` },
          footer: 'signed' as const,
        }));
      }),
};

/** Core's page types, before any plugin's. */
export const builtInDrawingPageTypes: readonly DrawingPageType[] = [productPageType, customViewPageType];

/** Every page of the set, type by type; page numbers follow this order. */
export function drawingPages(types: readonly DrawingPageType[], input: DrawingPagesInput): DrawingPage[] {
  return types.flatMap((type) => type.pages(input));
}

/** Organisation options of the drawing sheets (extension point 'drawing-sheet-options'). */
export interface DrawingSheetOptions {
  /** Every sheet on Letter, never Ledger. */
  forceLetter?: boolean;
  /** A line shown on the toolbar telling which paper to print the set on. */
  printNote?: (mode: DrawingSetMode) => string;
}
