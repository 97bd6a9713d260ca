/**
 * The drawings of a viewport's murals for the drawing pages: the same entity types' shape trees the
 * canvas draws (a texture's artwork cut to its areas, a panel's part of it), gathered into one
 * Drawing whose box starts at the top-left of what it holds. Its outline, what the overall dimensions
 * measure, is the mural itself (its areas, else its textures, else its panels), never the labels
 * drawn around it.
 */
import type { CanvasContext, CanvasEntityType, CanvasViewRef, Drawing, GenericEntity, Shape } from '@configurator/core';
import { ENTITY } from '../constants.ts';
import { muralEntityTypes } from '../types/index.ts';
import { typed } from '../types/shared.ts';

const MARGIN = 10;
/** What the overall dimensions measure, the first of these a sheet draws. */
const MEASURED = [ENTITY.area, ENTITY.texture, ENTITY.panel] as const;

type Bounds = { x: number; y: number; width: number; height: number };
const union = (boxes: readonly Bounds[]): Bounds => {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  return { x: left, y: top, width: Math.max(...boxes.map((b) => b.x + b.width)) - left, height: Math.max(...boxes.map((b) => b.y + b.height)) - top };
};
const typesByName = new Map(muralEntityTypes.map((t) => [t.type, t]));

/** Draws the given entity types' entities of a view into one Drawing; undefined when nothing is drawn. */
export function muralDrawing(
  entities: readonly GenericEntity[],
  view: CanvasViewRef,
  include: readonly string[],
  context: Omit<CanvasContext, 'view'>,
  extra: (ctx: CanvasContext) => Shape[] = () => [],
  /** False: the parts carry their own sizes (panels laid out apart), no overall dimensions. */
  withDimensions = true,
): Drawing | undefined {
  const ctx: CanvasContext = { ...context, view };
  const shapes: Shape[] = [];
  const boxes: Bounds[] = [];
  const boxesByType = new Map<string, Bounds[]>();
  for (const name of include) {
    const type = typesByName.get(name) as CanvasEntityType | undefined;
    if (!type) continue;
    for (const entity of entities) {
      if (entity.type !== name) continue;
      const t = typed(entity, type.dataSchema);
      if (!t || !type.appearsIn(t, view)) continue;
      shapes.push(...type.draw(t, ctx, type.drawsFromSiblings ? entities : undefined));
      const box = type.bounds(t, ctx);
      boxes.push(box);
      boxesByType.set(name, [...(boxesByType.get(name) ?? []), box]);
    }
  }
  if (boxes.length === 0) return undefined;
  shapes.push(...extra(ctx));
  const all = union(boxes);
  const left = all.x - MARGIN;
  const top = all.y - MARGIN;
  const measured = MEASURED.map((name) => boxesByType.get(name)).find((b) => b?.length);
  const mural = measured ? union(measured) : all;
  return {
    width: all.width + 2 * MARGIN,
    height: all.height + 2 * MARGIN,
    shapes: [{ kind: 'group', x: -left, y: -top, children: shapes }],
    outline: { x: mural.x - left, y: mural.y - top, width: mural.width, height: mural.height },
    // The area's name and the seams drawn round the mural stay clear of the dimension lines.
    dimensionsClearDrawing: true,
    ...(withDimensions ? {} : { withoutOverallDimensions: true }),
  };
}
