/**
 * Door with slats (spec product 104) and slat panel (105): the leaf at its size (defaults 600 x 2000,
 * thickness 67), faced with ceil(width / lamella width) lamellas, in standard or random alignment
 * (random seeded from the item id), hinges on the door (count read from the hinge option's title),
 * the unit number on the leaf, and the lamella sizes in inches to 1/32 with mm.
 */
import { drawingInUnits, type ProductRenderer, type RenderInput, type Shape } from '@configurator/core';
import { LAMELLA_DEFAULTS } from './constants.ts';
import { LINE, readDoorSize } from './drawing-kit.ts';
import { lamellaSizeLabel } from './inches.ts';
import { notesBeside, notesShapes } from './label-size.ts';
import { lamellaWidths, type Alignment } from './lamellas.ts';
import { chosenOption, countFromTitle, isChecked, optionNumber, optionText } from './read-item.ts';
import { propertiesOf, readWoodworkSettings, type WoodworkSettings } from './settings.ts';
import { unitNumberOf } from './unit-number.ts';

const DEFAULT_WOOD = '#d8b98a';
/** Hinges sit this far from the top and bottom of the leaf (mm); drawn 20 x 100. */
const HINGE = { inset: 180, width: 20, height: 100 } as const;

function alignmentOf(input: RenderInput, settings: WoodworkSettings): Alignment {
  const propertyId = propertiesOf(input, settings).alignment;
  const option = chosenOption(input, propertyId);
  if (option) return optionText(option, 'alignment') === 'random' || /random/i.test(option.title) ? 'random' : 'standard';
  return isChecked(input.properties, propertyId) ? 'random' : 'standard';
}

function hingeSideOf(input: RenderInput, settings: WoodworkSettings): 'left' | 'right' {
  const option = chosenOption(input, propertiesOf(input, settings).hingeSide);
  const side = optionText(option, 'side') ?? option?.title ?? '';
  return /right/i.test(side) ? 'right' : 'left';
}

/** Hinge y positions (top edges), evenly spread between the insets. */
export function hingePositions(count: number, height: number): number[] {
  if (count <= 0) return [];
  const top = Math.min(HINGE.inset, height / 4);
  const bottom = height - top - HINGE.height;
  if (count === 1) return [top];
  return Array.from({ length: count }, (_, i) => top + ((bottom - top) * i) / (count - 1));
}

export interface SlatLeafOptions {
  /** Doors carry hinges; slat panels do not. */
  hinges: boolean;
}

export function slatLeafRenderer({ hinges }: SlatLeafOptions): ProductRenderer {
  return (input) => {
    const settings = readWoodworkSettings(input.settings);
    const p = propertiesOf(input, settings);
    const { width: W, height: H, thickness, problems } = readDoorSize(input, settings);

    const lamellaOption = chosenOption(input, p.lamella);
    if (p.lamella && !lamellaOption) problems.push('No lamella chosen: 40 mm lamellas drawn');
    const lamellaWidth = optionNumber(lamellaOption, 'width') ?? LAMELLA_DEFAULTS.width;
    const lamellaThickness = optionNumber(lamellaOption, 'thickness') ?? LAMELLA_DEFAULTS.thickness;
    const alignment = alignmentOf(input, settings);
    const seed = input.item?.id ?? 0;
    const widths = lamellaWidths({ width: W, lamellaWidth, alignment, seed });
    const fill = optionText(chosenOption(input, p.species), 'fill') ?? DEFAULT_WOOD;

    const shapes: Shape[] = [{ kind: 'rect', id: 'leaf', x: 0, y: 0, width: W, height: H, fill, stroke: LINE, strokeWidth: Math.max(1, W / 300) }];
    let x = 0;
    const seams: Shape[] = [];
    widths.forEach((w, i) => {
      if (i > 0) seams.push({ kind: 'line', id: `seam-${i}`, points: [x, 0, x, H], stroke: '#6b4f2a', strokeWidth: Math.max(0.5, W / 600) });
      x += w;
    });
    shapes.push({ kind: 'group', id: 'lamellas', children: seams });

    const hingeCount = hinges ? (countFromTitle(chosenOption(input, p.hinges)?.title) ?? 0) : 0;
    if (hinges && p.hinges && !chosenOption(input, p.hinges)) problems.push('No hinges chosen');
    const hingeX = hingeSideOf(input, settings) === 'right' ? W - HINGE.width : 0;
    hingePositions(hingeCount, H).forEach((y, i) => {
      shapes.push({
        kind: 'rect',
        id: `hinge-${i}`,
        x: hingeX,
        y,
        width: HINGE.width,
        height: Math.min(HINGE.height, H / 4),
        fill: '#9ca3af',
        stroke: LINE,
        strokeWidth: 1,
      });
    });

    const layout = notesBeside(W, H);
    const label = layout.fontSize;
    const unitNumber = input.item ? unitNumberOf({ ...input.item, properties: input.properties }, input.orderItems, settings) : undefined;
    if (unitNumber) {
      const tagWidth = Math.min(W * 0.8, label * 3.2);
      shapes.push({
        kind: 'group',
        id: 'unit-number',
        children: [
          { kind: 'rect', x: W / 2 - tagWidth / 2, y: label, width: tagWidth, height: label * 1.6, fill: '#ffffff', stroke: LINE, strokeWidth: 1 },
          {
            kind: 'text',
            id: 'unit-number-text',
            x: W / 2 - tagWidth / 2,
            y: label * 1.3,
            width: tagWidth,
            align: 'center',
            text: unitNumber,
            fontSize: label,
            fill: '#111827',
          },
        ],
      });
    }

    // Notes stand beside the leaf, so a tall door keeps its height on screen, after the room of the height dimension line.
    const lines = [
      `${widths.length} lamella${widths.length === 1 ? '' : 's'}, ${alignment === 'random' ? 'random' : 'standard'} alignment`,
      `Lamella width ${lamellaSizeLabel(lamellaWidth)}`,
      `Lamella thickness ${lamellaSizeLabel(lamellaThickness)}`,
      `Thickness ${lamellaSizeLabel(thickness)}`,
      ...(hinges ? [`${hingeCount} hinge${hingeCount === 1 ? '' : 's'}`] : []),
    ];
    const notes = notesShapes(lines, problems, layout);
    shapes.push(...notes.shapes);
    return drawingInUnits(
      { width: layout.x + layout.width, height: Math.max(H, notes.bottom), shapes, outline: { x: 0, y: 0, width: W, height: H } },
      input.units,
    );
  };
}

export const slatDoorRenderer = slatLeafRenderer({ hinges: true });
export const slatPanelRenderer = slatLeafRenderer({ hinges: false });
