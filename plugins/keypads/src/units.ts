/** The drawing is built in mm; an organisation working in inches gets it scaled to inches. */
import type { Drawing, Shape, Units } from '@configurator/core';

export const MM_PER_INCH = 25.4;

function scaleShape(shape: Shape, k: number): Shape {
  const stroke = shape.kind !== 'group' && shape.strokeWidth !== undefined ? { strokeWidth: shape.strokeWidth * k } : {};
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

/** Inches to the nearest 1/16 (imperial rounding), e.g. 4.606 -> '4 5/8"'. */
export function formatInches(inches: number): string {
  const sixteenths = Math.round(inches * 16);
  const whole = Math.floor(sixteenths / 16);
  let numerator = sixteenths % 16;
  let denominator = 16;
  while (numerator && numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  if (!numerator) return `${whole}"`;
  return whole ? `${whole} ${numerator}/${denominator}"` : `${numerator}/${denominator}"`;
}

/** '117 × 82 mm', or '4 5/8" × 3 1/4" (117 × 82 mm)' in inches. */
export function sizeLabel(size: { width: number; height: number }, units: Units): string {
  const mm = `${size.width} × ${size.height} mm`;
  if (units === 'mm') return mm;
  return `${formatInches(size.width / MM_PER_INCH)} × ${formatInches(size.height / MM_PER_INCH)} (${mm})`;
}
