/**
 * The order lifecycle's records: one history row per move (who, when, from, to, note), and the mail
 * outbox (every notification, whether it was only kept here or also sent over SMTP).
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { outboxStatuses, type HistoryEventName, type PluginMoveName } from '@configurator/core';
import { z } from 'zod';
import { createdAt, id, jsonb, utcDateTime } from '../columns.ts';
import { orgIdColumn } from './organisation.ts';
import { ProductOrderSchema } from './order.ts';

export const OrderHistorySchema = defineEntity({
  name: 'OrderHistory',
  tableName: 'order_history',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: p.manyToOne(ProductOrderSchema).mapToPk().fieldName('product_order_id').deleteRule('cascade').index(),
    /** Null for the server's own moves (payments, jobs); kept when the user is gone (userName stays). */
    userId: p.integer().nullable(),
    userName: p.string().default(''),
    /** A move of core's transitions table, or a status update request (historyEventNames); a plain string so a new kind needs no migration. */
    move: p.string().$type<HistoryEventName | PluginMoveName>(),
    fromStatusKey: p.string().nullable(),
    toStatusKey: p.string().nullable(),
    note: p.text().default(''),
    created: createdAt(),
  },
});
export type OrderHistoryRow = InferEntity<typeof OrderHistorySchema>;

export const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    /** The order the mail is about; null when it has been deleted since. */
    productOrderId: p.integer().nullable().index(),
    event: p.string(),
    to: jsonb(z.array(z.string())).default('[]'),
    subject: p.string().length(500),
    text: p.text(),
    html: p.text(),
    transport: p.enum(['outbox', 'smtp']),
    /** Delivery over SMTP: pending until the server takes it, retried by the outbox job (see mail/outbox-delivery.ts). */
    status: p
      .enum([...outboxStatuses])
      .default('kept')
      .index(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** When the outbox job may try a pending mail again (UTC). */
    nextAttemptAt: utcDateTime().nullable(),
    /**
     * The mail's Message-ID header, made once when the row is written: every try sends it, so a mail
     * tried again after a crash mid-send (outcome unknown) is the same message to the receiving side.
     */
    messageId: p.string().length(255),
    /**
     * A claim on a pending mail (mail/outbox-delivery.ts): an instance sets it before handing the mail
     * to the SMTP server and no other instance takes the row until it has passed; it is cleared with
     * the outcome. A lease that passes while still set means the sender stopped mid-send.
     */
    leaseUntil: utcDateTime().nullable(),
    created: createdAt(),
  },
});
export type OutboxMessageRow = InferEntity<typeof OutboxMessageSchema>;

export const lifecycleEntities = [OrderHistorySchema, OutboxMessageSchema];
