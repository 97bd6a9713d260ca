/**
 * The orders list as CSV (spec orders §2 export, §7 CSV variant): one row per order with its number,
 * title, owner, category, last completed status by title, created date (M/D/YYYY) and total in
 * dollars, left empty when the viewer's pricing is hidden for that order. The app's one CSV writer (core) quotes and neutralises formulas.
 */
import { centsToDollars, ordersCsvColumns, toDisplayDate, writeCsv, type StatusDefinition } from '@configurator/core';
import type { OrderListRecord } from './orders-list-query.ts';

export interface CsvOrder {
  row: Pick<OrderListRecord, 'orgSpecificId' | 'title' | 'productCategoryTitle' | 'lastCompletedStatusKey' | 'created' | 'orderTotal'>;
  ownerName: string;
  pricingIsHidden: boolean;
}

const statusTitle = (statuses: readonly StatusDefinition[], key: string | null | undefined): string =>
  key == null ? '' : (statuses.find((s) => s.key === key)?.title ?? key);

export function ordersCsv(orders: readonly CsvOrder[], statuses: readonly StatusDefinition[]): string {
  const records = orders.map(({ row, ownerName, pricingIsHidden }) => [
    row.orgSpecificId,
    row.title,
    ownerName,
    row.productCategoryTitle ?? '',
    statusTitle(statuses, row.lastCompletedStatusKey),
    toDisplayDate(row.created),
    pricingIsHidden ? '' : centsToDollars(row.orderTotal).toFixed(2),
  ]);
  return writeCsv(ordersCsvColumns, records);
}
