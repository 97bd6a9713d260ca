/**
 * The live channel's routes (issue 36): GET /configurator/live opens a viewer's event stream, checked
 * like any call (a valid session, the active organisation, an order the viewer may see); the presence
 * call tells the others on a plan where this viewer is and what they selected; the read call answers
 * what a change named (live-read.ts).
 */
import type { DependencyContainer } from 'tsyringe';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { liveStreamPath, liveStreamQuery, livePresenceCall, liveReadCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { Tokens, type ServerSettings } from '../di/tokens.ts';
import { SessionCookie } from '../auth/session-cookie.ts';
import { SessionService } from '../auth/session-service.ts';
import { assertActiveOrg, assertCanSeeOrder } from '../services/access.ts';
import { ProductOrderSchema } from '../db/entities/index.ts';
import { LiveConnection } from './live-connection.ts';
import { LiveHub } from './live-hub.ts';
import { liveRead } from './live-read.ts';
import { OrderReadService } from '../services/order-read-service.ts';

export const liveTag = { name: 'Live', description: 'The live channel: server-sent events of order changes and plan presence (issue 36).' };

/** Last-Event-ID as the browser resends it, or the `after` parameter; anything else is no cursor. */
function cursorOf(header: string, after: number | undefined): number | undefined {
  if (/^\d{1,15}$/.test(header)) return Number(header);
  return after;
}

export function mountLiveRoutes(calls: CallRouter, root: DependencyContainer): void {
  calls.group(liveTag, () => {
    calls.route(
      {
        method: 'get',
        path: liveStreamPath,
        summary: 'The live event stream of an order, its plan, or the orders list',
        description:
          'Server-sent events (text/event-stream), never compressed: `change` (ids, versions, kinds and a notice; never an amount), `presence` (plan only), `ready`, `reload`. ' +
          'Query: scope (order, plan, orders), orgId, orderId (order and plan), after (the last event id seen; Last-Event-ID takes precedence), view (plan). 401 without a session, 403 for another organisation, 404 for an order the viewer may not see.',
        answers: 'text/event-stream',
      },
      async (ctx) => {
        const parsed = liveStreamQuery.safeParse(ctx.query);
        if (!parsed.success) {
          throw badRequest(
            'The request is not valid.',
            parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(query)', message: i.message })),
          );
        }
        const query = parsed.data;
        const orm = root.resolve<MikroORM>(Tokens.Orm);
        const em = orm.em.fork();
        const token = new SessionCookie(ctx, root.resolve<ServerSettings>(Tokens.Settings)).read();
        const scope = root.createChildContainer();
        scope.register(Tokens.Em, { useValue: em });
        const session = await scope.resolve(SessionService).verified(token);
        if (!session || !token) throw unauthorized();
        const viewer = session.viewer();
        assertActiveOrg(viewer, query.orgId);
        if (query.orderId !== undefined) {
          const order = await em.findOne(
            ProductOrderSchema,
            { id: query.orderId, orgId: viewer.orgId },
            { fields: ['id', 'orgId', 'userId', 'involvedUsers'] },
          );
          assertCanSeeOrder(viewer, order);
        }
        const user = viewer.user;
        const name = `${user.firstName} ${user.lastName}`.trim() || user.email.split('@')[0]!;
        const connection = new LiveConnection(
          ctx,
          viewer,
          token,
          { scope: query.scope, orgId: query.orgId, orderId: query.orderId ?? null, view: query.view ?? null },
          name,
        );
        await root.resolve(LiveHub).add(connection, cursorOf(ctx.get('Last-Event-ID'), query.after));
      },
    );
    calls.authed(livePresenceCall, async ({ productOrderId, view, selection }, { resolve, viewer }) => {
      const order = await resolve<EntityManager>(Tokens.Em).findOne(
        ProductOrderSchema,
        { id: productOrderId, orgId: viewer.orgId },
        { fields: ['id', 'orgId', 'userId', 'involvedUsers'] },
      );
      assertCanSeeOrder(viewer, order);
      return { data: { shared: await root.resolve(LiveHub).updatePresence(viewer, productOrderId, view, selection) } };
    });
    calls.authed(liveReadCall, async (input, { resolve, viewer }) => ({
      data: await liveRead(resolve<EntityManager>(Tokens.Em), resolve(OrderReadService), viewer, input),
    }));
  });
}
