/**
 * Effects after an order move (the lifecycle's 'after' hook, in the manner of Vendure's
 * onTransitionEnd): the organisation's plugins' 'order-move-effects' contributions, then the
 * server's own listeners (live updates subscribe here). Run after the move's transaction has
 * committed, so an effect can never undo or block a move; one that fails is logged and the rest run.
 */
import { effectFollows, orderMoveEffectsPoint, type OrderMoveEvent, type OrgRegistry } from '@configurator/core';
import type { Logger } from '../../di/tokens.ts';

export type MoveListener = (event: OrderMoveEvent) => void | Promise<void>;

/** One per server (app.ts registers it in the root container). */
export class MoveEffects {
  private readonly listeners = new Set<MoveListener>();

  constructor(private readonly logger: Logger) {}

  /** A server-side listener to every move of every organisation; answers its unsubscribe. */
  listen(listener: MoveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async afterMove(registry: OrgRegistry, event: OrderMoveEvent): Promise<void> {
    const effects = registry.all(orderMoveEffectsPoint).filter((e) => effectFollows(e, event.move));
    const runs: { name: string; run: () => void | Promise<void> }[] = [
      ...effects.map((e) => ({ name: `effect '${e.id}'`, run: () => e.afterMove(event) })),
      ...[...this.listeners].map((listener) => ({ name: 'a move listener', run: () => listener(event) })),
    ];
    for (const { name, run } of runs) {
      try {
        await run();
      } catch (error) {
        this.logger.error(`${name} after move '${event.move}' on order ${event.productOrderId} failed`, error);
      }
    }
  }
}
