/**
 * The database store of gateway-kept payment intents (core's GatewayIntentStore): one row per intent
 * in payment_gateway_intent, its idempotency key unique, so a restart loses no intent and two tabs
 * creating at once end with one. Gateway clients outlive requests, so each operation uses its own
 * fork of the ORM's entity manager.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { GatewayIntent, GatewayIntentStore } from '@configurator/core';
import { GatewayIntentSchema } from '../db/entities/index.ts';

const copy = (intent: GatewayIntent): GatewayIntent => structuredClone(intent);

export class DatabaseGatewayIntentStore implements GatewayIntentStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly gatewayId: string,
  ) {}

  async get(id: string): Promise<GatewayIntent | undefined> {
    const row = await this.orm.em.fork().findOne(GatewayIntentSchema, { id, gatewayId: this.gatewayId });
    return row ? copy(row.intent) : undefined;
  }

  async create(intent: GatewayIntent, idempotencyKey: string): Promise<GatewayIntent> {
    const em = this.orm.em.fork();
    try {
      em.create(GatewayIntentSchema, { id: intent.id, gatewayId: this.gatewayId, idempotencyKey, intent: copy(intent) });
      await em.flush();
      return copy(intent);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const first = await this.orm.em.fork().findOneOrFail(GatewayIntentSchema, { idempotencyKey });
      return copy(first.intent);
    }
  }

  async save(intent: GatewayIntent): Promise<void> {
    await this.orm.em.fork().nativeUpdate(GatewayIntentSchema, { id: intent.id, gatewayId: this.gatewayId }, { intent: copy(intent) });
  }
}
