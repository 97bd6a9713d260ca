/** The generic entities' bulk update (Autogenerate), core/src/api/entity-bulk-calls.ts. */
import { entityBulkWriteCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { EntityBulkWriteService } from '../services/entities/entity-bulk-write-service.ts';

export function mountEntityBulkWriteRoutes(calls: CallRouter): void {
  calls.authed(entityBulkWriteCall, async (input, { resolve, viewer }) => ({ data: { entities: await resolve(EntityBulkWriteService).bulkWrite(viewer, input) } }));
}
