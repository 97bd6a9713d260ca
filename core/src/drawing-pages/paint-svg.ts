/**
 * A shape's finish (domain/shapes.ts Paint) as SVG definitions: a linearGradient for the gradient and
 * a pattern for the texture. Ids are derived from the paint itself, so the same finish drawn twice on
 * a page (the order page's drawing and its thumbnail, a document's lines) defines the same thing
 * under the same id, and a drawing's markup stays the same from one render to the next.
 */
import type { Paint } from '../domain/shapes.ts';
import { TEXTURE_GRAIN as GRAIN, TEXTURE_STREAKS as STREAKS, TEXTURE_TILE as TILE } from '../domain/texture-marks.ts';

const num = (n: number): string => String(Math.round(n * 10000) / 10000);
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** FNV-1a of the paint's JSON, base 36: short, stable ids. */
function idOf(prefix: string, value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${prefix}-${(hash >>> 0).toString(36)}`;
}

function gradientSvg(id: string, gradient: NonNullable<Paint['gradient']>): string {
  // The angle turns the gradient's axis about the shape's box centre (objectBoundingBox units).
  const stops = gradient.stops
    .map((s) => `<stop offset="${num(s.offset)}" stop-color="${esc(s.color)}"${s.opacity === undefined ? '' : ` stop-opacity="${num(s.opacity)}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0.5" x2="1" y2="0.5" gradientTransform="rotate(${num(gradient.angle)} 0.5 0.5)">${stops}</linearGradient>`;
}

function textureSvg(id: string, texture: NonNullable<Paint['texture']>): string {
  const s = texture.spacing;
  const size = TILE * s;
  const marks =
    texture.kind === 'lines'
      ? STREAKS.map(
          (k, i) =>
            `<line x1="0" y1="${num((i + 0.5) * s)}" x2="${num(size)}" y2="${num((i + 0.5) * s)}" stroke="${esc(texture.color)}" stroke-width="${num(texture.size)}" stroke-opacity="${num(texture.opacity * k)}"/>`,
        ).join('')
      : GRAIN.map(
          ([x, y]) =>
            `<circle cx="${num(x * s)}" cy="${num(y * s)}" r="${num(texture.size / 2)}" fill="${esc(texture.color)}" fill-opacity="${num(texture.opacity)}"/>`,
        ).join('');
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(size)}" height="${num(size)}" patternTransform="rotate(${num(texture.angle)})">${marks}</pattern>`;
}

export interface PaintDefs {
  /** The <defs> element, or '' when the paint has nothing to define. */
  defs: string;
  /** The fill that replaces the shape's own (the gradient), when there is one. */
  fill?: string;
  /** The fill of a copy of the shape drawn over it (the texture), when there is one. */
  overlayFill?: string;
}

export function paintDefs(paint: Paint): PaintDefs {
  const gradientId = paint.gradient && paint.gradient.stops.length > 0 ? idOf('finish-g', paint.gradient) : undefined;
  const textureId = paint.texture && paint.texture.spacing > 0 ? idOf('finish-t', paint.texture) : undefined;
  const parts = (gradientId ? gradientSvg(gradientId, paint.gradient!) : '') + (textureId ? textureSvg(textureId, paint.texture!) : '');
  return {
    defs: parts ? `<defs>${parts}</defs>` : '',
    ...(gradientId ? { fill: `url(#${gradientId})` } : {}),
    ...(textureId ? { overlayFill: `url(#${textureId})` } : {}),
  };
}
