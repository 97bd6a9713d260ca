/**
 * An item's property values in words, as the cart, CSV exports and documents print them (spec
 * orders §8): the option's title, values joined, engraving texts, 'ERROR' where a title is missing.
 */
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PropertyValue } from './order.ts';
import { engravingSymbolName, type EngravingSymbolSet } from '../plugins/engraving-symbols.ts';

/** The spec's stand-in for a missing property or option title. */
export const MISSING_TITLE = 'ERROR';

export const titleOr = (title: string | undefined): string => (title && title.trim() ? title : MISSING_TITLE);

/** The value in words, or null when nothing is chosen; an engraving symbol reads as its name ('Power') from the symbol artwork. */
export function valueInWords(value: PropertyValue, index: CatalogueIndex, symbols?: EngravingSymbolSet): string | null {
  if (value.optionId !== undefined && value.optionId !== null) return titleOr(index.optionsById.get(value.optionId)?.title);
  if (value.values && value.values.length > 0) {
    return value.values.map((v) => (typeof v === 'number' && index.optionsById.has(v) ? titleOr(index.optionsById.get(v)?.title) : String(v))).join(', ');
  }
  if (value.engravings) {
    const texts = Object.values(value.engravings)
      .flatMap((e) => [...e.above, ...e.below])
      .map((e) => e.text ?? (e.symbolId !== undefined ? engravingSymbolName(symbols, e.symbolId) : ''))
      .filter(Boolean);
    return texts.length > 0 ? texts.join(' / ') : null;
  }
  if (value.value === undefined || value.value === null || value.value === '') return null;
  if (typeof value.value === 'boolean') return value.value ? 'Yes' : 'No';
  return String(value.value);
}
