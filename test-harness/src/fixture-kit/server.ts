/**
 * The fixture kit's server entry: a service (a log of the moves made on each organisation's orders),
 * an effect that writes to it after every move, a call that reads it (staff of the organisation only,
 * its own orders only), a job that keeps it short, and its card gateway (card-gateway.ts).
 */
import {
  contribute,
  definePlugin,
  definePluginCall,
  definePluginJob,
  definePluginService,
  defineServiceRef,
  orderMoveEffectsPoint,
  paymentGatewayPoint,
  pluginCallsPoint,
  pluginJobsPoint,
  pluginServicesPoint,
} from '@configurator/core';
import { FIXTURE_GATEWAY_ID, FIXTURE_KIT_ID, FIXTURE_KIT_TITLE } from './index.ts';
import { fixtureCardGateway } from './card-gateway.ts';
import { movesSeenCall } from './calls.ts';

/** The moves made on each order, newest last, per organisation. */
export class MoveLog {
  private readonly byOrg = new Map<number, { productOrderId: number; move: string }[]>();
  add(orgId: number, productOrderId: number, move: string): void {
    this.byOrg.set(orgId, [...(this.byOrg.get(orgId) ?? []), { productOrderId, move }]);
  }
  movesOf(orgId: number, productOrderId: number): string[] {
    return (this.byOrg.get(orgId) ?? []).filter((m) => m.productOrderId === productOrderId).map((m) => m.move);
  }
  /** Keeps the last `keep` moves of each organisation; answers how many went. */
  trim(keep: number): number {
    let dropped = 0;
    for (const [orgId, moves] of this.byOrg) {
      dropped += Math.max(0, moves.length - keep);
      this.byOrg.set(orgId, moves.slice(-keep));
    }
    return dropped;
  }
}

const MAX_LOGGED_MOVES = 1000;
/** One per server process: the effect writes where the service reads. */
const log = new MoveLog();
export const moveLogRef = defineServiceRef<MoveLog>(`${FIXTURE_KIT_ID}.moveLog`);

export const serverPlugin = definePlugin({
  id: FIXTURE_KIT_ID,
  kind: 'plugin',
  title: FIXTURE_KIT_TITLE,
  contributions: [
    contribute(paymentGatewayPoint, fixtureCardGateway, { key: FIXTURE_GATEWAY_ID }),
    contribute(pluginServicesPoint, definePluginService({ ref: moveLogRef, deps: {}, create: () => log }), { key: moveLogRef.id }),
    contribute(orderMoveEffectsPoint, { id: 'logMove', afterMove: (event) => log.add(event.orgId, event.productOrderId, event.move) }),
    contribute(
      pluginCallsPoint,
      definePluginCall({
        call: movesSeenCall,
        permission: 'employee',
        deps: { log: moveLogRef },
        // The log is per organisation: the viewer's only, whatever order id is sent.
        handle: async ({ productOrderId }, { viewer, deps }) => ({ data: { moves: deps.log.movesOf(viewer.orgId, productOrderId) } }),
        example: ({ orderId }) => ({ productOrderId: orderId }),
      }),
      { id: 'moves-seen' },
    ),
    contribute(
      pluginJobsPoint,
      definePluginJob({
        name: 'trim-move-log',
        cron: '0 3 * * *',
        everyMs: 60 * 60 * 1000,
        deps: { log: moveLogRef },
        run: async ({ log: moves }) => {
          const dropped = moves.trim(MAX_LOGGED_MOVES);
          return dropped ? `Fixture kit: ${dropped} logged move(s) dropped.` : null;
        },
      }),
    ),
  ],
});
