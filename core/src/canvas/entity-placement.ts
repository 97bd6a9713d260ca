/**
 * Click-to-place of entity types with an add mode (CanvasEntityType.placement): pure steps the canvas
 * calls per click or Enter. The pending entity is not a record yet (nothing is saved, nothing to undo)
 * until its last point: then it is added as one change, one undo step.
 */
import type { CanvasPoint } from './entity-type.ts';
import { planMessages } from './plan-constants.ts';
import { addEntity, type CommandEnv, type CommandResult } from './plan-commands.ts';

export interface PendingPlacement {
  type: string;
  /** The data so far; null before the first point. */
  data: Record<string, unknown> | null;
  /** Points placed so far. */
  count: number;
}

export type PlacementStep = { done: false; pending: PendingPlacement; message: string } | { done: true; result: CommandResult };

const titleOf = (env: CommandEnv, type: string) => env.context.entityTypes.get(type)?.title ?? type;

/** Whether choosing the type starts add mode (rather than adding it at once). */
export const placesPointByPoint = (env: CommandEnv, type: string): boolean => !!env.context.entityTypes.get(type)?.placement;

export function startPlacement(env: CommandEnv, type: string): { pending: PendingPlacement; message: string } {
  return { pending: { type, data: null, count: 0 }, message: planMessages.placeFirstPoint.replace('{title}', titleOf(env, type)) };
}

/** One more point of the pending entity: still pending, or complete and added. */
export function placePoint(env: CommandEnv, pending: PendingPlacement, at: CanvasPoint): PlacementStep {
  const type = env.context.entityTypes.get(pending.type);
  if (!type?.placement) return { done: true, result: addEntity(env, pending.type, at) };
  const data = type.placement.addPoint(pending.data, at, env.context);
  const count = pending.count + 1;
  if (type.placement.isComplete(data)) return { done: true, result: addEntity(env, pending.type, at, data) };
  return {
    done: false,
    pending: { type: pending.type, data, count },
    message: planMessages.placeNextPoint.replace('{title}', type.title).replace('{count}', String(count)),
  };
}

export const placementCancelled = (env: CommandEnv, pending: PendingPlacement): string =>
  planMessages.placementCancelled.replace('{title}', titleOf(env, pending.type));
