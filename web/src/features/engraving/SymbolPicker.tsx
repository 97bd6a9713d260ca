/**
 * The engraving symbol picker (issue 31): the 65 symbols as a grid of pictures with their names, drawn
 * from the same path data the plate drawing and the documents use (core's 'engraving-symbols', from
 * the keypads plugin). A react-aria GridList in grid layout: one Tab stop, arrow keys move in two
 * dimensions, Enter or Space chooses (moving alone never saves, so browsing is free). An organisation
 * without the artwork gets the same grid with the symbols' numbers.
 */
import { useId, useMemo } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { engravingSymbolName, engravingSymbolsPoint, engravingSymbolSvg, limits, type EngravingSymbolSet } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import './symbol-picker.css';

interface SymbolPickerProps {
  /** The grid's accessible name, e.g. 'Mechanism 1 above symbol'. */
  label: string;
  value: number | undefined;
  onChange: (symbolId: number) => void;
}

const PICTURE_PX = 28;

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

export function SymbolPicker({ label, value, onChange }: SymbolPickerProps) {
  const set = useRegistry().single(engravingSymbolsPoint);
  const tiles = useMemo(() => tilesOf(set), [set]);
  const chosenId = useId();
  const chosen = value === undefined ? null : engravingSymbolName(set, value);
  const select = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (key !== undefined && Number(key) !== value) onChange(Number(key));
  };

  return (
    <div className="field symbol-picker">
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
