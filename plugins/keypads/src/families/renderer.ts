/**
 * The renderer of a plate family (lamp, receptacle, port and multi-mechanism plates): the plate
 * outline, its mechanisms (geometry.ts, artwork.ts), engravings above and below them with their
 * '(over limit)' markers, a size label and, in red under the plate, every problem met on the way
 * (a missing option, a value out of bounds): the drawing shows what it can and never throws.
 * Built in mm, converted to the organisation's units. Pure: reads only its input.
 */
import type { ProductOption, ProductRenderer, Shape } from '@configurator/core';
import { drawingInUnits, optionData } from '@configurator/core';
import { engravingColorOn, engravingShapes } from '../engraving.ts';
import { engravingMarkers } from '../engraving-markers.ts';
import { firstSelected, selectedOptions } from '../option-data.ts';
import type { Finish } from '../plate.ts';
import { FRAME_MM } from '../renderer.ts';
import { readKeypadSettings } from '../settings.ts';
import { estimateTextWidth } from '../text-width.ts';
import { sizeLabelShape } from '../units.ts';
import { plateTextureOf } from '../finish-paint.ts';
import { mechanismArtwork, plateOutline } from './artwork.ts';
import { FAMILY_GEOMETRY, type PlateFamilyId } from './geometry.ts';

export const PROBLEM_STYLE = { fill: '#dc2626', fontSize: 3.2, lineGap: 1 } as const;

const colour = (key: string) => (o: ProductOption) => {
  const value = optionData(o, key);
  return typeof value === 'string' ? value : undefined;
};

export function plateFamilyRenderer(family: PlateFamilyId): ProductRenderer {
  return (input) => {
    const settings = readKeypadSettings(input.settings);
    const item = { product: input.product, properties: input.properties, catalogue: input.catalogue, settings };
    const g = FAMILY_GEOMETRY[family](item);
    const chosen = selectedOptions(input.catalogue, input.properties);
    const finish: Finish = {
      plateFill: firstSelected(chosen, colour('plateFill')),
      plateTexture: plateTextureOf(chosen),
      mechanismFill: firstSelected(chosen, colour('mechanismFill')),
    };

    const left = Math.min(0, ...g.mechanisms.map((m) => m.cx - m.width / 2));
    const top = Math.min(0, ...g.mechanisms.map((m) => m.cy - m.height / 2));
    const right = Math.max(g.plate.width, ...g.mechanisms.map((m) => m.cx + m.width / 2));
    const bottom = Math.max(g.plate.height, ...g.mechanisms.map((m) => m.cy + m.height / 2));
    const { padding, labelGap, labelFontSize } = FRAME_MM;
    // A problem line is never clipped: the frame widens to the longest one.
    const problemWidth = Math.max(0, ...g.problems.map((t) => estimateTextWidth(`⚠ ${t}`, PROBLEM_STYLE.fontSize) + 2 * padding));
    const shift = Math.max(0, (problemWidth - (right - left + 2 * padding)) / 2);
    const width = right - left + 2 * padding + 2 * shift;
    const labelY = padding - top + bottom + labelGap;
    const problemStep = PROBLEM_STYLE.fontSize + PROBLEM_STYLE.lineGap;

    const plateGroup: Shape = {
      kind: 'group',
      id: `plate-${family}`,
      x: padding + shift - left,
      y: padding - top,
      children: [
        plateOutline(g, finish),
        ...mechanismArtwork(g, finish),
        ...engravingShapes(g, settings, item, engravingColorOn(finish.plateFill)),
        ...engravingMarkers(g, settings, item),
      ],
    };
    const label = sizeLabelShape(g.plate, input.units, { y: labelY, width, fontSize: labelFontSize });
    const problems: Shape[] = g.problems.map((text, i) => ({
      kind: 'text',
      id: `problem-${i}`,
      x: 0,
      y: labelY + labelFontSize + labelGap + i * problemStep,
      width,
      align: 'center',
      text: `⚠ ${text}`,
      fontSize: PROBLEM_STYLE.fontSize,
      fill: PROBLEM_STYLE.fill,
    }));
    const height = labelY + labelFontSize + (problems.length ? labelGap + problems.length * problemStep : 0) + padding;
    const outline = { x: padding + shift - left, y: padding - top, width: g.plate.width, height: g.plate.height };
    return drawingInUnits({ width, height, shapes: [plateGroup, label, ...problems], outline }, input.units);
  };
}
