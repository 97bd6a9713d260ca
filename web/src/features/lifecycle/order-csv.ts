/**
 * Export CSV of one order (staff order-info popup, spec orders §2): one row per item with its
 * number, title, quantity, options in words and prices (price columns left empty when the viewer's
 * pricing is hidden). The file is '{title}-export-{YYYY-MM-DD}.csv' like the orders list's export.
 * Written by the app's one CSV writer (core), so quoting and formula neutralising match every export.
 */
import { writeCsv, type CatalogueIndex } from '@configurator/core';
import { exportCsv } from '../../api/export-csv.ts';
import { itemLabel } from '../../order-state/ItemList.tsx';
import type { ItemView, OrderView } from '../../order-state/order-types.ts';
import { csvExportFileName } from '../orders-list/orders-csv-export.ts';
import { itemOptionLines, orderLevelLines } from './cart-lines.ts';

export const orderCsvColumns = ['Item', 'Title', 'Quantity', 'Options', 'Unit price ($)', 'Total ($)'] as const;

const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

export function orderCsv(order: OrderView, items: readonly ItemView[], index: CatalogueIndex): string {
  const orderLevel = orderLevelLines(items, index).map((l) => `${l.label}: ${l.value}`);
  const rows = items.map((item, i) => [
    String(i + 1),
    itemLabel(item, index),
    String(item.quantity),
    [...itemOptionLines(item.properties, index).map((l) => `${l.label}: ${l.value}`), ...orderLevel].join('; '),
    dollars(item.unitPriceInCents),
    dollars(item.totalPriceInCents),
  ]);
  const total = order.costs ? [['', 'Order total', '', '', '', dollars(order.costs.orderTotal)]] : [];
  return writeCsv(orderCsvColumns, [...rows, ...total]);
}

/** Hands the CSV to the browser: a download on a desktop, the share sheet on a device that shares files. */
export async function exportOrderCsv(order: OrderView, csv: string): Promise<void> {
  await exportCsv(csv, csvExportFileName(`${order.title}`, new Date()));
}
