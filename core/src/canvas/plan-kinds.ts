/**
 * What the canvas needs to know of each kind of plan record, as a table (one entry per resource): in
 * which views it appears, its box, its drawing, its hit test and its transforms. Generic entities are
 * delegated to the canvas entity type registered for their type (murals, the tracking line ...), so
 * the canvas names none of them.
 */
import type { Box, Drawing, Shape } from '../domain/shapes.ts';
import type { CanvasContext, CanvasEntityType, CanvasPoint, CanvasViewRef, TypedEntity } from './entity-type.ts';
import type { PlacedItem, PlanRecords, PlanResource } from './plan-document.ts';
import type { GenericEntity } from '../domain/resources.ts';
import { PLAN } from './plan-constants.ts';
import { formatLength } from '../domain/lengths.ts';
import { dimensionLabelShapes } from './dimension-label.ts';
import {
  boxContainsPoint,
  boxWithCorner,
  cornerOf,
  corners,
  distance,
  distanceToSegment,
  isCorner,
  rotatePoint,
  roundTo,
  segmentBox,
} from './plan-geometry.ts';

export interface PlanContext extends CanvasContext {
  /** The theme's canvas text scale factor. */
  textScale: number;
  /** Entity types of the organisation's enabled plugins plus the built-in ones, by type. */
  entityTypes: ReadonlyMap<string, CanvasEntityType>;
  /** An item's drawing by its product's renderer (model units), for items placed in a viewport. */
  itemDrawing?: (item: PlacedItem) => Drawing | null;
  /** Visibility layers the person turned off in the layer panel: entities of those layers are not shown. */
  hiddenLayers?: ReadonlySet<string>;
  /** Context mode (catalogue §5): walls are drawn, and new walls made, at the context thickness. */
  contextMode?: boolean;
  /** A product's title by its id, for describing placed items (live region, text alternative, view tree). */
  productTitle?: (productId: number) => string | undefined;
}

/**
 * A draggable point of a record: a wall's or line's ends ('from', 'to'), a text's 'width', the corners
 * of a resizable entity ('nw', 'ne', 'sw', 'se'), or a point an entity type names itself.
 */
export type Handle = string;

export interface PlanKind<R> {
  resource: PlanResource;
  title: string;
  appearsIn(record: R, view: CanvasViewRef, context: PlanContext): boolean;
  bounds(record: R, context: PlanContext): Box;
  /** siblings: the order's entities, for entity types that draw from them (CanvasEntityType.drawsFromSiblings). */
  draw(record: R, context: PlanContext, siblings?: readonly GenericEntity[]): Shape[];
  hitTest(record: R, point: CanvasPoint, context: PlanContext): boolean;
  /** Null when it does not move (a viewport is not drawn). */
  moved(record: R, dx: number, dy: number, context: PlanContext): R | null;
  rotated?(record: R, degrees: number, context: PlanContext): R;
  /** The record resized to a new box (model units); absent when its kind is never resized, null when this one is not. */
  resized?(record: R, box: Box, context: PlanContext): R | null;
  /** End handles (walls, lines) and the width handle (text). */
  handles?(record: R, context: PlanContext): { handle: Handle; at: CanvasPoint }[];
  handleMoved?(record: R, handle: Handle, to: CanvasPoint, context: PlanContext): R;
  /** What the live region and the entity list say of it. */
  describe(record: R, context: PlanContext): string;
}

const HIT_PX = 4;
const hitPad = (context: PlanContext) => HIT_PX / context.scale;
const rounded = (p: CanvasPoint, context: PlanContext): CanvasPoint => ({ x: roundTo(p.x, context.precision), y: roundTo(p.y, context.precision) });
const inPlan = (view: CanvasViewRef) => view.kind === 'top';
/** Texts, lines and items belong to the plan (customViewId null) or to one viewport. */
const inViewOf = (customViewId: number | null, view: CanvasViewRef) =>
  customViewId === null ? view.kind === 'top' : view.kind === 'custom' && view.customViewId === customViewId;

type Segment = PlanRecords['archWall'];
const ends = (w: Segment) => ({ a: { x: w.from.x, y: w.from.z }, b: { x: w.to.x, y: w.to.z } });

/** A wall's dimension line: parallel to it, offset outwards, with its length. */
function dimensionShapes(a: CanvasPoint, b: CanvasPoint, thickness: number, context: PlanContext): Shape[] {
  const length = distance(a, b);
  if (length === 0) return [];
  const [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
  const offset = thickness / 2 + PLAN.dimension.offset[context.units] / context.scale;
  const [p, q] = [
    { x: a.x + nx * offset, y: a.y + ny * offset },
    { x: b.x + nx * offset, y: b.y + ny * offset },
  ];
  const fontSize = PLAN.dimension.fontSize / context.scale;
  const style = { fontSize, fill: '#374151', stroke: '#6b7280', strokeWidth: 1 / context.scale };
  return [
    { kind: 'line', points: [p.x, p.y, q.x, q.y], stroke: style.stroke, strokeWidth: style.strokeWidth },
    // Beside the line, clear of it and of the wall (offset along the same normal).
    ...dimensionLabelShapes(p, q, { x: nx, y: ny }, formatLength(length, context.units), style),
  ];
}

function segmentKind<R extends Segment>(resource: 'archWall' | 'archElevation', title: string, stroke: string): PlanKind<R> {
  /** Walls show the context thickness in context mode, whatever they store (catalogue §5). */
  const thicknessOf = (r: R, context: PlanContext) => (context.contextMode && resource === 'archWall' ? PLAN.contextWallThickness : r.thickness);
  return {
    resource,
    title,
    appearsIn: (_r, view) => inPlan(view),
    bounds: (r, context) => {
      const { a, b } = ends(r);
      return segmentBox(a, b, thicknessOf(r, context) / 2);
    },
    draw: (r, context) => {
      const { a, b } = ends(r);
      const thickness = thicknessOf(r, context);
      return [
        {
          kind: 'line',
          points: [a.x, a.y, b.x, b.y],
          stroke,
          strokeWidth: thickness,
          ...(resource === 'archElevation' ? { dash: [thickness * 2, thickness] } : {}),
        },
        ...dimensionShapes(a, b, thickness, context),
      ];
    },
    hitTest: (r, p, context) => {
      const { a, b } = ends(r);
      return distanceToSegment(p, a, b) <= thicknessOf(r, context) / 2 + hitPad(context);
    },
    moved: (r, dx, dy, context) => {
      const { a, b } = ends(r);
      const [p, q] = [rounded({ x: a.x + dx, y: a.y + dy }, context), rounded({ x: b.x + dx, y: b.y + dy }, context)];
      return { ...r, from: { x: p.x, z: p.y }, to: { x: q.x, z: q.y } };
    },
    rotated: (r, degrees, context) => {
      const { a, b } = ends(r);
      const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const [p, q] = [rounded(rotatePoint(a, centre, degrees), context), rounded(rotatePoint(b, centre, degrees), context)];
      return { ...r, from: { x: p.x, z: p.y }, to: { x: q.x, z: q.y } };
    },
    handles: (r) => {
      const { a, b } = ends(r);
      return [
        { handle: 'from', at: a },
        { handle: 'to', at: b },
      ];
    },
    handleMoved: (r, handle, to, context) => {
      const p = rounded(to, context);
      return handle === 'from' ? { ...r, from: { x: p.x, z: p.y } } : { ...r, to: { x: p.x, z: p.y } };
    },
    describe: (r, context) => {
      const { a, b } = ends(r);
      return `${title} ${formatLength(distance(a, b), context.units)} long, from ${pointText(a, context)} to ${pointText(b, context)}`;
    },
  };
}

/** A point in the organisation's units, as the inspector shows it: bare model numbers (312, 0) meant nothing to a reader. */
const pointText = (p: CanvasPoint, context: Pick<PlanContext, 'units'>) => `(${formatLength(p.x, context.units)}, ${formatLength(p.y, context.units)})`;

const textFontSize = (context: PlanContext) => PLAN.textFontSize * context.textScale;
/** Average glyph width as a share of the font size: enough to tell whether a word fits a width. */
const GLYPH_WIDTH = 0.6;
/** The text must fit its width (catalogue §5): its longest word, at the canvas font size. */
export const textFits = (text: string, width: number, context: PlanContext): boolean =>
  Math.max(0, ...text.split(/\s+/).map((w) => w.length)) * GLYPH_WIDTH * textFontSize(context) <= width;
const textKind: PlanKind<PlanRecords['productCanvasText']> = {
  resource: 'productCanvasText',
  title: 'Text',
  appearsIn: (r, view) => inViewOf(r.customViewId, view),
  bounds: (r, context) => ({ x: r.position.x, y: r.position.y, width: r.width, height: textFontSize(context) * 1.3 * Math.max(1, r.text.split('\n').length) }),
  draw: (r, context) => [{ kind: 'text', x: r.position.x, y: r.position.y, width: r.width, text: r.text, fontSize: textFontSize(context), fill: '#111827' }],
  hitTest: (r, p, context) => boxContainsPoint(textKind.bounds(r, context), p),
  moved: (r, dx, dy, context) => ({ ...r, position: rounded({ x: r.position.x + dx, y: r.position.y + dy }, context) }),
  handles: (r) => [{ handle: 'width', at: { x: r.position.x + r.width, y: r.position.y } }],
  // A width the text would not fit in is refused silently: the previous width stays (issue 19 item 25).
  handleMoved: (r, _handle, to, context) => {
    const width = Math.max(roundTo(to.x - r.position.x, context.precision), PLAN.precisionMin);
    return textFits(r.text, width, context) ? { ...r, width } : r;
  },
  describe: (r, context) => `Text '${r.text}' at ${pointText(r.position, context)}, ${formatLength(r.width, context.units)} wide`,
};

type Line = PlanRecords['productCanvasLine'];
const lineEnd = (r: Line): CanvasPoint => r.to ?? r.from;
/** An arrowhead at `tip`, pointing away from `from`. */
function arrowHead(from: CanvasPoint, tip: CanvasPoint, size: number, stroke: string, width: number): Shape {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const wing = (side: number) => ({ x: tip.x - size * Math.cos(angle + side * 0.45), y: tip.y - size * Math.sin(angle + side * 0.45) });
  const [l, r] = [wing(1), wing(-1)];
  return { kind: 'line', points: [l.x, l.y, tip.x, tip.y, r.x, r.y], closed: true, fill: stroke, stroke, strokeWidth: width };
}
const lineKind: PlanKind<Line> = {
  resource: 'productCanvasLine',
  title: 'Line',
  appearsIn: (r, view) => inViewOf(r.customViewId, view),
  bounds: (r) => segmentBox(r.from, lineEnd(r), Math.max(r.strokeWidth, 4)),
  draw: (r, context) => {
    const to = lineEnd(r);
    const size = Math.max(r.strokeWidth * 4, 8 / context.scale);
    return [
      { kind: 'line', points: [r.from.x, r.from.y, to.x, to.y], stroke: '#111827', strokeWidth: r.strokeWidth },
      ...(r.toSymbol === 'arrow' ? [arrowHead(r.from, to, size, '#111827', r.strokeWidth)] : []),
      ...(r.fromSymbol === 'arrow' ? [arrowHead(to, r.from, size, '#111827', r.strokeWidth)] : []),
    ];
  },
  hitTest: (r, p, context) => distanceToSegment(p, r.from, lineEnd(r)) <= r.strokeWidth / 2 + hitPad(context),
  moved: (r, dx, dy, context) => ({
    ...r,
    from: rounded({ x: r.from.x + dx, y: r.from.y + dy }, context),
    to: r.to && rounded({ x: r.to.x + dx, y: r.to.y + dy }, context),
  }),
  rotated: (r, degrees, context) => {
    const to = lineEnd(r);
    const centre = { x: (r.from.x + to.x) / 2, y: (r.from.y + to.y) / 2 };
    return { ...r, from: rounded(rotatePoint(r.from, centre, degrees), context), to: rounded(rotatePoint(to, centre, degrees), context) };
  },
  handles: (r) => [
    { handle: 'from', at: r.from },
    { handle: 'to', at: lineEnd(r) },
  ],
  handleMoved: (r, handle, to, context) => (handle === 'from' ? { ...r, from: rounded(to, context) } : { ...r, to: rounded(to, context) }),
  describe: (r, context) => {
    const to = lineEnd(r);
    const arrows = [r.fromSymbol, r.toSymbol].filter((s) => s === 'arrow').length;
    return `${arrows ? 'Arrow' : 'Line'} from ${pointText(r.from, context)} to ${pointText(to, context)}`;
  },
};

const viewportKind: PlanKind<PlanRecords['archCustomView']> = {
  resource: 'archCustomView',
  title: 'Viewport',
  appearsIn: () => false,
  bounds: () => ({ x: 0, y: 0, width: 0, height: 0 }),
  draw: () => [],
  hitTest: () => false,
  moved: () => null,
  describe: (r) => `Viewport '${r.title}', rank ${r.rank}, quantity ${r.quantity}`,
};

/** A placed item's box: its drawing's size at its position; a small square when it has no drawing. */
const itemBox = (r: PlacedItem, context: PlanContext): Box => {
  const drawing = context.itemDrawing?.(r);
  const at = r.position ?? { x: 0, y: 0 };
  return { x: at.x, y: at.y, width: drawing?.width ?? 20, height: drawing?.height ?? 20 };
};
/** A placed item by what a person knows it as: its product's title, and its own title when it has one (never its id). */
export function describeItem(r: Pick<PlacedItem, 'productId' | 'title' | 'position'>, context: Pick<PlanContext, 'productTitle' | 'units'>): string {
  const product = context.productTitle?.(r.productId) ?? 'Item';
  const own = r.title && r.title !== product ? ` '${r.title}'` : '';
  return `${product}${own} at ${pointText(r.position ?? { x: 0, y: 0 }, context)}`;
}
const itemKind: PlanKind<PlacedItem> = {
  resource: 'productInstance',
  title: 'Item',
  appearsIn: (r, view) => view.kind === 'custom' && r.archCustomViewId !== null && r.archCustomViewId === view.customViewId,
  bounds: itemBox,
  draw: (r, context) => {
    const drawing = context.itemDrawing?.(r);
    const at = r.position ?? { x: 0, y: 0 };
    if (!drawing) return [{ kind: 'rect', x: at.x, y: at.y, width: 20, height: 20, stroke: '#6b7280', strokeWidth: 1 / context.scale }];
    return [{ kind: 'group', x: at.x, y: at.y, children: drawing.shapes }];
  },
  hitTest: (r, p, context) => boxContainsPoint(itemBox(r, context), p),
  moved: (r, dx, dy, context) => {
    const at = r.position ?? { x: 0, y: 0 };
    return { ...r, position: rounded({ x: at.x + dx, y: at.y + dy }, context) };
  },
  describe: (r, context) => describeItem(r, context),
};

type Entity = PlanRecords['entity'];
const typeOf = (r: Entity, context: PlanContext) => context.entityTypes.get(r.type);
const typed = (r: Entity) => r as unknown as TypedEntity<Record<string, unknown>>;
const entityKind: PlanKind<Entity> = {
  resource: 'entity',
  title: 'Entity',
  appearsIn: (r, view, context) => {
    const type = typeOf(r, context);
    if (!type || (type.layer !== undefined && context.hiddenLayers?.has(type.layer))) return false;
    return type.appearsIn(typed(r), view);
  },
  bounds: (r, context) => typeOf(r, context)?.bounds(typed(r), context) ?? { x: 0, y: 0, width: 0, height: 0 },
  draw: (r, context, siblings) => typeOf(r, context)?.draw(typed(r), context, siblings) ?? [],
  hitTest: (r, p, context) => {
    const type = typeOf(r, context);
    return !!type && type.capabilities.selectable && type.hitTest(typed(r), p, context);
  },
  moved: (r, dx, dy, context) => {
    const type = typeOf(r, context);
    return type?.capabilities.draggable ? { ...r, data: type.moved(typed(r), dx, dy, context) } : null;
  },
  rotated: (r, degrees, context) => {
    const type = typeOf(r, context);
    return type?.rotated && type.capabilities.rotatable ? { ...r, data: type.rotated(typed(r), degrees, context) } : r;
  },
  // Generic resize: any type that declares itself resizable is resized through its own `resized`.
  resized: (r, box, context) => {
    const type = typeOf(r, context);
    return type?.resized && type.capabilities.resizable ? { ...r, data: type.resized(typed(r), box, context) } : null;
  },
  handles: (r, context) => {
    const type = typeOf(r, context);
    if (!type) return [];
    const box = type.bounds(typed(r), context);
    const resize = type.resized && type.capabilities.resizable ? corners.map((corner) => ({ handle: corner, at: cornerOf(box, corner) })) : [];
    return [...resize, ...(type.handles?.(typed(r), context) ?? [])];
  },
  handleMoved: (r, handle, to, context) => {
    const type = typeOf(r, context);
    if (!type) return r;
    if (isCorner(handle)) {
      const box = boxWithCorner(type.bounds(typed(r), context), handle, to, context.precision, PLAN.precisionMin);
      return entityKind.resized!(r, box, context) ?? r;
    }
    return type.handleMoved ? { ...r, data: type.handleMoved(typed(r), handle, to, context) } : r;
  },
  describe: (r, context) => typeOf(r, context)?.title ?? r.type,
};

export const planKinds: { [R in PlanResource]: PlanKind<PlanRecords[R]> } = {
  archWall: segmentKind('archWall', 'Wall', '#374151'),
  archElevation: segmentKind('archElevation', 'Elevation', '#b45309'),
  archCustomView: viewportKind,
  productCanvasText: textKind,
  productCanvasLine: lineKind,
  entity: entityKind,
  productInstance: itemKind,
};

export const kindOf = <R extends PlanResource>(resource: R): PlanKind<PlanRecords[R]> => planKinds[resource] as PlanKind<PlanRecords[R]>;
