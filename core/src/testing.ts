/**
 * '@configurator/core/testing': builders for tests of plugins, organisations and the server (a
 * productOrder with a new order's defaults). Not part of the runtime surface.
 */
export { testOrder } from './rules/testing/test-order.ts';
export { printedDrawings, type PrintedDrawing } from './rules/testing/document-drawings.ts';
