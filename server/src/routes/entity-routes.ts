/** The generic entities' bulk update (Autogenerate), core/src/api/entity-bulk-calls.ts. */
import { entityBulkUpdateCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { EntityBulkService } from '../services/entities/entity-bulk-service.ts';

export function mountEntityRoutes(calls: CallRouter): void {
  calls.authed(entityBulkUpdateCall, async (input, { resolve, viewer }) => ({ data: { entities: await resolve(EntityBulkService).bulkUpdate(viewer, input) } }));
}
