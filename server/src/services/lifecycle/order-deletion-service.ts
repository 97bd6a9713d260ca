/**
 * Deleting and restoring orders (issue 32). Who may delete, at which step, is the transitions table's
 * 'delete' row (decideMove: 403 / 422 with its message, nothing changed); a deletion only sets
 * deletedAt, so the order keeps its items, history and payments, and the ProductOrder filter hides it
 * from every read. Staff list the deleted orders still restorable and restore one (a history row
 * each way); the purge job (deleted-orders.ts) removes them after DELETED_ORDER_RETENTION_DAYS.
 */
import { inject, injectable } from 'tsyringe';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELETED_ORDERS_LIST_MAX,
  lifecycleMessages,
  purgeCutoff,
  restorableUntil,
  restoreRefusal,
  toStoredDate,
  type DeletedOrderSummary,
} from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { OrderHistorySchema, ProductOrderSchema, UserSchema, withDeletedOrders } from '../../db/entities/index.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { retryingTransaction } from '../../db/retrying-transaction.ts';
import { assertCanSeeOrder, isInvolved, pricingHiddenFor } from '../access.ts';
import { lockOrder } from '../order-repricing.ts';
import { orderForViewer } from '../serializers.ts';
import { decideMove, displayName, writeMove } from './record-move.ts';

@injectable()
export class OrderDeletionService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  /** The Delete button ('Are you sure?' first, in the browser): a soft delete the table allows. */
  async delete(viewer: Viewer, productOrderId: number): Promise<void> {
    await retryingTransaction(this.em, async (tx) => {
      // An order already deleted is not found, like any hidden one.
      const order = assertCanSeeOrder(viewer, await lockOrder(tx, { id: productOrderId, orgId: viewer.orgId }));
      const accepted = decideMove({
        order,
        statuses: viewer.org.settings.productOrderStatuses,
        actor: { kind: 'person', role: viewer.role, prevRole: viewer.prevRole, isInvolved: isInvolved(viewer, order) },
        request: { move: 'delete' },
        registry: viewer.registry,
      });
      writeMove(tx, { order, user: viewer.user }, accepted);
      order.deletedAt = toStoredDate();
      order.deletedByUserId = viewer.userId;
      await tx.flush();
    });
  }

  /** Staff: the order comes back as it was, where it was (its number, step, items, history). */
  async restore(viewer: Viewer, productOrderId: number) {
    if (!viewer.isEmployee) throw forbidden(lifecycleMessages.restoreStaffOnly);
    return retryingTransaction(this.em, async (tx) => {
      const order = await tx.findOne(
        ProductOrderSchema,
        { id: productOrderId, orgId: viewer.orgId },
        { filters: withDeletedOrders, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!order) throw notFound();
      const refusal = restoreRefusal(order.deletedAt, new Date());
      if (refusal) throw unprocessable(refusal, [{ path: 'productOrderId', message: refusal }]);
      order.deletedAt = null;
      order.deletedByUserId = null;
      const status = order.lastCompletedStatusKey ?? null;
      tx.create(OrderHistorySchema, {
        orgId: order.orgId,
        productOrderId: order.id,
        userId: viewer.userId,
        userName: displayName(viewer.user),
        move: 'restore',
        fromStatusKey: status,
        toStatusKey: status,
        note: '',
      });
      await tx.flush();
      return orderForViewer(order, pricingHiddenFor(viewer, order));
    });
  }

  /** Staff: the organisation's deleted orders still restorable, latest deletion first. */
  async listDeleted(viewer: Viewer, now = new Date()): Promise<DeletedOrderSummary[]> {
    if (!viewer.isEmployee) throw forbidden(lifecycleMessages.restoreStaffOnly);
    const rows = await this.em.find(
      ProductOrderSchema,
      { orgId: viewer.orgId, deletedAt: { $ne: null, $gt: toStoredDate(purgeCutoff(now)) } },
      { filters: withDeletedOrders, orderBy: { deletedAt: 'desc', id: 'desc' }, limit: DELETED_ORDERS_LIST_MAX },
    );
    const userIds = [...new Set(rows.flatMap((r) => [r.userId, r.deletedByUserId ?? r.userId]))];
    const users = new Map((userIds.length ? await this.em.find(UserSchema, { id: { $in: userIds } }) : []).map((u) => [u.id, displayName(u)]));
    return rows.map((row) => ({
      id: row.id,
      orgSpecificId: row.orgSpecificId,
      title: row.title,
      firmName: row.firmName,
      ownerName: users.get(row.userId) ?? '',
      deletedAt: row.deletedAt!,
      deletedByName: row.deletedByUserId == null ? '' : (users.get(row.deletedByUserId) ?? ''),
      restorableUntil: toStoredDate(restorableUntil(row.deletedAt!)),
    }));
  }
}
