/** The generic entities' bulk write (Autogenerate, any run of entity changes of the plan canvas), core/src/api/entity-bulk-write-calls.ts. */
import { entityBulkWriteCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { EntityBulkWriteService } from '../services/entities/entity-bulk-write-service.ts';

export function mountEntityBulkWriteRoutes(calls: CallRouter): void {
  calls.authed(entityBulkWriteCall, async (input, { resolve, viewer }) => ({ data: await resolve(EntityBulkWriteService).bulkWrite(viewer, input) }));
}
