/** What the mural entity types have in common: which view they appear in, and parsing their data. */
import type { CanvasViewRef, GenericEntity, TypedEntity } from '@configurator/core';
import type { z } from 'zod';
import { PANEL_LAYOUT_VIEW } from '../constants.ts';

/** Whether the view is the viewport the entity belongs to (its elevation, or that viewport's panel layout). */
export const inViewport = (archCustomViewId: number | null, view: CanvasViewRef): boolean =>
  view.customViewId !== null && archCustomViewId === view.customViewId && (view.kind === 'custom' || view.kind === PANEL_LAYOUT_VIEW);

export const isPanelLayout = (view: CanvasViewRef): boolean => view.kind === PANEL_LAYOUT_VIEW;

/** Parses a stored entity's data by its type's schema; undefined when it does not parse. */
export function typed<D>(entity: GenericEntity, schema: z.ZodType<D>): TypedEntity<D> | undefined {
  const parsed = schema.safeParse(entity.data);
  return parsed.success ? { ...entity, data: parsed.data } : undefined;
}

export const ofType = <D>(entities: readonly GenericEntity[], type: string, schema: z.ZodType<D>): TypedEntity<D>[] =>
  entities.filter((e) => e.type === type).flatMap((e) => typed(e, schema) ?? []);
