/**
 * The drawing set of an order: every item drawn by its product's renderer (the same shape trees the
 * order page draws), then laid out on sheets by core's page types followed by the organisation's
 * plugins' page types, on the page size the mode, the order type and the organisation decide.
 */
import {
  builtInDrawingPageTypes,
  drawingPages,
  drawingPageTypesPoint,
  sheetItemsOf,
  drawingSheetOptionsPoint,
  pageSizeFor,
  productsPerPage,
  type CatalogueIndex,
  type DrawingPage,
  type DrawingPageSize,
  type DrawingSetMode,
  type DrawingSheetOrder,
  type DrawingPagesInput,
  type DrawingPageType,
  type DrawingSheetView,
  type GenericEntity,
  type Medium,
  type OrgRegistry,
  type Units,
} from '@configurator/core';
import { catalogueLookups } from '../media/catalogue-lookups.ts';
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
  /** The order's media: a mural's artwork is drawn from its option's image, as on the canvas. */
  media?: readonly Medium[];
}

export interface DrawingSet {
  size: DrawingPageSize;
  perPage: number;
  pages: DrawingPage[];
  /** Items with nothing to draw (custom items have no product), named so the set can say so. */
  undrawn: string[];
}

export function drawingSet({ registry, order, items, index, customViews, mode, units, entities = [], walls = [], media = [] }: DrawingSetInput): DrawingSet {
  const options = registry.single(drawingSheetOptionsPoint) ?? {};
  const size = pageSizeFor({ mode, orderType: order.type, forceLetter: options.forceLetter ?? false });
  const perPage = productsPerPage(mode, size);
  const { drawn, undrawn } = sheetItemsOf(registry, items, index, units);
  // Each plugin's page types read its settings, as its entity types do on the canvas (a mural's
  // archived pattern falls back to the organisation's option on the sheets as in the editor).
  const types: DrawingPageType[] = [
    ...builtInDrawingPageTypes,
    ...registry
      .allWithSettings(drawingPageTypesPoint)
      .map(({ value, settings }) => ({ ...value, pages: (input: DrawingPagesInput) => value.pages({ ...input, pluginSettings: settings }) })),
  ];
  return {
    size,
    perPage,
    pages: drawingPages(types, { order, items: drawn, customViews, mode, productsPerPage: perPage, entities, walls, ...catalogueLookups(index, media) }),
    undrawn,
  };
}

export const printNoteOf = (registry: OrgRegistry, mode: DrawingSetMode): string | undefined => registry.single(drawingSheetOptionsPoint)?.printNote?.(mode);
