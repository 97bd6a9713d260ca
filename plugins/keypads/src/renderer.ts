/**
 * The keypad and switch plate renderer: plate outline at the chosen plate size, mechanisms laid out
 * by the chosen layout, engravings around them and a size label, all to scale (built in mm, then
 * converted to the organisation's units). Pure: reads only its input.
 */
import type { ProductOption, ProductRenderer, Shape } from '@configurator/core';
import { drawingInUnits, optionData } from '@configurator/core';
import { engravingColorOn, engravingShapes } from './engraving.ts';
import { engravingMarkers } from './engraving-markers.ts';
import { keypadGeometry } from './layout.ts';
import { firstSelected, selectedOptions } from './option-data.ts';
import { mechanismShapes, plateShape, type Finish } from './plate.ts';
import { readKeypadSettings } from './settings.ts';
import { sizeLabelShape } from './units.ts';
import { plateTextureOf } from './finish-paint.ts';

export const FRAME_MM = { padding: 8, labelGap: 4, labelFontSize: 4 } as const;

const stringData = (key: string) => (o: ProductOption) => {
  const value = optionData(o, key);
  return typeof value === 'string' ? value : undefined;
};

function finishOf(chosen: ProductOption[]): Finish {
  const led = chosen.find((o) => optionData(o, 'ledIndicator') === true);
  return {
    plateFill: firstSelected(chosen, stringData('plateFill')),
    plateTexture: plateTextureOf(chosen),
    mechanismFill: firstSelected(chosen, stringData('mechanismFill')),
    ledColor: led ? (stringData('color')(led) ?? '#3b82f6') : undefined,
  };
}

export const keypadRenderer: ProductRenderer = (input) => {
  const settings = readKeypadSettings(input.settings);
  const item = { product: input.product, properties: input.properties, catalogue: input.catalogue, settings };
  const g = keypadGeometry(item);
  const finish = finishOf(selectedOptions(input.catalogue, input.properties));

  // A layout too big for its plate overflows it; the frame grows to show it.
  const left = Math.min(0, ...g.mechanisms.map((m) => m.cx - m.width / 2));
  const top = Math.min(0, ...g.mechanisms.map((m) => m.cy - m.height / 2));
  const right = Math.max(g.plate.width, ...g.mechanisms.map((m) => m.cx + m.width / 2));
  const bottom = Math.max(g.plate.height, ...g.mechanisms.map((m) => m.cy + m.height / 2));
  const { padding, labelGap, labelFontSize } = FRAME_MM;
  const width = right - left + 2 * padding;
  const labelY = padding - top + bottom + labelGap;

  const plateGroup: Shape = {
    kind: 'group',
    id: 'keypad',
    x: padding - left,
    y: padding - top,
    children: [
      plateShape(g, finish),
      ...mechanismShapes(g, finish),
      ...engravingShapes(g, settings, item, engravingColorOn(finish.plateFill)),
      ...engravingMarkers(g, settings, item),
    ],
  };
  const label = sizeLabelShape(g.plate, input.units, { y: labelY, width, fontSize: labelFontSize });
  // Dimensions measure the plate, not the frame and size label around it.
  const outline = { x: padding - left, y: padding - top, width: g.plate.width, height: g.plate.height };
  return drawingInUnits({ width, height: labelY + labelFontSize + padding, shapes: [plateGroup, label], outline }, input.units);
};
