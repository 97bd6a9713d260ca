/**
 * The engraving symbols' artwork ('engraving-symbols', single): a product family (the keypads plugin)
 * names each symbol id and draws it as SVG path data in a square box, stroked. Every output takes the
 * same artwork from here: the picker's grid, the plate drawing, the quote and the factory sheet. An
 * organisation without the artwork still reads 'Symbol 5', never a bare number.
 */
import { escapeXml } from '../drawing-pages/shape-svg.ts';

export interface EngravingSymbolArt {
  id: number;
  /** What people call it: 'Power', 'Blind up'. */
  name: string;
  /** SVG path data in the set's box, drawn as a stroke. */
  path: string;
}

export interface EngravingSymbolSet {
  /** Side of the square box the paths are drawn in (path units). */
  box: number;
  symbols: readonly EngravingSymbolArt[];
}

/** Stroke of a symbol's picture, as a share of its box (the drawing's own engraving stroke is the plugin's). */
const PICTURE_STROKE = 1.75 / 24;

/** A symbol's artwork by id, or undefined (no artwork contributed, or an id outside the set). */
export function engravingSymbolOf(set: EngravingSymbolSet | undefined, id: number): EngravingSymbolArt | undefined {
  return set?.symbols.find((s) => s.id === id);
}

/** A symbol in words: its name, else 'Symbol 5'. */
export const engravingSymbolName = (set: EngravingSymbolSet | undefined, id: number): string => engravingSymbolOf(set, id)?.name ?? `Symbol ${id}`;

/**
 * A symbol's picture as an inline <svg> of size px, stroked in currentColor (so it takes the text
 * colour around it). Hidden from screen readers: the name is always printed or labelled beside it.
 */
export function engravingSymbolSvg(set: EngravingSymbolSet, art: EngravingSymbolArt, size: number, className?: string): string {
  const box = set.box;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${className ? ` class="${escapeXml(className)}"` : ''} width="${size}" height="${size}" viewBox="0 0 ${box} ${box}" aria-hidden="true" focusable="false">` +
    `<path d="${escapeXml(art.path)}" fill="none" stroke="currentColor" stroke-width="${Math.round(PICTURE_STROKE * box * 100) / 100}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}
