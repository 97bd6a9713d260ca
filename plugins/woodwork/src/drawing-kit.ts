/**
 * Small drawing helpers shared by the woodwork and lights renderers: the size of a door-like leaf,
 * length labels and the problem marker of bad input (core's drawingInUnits scales a finished drawing to inches).
 * Drawings are built in mm (the catalogue's unit for these products).
 */
import { formatLength, MM_PER_INCH, type RenderInput, type Shape, type Units } from '@configurator/core';
import { DOOR_DEFAULTS } from './constants.ts';
import { readSize } from './read-item.ts';
import { propertiesOf, type WoodworkSettings } from './settings.ts';

export const LINE = '#374151';
export const PROBLEM = '#b91c1c';

/** A length as core's dimension lines label it in the organisation's units: mm, or inches to 1/16 with the inch mark. */
export function lengthLabel(mm: number, units: Units): string {
  return formatLength(units === 'in' ? mm / MM_PER_INCH : mm, units);
}

export interface DoorSize {
  /** Leaf width, height and thickness in mm, within what can be drawn (defaults 600 x 2000, thickness 67). */
  width: number;
  height: number;
  thickness: number;
  /** What could not be drawn as stored (missing values take the defaults silently). */
  problems: string[];
}

/** The width, height and thickness of a door, slat panel or door-like panel, and the problems reading them. */
export function readDoorSize(input: RenderInput, settings: WoodworkSettings): DoorSize {
  const p = propertiesOf(input, settings);
  const sizes = [
    readSize(input, p.width, 'Width', DOOR_DEFAULTS.width),
    readSize(input, p.height, 'Height', DOOR_DEFAULTS.height),
    readSize(input, p.thickness, 'Thickness', DOOR_DEFAULTS.thickness),
  ] as const;
  return {
    width: sizes[0].value,
    height: sizes[1].value,
    thickness: sizes[2].value,
    problems: sizes.flatMap((s) => (s.problem ? [s.problem] : [])),
  };
}

/** The bad-input notes, drawn in red under the product so the problem is visible, not silent. */
export function problemNotes(problems: readonly string[], x: number, y: number, width: number, fontSize: number): Shape[] {
  return problems.map((text, i) => ({ kind: 'text', id: `problem-${i}`, x, y: y + i * fontSize * 1.4, width, text: `⚠ ${text}`, fontSize, fill: PROBLEM }));
}
