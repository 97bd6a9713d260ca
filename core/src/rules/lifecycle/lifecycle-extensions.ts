/**
 * A composable lifecycle (in the manner of Vendure's OrderProcess): plugins add guards to moves and
 * new moves with their button through the 'lifecycle' extension point, and effects run after a move
 * through the server's 'order-move-effects' point. The organisation's table is core's rows with its
 * plugins' additions (lifecycleOf); applyMove reads that table and nothing else, so the table stays
 * the one place that says who may do what.
 */
import type { MoveName, PluginMoveName } from '../../domain/order-history.ts';
import type { Guard, GuardContext, TransitionRow } from './transitions.ts';
import { transitions } from './transitions.ts';
import type { LifecycleActor } from './types.ts';

/** A guard a plugin adds to moves (core's or another plugin's): a refusal message, or null. */
export interface LifecycleGuard {
  /** Names the guard in refusals' logs and tests; unique within its plugin. */
  id: string;
  moves: readonly (MoveName | PluginMoveName)[];
  check: (ctx: GuardContext) => string | null;
}

/** A move a plugin adds: its table row (who, from, to, guards, effects) and the order page's button. */
export interface LifecycleMove {
  row: TransitionRow & { move: PluginMoveName };
  /** The button on the order page; shown only when the table lets the viewer make the move now. */
  button: { label: string; /** Said to screen readers and in the tooltip. */ description?: string };
}

/** What one plugin contributes to the lifecycle. */
export interface LifecycleExtension {
  guards?: readonly LifecycleGuard[];
  moves?: readonly LifecycleMove[];
}

/** What a move effect is told, after the move's transaction has committed. */
export interface OrderMoveEvent {
  orgId: number;
  productOrderId: number;
  move: MoveName | PluginMoveName;
  /** The table row that made it. */
  row: string;
  fromStatusKey: string | null;
  toStatusKey: string | null;
  actor: LifecycleActor;
  /** The person's user id; null for the server's own moves. */
  userId: number | null;
  at: Date;
}

/**
 * An effect a plugin adds to moves (server side: it may call out). Runs after the commit, so it can
 * never undo a move; a failing effect is logged and the next one still runs.
 */
export interface OrderMoveEffect {
  id: string;
  /** The moves it follows; absent: every move. */
  moves?: readonly (MoveName | PluginMoveName)[];
  afterMove(event: OrderMoveEvent): void | Promise<void>;
}

const asGuard = (g: LifecycleGuard): Guard => ({ id: g.id, check: g.check });

/** Core's table with the plugins' moves appended and their guards added to the rows of the moves they name. */
export function composeTransitions(extensions: readonly LifecycleExtension[], base: readonly TransitionRow[] = transitions): readonly TransitionRow[] {
  if (!extensions.length) return base;
  const added = extensions.flatMap((e) => e.moves ?? []).map((m) => m.row);
  const guards = extensions.flatMap((e) => e.guards ?? []);
  return [...base, ...added].map((row) => {
    const extra = guards.filter((g) => g.moves.includes(row.move)).map(asGuard);
    return extra.length ? { ...row, guards: [...row.guards, ...extra] } : row;
  });
}

/** The buttons of the plugins' moves, in the organisation's plugin order. */
export const pluginMoveButtons = (extensions: readonly LifecycleExtension[]): { move: PluginMoveName; label: string; description?: string }[] =>
  extensions.flatMap((e) => e.moves ?? []).map((m) => ({ move: m.row.move, ...m.button }));

/** Whether an effect follows a move. */
export const effectFollows = (effect: OrderMoveEffect, move: MoveName | PluginMoveName): boolean => !effect.moves || effect.moves.includes(move);
