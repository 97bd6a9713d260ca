/** The drawing is built in mm; an organisation working in inches gets it scaled to inches. */
import { formatSizeMm, type Drawing, type Paint, type Shape, type Units } from '@configurator/core';

export const MM_PER_INCH = 25.4;

/** A finish's texture is in model units too (its gradient is relative to the shape's box). */
const scalePaint = (paint: Paint, k: number): Paint =>
  paint.texture ? { ...paint, texture: { ...paint.texture, spacing: paint.texture.spacing * k, size: paint.texture.size * k } } : paint;

function scaleShape(shape: Shape, k: number): Shape {
  const stroke = {
    ...(shape.kind !== 'group' && shape.strokeWidth !== undefined ? { strokeWidth: shape.strokeWidth * k } : {}),
    ...(shape.kind !== 'group' && shape.paint ? { paint: scalePaint(shape.paint, k) } : {}),
  };
  switch (shape.kind) {
    case 'rect':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, width: shape.width * k, height: shape.height * k, cornerRadius: shape.cornerRadius === undefined ? undefined : shape.cornerRadius * k };
    case 'circle':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, radius: shape.radius * k };
    case 'line':
      return { ...shape, ...stroke, points: shape.points.map((p) => p * k) };
    case 'text':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, fontSize: shape.fontSize * k, width: shape.width === undefined ? undefined : shape.width * k };
    case 'path':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, scale: shape.scale * k };
    case 'image':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, width: shape.width * k, height: shape.height * k };
    case 'group':
      return { ...shape, x: shape.x === undefined ? undefined : shape.x * k, y: shape.y === undefined ? undefined : shape.y * k, children: shape.children.map((c) => scaleShape(c, k)) };
  }
}

export function toUnits(drawing: Drawing, units: Units): Drawing {
  if (units === 'mm') return drawing;
  const k = 1 / MM_PER_INCH;
  const outline = drawing.outline && { x: drawing.outline.x * k, y: drawing.outline.y * k, width: drawing.outline.width * k, height: drawing.outline.height * k };
  return { width: drawing.width * k, height: drawing.height * k, shapes: drawing.shapes.map((s) => scaleShape(s, k)), ...(outline ? { outline } : {}) };
}

/** '117 × 82 mm', or '4 5/8" × 3 1/4" (117 × 82 mm)' in inches: core's length labels (1/16 inch). */
export const sizeLabel = (size: { width: number; height: number }, units: Units): string => formatSizeMm(size, units);
