/** The plate outline and the mechanisms on it, in mm (plate top-left at 0,0). */
import type { Paint, Shape } from '@configurator/core';
import type { KeypadGeometry } from './layout.ts';
import { MECHANISM_MM } from './layout.ts';
import { finishPaint, type PlateTexture } from './finish-paint.ts';

export const PLATE_STYLE = { cornerRadius: 4, stroke: '#4b5563', strokeWidth: 0.6, defaultFill: '#f7f7f2' } as const;
export const MECHANISM_STYLE = { stroke: '#6b7280', strokeWidth: 0.4, defaultFill: '#ffffff', ledRadius: 1, ledInset: 2.5 } as const;

export interface Finish {
  plateFill?: string;
  /** How the plate's surface reads: brushed, polished, matte, satin (finish-paint.ts); absent: a plain fill. */
  plateTexture?: PlateTexture;
  mechanismFill?: string;
  /** LED colour when the item has an LED indicator. */
  ledColor?: string;
}

export function plateShape(g: KeypadGeometry, finish: Finish): Shape {
  return {
    kind: 'rect',
    id: 'plate',
    x: 0,
    y: 0,
    width: g.plate.width,
    height: g.plate.height,
    cornerRadius: PLATE_STYLE.cornerRadius,
    ...plateStyle(finish),
  };
}

/** The plate's fill, its finish's paint and its outline: shared by every plate family's outline. */
export function plateStyle(finish: Finish): { fill: string; stroke: string; strokeWidth: number; paint?: Paint } {
  const fill = finish.plateFill ?? PLATE_STYLE.defaultFill;
  const paint = finishPaint(finish.plateTexture, fill);
  return { fill, stroke: PLATE_STYLE.stroke, strokeWidth: PLATE_STYLE.strokeWidth, ...(paint ? { paint } : {}) };
}

export function mechanismShapes(g: KeypadGeometry, finish: Finish): Shape[] {
  return g.mechanisms.flatMap((m) => {
    const body: Shape = {
      kind: 'rect',
      id: `mechanism-${m.index}`,
      x: m.cx - m.width / 2,
      y: m.cy - m.height / 2,
      width: m.width,
      height: m.height,
      cornerRadius: MECHANISM_MM.cornerRadius,
      fill: finish.mechanismFill ?? MECHANISM_STYLE.defaultFill,
      stroke: MECHANISM_STYLE.stroke,
      strokeWidth: MECHANISM_STYLE.strokeWidth,
    };
    if (!finish.ledColor) return [body];
    const led: Shape = {
      kind: 'circle',
      id: `led-${m.index}`,
      x: m.cx,
      y: m.cy - m.height / 2 + MECHANISM_STYLE.ledInset,
      radius: MECHANISM_STYLE.ledRadius,
      fill: finish.ledColor,
    };
    return [body, led];
  });
}
