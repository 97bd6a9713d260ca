/** The payment records the server keeps for a gateway (the amounts and statuses of orders are on the order). */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GatewayIntent } from '@configurator/core';
import { createdAt, updatedAt } from '../columns.ts';

/**
 * Payment intents of a gateway that keeps its own (the offline card gateway): in the database, so a
 * server restart in the middle of a payment loses none. Stripe keeps its intents itself.
 */
export const GatewayIntentSchema = defineEntity({
  name: 'GatewayIntent',
  tableName: 'payment_gateway_intent',
  properties: {
    id: p.string().primary(),
    gatewayId: p.string(),
    /** One intent per key (order, step, amount): two tabs asking at once get the same intent. */
    idempotencyKey: p.string().unique(),
    intent: p.json<GatewayIntent>().columnType('jsonb'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type GatewayIntentRow = InferEntity<typeof GatewayIntentSchema>;

export const paymentEntities = [GatewayIntentSchema];
