/**
 * The server's own secrets (db/entities/server-secret.ts): the first instance that needs one makes it
 * (insert … on conflict do nothing, so two instances starting together keep the same one) and every
 * instance reads the stored value. Read once per process and database, then kept in memory: the value
 * never changes.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

export type ServerSecretName = 'share-link';

const cache = new WeakMap<object, Map<ServerSecretName, Promise<Buffer>>>();

export function serverSecret(em: EntityManager, name: ServerSecretName): Promise<Buffer> {
  // Forks share their driver: one cache per database the process talks to.
  const key = em.getDriver();
  const known = cache.get(key) ?? new Map<ServerSecretName, Promise<Buffer>>();
  cache.set(key, known);
  let secret = known.get(name);
  if (!secret) {
    secret = readOrMake(em, name);
    known.set(name, secret);
    // A failed read is tried again by the next caller, not remembered.
    secret.catch(() => known.delete(name));
  }
  return secret;
}

async function readOrMake(em: EntityManager, name: ServerSecretName): Promise<Buffer> {
  // Outside any transaction of the caller (no context passed): a rolled-back request must not take
  // back a secret that links were already derived from.
  const connection = em.getConnection();
  await connection.execute(`insert into server_secret (name, value, created) values (?, ?, now() at time zone 'utc') on conflict (name) do nothing`, [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const rows = await connection.execute<{ value: string }[]>(`select value from server_secret where name = ?`, [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The server secret ${name} could not be read`);
  return Buffer.from(value, 'hex');
}
