/**
 * Issue 11 item 7: userTokens are random (at least 128 bits), stored only as SHA-256 hashes, expire
 * and can be revoked; the server prints sign-in links for demo guests only, and only on the embedded
 * demo database; the migration turns the plain tokens of an existing database into hashed ones.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { getOrgRoleForTokenCall, getSessionCall, tokenSignInCall } from '@configurator/core';
import { UserSchema, UserTokenSchema } from '@configurator/server/db/entities/index';
import { issueUserToken, revokeUserTokens, userForToken } from '@configurator/server/auth/user-tokens';
import { buildOrmConfig } from '@configurator/server/db/orm-config';
import { loadMigrations } from '@configurator/server/db/migrations-list';
import { startEmbeddedPostgres } from '@configurator/server/db/embedded-postgres';
import { createScratchDatabase } from '@configurator/server/db/scratch-database';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations } from './support/fixtures.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

let t: TestServer;
const printed: string[] = [];
beforeAll(async () => {
  t = await startTestServer({
    demoOrganisations: fixtureOrganisations,
    printSignInLinks: true,
    logger: { info: (message) => printed.push(message), error: (message, error) => console.error(message, error) },
  });
});
afterAll(async () => t?.dispose());

const userId = async (email: string) => (await t.server.orm.em.fork().findOneOrFail(UserSchema, { email })).id;
const tokenSignIn = (token: string) => t.client().call(tokenSignInCall, { userToken: token });

describe('user tokens', () => {
  it('are random with at least 128 bits and stored only as their SHA-256 hash', async () => {
    const token = await issueUserToken(t.server.orm.em.fork(), await userId('member@generic.demo'));
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.server.orm.em.fork().getConnection().execute<{ token_hash: string }[]>('select * from user_token');
    expect(rows.some((r) => r.token_hash === sha256(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const userColumns = await t.server.orm.em
      .fork()
      .getConnection()
      .execute<{ column_name: string }[]>(`select column_name from information_schema.columns where table_name = 'app_user'`);
    expect(userColumns.map((c) => c.column_name)).not.toContain('login_token');
    const signedIn = await tokenSignIn(token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.email).toBe('member@generic.demo');
    expect((await t.client().call(getOrgRoleForTokenCall, { shareToken: token })).body.data.orgRole).toBe('user');
  });

  it('a hash is not a token: sending the stored hash signs nobody in', async () => {
    const token = await issueUserToken(t.server.orm.em.fork(), await userId('member@generic.demo'));
    expect((await tokenSignIn(sha256(token))).status).toBe(401);
  });

  it('expire: a token past its expiry signs nobody in', async () => {
    const em = t.server.orm.em.fork();
    const token = await issueUserToken(em, await userId('owner@generic.demo'));
    expect((await tokenSignIn(token)).status).toBe(200);
    await em.nativeUpdate(UserTokenSchema, { tokenHash: sha256(token) }, { expires: '2020-01-01 00:00:00' });
    expect((await tokenSignIn(token)).status).toBe(401);
    expect(await userForToken(t.server.orm.em.fork(), token)).toBeNull();
  });

  it("are revocable: after revoking, none of the user's tokens works", async () => {
    const em = t.server.orm.em.fork();
    const id = await userId('guest@other.test');
    const [a, b] = [await issueUserToken(em, id), await issueUserToken(em, id)];
    expect((await tokenSignIn(a)).status).toBe(200);
    expect(await revokeUserTokens(em, id)).toBeGreaterThanOrEqual(2);
    expect((await tokenSignIn(a)).status).toBe(401);
    expect((await tokenSignIn(b)).status).toBe(401);
  });
});

describe('start-up output', () => {
  it.runIf(!process.env.DATABASE_URL)('on the embedded demo database: links for demo guests only, and they sign in', async () => {
    const text = printed.join('\n');
    const lines = text.split('\n').filter((l) => /@/.test(l));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      if (/^\s+guest /.test(line)) expect(line).toMatch(/userToken=[\w-]{22,}/);
      else expect(line).not.toContain('userToken');
    }
    const guestLink = lines.find((l) => l.includes('guest@generic.demo'))!;
    const token = /userToken=([\w-]+)/.exec(guestLink)![1]!;
    const client = t.client();
    expect((await client.call(tokenSignInCall, { userToken: token })).status).toBe(200);
    expect((await client.call(getSessionCall, {})).body.data?.user.email).toBe('guest@generic.demo');
  });

  it.runIf(!!process.env.DATABASE_URL)('on PostgreSQL: nothing about users or tokens is printed', () => {
    expect(printed.join('\n')).not.toMatch(/userToken|@generic\.demo/);
  });
});

describe('the migration', () => {
  it('turns an existing plain userToken into a hashed one that still signs in, and drops the plain column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'configurator-token-migration-'));
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const embedded = scratch ? undefined : await startEmbeddedPostgres(join(dir, 'pglite'), join(dir, 'socket'));
    const orm = await MikroORM.init(buildOrmConfig({ url: scratch?.url ?? embedded!.url, singleConnection: !scratch, migrationsList: await loadMigrations() }));
    try {
      const migrator = orm.getMigrator();
      const pending = (await migrator.getPendingMigrations()).map((m) => m.name);
      const hashing = pending.findIndex((name) => name === 'Migration20261123202508');
      await migrator.up({ to: pending[hashing - 1]! });
      const connection = orm.em.getConnection();
      await connection.execute(
        `insert into app_user (email, password_hash, first_name, last_name, app_data, login_token, created) values ('old@example.com', null, 'Old', 'Link', '{}', 'plain-old-token-123', now())`,
      );
      await migrator.up();
      const rows = await connection.execute(`select t.token_hash, u.email from user_token t join app_user u on u.id = t.user_id`);
      expect(rows).toEqual([{ token_hash: sha256('plain-old-token-123'), email: 'old@example.com' }]);
      expect((await userForToken(orm.em.fork(), 'plain-old-token-123'))?.email).toBe('old@example.com');
    } finally {
      await orm.close(true);
      await embedded?.close();
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
