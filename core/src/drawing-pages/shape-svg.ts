/**
 * A renderer's shape tree (domain/shapes.ts) as SVG markup: the same tree the screen draws with
 * react-konva, so a printed drawing is the one the person configured. Konva's defaults are kept where
 * they differ from SVG's: shapes without a fill are not filled, text is positioned by its top-left
 * corner and aligned inside its width, and text is dark grey unless told otherwise.
 */
import type { Drawing, Shape, ShapeStyle } from '../domain/shapes.ts';
import { paintDefs } from './paint-svg.ts';

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
  /** A class on the <svg> element, for SVG placed inline in an HTML page (documents). */
  className?: string;
  /** Shapes in output px drawn over the scaled drawing (e.g. dimension lines). */
  overlay?: Shape[];
  /** Room the overlay needs beyond the padding, in output px, on each side. */
  overlayMargin?: { top?: number; right?: number; bottom?: number; left?: number };
}

// Written for speed (a 200-item order page draws every item): plain string concatenation, no
// intermediate objects per attribute, and escaping only strings that need it.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const NEEDS_ESCAPE = /[&<>"']/;
export const escapeXml = (text: string): string => (NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text);

/** Numbers short and stable: three decimals, no trailing zeros. */
const num = (n: number): string => String(Math.round(n * 1000) / 1000);

/** One attribute, or nothing when the value is undefined. */
const attr = (name: string, value: string | number | undefined): string =>
  value === undefined ? '' : ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;

function style(shape: ShapeStyle, defaultFill: string, strokeWidth = shape.strokeWidth): string {
  return (
    attr('fill', shape.fill ?? defaultFill) +
    attr('stroke', shape.stroke) +
    attr('stroke-width', shape.stroke ? (strokeWidth ?? 1) : undefined) +
    attr('stroke-dasharray', shape.dash?.length ? shape.dash.map(num).join(' ') : undefined) +
    attr('opacity', shape.opacity)
  );
}

const pointsOf = (points: number[]): string => {
  let text = '';
  for (let i = 0; i + 1 < points.length; i += 2) text += `${i ? ' ' : ''}${num(points[i]!)},${num(points[i + 1]!)}`;
  return text;
};

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** A shape with a finish: its definitions, the shape filled with the gradient, and the texture over it (no stroke, so the outline stays crisp). */
function paintedToSvg(shape: Exclude<Shape, { kind: 'group' | 'text' | 'image' }>): string {
  const { paint, ...plain } = shape;
  const painted = paintDefs(paint!);
  const base = shapeToSvg({ ...plain, ...(painted.fill ? { fill: painted.fill } : {}) } as Shape);
  const overlay = painted.overlayFill ? shapeToSvg({ ...plain, fill: painted.overlayFill, stroke: undefined, opacity: undefined } as Shape) : '';
  return painted.defs + base + overlay;
}

export function shapeToSvg(shape: Shape): string {
  if (shape.kind !== 'group' && shape.kind !== 'text' && shape.kind !== 'image' && shape.paint) return paintedToSvg(shape);
  switch (shape.kind) {
    case 'rect':
      return `<rect${attr('x', shape.x)}${attr('y', shape.y)}${attr('width', shape.width)}${attr('height', shape.height)}${attr('rx', shape.cornerRadius)}${style(shape, 'none')}/>`;
    case 'circle':
      return `<circle${attr('cx', shape.x)}${attr('cy', shape.y)}${attr('r', shape.radius)}${style(shape, 'none')}/>`;
    case 'line':
      return `<${shape.closed ? 'polygon' : 'polyline'}${attr('points', pointsOf(shape.points))}${style(shape, 'none')}/>`;
    case 'text': {
      const align = shape.align ?? 'left';
      const x = shape.width === undefined || align === 'left' ? shape.x : shape.x + (align === 'center' ? shape.width / 2 : shape.width);
      return (
        `<text${attr('x', x)}${attr('y', shape.y)}${attr('font-size', shape.fontSize)}${attr('font-family', shape.fontFamily ?? TEXT_FONT)}` +
        `${attr('text-anchor', ANCHOR[align])} dominant-baseline="text-before-edge"${style(shape, TEXT_FILL)}>${escapeXml(shape.text)}</text>`
      );
    }
    case 'path': {
      // Stroke widths are in model units like every other shape, so they are undone from the path's scale.
      const k = shape.scale || 1;
      const strokeWidth = shape.strokeWidth === undefined ? undefined : shape.strokeWidth / k;
      return `<path${attr('d', shape.data)}${attr('transform', `translate(${num(shape.x)} ${num(shape.y)}) scale(${num(k)})`)}${style(shape, 'none', strokeWidth)}/>`;
    }
    case 'image': {
      // The image fills a unit square (mirrored inside it when flipped); the viewBox picks the crop
      // out of that square and stretches it over the box, so no pixel size is needed.
      const c = shape.crop ?? { x: 0, y: 0, width: 1, height: 1 };
      const flip =
        shape.flipX || shape.flipY
          ? attr('transform', `translate(${shape.flipX ? 1 : 0} ${shape.flipY ? 1 : 0}) scale(${shape.flipX ? -1 : 1} ${shape.flipY ? -1 : 1})`)
          : '';
      // The fill (when given) behind the image: what shows where the file cannot be loaded.
      const behind = shape.fill
        ? `<rect${attr('x', shape.x)}${attr('y', shape.y)}${attr('width', shape.width)}${attr('height', shape.height)}${attr('fill', shape.fill)}/>`
        : '';
      return (
        `${behind}<svg${attr('x', shape.x)}${attr('y', shape.y)}${attr('width', shape.width)}${attr('height', shape.height)}` +
        ` viewBox="${c.x} ${c.y} ${c.width} ${c.height}" preserveAspectRatio="none"${attr('opacity', shape.opacity)}>` +
        `<image${attr('href', shape.href)} width="1" height="1" preserveAspectRatio="none"${flip}/></svg>`
      );
    }
    case 'group': {
      let children = '';
      for (const child of shape.children) children += shapeToSvg(child);
      return `<g${shape.x || shape.y ? attr('transform', `translate(${num(shape.x ?? 0)} ${num(shape.y ?? 0)})`) : ''}>${children}</g>`;
    }
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
  let body = '';
  for (const shape of drawing.shapes) body += shapeToSvg(shape);
  const overlay = options.overlay?.length
    ? `<g class="overlay"${attr('transform', `translate(${num(origin.x)} ${num(origin.y)})`)}>${options.overlay.map(shapeToSvg).join('')}</g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attr('class', options.className)}${attr('width', width)}${attr('height', height)}${attr('viewBox', `0 0 ${num(width)} ${num(height)}`)}${options.title ? ' role="img"' : ' aria-hidden="true"'}>` +
    `${title}<g${attr('transform', `translate(${num(origin.x)} ${num(origin.y)}) scale(${num(options.scale)})`)}>${body}</g>${overlay}</svg>`
  );
}
