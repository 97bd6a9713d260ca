/** The plan canvas's resource calls (core/src/api/plan-calls.ts), one loop over the resources. */
import { planCalls, planResourceNames } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { PlanWriteService } from '../services/plan-write-service.ts';

export function mountPlanRoutes(calls: CallRouter): void {
  for (const resource of planResourceNames) {
    // Each resource's calls parse with its own schemas; the handlers are alike, so one (widened) type serves.
    const c = planCalls[resource] as unknown as (typeof planCalls)['archWall'];
    calls
      .authed(c.create, async ({ props }, { resolve, viewer }) => ({ data: await resolve(PlanWriteService).create(viewer, resource, props as never) }))
      .authed(c.update, async ({ id, props, version }, { resolve, viewer }) => ({
        data: await resolve(PlanWriteService).update(viewer, resource, id, props as never, version),
      }))
      .authed(c.destroy, async ({ id, version }, { resolve, viewer }) => ({ data: await resolve(PlanWriteService).destroy(viewer, resource, id, version) }));
  }
}
