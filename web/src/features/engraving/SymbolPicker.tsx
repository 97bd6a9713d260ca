/**
 * The engraving symbol picker (issue 31): the 65 symbols as a grid of pictures with their names, drawn
 * from the same path data the plate drawing and the documents use (core's 'engraving-symbols', from
 * the keypads plugin). A react-aria GridList in grid layout: one Tab stop, arrow keys move in two
 * dimensions, Enter or Space chooses (moving alone never saves, so browsing is free). An organisation
 * without the artwork gets the same grid with the symbols' numbers.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { engravingSymbolName, engravingSymbolsPoint, engravingSymbolSvg, limits, type EngravingSymbolSet } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import './symbol-picker.css';

interface SymbolPickerProps {
  /** The grid's accessible name, e.g. 'Mechanism 1 above symbol'. */
  label: string;
  value: number | undefined;
  onChange: (symbolId: number) => void;
  /** Just opened by the person (not shown for a saved symbol): bring the grid into its panel's view. */
  reveal?: boolean;
}

const PICTURE_PX = 28;

/**
 * Scrolls the nearest scrolling box around the element (the options panel) just enough to show it,
 * never the window: the page stays where the person left it (issue 31: opening the picker once threw
 * the window past the content). The box's top stays in view when the element is taller than the room.
 */
function revealInScroller(element: HTMLElement): void {
  let box = element.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!box || box === document.scrollingElement || box === document.body) return;
  const room = box.getBoundingClientRect();
  const target = element.getBoundingClientRect();
  const below = target.bottom - room.bottom;
  if (below > 0) box.scrollTop += Math.min(below, Math.max(0, target.top - room.top));
}

interface Tile {
  id: number;
  name: string;
  /** The picture's markup (core's writer escapes what it writes), or null: the number stands in. */
  picture: string | null;
}

function tilesOf(set: EngravingSymbolSet | undefined): Tile[] {
  return Array.from({ length: limits.engravingSymbolCount }, (_, i) => {
    const id = i + 1;
    const art = set?.symbols.find((s) => s.id === id);
    return { id, name: engravingSymbolName(set, id), picture: set && art ? engravingSymbolSvg(set, art, PICTURE_PX, 'symbol-picture') : null };
  });
}

export function SymbolPicker({ label, value, onChange, reveal = false }: SymbolPickerProps) {
  const set = useRegistry().single(engravingSymbolsPoint);
  const pickerRef = useRef<HTMLDivElement>(null);
  // Only when first shown: later choices must not move the panel.
  const revealOnOpen = useRef(reveal);
  useEffect(() => {
    if (revealOnOpen.current && pickerRef.current) revealInScroller(pickerRef.current);
  }, []);
  const tiles = useMemo(() => tilesOf(set), [set]);
  const chosenId = useId();
  const chosen = value === undefined ? null : engravingSymbolName(set, value);
  const select = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (key !== undefined && Number(key) !== value) onChange(Number(key));
  };

  return (
    <div ref={pickerRef} className="field symbol-picker">
      <span className="field-label">
        Symbol
        <span id={chosenId} className="symbol-picker-chosen">
          {chosen ? `: ${chosen}` : ' (Enter or Space chooses)'}
        </span>
      </span>
      <GridList
        aria-label={label}
        aria-describedby={chosenId}
        layout="grid"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={value === undefined ? [] : [value]}
        onSelectionChange={select}
        className="symbol-grid"
        data-testid="symbol-grid"
      >
        {tiles.map((tile) => (
          <GridListItem key={tile.id} id={tile.id} textValue={tile.name} className="symbol-tile">
            {tile.picture ? (
              // Markup from core's symbol writer, which escapes the path data it writes.
              <span className="symbol-tile-picture" aria-hidden="true" dangerouslySetInnerHTML={{ __html: tile.picture }} />
            ) : (
              <span className="symbol-tile-picture symbol-tile-number" aria-hidden="true">
                {tile.id}
              </span>
            )}
            <span className="symbol-tile-name" title={tile.name}>
              {tile.name}
            </span>
          </GridListItem>
        ))}
      </GridList>
    </div>
  );
}
