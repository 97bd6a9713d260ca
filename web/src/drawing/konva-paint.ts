/**
 * A shape's finish (core Paint) as konva fill props, so the plan canvas draws finishes as the SVG
 * outputs do (core/src/drawing-pages/paint-svg.ts): the gradient as a linear gradient across the
 * shape's box, the texture as a pattern image (a small canvas, made once per texture) on a copy of
 * the shape drawn over it.
 */
import { TEXTURE_GRAIN as GRAIN, TEXTURE_STREAKS as STREAKS, TEXTURE_TILE as TILE, type Paint } from '@configurator/core';

type Box = { x: number; y: number; width: number; height: number };

/** The same marks as the SVG pattern (core's texture-marks.ts), drawn in a tile of TILE_PX. */
const TILE_PX = 64;

/** Gradient props in the node's own coordinates (box: the shape's extent there). */
export function gradientProps(paint: Paint | undefined, box: Box): Record<string, unknown> {
  const gradient = paint?.gradient;
  if (!gradient || gradient.stops.length === 0) return {};
  const angle = (gradient.angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const half = (Math.abs(box.width * dx) + Math.abs(box.height * dy)) / 2;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  return {
    fillLinearGradientStartPoint: { x: cx - dx * half, y: cy - dy * half },
    fillLinearGradientEndPoint: { x: cx + dx * half, y: cy + dy * half },
    fillLinearGradientColorStops: gradient.stops.flatMap((s) => [s.offset, s.opacity === undefined ? s.color : withAlpha(s.color, s.opacity)]),
  };
}

const withAlpha = (color: string, opacity: number): string => {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
};

const tiles = new Map<string, HTMLCanvasElement>();

function tileOf(texture: NonNullable<Paint['texture']>): HTMLCanvasElement {
  const key = JSON.stringify({ ...texture, spacing: 1 });
  let canvas = tiles.get(key);
  if (canvas) return canvas;
  canvas = document.createElement('canvas');
  canvas.width = canvas.height = TILE_PX;
  const context = canvas.getContext('2d');
  const px = TILE_PX / TILE; // one spacing
  const size = (texture.size / texture.spacing) * px;
  if (context) {
    context.fillStyle = context.strokeStyle = texture.color;
    STREAKS.forEach((k, i) => {
      if (texture.kind !== 'lines') return;
      context.globalAlpha = texture.opacity * k;
      context.lineWidth = size;
      context.beginPath();
      context.moveTo(0, (i + 0.5) * px);
      context.lineTo(TILE_PX, (i + 0.5) * px);
      context.stroke();
    });
    if (texture.kind === 'dots') {
      context.globalAlpha = texture.opacity;
      for (const [x, y] of GRAIN) {
        context.beginPath();
        context.arc(x * px, y * px, size / 2, 0, 2 * Math.PI);
        context.fill();
      }
    }
  }
  tiles.set(key, canvas);
  return canvas;
}

/** Pattern props for the copy drawn over the shape, or null when the paint has no texture. */
export function textureProps(paint: Paint | undefined): Record<string, unknown> | null {
  const texture = paint?.texture;
  if (!texture || !(texture.spacing > 0) || typeof document === 'undefined') return null;
  const scale = (texture.spacing * TILE) / TILE_PX;
  return { fillPatternImage: tileOf(texture), fillPatternScale: { x: scale, y: scale }, fillPatternRotation: texture.angle, fillPatternRepeat: 'repeat' };
}
