/**
 * A fresh, empty PostgreSQL database next to the one a URL names (for tests run with DATABASE_URL):
 * created through a connection to the URL's database, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (execute: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ clientUrl: adminUrl, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    return await work((sql) => orm.em.getConnection().execute(sql));
  } finally {
    await orm.close(true);
  }
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (execute) => execute(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (execute) => execute(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
