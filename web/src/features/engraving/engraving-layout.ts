/**
 * What the engraving editor needs to know about an item's layout, read from its drawing, the one
 * place the web learns product geometry (web code never imports a plugin):
 * - mechanisms are the shapes with id 'mechanism-{index}';
 * - a renderer draws only the lines a mechanism takes, as shapes with id
 *   'engraving-{propertyId}-{mechanism}-{location}-{line}'. So the item is drawn once more with every
 *   line filled (a probe) and a line that does not appear is one the mechanism does not take.
 * When the drawing shows no engravings at all (a renderer without them), one mechanism with two lines
 * per location is offered.
 */
import type { Drawing, Engravings, InstanceProperties, Shape } from '@configurator/core';

export const LOCATIONS = ['above', 'below'] as const;
export type Location = (typeof LOCATIONS)[number];
export const MAX_LINES = 2;

export interface EngravingLayout {
  mechanisms: number[];
  /** Lines offered for a mechanism's location: 1 or 2. */
  lines: (mechanism: number, location: Location) => number;
}

const ids = (shapes: Shape[], into: Set<string> = new Set()): Set<string> => {
  for (const shape of shapes) {
    if (shape.id) into.add(shape.id);
    if (shape.kind === 'group') ids(shape.children, into);
  }
  return into;
};

export function mechanismIndexes(drawing: Drawing): number[] {
  const found = [...ids(drawing.shapes)].flatMap((id) => {
    const match = /^mechanism-(\d+)$/.exec(id);
    return match ? [Number(match[1])] : [];
  });
  return found.length ? [...new Set(found)].sort((a, b) => a - b) : [0];
}

/** The item's properties with every line of every mechanism filled, for the probe drawing. */
export function probeProperties(properties: InstanceProperties, propertyId: number, mechanisms: number[]): InstanceProperties {
  const full = { above: [{ text: 'X' }, { text: 'X' }], below: [{ text: 'X' }, { text: 'X' }] };
  const engravings: Engravings = Object.fromEntries(mechanisms.map((m) => [String(m), full]));
  return { ...properties, [String(propertyId)]: { ...properties[String(propertyId)], engravings } };
}

export function layoutFromDrawings(drawing: Drawing, probe: Drawing, propertyId: number): EngravingLayout {
  const mechanisms = mechanismIndexes(drawing);
  const drawn = ids(probe.shapes);
  const prefix = `engraving-${propertyId}-`;
  const drawsEngravings = [...drawn].some((id) => id.startsWith(prefix));
  return {
    mechanisms,
    lines: (mechanism, location) => {
      if (!drawsEngravings) return MAX_LINES;
      return drawn.has(`${prefix}${mechanism}-${location}-1`) ? 2 : 1;
    },
  };
}
