/**
 * The drawings of a viewport's murals for the drawing pages: the same entity types' shape trees the
 * canvas draws, gathered into one Drawing whose box starts at the top-left of what it holds.
 */
import type { CanvasContext, CanvasEntityType, CanvasViewRef, Drawing, GenericEntity, Shape } from '@configurator/core';
import { muralEntityTypes } from '../types/index.ts';
import { typed } from '../types/shared.ts';

const MARGIN = 10;
const typesByName = new Map(muralEntityTypes.map((t) => [t.type, t]));

/** Draws the given entity types' entities of a view into one Drawing; undefined when nothing is drawn. */
export function muralDrawing(
  entities: readonly GenericEntity[],
  view: CanvasViewRef,
  include: readonly string[],
  context: Omit<CanvasContext, 'view'>,
  extra: (ctx: CanvasContext) => Shape[] = () => [],
): Drawing | undefined {
  const ctx: CanvasContext = { ...context, view };
  const shapes: Shape[] = [];
  const boxes: { x: number; y: number; width: number; height: number }[] = [];
  for (const name of include) {
    const type = typesByName.get(name) as CanvasEntityType | undefined;
    if (!type) continue;
    for (const entity of entities) {
      if (entity.type !== name) continue;
      const t = typed(entity, type.dataSchema);
      if (!t || !type.appearsIn(t, view)) continue;
      shapes.push(...type.draw(t, ctx));
      boxes.push(type.bounds(t, ctx));
    }
  }
  if (boxes.length === 0) return undefined;
  shapes.push(...extra(ctx));
  const left = Math.min(...boxes.map((b) => b.x)) - MARGIN;
  const top = Math.min(...boxes.map((b) => b.y)) - MARGIN;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + MARGIN;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + MARGIN;
  return { width: right - left, height: bottom - top, shapes: [{ kind: 'group', x: -left, y: -top, children: shapes }] };
}
