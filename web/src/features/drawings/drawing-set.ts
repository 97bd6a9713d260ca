/**
 * The drawing set of an order: every item drawn by its product's renderer (the same shape trees the
 * order page draws), then laid out on sheets by core's page types followed by the organisation's
 * plugins' page types, on the page size the mode, the order type and the organisation decide.
 */
import {
  builtInDrawingPageTypes, drawingPages, drawingPageTypesPoint, sheetItemsOf, drawingSheetOptionsPoint, pageSizeFor, productsPerPage,
  type CatalogueIndex, type DrawingPage, type DrawingPageSize, type DrawingSetMode, type DrawingSheetOrder,
  type DrawingPagesInput, type DrawingSheetView, type GenericEntity, type OrgRegistry, type Units,
} from '@configurator/core';
import type { ItemView } from '../../order-state/order-types.ts';

export interface DrawingSetInput {
  registry: OrgRegistry;
  order: DrawingSheetOrder;
  items: ItemView[];
  index: CatalogueIndex;
  customViews: DrawingSheetView[];
  mode: DrawingSetMode;
  units: Units;
  /** The order's generic entities (plugins' page types draw murals from them). */
  entities?: readonly GenericEntity[];
  /** The order's walls, for page types that draw a floorplan of their own. */
  walls?: DrawingPagesInput['walls'];
}

export interface DrawingSet {
  size: DrawingPageSize;
  perPage: number;
  pages: DrawingPage[];
  /** Items with nothing to draw (custom items have no product), named so the set can say so. */
  undrawn: string[];
}

export function drawingSet({ registry, order, items, index, customViews, mode, units, entities = [], walls = [] }: DrawingSetInput): DrawingSet {
  const options = registry.single(drawingSheetOptionsPoint) ?? {};
  const size = pageSizeFor({ mode, orderType: order.type, forceLetter: options.forceLetter ?? false });
  const perPage = productsPerPage(mode, size);
  const { drawn, undrawn } = sheetItemsOf(registry, items, index, units);
  const types = [...builtInDrawingPageTypes, ...registry.all(drawingPageTypesPoint)];
  return { size, perPage, pages: drawingPages(types, { order, items: drawn, customViews, mode, productsPerPage: perPage, entities, walls, productOption: (id) => canvasOption(index, id) }), undrawn };
}

/** What entity types and page types may read of a catalogue option (archived as a boolean). */
function canvasOption(index: CatalogueIndex, id: number) {
  const o = index.optionsById.get(id);
  return o && { id: o.id, title: o.title, archived: o.archived === 1, data: o.data, thumbnailUrl: o.thumbnailUrl };
}

export const printNoteOf = (registry: OrgRegistry, mode: DrawingSetMode): string | undefined => registry.single(drawingSheetOptionsPoint)?.printNote?.(mode);
