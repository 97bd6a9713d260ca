/**
 * Drawings are built in mm; an organisation working in inches gets the finished drawing scaled to
 * inches. One scaling for every renderer, so a shape kind or a finish's texture added later is scaled
 * the same everywhere.
 */
import type { Units } from '../plugins/payloads.ts';
import { MM_PER_INCH } from './lengths.ts';
import type { Drawing, Paint, Shape } from './shapes.ts';

/** A finish's texture is in model units too (its gradient is relative to the shape's box). */
const scalePaint = (paint: Paint, k: number): Paint =>
  paint.texture ? { ...paint, texture: { ...paint.texture, spacing: paint.texture.spacing * k, size: paint.texture.size * k } } : paint;

/** A shape with every length multiplied by k (positions, sizes, stroke widths, font sizes, textures). */
export function scaleShape(shape: Shape, k: number): Shape {
  const stroke = {
    ...(shape.kind !== 'group' && shape.strokeWidth !== undefined ? { strokeWidth: shape.strokeWidth * k } : {}),
    ...(shape.kind !== 'group' && shape.paint ? { paint: scalePaint(shape.paint, k) } : {}),
  };
  switch (shape.kind) {
    case 'rect':
      return {
        ...shape,
        ...stroke,
        x: shape.x * k,
        y: shape.y * k,
        width: shape.width * k,
        height: shape.height * k,
        ...(shape.cornerRadius === undefined ? {} : { cornerRadius: shape.cornerRadius * k }),
      };
    case 'circle':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, radius: shape.radius * k };
    case 'line':
      return { ...shape, ...stroke, points: shape.points.map((p) => p * k) };
    case 'text':
      return {
        ...shape,
        ...stroke,
        x: shape.x * k,
        y: shape.y * k,
        fontSize: shape.fontSize * k,
        ...(shape.width === undefined ? {} : { width: shape.width * k }),
      };
    case 'path':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, scale: shape.scale * k };
    case 'image':
      return { ...shape, ...stroke, x: shape.x * k, y: shape.y * k, width: shape.width * k, height: shape.height * k };
    case 'group':
      return {
        ...shape,
        ...(shape.x === undefined ? {} : { x: shape.x * k }),
        ...(shape.y === undefined ? {} : { y: shape.y * k }),
        children: shape.children.map((c) => scaleShape(c, k)),
      };
  }
}

/** A drawing built in mm, in the organisation's units (unchanged for mm). */
export function drawingInUnits(drawing: Drawing, units: Units): Drawing {
  if (units === 'mm') return drawing;
  const k = 1 / MM_PER_INCH;
  const outline = drawing.outline && {
    x: drawing.outline.x * k,
    y: drawing.outline.y * k,
    width: drawing.outline.width * k,
    height: drawing.outline.height * k,
  };
  return {
    ...drawing,
    width: drawing.width * k,
    height: drawing.height * k,
    shapes: drawing.shapes.map((s) => scaleShape(s, k)),
    ...(outline ? { outline } : {}),
  };
}
