/**
 * Credits a confirmed payment exactly once: in one transaction on the locked order it checks the
 * payment's reference against the ones already credited, adds the amount to amountPaidInCents, sets
 * lastPaymentDate, clears isProcessingPayment and the announced method, records the payment for the
 * receipt (date, method, amount, card fee), and moves the order on through the lifecycle's transitions
 * table (advance after payment, with its history row). The receipt mail (the lifecycle's
 * paymentConfirmed template, with the payment and the balance due) goes out after the commit.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney, receiptOf, toDisplayDate, toStoredDate, type MoveAccepted, type RecordedPayment } from '@configurator/core';
import type { ReceiptValues } from '../mail/templates.ts';
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
  /** The payment method's key, for the receipt ('stripe', 'wire', 'checkByMail'). */
  method: string;
  /** The card processing fee paid on top (not credited to the order). */
  upchargeAmountInCents?: number;
}

export type CreditResult =
  { credited: true; order: ProductOrderRow; accepted: MoveAccepted; payment: RecordedPayment } | { credited: false; order: ProductOrderRow };

/** The receipt mail's lines: this payment, everything paid so far and the balance still due. */
function receiptValues(order: ProductOrderRow, payment: RecordedPayment): ReceiptValues {
  const receipt = receiptOf(order);
  return {
    date: toDisplayDate(payment.date),
    method: payment.methodTitle,
    amount: formatMoney(payment.amountInCents ?? 0),
    fee: payment.upchargeAmountInCents ? formatMoney(payment.upchargeAmountInCents) : '',
    paid: formatMoney(receipt.amountPaidInCents ?? 0),
    total: formatMoney(order.costs.orderTotal),
    balance: formatMoney(receipt.balanceDueInCents ?? 0),
  };
}

export async function creditPayment(em: EntityManager, registries: OrgRegistries, notifier: Notifier, input: CreditInput): Promise<CreditResult> {
  const result = await em.transactional(async (tx): Promise<CreditResult> => {
    const org = await tx.findOne(OrganisationSchema, { id: input.orgId });
    const order = await lockOrder(tx, { id: input.productOrderId, orgId: input.orgId });
    if (!org || !order) throw notFound();
    const data = paymentDataOf(order.integrationData);
    if (data.creditedPayments.includes(input.reference)) return { credited: false, order };
    const accepted = decideMove({
      order,
      statuses: org.settings.productOrderStatuses,
      actor: { kind: 'system' },
      request: { move: 'confirmPayment', paymentAmountInCents: input.amountInCents },
    });
    writeMove(tx, { order, user: null }, { ...accepted, historyNote: input.note });
    order.amountPaidInCents += input.amountInCents;
    const paidAt = toStoredDate();
    order.lastPaymentDate = paidAt;
    order.isProcessingPayment = 0;
    const payment: RecordedPayment = {
      reference: input.reference,
      date: paidAt,
      method: input.method,
      methodTitle: org.settings.paymentMethods.find((m) => m.key === input.method)?.title ?? input.method,
      amountInCents: input.amountInCents,
      ...(input.upchargeAmountInCents ? { upchargeAmountInCents: input.upchargeAmountInCents } : {}),
    };
    order.integrationData = withPaymentData(order.integrationData, {
      ...data,
      creditedPayments: [...data.creditedPayments, input.reference],
      awaitingPayment: undefined,
      payments: [...data.payments, payment],
      processingSince: undefined,
    });
    await tx.flush();
    return { credited: true, order, accepted, payment };
  });
  if (result.credited) {
    const org = await em.fork().findOneOrFail(OrganisationSchema, { id: input.orgId });
    const registry = registries.forOrganisation(org);
    await notifier.notify({
      event: 'paymentConfirmed',
      org,
      registry,
      order: result.order,
      actorName: 'System',
      note: input.note,
      receipt: receiptValues(result.order, result.payment),
    });
  }
  return result;
}
