/**
 * A product graphic as a drawing: the 2D view of its node tree (front view: x right, y down; z and
 * depth are not seen). Groups offset their children; rects and cubes are drawn as their front face.
 * The drawing of a product that names no renderer key but has a graphic (product.data.graphicId).
 */
import type { ProductGraphicNode } from '../domain/catalogue.ts';
import type { Drawing, Shape } from '../domain/shapes.ts';
import type { ProductRenderer } from './payloads.ts';

const num = (value: number | string | undefined, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : fallback;
};

function nodeShape(node: ProductGraphicNode): Shape {
  const x = num(node.props.x);
  const y = num(node.props.y);
  if (node.type === 'group') return { kind: 'group', id: node.id, x, y, children: node.children.map(nodeShape) };
  const fill = typeof node.props.fill === 'string' ? node.props.fill : '#d1d5db';
  return {
    kind: 'rect',
    id: node.id,
    x,
    y,
    width: Math.abs(num(node.props.width)),
    height: Math.abs(num(node.props.height)),
    fill,
    stroke: '#374151',
    strokeWidth: 0.5,
  };
}

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boundsOf(shapes: readonly Shape[], dx = 0, dy = 0, acc: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }): Bounds {
  for (const s of shapes) {
    if (s.kind === 'group') boundsOf(s.children, dx + (s.x ?? 0), dy + (s.y ?? 0), acc);
    else if (s.kind === 'rect') {
      acc.minX = Math.min(acc.minX, dx + s.x);
      acc.minY = Math.min(acc.minY, dy + s.y);
      acc.maxX = Math.max(acc.maxX, dx + s.x + s.width);
      acc.maxY = Math.max(acc.maxY, dy + s.y + s.height);
    }
  }
  return acc;
}

/** The graphic's 2D drawing, moved so its shapes start at 0,0; an empty graphic is a 1 x 1 box. */
export function graphicDrawing(nodes: readonly ProductGraphicNode[]): Drawing {
  const shapes = nodes.map(nodeShape);
  const b = boundsOf(shapes);
  if (!Number.isFinite(b.minX)) return { width: 1, height: 1, shapes: [] };
  return {
    width: Math.max(1, b.maxX - b.minX),
    height: Math.max(1, b.maxY - b.minY),
    shapes: [{ kind: 'group', id: 'graphic', x: -b.minX, y: -b.minY, children: shapes }],
  };
}

/** The drawing of a product by its graphic (product.data.graphicId); a missing graphic is marked, never thrown. */
export const productGraphicRenderer: ProductRenderer = (input) => {
  const graphic = input.product.data.graphicId === undefined ? undefined : input.catalogue.graphicsById.get(input.product.data.graphicId);
  if (graphic) return graphicDrawing(graphic.nodes);
  return {
    width: 200,
    height: 24,
    notToScale: true,
    shapes: [{ kind: 'text', id: 'missing-graphic', x: 0, y: 0, width: 200, text: '⚠ This product graphic is not available', fontSize: 12, fill: '#b91c1c' }],
  };
};
