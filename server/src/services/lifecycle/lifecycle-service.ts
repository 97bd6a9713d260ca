/**
 * The lifecycle calls: submit, approve, requires changes, cancel, staff status changes, status update
 * requests, and the server's own moves after a payment. Each move runs in one transaction on the
 * locked order (404 when missing or foreign, 409 on a stale version, 403/422 from the table, 422 from
 * the submit checks; nothing changes on a refusal); its mail goes out after the commit.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  currentStatus,
  lifecycleMessages,
  type LifecycleActor,
  type LifecycleEvent,
  type MoveAccepted,
  type OrderMoveEvent,
  type MoveRequest,
  type moveResponse,
  type OrgRegistry,
} from '@configurator/core';
import type { z } from 'zod';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { OrderHistorySchema, OrganisationSchema, ProductOrderSchema, type Organisation, type ProductOrderRow } from '../../db/entities/index.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { OrgRegistries } from '../../plugins/org-registries.ts';
import { assertCanSeeOrder, isInvolved, pricingHiddenFor } from '../access.ts';
import { lockOrder } from '../order-repricing.ts';
import { orderForViewer } from '../serializers.ts';
import { Notifier } from './notifier.ts';
import { decideMove, displayName, historyDto, writeMove } from './record-move.ts';
import { assertOrderPassesChecks } from './submit-checks.ts';
import { MoveEffects } from './move-effects.ts';

type MoveData = z.input<typeof moveResponse>['data'];

const moveEvent = (order: ProductOrderRow, accepted: MoveAccepted, actor: LifecycleActor, userId: number | null): OrderMoveEvent => ({
  orgId: order.orgId,
  productOrderId: order.id,
  move: accepted.move,
  row: accepted.row,
  fromStatusKey: accepted.fromStatusKey,
  toStatusKey: accepted.toStatusKey,
  actor,
  userId,
  at: new Date(),
});

@injectable()
export class LifecycleService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(OrgRegistries) private readonly registries: OrgRegistries,
    @inject(MoveEffects) private readonly effects: MoveEffects,
  ) {}

  /** A person's move on an order of their active organisation. */
  async move(viewer: Viewer, productOrderId: number, request: MoveRequest, version: number | undefined): Promise<MoveData> {
    const done = await this.em.transactional(async (tx) => {
      const order = assertCanSeeOrder(viewer, await lockOrder(tx, { id: productOrderId, orgId: viewer.orgId }));
      if (version !== undefined && version !== order.version) throw conflict();
      const input = {
        order,
        statuses: viewer.org.settings.productOrderStatuses,
        actor: { kind: 'person' as const, role: viewer.role, prevRole: viewer.prevRole, isInvolved: isInvolved(viewer, order) },
        request,
        registry: viewer.registry,
      };
      // The table speaks first (a submitted order is "cannot be submitted", not "phone required").
      const accepted = decideMove(input);
      if (request.move === 'submit') await assertOrderPassesChecks(tx, order, viewer.registry, 'submit');
      const history = writeMove(tx, { order, user: viewer.user }, accepted);
      await tx.flush();
      return { order, accepted, history, actor: input.actor };
    });
    await this.notifyMove(done.accepted, viewer.org, viewer.registry, done.order, displayName(viewer.user));
    await this.effects.afterMove(viewer.registry, moveEvent(done.order, done.accepted, done.actor, viewer.userId));
    // Payments recorded per status are amounts: statusData goes through the same price projection.
    const productOrder = orderForViewer(done.order, pricingHiddenFor(viewer, done.order));
    return {
      statusData: productOrder.statusData,
      lastCompletedStatusKey: done.order.lastCompletedStatusKey ?? null,
      feedbackNotes: done.order.feedbackNotes,
      productOrder,
      history: historyDto(done.history),
    };
  }

  /**
   * The server's own move (payments: confirmPayment after a card succeeded or staff recorded a
   * wire/check as received; recordAwaitingPayment). Answers the accepted move; throws 404/422 like
   * the people's moves.
   */
  async serverMove(
    orgId: number,
    productOrderId: number,
    request: Extract<MoveRequest, { move: 'confirmPayment' | 'recordAwaitingPayment' }>,
  ): Promise<MoveAccepted> {
    const done = await this.em.transactional(async (tx) => {
      const org = await tx.findOne(OrganisationSchema, { id: orgId });
      const order = await lockOrder(tx, { id: productOrderId, orgId });
      if (!org || !order) throw notFound();
      const registry = this.registries.forOrganisation(org);
      const accepted = decideMove({ order, statuses: org.settings.productOrderStatuses, actor: { kind: 'system' }, request, registry });
      writeMove(tx, { order, user: null }, accepted);
      await tx.flush();
      return { org, order, accepted, registry };
    });
    const { registry } = done;
    await this.notifyMove(done.accepted, done.org, registry, done.order, 'System');
    await this.effects.afterMove(registry, moveEvent(done.order, done.accepted, { kind: 'system' }, null));
    return done.accepted;
  }

  /**
   * Someone on a submitted order asks staff for news: no status change, but a history row (staff see
   * who asked and when on the order page) and a mail to staff.
   */
  async requestStatusUpdate(viewer: Viewer, productOrderId: number, note: string | undefined): Promise<{ message: string }> {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.orgId }));
    const current = currentStatus(viewer.org.settings.productOrderStatuses, order.lastCompletedStatusKey);
    if (!current || current.status.type === 'orderStarted') throw unprocessable(lifecycleMessages.statusUpdateBeforeSubmit);
    this.em.create(OrderHistorySchema, {
      orgId: order.orgId,
      productOrderId: order.id,
      userId: viewer.userId,
      userName: displayName(viewer.user),
      move: 'statusUpdateRequested',
      fromStatusKey: current.status.key,
      toStatusKey: current.status.key,
      note: note ?? '',
    });
    await this.em.flush();
    await this.notify('statusUpdateRequested', viewer.org, viewer.registry, order, displayName(viewer.user), note);
    return { message: lifecycleMessages.statusUpdateRequested };
  }

  private async notifyMove(accepted: MoveAccepted, org: Organisation, registry: OrgRegistry, order: ProductOrderRow, actorName: string): Promise<void> {
    if (accepted.notify) await this.notify(accepted.notify, org, registry, order, actorName, accepted.historyNote);
  }

  private notify(event: LifecycleEvent, org: Organisation, registry: OrgRegistry, order: ProductOrderRow, actorName: string, note?: string) {
    return this.notifier.notify({ event, org, registry, order, actorName, note });
  }
}
