/** The mural entity types, in the order the add menu lists them. */
import type { CanvasEntityType, TypedEntity } from '@configurator/core';
import { muralAreaType } from './area.ts';
import { muralTextureType } from './texture.ts';
import { muralPanelType } from './panel.ts';
import { muralSeamType } from './seam.ts';
import { mismatchLineType } from './mismatch-line.ts';
import { wallLabelType } from './wall-label.ts';
import { muralInspectors } from '../inspector.ts';

export { muralAreaType, muralTextureType, muralPanelType, muralSeamType, mismatchLineType, wallLabelType };

/**
 * A type that completes an entity's data with its schema's defaults before each use: the canvas hands
 * types the stored data as it is, and data written before a field existed lacks it. Data that does not
 * parse is passed on unchanged (the type still draws what it can; the server refuses such writes).
 */
function completing<D extends Record<string, unknown>>(type: CanvasEntityType<D>): CanvasEntityType<D> {
  const full = (entity: TypedEntity<D>): TypedEntity<D> => {
    const parsed = type.dataSchema.safeParse(entity.data);
    return parsed.success ? { ...entity, data: parsed.data } : entity;
  };
  return {
    ...type,
    inspector: type.inspector ?? muralInspectors[type.type],
    appearsIn: (e, view) => type.appearsIn(full(e), view),
    bounds: (e, c) => type.bounds(full(e), c),
    draw: (e, c, siblings) => type.draw(full(e), c, siblings),
    hitTest: (e, p, c) => type.hitTest(full(e), p, c),
    moved: (e, dx, dy, c) => type.moved(full(e), dx, dy, c),
    ...(type.resized
      ? {
          resized: (e: TypedEntity<D>, box: Parameters<NonNullable<typeof type.resized>>[1], c: Parameters<NonNullable<typeof type.resized>>[2]) =>
            type.resized!(full(e), box, c),
        }
      : {}),
    ...(type.rotated
      ? { rotated: (e: TypedEntity<D>, deg: number, c: Parameters<NonNullable<typeof type.rotated>>[2]) => type.rotated!(full(e), deg, c) }
      : {}),
    ...(type.warnings
      ? {
          warnings: (e: TypedEntity<D>, siblings: Parameters<NonNullable<typeof type.warnings>>[1], c?: Parameters<NonNullable<typeof type.warnings>>[2]) =>
            type.warnings!(full(e), siblings, c),
        }
      : {}),
  };
}

export const muralEntityTypes = [muralAreaType, muralTextureType, muralPanelType, muralSeamType, mismatchLineType, wallLabelType].map((t) =>
  completing(t as unknown as CanvasEntityType),
) as readonly CanvasEntityType[];
