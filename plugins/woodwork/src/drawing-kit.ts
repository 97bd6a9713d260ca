/**
 * Small drawing helpers shared by the woodwork and lights renderers: dimension lines with their
 * labels, the problem marker of bad input, and the mm-to-inch conversion of a finished drawing.
 * Drawings are built in mm (the catalogue's unit for these products).
 */
import type { Drawing, Shape, Units } from '@configurator/core';
import { formatFractionInches, MM_PER_INCH } from './inches.ts';

export const LINE = '#374151';
export const PROBLEM = '#b91c1c';

/** A length as the organisation's units show it: mm, or inches to 1/16 with the inch mark. */
export function lengthLabel(mm: number, units: Units): string {
  if (units === 'in') return formatFractionInches(mm / MM_PER_INCH, 16);
  return `${Math.round(mm)} mm`;
}

/** The bad-input notes, drawn in red under the product so the problem is visible, not silent. */
export function problemNotes(problems: readonly string[], x: number, y: number, width: number, fontSize: number): Shape[] {
  return problems.map((text, i) => ({ kind: 'text', id: `problem-${i}`, x, y: y + i * fontSize * 1.4, width, text: `⚠ ${text}`, fontSize, fill: PROBLEM }));
}

function scaleShape(shape: Shape, k: number): Shape {
  const stroke = shape.kind !== 'group' && shape.strokeWidth !== undefined ? { strokeWidth: shape.strokeWidth * k } : {};
  switch (shape.kind) {
    case 'rect':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, width: shape.width * k, height: shape.height * k, ...(shape.cornerRadius === undefined ? {} : { cornerRadius: shape.cornerRadius * k }) };
    case 'circle':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, radius: shape.radius * k };
    case 'line':
      return { ...shape, ...stroke, points: shape.points.map((p) => p * k) };
    case 'text':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, fontSize: shape.fontSize * k, ...(shape.width === undefined ? {} : { width: shape.width * k }) };
    case 'path':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, scale: shape.scale * k };
    case 'group':
      return { ...shape, ...(shape.x === undefined ? {} : { x: shape.x * k }), ...(shape.y === undefined ? {} : { y: shape.y * k }), children: shape.children.map((c) => scaleShape(c, k)) };
  }
}

/** A drawing built in mm, in the organisation's units. */
export function inUnits(drawing: Drawing, units: Units): Drawing {
  if (units === 'mm') return drawing;
  const k = 1 / MM_PER_INCH;
  const outline = drawing.outline && { x: drawing.outline.x * k, y: drawing.outline.y * k, width: drawing.outline.width * k, height: drawing.outline.height * k };
  return { ...drawing, width: drawing.width * k, height: drawing.height * k, shapes: drawing.shapes.map((s) => scaleShape(s, k)), ...(outline ? { outline } : {}) };
}
