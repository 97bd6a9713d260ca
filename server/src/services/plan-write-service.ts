/**
 * Writes of the plan canvas's records (walls, elevations, viewports, canvas texts and lines, generic
 * entities): one service over a table of resources. Every write locks the record's order, which must be
 * a spatial order of the viewer's organisation that the viewer may see (else 404) and still edit (else
 * 403); an update or destroy naming an older version than the stored one is refused with 409.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import type { z } from 'zod';
import { PLAN, fillTemplate, planMessages, type PlanResourceName, type planCreateSchemas, type planUpdateSchemas } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  ArchCustomViewSchema,
  ArchElevationSchema,
  ArchWallSchema,
  GenericEntitySchema,
  ProductCanvasLineSchema,
  ProductCanvasTextSchema,
  type ProductOrderRow,
} from '../db/entities/index.ts';
import { conflict, notFound, unprocessable } from '../http/errors.ts';
import { retryingTransaction } from '../db/retrying-transaction.ts';
import { assertCanSeeOrder, assertMayEditAfterSubmission } from './access.ts';
import { lockOrder } from './order-repricing.ts';
import { plain } from './serializers.ts';
import { entityAsRead, entityTypeOf, storedData } from './entities/entity-types.ts';

type CreateProps<R extends PlanResourceName> = z.output<(typeof planCreateSchemas)[R]>;
type UpdateProps<R extends PlanResourceName> = z.output<(typeof planUpdateSchemas)[R]>;
type Row = { id: number; orgId: number; productOrderId: number | null; version: number } & Record<string, unknown>;

/** The stored entity of each resource. */
const schemaOf: Record<PlanResourceName, EntityName<Row>> = {
  archWall: ArchWallSchema as unknown as EntityName<Row>,
  archElevation: ArchElevationSchema as unknown as EntityName<Row>,
  archCustomView: ArchCustomViewSchema as unknown as EntityName<Row>,
  productCanvasText: ProductCanvasTextSchema as unknown as EntityName<Row>,
  productCanvasLine: ProductCanvasLineSchema as unknown as EntityName<Row>,
  entity: GenericEntitySchema as unknown as EntityName<Row>,
};

/** Values a new record takes when the call leaves them out (the nullable columns have no default of their own). */
const createDefaults: Partial<Record<PlanResourceName, Record<string, unknown>>> = {
  productCanvasText: { customViewId: null },
  productCanvasLine: { customViewId: null, to: PLAN.line.to },
  entity: { parentId: null, parentResourceKey: null },
};

/** A wall or elevation whose two ends are one point is refused (issue 14: a wall of length 0). */
function assertSegmentHasLength(values: Record<string, unknown>): void {
  const [from, to] = [values.from as { x: number; z: number } | undefined, values.to as { x: number; z: number } | undefined];
  if (from && to && from.x === to.x && from.z === to.z) throw unprocessable(planMessages.zeroLengthWall);
}

@injectable()
export class PlanWriteService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async create<R extends PlanResourceName>(viewer: Viewer, resource: R, props: CreateProps<R>) {
    return retryingTransaction(this.em, async (tx) => {
      const order = await this.editableOrder(tx, viewer, props.productOrderId);
      const values = await this.checked(tx, viewer, order, resource, { ...createDefaults[resource], ...(props as Record<string, unknown>) });
      const row = tx.create(schemaOf[resource], { ...values, orgId: order.orgId, productOrderId: order.id } as never);
      await tx.flush();
      return { record: this.answered(viewer, resource, row) };
    });
  }

  async update<R extends PlanResourceName>(viewer: Viewer, resource: R, id: number, props: UpdateProps<R>, version: number | undefined) {
    return retryingTransaction(this.em, async (tx) => {
      const { row, order } = await this.editableRow(tx, viewer, resource, id, version);
      const values = await this.checked(tx, viewer, order, resource, { ...row, ...(props as Record<string, unknown>) }, row);
      // The data's version is written with the data (a save brings old data up to its type's version).
      const written = [...Object.keys(props as object), ...('dataVersion' in values ? ['dataVersion'] : [])];
      tx.assign(row, Object.fromEntries(written.map((k) => [k, values[k]])) as never);
      await tx.flush();
      return { record: this.answered(viewer, resource, row) };
    });
  }

  async destroy(viewer: Viewer, resource: PlanResourceName, id: number, version: number | undefined) {
    return retryingTransaction(this.em, async (tx) => {
      const { row } = await this.editableRow(tx, viewer, resource, id, version);
      tx.remove(row);
      await tx.flush();
      return { id };
    });
  }

  /** The values to store after the resource's own checks (segment length, viewport of the same order, entity data by its type). */
  private async checked(
    tx: EntityManager,
    viewer: Viewer,
    order: ProductOrderRow,
    resource: PlanResourceName,
    values: Record<string, unknown>,
    existing?: Row,
  ) {
    const out = { ...values };
    if (resource === 'archWall' || resource === 'archElevation') assertSegmentHasLength(values);
    if ((resource === 'productCanvasText' || resource === 'productCanvasLine') && values.customViewId != null) {
      if (!(await tx.findOne(ArchCustomViewSchema, { id: values.customViewId as number, productOrderId: order.id }))) throw notFound();
    }
    if (resource === 'entity') {
      // Only the types the organisation's plugins contribute may be written (the database holds no list).
      const typeName = String(existing?.type ?? values.type);
      const type = entityTypeOf(viewer.registry, typeName);
      if (!type) {
        const message = fillTemplate(planMessages.unknownEntityType, { type: typeName });
        throw unprocessable(message, [{ path: 'type', message }]);
      }
      if (values.data !== undefined) {
        const parsed = type.dataSchema.safeParse(values.data);
        if (!parsed.success) throw unprocessable(`${type.title}: ${parsed.error.issues[0]?.message ?? 'invalid data'}`);
        Object.assign(out, storedData(type, parsed.data));
      }
    }
    return out;
  }

  /** The record as answered: an entity's data as its type reads it, without the data version. */
  private answered(viewer: Viewer, resource: PlanResourceName, row: object): never {
    const record = plain<Row & { type?: string; data?: unknown }>(row);
    return (resource === 'entity' ? entityAsRead(viewer.registry, record as Row & { type: string; data: unknown }) : record) as never;
  }

  private async editableOrder(em: EntityManager, viewer: Viewer, productOrderId: number): Promise<ProductOrderRow> {
    const order = assertCanSeeOrder(viewer, await lockOrder(em, { id: productOrderId, orgId: viewer.orgId }));
    assertMayEditAfterSubmission(viewer, order, 'items');
    if (order.type !== 'arch') throw unprocessable(planMessages.notSpatial);
    return order;
  }

  /** The record, read again after its order is locked (so its version is the latest), and its order. */
  private async editableRow(em: EntityManager, viewer: Viewer, resource: PlanResourceName, id: number, version: number | undefined) {
    const found = await em.findOne(schemaOf[resource], { id, orgId: viewer.orgId } as never);
    if (!found || found.productOrderId === null) throw notFound();
    const order = await this.editableOrder(em, viewer, found.productOrderId);
    const row = await em.refresh(found);
    if (!row) throw notFound();
    if (version !== undefined && version !== row.version) throw conflict();
    return { row, order };
  }
}
