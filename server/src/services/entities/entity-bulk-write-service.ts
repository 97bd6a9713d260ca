/**
 * The entities' bulk update (Autogenerate's one step). Locks the order, checks the viewer may see it
 * (404) and still edit it (403), then checks everything before writing anything: every updated or
 * destroyed entity and every new entity's parent must be an entity of this order (else 404), every
 * type must be one the organisation's plugins contribute and its data must pass that type's schema
 * (else 400), and an update naming an older version than stored is refused (409). The data stored
 * is the schema's output (defaults filled).
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entityBulkWriteMessages, planMessages, type EntityBulkWriteRequest, type GenericEntity, type OrgRegistry } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { GenericEntitySchema, type GenericEntityRow } from '../../db/entities/index.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import { retryingTransaction } from '../../db/retrying-transaction.ts';
import { assertCanSeeOrder, assertMayEditAfterSubmission } from '../access.ts';
import { lockOrder } from '../order-repricing.ts';
import { entityAsRead, entityTypeOf, storedData } from './entity-types.ts';

const plainEntity = (registry: OrgRegistry, row: GenericEntityRow): GenericEntity =>
  entityAsRead(registry, {
    id: row.id,
    orgId: row.orgId,
    productOrderId: row.productOrderId ?? null,
    type: row.type,
    parentId: row.parentId ?? null,
    parentResourceKey: row.parentResourceKey ?? null,
    properties: row.properties as Record<string, unknown>,
    isTentative: row.isTentative as 0 | 1,
    data: row.data as Record<string, unknown>,
    dataVersion: row.dataVersion,
    version: row.version,
  });

@injectable()
export class EntityBulkWriteService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async bulkWrite(viewer: Viewer, request: EntityBulkWriteRequest): Promise<{ entities: GenericEntity[]; createdIds: number[] }> {
    return retryingTransaction(this.em, async (tx) => {
      const order = assertCanSeeOrder(viewer, await lockOrder(tx, { id: request.productOrderId, orgId: viewer.orgId }));
      assertMayEditAfterSubmission(viewer, order, 'items');
      if (order.type !== 'arch') throw unprocessable(planMessages.notSpatial);
      const rows = await tx.find(GenericEntitySchema, { productOrderId: order.id, orgId: viewer.orgId });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const named = [
        ...request.updates.map((u) => u.where.id),
        ...request.destroys,
        ...request.creates.flatMap((c) => (c.parentId === null ? [] : [c.parentId])),
      ];
      if (named.some((id) => !byId.has(id))) throw notFound('An entity named is not part of this order.');
      const checked = (type: string, data: unknown, path: string) => {
        const entityType = entityTypeOf(viewer.registry, type);
        if (!entityType) throw badRequest(entityBulkWriteMessages.typeNotEnabled, [{ path, message: entityBulkWriteMessages.typeNotEnabled }]);
        const parsed = entityType.dataSchema.safeParse(data);
        if (!parsed.success) {
          throw badRequest(
            entityBulkWriteMessages.invalidData,
            parsed.error.issues.map((i) => ({ path: [path, ...i.path.map(String)].join('.'), message: i.message })),
          );
        }
        return storedData(entityType, parsed.data);
      };
      if (request.updates.some((u) => u.version !== undefined && u.version !== byId.get(u.where.id)!.version)) throw conflict();
      const updates = request.updates.map((u, i) => {
        const row = byId.get(u.where.id)!;
        return { row, stored: checked(row.type, u.props.data, `updates.${i}.props.data`) };
      });
      const creates = request.creates.map((c, i) => ({ ...c, stored: checked(c.type, c.data, `creates.${i}.data`) }));
      // Everything is valid: only now is anything changed.
      for (const { row, stored } of updates) Object.assign(row, stored);
      const created = creates.map((c) =>
        tx.create(GenericEntitySchema, {
          orgId: viewer.orgId,
          productOrderId: order.id,
          type: c.type,
          parentId: c.parentId,
          parentResourceKey: c.parentResourceKey,
          properties: {},
          isTentative: 0,
          ...c.stored,
        }),
      );
      for (const id of request.destroys) tx.remove(byId.get(id)!);
      await tx.flush();
      const after = await tx.find(GenericEntitySchema, { productOrderId: order.id, orgId: viewer.orgId }, { orderBy: { id: 'asc' } });
      return { entities: after.map((row) => plainEntity(viewer.registry, row)), createdIds: created.map((row) => row.id) };
    });
  }
}
