/**
 * Secrets the server makes for itself (e.g. the key share links are derived with): generated once on
 * first use and kept in the database, so every instance of the server behind one database agrees on
 * them and a restart keeps every link it handed out.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../columns.ts';

export const ServerSecretSchema = defineEntity({
  name: 'ServerSecret',
  tableName: 'server_secret',
  properties: {
    /** What the secret is for, e.g. 'share-link'. */
    name: p.string().length(60).primary(),
    /** 32 random bytes, hex. */
    value: p.string().length(64),
    created: createdAt(),
  },
});
export type ServerSecret = InferEntity<typeof ServerSecretSchema>;
