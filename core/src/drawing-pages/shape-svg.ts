/**
 * A renderer's shape tree (domain/shapes.ts) as SVG markup: the same tree the screen draws with
 * react-konva, so a printed drawing is the one the person configured. Konva's defaults are kept where
 * they differ from SVG's: shapes without a fill are not filled, text is positioned by its top-left
 * corner and aligned inside its width, and text is dark grey unless told otherwise.
 */
import type { Drawing, Shape, ShapeStyle } from '../domain/shapes.ts';

/** Konva's text colour on screen (web ShapeNodes) and its default font. */
const TEXT_FILL = '#111111';
const TEXT_FONT = 'Arial, Helvetica, sans-serif';

export interface SvgOptions {
  /** Output px per drawing unit. */
  scale: number;
  /** Empty room around the drawing, in output px. */
  padding?: number;
  /** Read by screen readers as the image's name. */
  title?: string;
  /** Shapes in output px drawn over the scaled drawing (e.g. dimension lines). */
  overlay?: Shape[];
  /** Room the overlay needs beyond the padding, in output px, on each side. */
  overlayMargin?: { top?: number; right?: number; bottom?: number; left?: number };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Numbers short and stable: three decimals, no trailing zeros. */
const num = (n: number): string => String(Math.round(n * 1000) / 1000);

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v!)}"`)
    .join('');
}

function style(shape: ShapeStyle, defaultFill: string): Record<string, string | number | undefined> {
  return {
    fill: shape.fill ?? defaultFill,
    stroke: shape.stroke,
    'stroke-width': shape.stroke ? (shape.strokeWidth ?? 1) : undefined,
    'stroke-dasharray': shape.dash?.length ? shape.dash.map(num).join(' ') : undefined,
    opacity: shape.opacity,
  };
}

const pointsOf = (points: number[]): string => {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${num(points[i]!)},${num(points[i + 1]!)}`);
  return pairs.join(' ');
};

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

export function shapeToSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect${attributes({ x: shape.x, y: shape.y, width: shape.width, height: shape.height, rx: shape.cornerRadius, ...style(shape, 'none') })}/>`;
    case 'circle':
      return `<circle${attributes({ cx: shape.x, cy: shape.y, r: shape.radius, ...style(shape, 'none') })}/>`;
    case 'line':
      return `<${shape.closed ? 'polygon' : 'polyline'}${attributes({ points: pointsOf(shape.points), ...style(shape, 'none') })}/>`;
    case 'text': {
      const align = shape.align ?? 'left';
      const x = shape.width === undefined || align === 'left' ? shape.x : shape.x + (align === 'center' ? shape.width / 2 : shape.width);
      return `<text${attributes({
        x, y: shape.y, 'font-size': shape.fontSize, 'font-family': shape.fontFamily ?? TEXT_FONT,
        'text-anchor': ANCHOR[align], 'dominant-baseline': 'text-before-edge', ...style(shape, TEXT_FILL),
      })}>${escapeXml(shape.text)}</text>`;
    }
    case 'path': {
      // Stroke widths are in model units like every other shape, so they are undone from the path's scale.
      const k = shape.scale || 1;
      const styled = style({ ...shape, strokeWidth: shape.strokeWidth === undefined ? undefined : shape.strokeWidth / k }, 'none');
      return `<path${attributes({ d: shape.data, transform: `translate(${num(shape.x)} ${num(shape.y)}) scale(${num(k)})`, ...styled })}/>`;
    }
    case 'group':
      return `<g${attributes({ transform: shape.x || shape.y ? `translate(${num(shape.x ?? 0)} ${num(shape.y ?? 0)})` : undefined })}>${shape.children.map(shapeToSvg).join('')}</g>`;
  }
}

/** The drawing as a standalone <svg>, sized in output px, the drawing scaled inside its padding. */
export function drawingToSvg(drawing: Drawing, options: SvgOptions): string {
  const padding = options.padding ?? 0;
  const m = { top: 0, right: 0, bottom: 0, left: 0, ...options.overlayMargin };
  const width = drawing.width * options.scale + 2 * padding + m.left + m.right;
  const height = drawing.height * options.scale + 2 * padding + m.top + m.bottom;
  const origin = { x: padding + m.left, y: padding + m.top };
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const body = drawing.shapes.map(shapeToSvg).join('');
  const overlay = options.overlay?.length ? `<g${attributes({ class: 'overlay', transform: `translate(${num(origin.x)} ${num(origin.y)})` })}>${options.overlay.map(shapeToSvg).join('')}</g>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attributes({ width, height, viewBox: `0 0 ${num(width)} ${num(height)}` })}${options.title ? ' role="img"' : ' aria-hidden="true"'}>` +
    `${title}<g${attributes({ transform: `translate(${num(origin.x)} ${num(origin.y)}) scale(${num(options.scale)})` })}>${body}</g>${overlay}</svg>`
  );
}
