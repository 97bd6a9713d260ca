/**
 * Credits a confirmed payment exactly once: in one transaction on the locked order it checks the
 * payment's reference against the ones already credited, adds the amount to amountPaidInCents, sets
 * lastPaymentDate, clears isProcessingPayment and the announced method, and moves the order on through
 * the lifecycle's transitions table (advance after payment, with its history row). The receipt mail
 * (the lifecycle's paymentConfirmed template) goes out after the commit.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate, type MoveAccepted } from '@configurator/core';
import { OrganisationSchema, type ProductOrderRow } from '../db/entities/index.ts';
import { notFound } from '../http/errors.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { lockOrder } from '../services/order-repricing.ts';
import { decideMove, writeMove } from '../services/lifecycle/record-move.ts';
import type { Notifier } from '../services/lifecycle/notifier.ts';
import { paymentDataOf, withPaymentData } from './integration-data.ts';

export interface CreditInput {
  orgId: number;
  productOrderId: number;
  /** Unique per payment (the intent id, or the announced step for a wire/check). */
  reference: string;
  amountInCents: number;
  note: string;
}

export type CreditResult = { credited: true; order: ProductOrderRow; accepted: MoveAccepted } | { credited: false; order: ProductOrderRow };

export async function creditPayment(em: EntityManager, registries: OrgRegistries, notifier: Notifier, input: CreditInput): Promise<CreditResult> {
  const result = await em.transactional(async (tx): Promise<CreditResult & { org?: unknown }> => {
    const org = await tx.findOne(OrganisationSchema, { id: input.orgId });
    const order = await lockOrder(tx, { id: input.productOrderId, orgId: input.orgId });
    if (!org || !order) throw notFound();
    const data = paymentDataOf(order.integrationData);
    if (data.creditedPayments.includes(input.reference)) return { credited: false, order };
    const accepted = decideMove({ order, statuses: org.settings.productOrderStatuses, actor: { kind: 'system' }, request: { move: 'confirmPayment', paymentAmountInCents: input.amountInCents } });
    writeMove(tx, { order, user: null }, { ...accepted, historyNote: input.note });
    order.amountPaidInCents += input.amountInCents;
    order.lastPaymentDate = toStoredDate();
    order.isProcessingPayment = 0;
    order.integrationData = withPaymentData(order.integrationData, { ...data, creditedPayments: [...data.creditedPayments, input.reference], awaitingPayment: undefined });
    await tx.flush();
    return { credited: true, order, accepted };
  });
  if (result.credited) {
    const org = await em.fork().findOneOrFail(OrganisationSchema, { id: input.orgId });
    const registry = registries.forOrganisation(org);
    await notifier.notify({ event: 'paymentConfirmed', org, registry, order: result.order, actorName: 'System', note: input.note });
  }
  return result;
}
