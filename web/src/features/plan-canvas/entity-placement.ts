/**
 * Add mode of entity types placed point by point (a mural mismatch line: two clicks). Its own small
 * store beside the plan's: the pending entity is not a record until its last point, so it has no
 * save, no undo step and nothing to remap. A click on the canvas or Enter at the keyboard cursor adds
 * a point; Escape, another tool or another view drops it.
 */
import { create } from 'zustand';
import { placementCancelled, placePoint, startPlacement, type CanvasPoint, type CommandEnv, type PendingPlacement } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';

interface PlacementState {
  pending: PendingPlacement | null;
  /** Enters add mode for the type; the keyboard cursor starts at `cursor`. */
  start(env: CommandEnv, type: string, cursor: CanvasPoint): void;
  /** One more point; the last one adds the entity (one change, one undo step). */
  point(env: CommandEnv, at: CanvasPoint): void;
  /** Escape: drops the pending entity and says so. */
  cancel(env: CommandEnv): void;
  /** Another tool or view: drops it silently. */
  drop(): void;
}

export const usePlacement = create<PlacementState>((set, get) => ({
  pending: null,
  start(env, type, cursor) {
    const { pending, message } = startPlacement(env, type);
    const plan = usePlanStore.getState();
    plan.select([]);
    plan.setCursor(cursor);
    plan.announce(message);
    set({ pending });
  },
  point(env, at) {
    const pending = get().pending;
    if (!pending) return;
    const step = placePoint(env, pending, at);
    if (step.done) {
      set({ pending: null });
      usePlanStore.getState().run(step.result);
      return;
    }
    set({ pending: step.pending });
    usePlanStore.getState().announce(step.message);
  },
  cancel(env) {
    const pending = get().pending;
    if (!pending) return;
    set({ pending: null });
    usePlanStore.getState().announce(placementCancelled(env, pending));
  },
  drop: () => set({ pending: null }),
}));

export const isPlacing = (): boolean => usePlacement.getState().pending !== null;
