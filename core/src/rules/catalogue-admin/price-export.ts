/**
 * The product price export (spec catalogue §3 exportPriceData, §9: at most 10,000 rows; issue 34 item
 * 4): the unit price of each combination of the product's offered options, laid out as its
 * exportPriceData says. groupDataBy (a property id) starts a block per option of that property; rowsData
 * (property ids) are the leading columns, one line per combination of their options; columnsData
 * (property ids) are the price columns, one per combination of their options ('Brass / Large'), or a
 * single 'Price' column; fixedProperties ({ propertyId: optionId }) hold other properties at one option;
 * every property named nowhere takes its first offered option, as the SKU sample does. Prices come from
 * core's priceItem at the given date, in dollars. Lines stop at the cap: the file is never larger.
 */
import type { CatalogueIndex } from '../../domain/catalogue-index.ts';
import type { ProductOption } from '../../domain/catalogue.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import { limits } from '../limits.ts';
import { priceItem } from '../pricing/price-item.ts';
import type { CsvCell } from '../csv/csv-writer.ts';

export interface PriceExportTable {
  header: string[];
  rows: CsvCell[][];
  /** More lines existed than the cap allows: the table holds the first ones. */
  truncated: boolean;
}

/** Every combination of one option per list, in order (the first list varies slowest), one at a time. */
function* combinations(lists: readonly (readonly ProductOption[])[], prefix: ProductOption[] = []): Generator<ProductOption[]> {
  if (lists.length === 0) {
    yield prefix;
    return;
  }
  for (const option of lists[0]!) yield* combinations(lists.slice(1), [...prefix, option]);
}

export function productPriceExport(index: CatalogueIndex, productId: number, date: string, maxRows: number = limits.priceExportMaxRows): PriceExportTable {
  const product = index.productsById.get(productId);
  if (!product) return { header: [], rows: [], truncated: false };
  const applied = Object.keys(product.associations.productProperties).map(Number);
  const offered = (propertyId: number) => {
    const disabled = new Set(product.associations.productProperties[String(propertyId)]?.disabledProductOptionIds ?? []);
    return (index.optionsByProperty.get(propertyId) ?? []).filter((o) => !disabled.has(o.id));
  };
  const settings = product.exportPriceData ?? {};
  const usable = (ids: readonly number[] | undefined) => (ids ?? []).filter((id) => applied.includes(id) && offered(id).length > 0);
  const groupId = usable(settings.groupDataBy ? [Number(settings.groupDataBy)] : [])[0];
  const rowIds = usable(settings.rowsData).filter((id) => id !== groupId);
  const columnIds = usable(settings.columnsData).filter((id) => id !== groupId && !rowIds.includes(id));
  const title = (propertyId: number) => index.propertiesById.get(propertyId)?.title ?? `Property ${propertyId}`;

  // The properties named nowhere: held at their fixed option, else at their first offered one.
  const base: InstanceProperties = {};
  for (const propertyId of applied) {
    if (propertyId === groupId || rowIds.includes(propertyId) || columnIds.includes(propertyId)) continue;
    const options = offered(propertyId);
    const fixed = settings.fixedProperties?.[String(propertyId)];
    const option = options.find((o) => o.id === fixed) ?? options[0];
    if (option) base[String(propertyId)] = { optionId: option.id };
  }
  const priceOf = (chosen: readonly ProductOption[]) => {
    const properties: InstanceProperties = { ...base };
    for (const option of chosen) properties[String(option.productPropertyId)] = { optionId: option.id };
    const { unitPriceInCents } = priceItem({ index, instance: { productId, quantity: 1, properties, customPriceInCents: null }, effectivePricingDate: date });
    return Number((unitPriceInCents / 100).toFixed(2));
  };

  // The price columns are a header row: bounded by the cap too.
  const columnCombos: ProductOption[][] = [];
  for (const combo of combinations(columnIds.map(offered))) if (columnCombos.push(combo) >= maxRows) break;
  const header = [...rowIds.map(title), ...(columnIds.length ? columnCombos.map((combo) => combo.map((o) => o.title).join(' / ')) : ['Price'])];
  const rows: CsvCell[][] = [];
  let truncated = false;
  const push = (row: CsvCell[]) => {
    if (rows.length >= maxRows) truncated = true;
    else rows.push(row);
  };
  const groups: (ProductOption | null)[] = groupId === undefined ? [null] : offered(groupId);
  for (const group of groups) {
    if (truncated) break;
    if (group) {
      if (rows.length > 0) push([]);
      push([`${title(groupId!)}: ${group.title}`]);
    }
    for (const rowCombo of combinations(rowIds.map(offered))) {
      if (truncated) break;
      const fixedPart = group ? [group, ...rowCombo] : rowCombo;
      push([...rowCombo.map((o) => o.title), ...columnCombos.map((columnCombo) => priceOf([...fixedPart, ...columnCombo]))]);
    }
  }
  return { header, rows, truncated };
}
