/**
 * Door-like panel (spec product 75): a leaf drawn like a door (defaults 600 x 2000, thickness 67)
 * with a frame of stiles and rails around a recessed field, hinges when a hinge option is chosen.
 */
import { drawingInUnits, type ProductRenderer, type Shape } from '@configurator/core';
import { LINE, readDoorSize } from './drawing-kit.ts';
import { lamellaSizeLabel } from './inches.ts';
import { notesBeside, notesShapes } from './label-size.ts';
import { chosenOption, countFromTitle, optionText } from './read-item.ts';
import { propertiesOf, readWoodworkSettings } from './settings.ts';
import { hingePositions } from './slat-door.ts';
import { unitNumberOf } from './unit-number.ts';

/** Stile and rail width as a share of the smaller side, at most 120 mm. */
const FRAME = { share: 0.18, max: 120 } as const;

export const doorPanelRenderer: ProductRenderer = (input) => {
  const settings = readWoodworkSettings(input.settings);
  const p = propertiesOf(input, settings);
  const { width: W, height: H, thickness, problems } = readDoorSize(input, settings);
  const fill = optionText(chosenOption(input, p.species), 'fill') ?? '#e5d3b3';
  const frame = Math.min(FRAME.max, Math.min(W, H) * FRAME.share);
  const shapes: Shape[] = [
    { kind: 'rect', id: 'leaf', x: 0, y: 0, width: W, height: H, fill, stroke: LINE, strokeWidth: Math.max(1, W / 300) },
    {
      kind: 'rect',
      id: 'field',
      x: frame,
      y: frame,
      width: W - 2 * frame,
      height: H - 2 * frame,
      stroke: LINE,
      strokeWidth: Math.max(0.5, W / 600),
      fill: 'rgba(0,0,0,0.06)',
    },
  ];
  const hingeOption = chosenOption(input, p.hinges);
  const hingeCount = countFromTitle(hingeOption?.title) ?? 0;
  const side = optionText(chosenOption(input, p.hingeSide), 'side') ?? chosenOption(input, p.hingeSide)?.title ?? '';
  const hingeX = /right/i.test(side) ? W - 20 : 0;
  hingePositions(hingeCount, H).forEach((y, i) =>
    shapes.push({ kind: 'rect', id: `hinge-${i}`, x: hingeX, y, width: 20, height: Math.min(100, H / 4), fill: '#9ca3af', stroke: LINE, strokeWidth: 1 }),
  );

  const unitNumber = input.item ? unitNumberOf({ ...input.item, properties: input.properties }, input.orderItems, settings) : undefined;
  // Notes beside the leaf, after the room of the height dimension line.
  const layout = notesBeside(W, H);
  const lines = [
    `Thickness ${lamellaSizeLabel(thickness)}`,
    ...(hingeCount ? [`${hingeCount} hinge${hingeCount === 1 ? '' : 's'}`] : []),
    ...(unitNumber ? [`Unit ${unitNumber}`] : []),
  ];
  const notes = notesShapes(lines, problems, layout);
  shapes.push(...notes.shapes);
  return drawingInUnits(
    { width: layout.x + layout.width, height: Math.max(H, notes.bottom), shapes, outline: { x: 0, y: 0, width: W, height: H } },
    input.units,
  );
};
