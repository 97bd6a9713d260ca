/** The plate outline and each kind of mechanism drawn on it, in mm (plate top-left at 0,0). */
import type { Shape } from '@configurator/core';
import { MECHANISM_MM } from '../layout.ts';
import { MECHANISM_STYLE, PLATE_STYLE, plateStyle, type Finish } from '../plate.ts';
import type { PlacedMechanism, PlateGeometry } from './geometry.ts';

export const ARTWORK_STYLE = { lampFill: '#fde68a', lampStroke: '#b45309', slotFill: '#374151', portFill: '#1f2937' } as const;

export function plateOutline(g: PlateGeometry, finish: Finish): Shape {
  const style = plateStyle(finish);
  return g.outlineShape === 'circle'
    ? { kind: 'circle', id: 'plate', x: g.plate.width / 2, y: g.plate.height / 2, radius: Math.min(g.plate.width, g.plate.height) / 2, ...style }
    : { kind: 'rect', id: 'plate', x: 0, y: 0, width: g.plate.width, height: g.plate.height, cornerRadius: PLATE_STYLE.cornerRadius, ...style };
}

const body = (m: PlacedMechanism, finish: Finish, cornerRadius: number = MECHANISM_MM.cornerRadius): Shape => ({
  kind: 'rect',
  id: `mechanism-${m.index}`,
  x: m.cx - m.width / 2,
  y: m.cy - m.height / 2,
  width: m.width,
  height: m.height,
  cornerRadius,
  fill: finish.mechanismFill ?? MECHANISM_STYLE.defaultFill,
  stroke: MECHANISM_STYLE.stroke,
  strokeWidth: MECHANISM_STYLE.strokeWidth,
});

const slot = (id: string, x: number, y: number, width: number, height: number): Shape => ({
  kind: 'rect',
  id,
  x: x - width / 2,
  y: y - height / 2,
  width,
  height,
  fill: ARTWORK_STYLE.slotFill,
});

/** One receptacle face: two slots and a round earth hole below them. */
function outletFace(id: string, cx: number, cy: number): Shape[] {
  return [
    {
      kind: 'rect',
      id,
      x: cx - 12,
      y: cy - 8,
      width: 24,
      height: 16,
      cornerRadius: 6,
      stroke: MECHANISM_STYLE.stroke,
      strokeWidth: MECHANISM_STYLE.strokeWidth,
    },
    slot(`${id}-left`, cx - 5, cy - 2, 1.5, 6),
    slot(`${id}-right`, cx + 5, cy - 2, 1.5, 7),
    { kind: 'circle', id: `${id}-earth`, x: cx, y: cy + 5, radius: 1.5, fill: ARTWORK_STYLE.slotFill },
  ];
}

const ARTWORK: Record<PlacedMechanism['kind'], (m: PlacedMechanism, finish: Finish) => Shape[]> = {
  button: (m, finish) => [body(m, finish)],
  switch: (m, finish) => [
    body(m, finish),
    {
      kind: 'line',
      id: `rocker-${m.index}`,
      points: [m.cx - m.width / 2 + 2, m.cy, m.cx + m.width / 2 - 2, m.cy],
      stroke: MECHANISM_STYLE.stroke,
      strokeWidth: MECHANISM_STYLE.strokeWidth,
    },
  ],
  lamp: (m) => {
    const lens =
      m.detail === 'square'
        ? ({
            kind: 'rect',
            id: `mechanism-${m.index}`,
            x: m.cx - m.width / 2,
            y: m.cy - m.height / 2,
            width: m.width,
            height: m.height,
            cornerRadius: 2,
            fill: ARTWORK_STYLE.lampFill,
            stroke: ARTWORK_STYLE.lampStroke,
            strokeWidth: 0.6,
          } as const)
        : ({
            kind: 'circle',
            id: `mechanism-${m.index}`,
            x: m.cx,
            y: m.cy,
            radius: m.width / 2,
            fill: ARTWORK_STYLE.lampFill,
            stroke: ARTWORK_STYLE.lampStroke,
            strokeWidth: 0.6,
          } as const);
    return [lens, { kind: 'circle', id: `lamp-glow-${m.index}`, x: m.cx, y: m.cy, radius: m.width / 5, fill: '#fffbeb', opacity: 0.9 }];
  },
  receptacle: (m, finish) => {
    const id = `receptacle-${m.index}`;
    if (m.detail === 'usb') return [body(m, finish), slot(`${id}-a`, m.cx, m.cy - 5, 8, 3), slot(`${id}-c`, m.cx, m.cy + 5, 6, 2.5)];
    if (m.detail === 'single') return [body(m, finish, 4), ...outletFace(`${id}-face`, m.cx, m.cy)];
    return [body(m, finish, 4), ...outletFace(`${id}-top`, m.cx, m.cy - 10), ...outletFace(`${id}-bottom`, m.cx, m.cy + 10)];
  },
  port: (m, finish) => {
    if (m.detail === 'coax')
      return [
        {
          kind: 'circle',
          id: `mechanism-${m.index}`,
          x: m.cx,
          y: m.cy,
          radius: m.width / 2,
          fill: finish.mechanismFill ?? MECHANISM_STYLE.defaultFill,
          stroke: MECHANISM_STYLE.stroke,
          strokeWidth: MECHANISM_STYLE.strokeWidth,
        },
        { kind: 'circle', id: `port-pin-${m.index}`, x: m.cx, y: m.cy, radius: 1, fill: ARTWORK_STYLE.portFill },
      ];
    return [body(m, finish, 1), slot(`port-socket-${m.index}`, m.cx, m.cy + m.height * 0.05, m.width * 0.6, m.height * 0.5)];
  },
};

export const mechanismArtwork = (g: PlateGeometry, finish: Finish): Shape[] => g.mechanisms.flatMap((m) => ARTWORK[m.kind](m, finish));
