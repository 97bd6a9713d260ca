/**
 * Rows to the API's shapes (core/src/domain). Column names equal the spec's field names, so this is
 * mostly dropping bookkeeping columns; prices are removed here when the viewer's pricing is hidden.
 */
import { Utils, wrap } from '@mikro-orm/core';
import { instancePricingFields, orderPricingFields, withoutPrices, type ProductInstance, type ProductOrder } from '@configurator/core';
import type { ProductInstanceRow, ProductOrderRow } from '../db/entities/index.ts';
import { listRowColumns, type OrderListRecord } from './orders-list-query.ts';

/** Columns of every table that no catalogue answer carries. */
export const bookkeepingColumns = ['created', 'lastUpdated'] as const;

/** A plain copy of a row without its bookkeeping columns. */
export function plain<T>(row: object, drop: readonly string[] = bookkeepingColumns): T {
  // A row read plain (db/plain-rows.ts) is copied as it is; an entity is turned into its plain form.
  const object = (Utils.isEntity(row) ? wrap(row).toPOJO() : { ...(row as Record<string, unknown>) }) as Record<string, unknown>;
  for (const key of drop) delete object[key];
  return object as T;
}

export const orderDto = (row: ProductOrderRow | ProductOrder): ProductOrder => plain<ProductOrder>(row, []);
export const instanceDto = (row: ProductInstanceRow | ProductInstance): ProductInstance => plain<ProductInstance>(row, []);

/** The order as this viewer may see it. */
export function orderForViewer(row: ProductOrderRow | ProductOrder, pricingIsHidden: boolean) {
  const dto = orderDto(row);
  if (!pricingIsHidden) return dto;
  const visible: Partial<ProductOrder> = { ...dto };
  for (const field of orderPricingFields) delete visible[field];
  // Payments recorded per status are amounts too.
  visible.statusData = statusDataWithoutAmounts(dto.statusData);
  // So are the payments recorded for the receipt (their amounts and fees).
  visible.integrationData = withoutPrices(dto.integrationData, () => undefined, true) as Record<string, unknown>;
  return visible as Omit<ProductOrder, (typeof orderPricingFields)[number]>;
}

export function instanceForViewer(row: ProductInstanceRow | ProductInstance, pricingIsHidden: boolean) {
  const dto = instanceDto(row);
  if (!pricingIsHidden) return dto;
  const visible: Partial<ProductInstance> = { ...dto };
  for (const field of instancePricingFields) delete visible[field];
  return visible as Omit<ProductInstance, (typeof instancePricingFields)[number]>;
}

/** Statuses as a viewer whose pricing is hidden sees them: payments recorded per status are amounts too. */
const statusDataWithoutAmounts = (statusData: ProductOrder['statusData']) =>
  Object.fromEntries(Object.entries(statusData).map(([key, { paymentAmountInCents: _amount, ...rest }]) => [key, rest]));

/**
 * An orders list row as this viewer may see it: the total only when their pricing shows. One copy of
 * the row's columns (listRowColumns), completed in place: a page is a hundred rows, and a spread per
 * field added would copy each row again.
 */
export function listRowForViewer(row: OrderListRecord, pricingIsHidden: boolean) {
  const visible: ReturnType<typeof listRowColumns> & { ownerName: string; costs?: { orderTotal: number } } = Object.assign(listRowColumns(row), {
    ownerName: row.ownerName,
  });
  if (pricingIsHidden) visible.statusData = statusDataWithoutAmounts(row.statusData);
  else visible.costs = { orderTotal: row.orderTotal };
  return visible;
}
