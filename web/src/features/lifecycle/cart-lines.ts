/**
 * An item's options in words for the cart (spec orders §2, §8): one "Property: Option" line per
 * chosen option or value, 'ERROR' where the property's or option's title is missing. Order-level
 * properties apply to every item, so the cart lists them once for the order rather than per item.
 */
import { titleOr, valueInWords, type CatalogueIndex, type EngravingSymbolSet, type PropertyValue } from '@configurator/core';

export interface CartLine {
  propertyId: number;
  label: string;
  value: string;
}

function linesOf(properties: Record<string, PropertyValue>, index: CatalogueIndex, orderLevel: boolean, symbols?: EngravingSymbolSet): CartLine[] {
  const lines: CartLine[] = [];
  for (const [id, value] of Object.entries(properties)) {
    const propertyId = Number(id);
    const property = index.propertiesById.get(propertyId);
    if ((property?.isOrderLevel === 1) !== orderLevel) continue;
    const words = valueInWords(value, index, symbols);
    if (words === null) continue;
    lines.push({ propertyId, label: titleOr(property?.title), value: words });
  }
  const rank = (line: CartLine) => index.propertiesById.get(line.propertyId)?.rank ?? Number.MAX_SAFE_INTEGER;
  return lines.sort((a, b) => rank(a) - rank(b) || a.propertyId - b.propertyId);
}

/** The item's own options in words (order-level ones excluded); engraving symbols by name when their artwork is given. */
export const itemOptionLines = (properties: Record<string, PropertyValue>, index: CatalogueIndex, symbols?: EngravingSymbolSet): CartLine[] =>
  linesOf(properties, index, false, symbols);

/** The order-level options, read from the first item that holds each (they are the same on every item). */
export function orderLevelLines(items: readonly { properties: Record<string, PropertyValue> }[], index: CatalogueIndex): CartLine[] {
  const seen = new Map<number, CartLine>();
  for (const item of items) for (const line of linesOf(item.properties, index, true)) if (!seen.has(line.propertyId)) seen.set(line.propertyId, line);
  return [...seen.values()];
}
