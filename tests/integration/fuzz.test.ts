/**
 * Issue 11 item 8 and issue 21 item 4: every call is fuzzed from the API reference. For each call the
 * server mounted (the list comes from the server, so a new call is covered without touching this
 * file), bodies are drawn from its request JSON Schema as the document states it: valid ones and
 * near-valid ones (one value past its bound, a wrong type, a missing field, an unknown key, a value
 * that broke the server before), sent as the owner, the member, the guest and nobody. Each answer
 * must be a documented one (the 200 body validates against the call's response schema, an error
 * against its status's error body, and the status is one the document lists), never a 5xx, and a
 * refused request must leave the database as it was. Seeded and with a fixed number of runs per call
 * and role, so a failure replays and the count of requests is known (printed at the end).
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import {
  ITEM_PROPERTIES_MAX_CHARS,
  createProductOrderCall,
  orderDataCall,
  productInstanceCalls,
  productOrderCalls,
  requestMessages,
  signInCall,
  updateUserAppDataCall,
} from '@configurator/core';
import { ProductInstanceSchema, ProductOrderSchema } from '@configurator/server/db/entities/index';
import { callSchemas, errorSchemaFor, errorStatuses, errorStatusesOfCalls } from '@configurator/server/openapi/openapi-document';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { bodiesOf } from './support/json-schema-arbitrary.ts';
import type { ApiClient } from '@configurator/test-harness';
import type { MountedCall } from '@configurator/server/http/call-router';

const RUNS_PER_CALL_AND_ROLE = 6;
/** Generous: the machine running the suite may be shared; the number of requests, not the time, is fixed. */
const FUZZ_TIMEOUT_MS = 300_000;
const SEED = 2121;
const ROLES = ['owner', 'member', 'guest', 'nobody'] as const;
type Role = (typeof ROLES)[number];

/**
 * Tables a refused request may change: failed attempts are counted (rate_limit), and a request
 * with a session touches it. Everything else must be as it was.
 */
const TABLES_A_REFUSAL_MAY_CHANGE = new Set(['rate_limit', 'session', 'mikro_orm_migrations']);

let t: TestServer;
beforeAll(async () => {
  // Limits high enough that the fuzzer's failed sign-ins never lock its own roles out.
  const unlimited = { points: 1_000_000 };
  t = await startTestServer({
    demoOrganisations: fixtureOrganisations,
    rateLimits: {
      signInAccount: unlimited,
      signInAddress: unlimited,
      tokenSignIn: unlimited,
      shareLinkVisit: unlimited,
      mail: unlimited,
      invitation: unlimited,
      pdf: unlimited,
      upload: unlimited,
    },
  });
});
afterAll(async () => t?.dispose());

/** A fresh client per call and role: calls such as sign-out or guest mode change the session. */
async function clientAs(who: Role): Promise<ApiClient> {
  const client = t.client();
  if (who !== 'nobody') await client.signIn(`${who}@generic.demo`);
  return client;
}

/**
 * The next transaction id: it moves only when a transaction wrote something, so while it stands
 * still the (costly) fingerprint below cannot have changed either.
 */
async function nextTransactionId(): Promise<string> {
  const [row] = await t.server.orm.em.getConnection().execute<{ next: string }[]>('select pg_snapshot_xmax(pg_current_snapshot())::text as next');
  return row!.next;
}

/** One fingerprint of every table's rows (except the ones a refusal may change). */
let fingerprints = 0;
async function databaseFingerprint(): Promise<string> {
  fingerprints += 1;
  const connection = t.server.orm.em.getConnection();
  const tables = (
    await connection.execute<{ name: string }[]>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
  )
    .map((row) => row.name)
    .filter((name) => !TABLES_A_REFUSAL_MAY_CHANGE.has(name));
  const parts = tables.map(
    (name) => `select '${name}' as name, count(*) as n, coalesce(md5(string_agg(md5(r::text), '' order by md5(r::text))), '') as h from "${name}" r`,
  );
  const rows = await connection.execute<{ name: string; n: number; h: string }[]>(parts.join(' union all '));
  return rows.map((row) => `${row.name}:${row.n}:${row.h}`).join('|');
}

describe('fuzzing every mounted call from the API reference', () => {
  it('the server mounts the calls of the contract', () => {
    expect(t.server.calls.length).toBeGreaterThan(40);
    expect(t.server.calls.map((c) => c.call.path)).toContain(signInCall.path);
  });

  it(
    `${RUNS_PER_CALL_AND_ROLE} valid and near-valid bodies per call and role: documented answers only, no 5xx, refusals change nothing`,
    async () => {
      const ajv = new Ajv2020({ strict: false, allErrors: false });
      const errorValidators = new Map<string, ValidateFunction>(Object.keys(errorStatuses).map((status) => [status, ajv.compile(errorSchemaFor(status))]));
      const problems: string[] = [];
      const clients = new Map<Role, ApiClient>();
      const signedIn = async (role: Role, previous: MountedCall | undefined): Promise<ApiClient> => {
        let client = clients.get(role);
        // Re-sign in when a fuzzed call may have ended or replaced the session: only open calls can (sign-out, a token sign-in as someone else).
        const mayHaveChanged = !!previous && !previous.sessionRequired && role !== 'nobody';
        const session = client && mayHaveChanged ? await client.post('/auth/session', {}) : undefined;
        if (!client || (session && (session.body as { data: unknown }).data === null)) {
          client = await clientAs(role);
          clients.set(role, client);
        }
        return client;
      };
      let requests = 0;
      let refusals = 0;
      let fingerprint = await databaseFingerprint();
      let fingerprintXid = await nextTransactionId();
      for (const [index, mounted] of t.server.calls.entries()) {
        const { request, response } = callSchemas(mounted);
        const validateResponse = response ? ajv.compile(response) : undefined;
        const documented = new Set(['200', ...errorStatusesOfCalls]);
        for (const [roleIndex, role] of ROLES.entries()) {
          const client = await signedIn(role, index > 0 ? t.server.calls[index - 1]! : undefined);
          let xid = await nextTransactionId();
          if (xid !== fingerprintXid) fingerprint = await databaseFingerprint();
          await fc.assert(
            fc.asyncProperty(bodiesOf(request), async ({ body }) => {
              const result = await client.post(mounted.call.path, body ?? {});
              requests += 1;
              const where = `${role} ${mounted.call.path} ${JSON.stringify(body).slice(0, 200)} -> ${result.status}`;
              const status = String(result.status);
              const xidAfter = await nextTransactionId();
              const after = xidAfter === xid ? fingerprint : await databaseFingerprint();
              xid = xidAfter;
              if (result.status >= 500) problems.push(`${where}: a server error`);
              else if (!documented.has(status)) problems.push(`${where}: a status the document does not list`);
              else if (result.status === 200) {
                if (validateResponse && !validateResponse(result.body))
                  problems.push(`${where}: the answer breaks the documented response: ${ajv.errorsText(validateResponse.errors)}`);
              } else {
                refusals += 1;
                const validateError = errorValidators.get(status)!;
                if (!validateError(result.body)) problems.push(`${where}: the error body breaks the document: ${ajv.errorsText(validateError.errors)}`);
                if (after !== fingerprint) problems.push(`${where}: refused, but the database changed`);
              }
              fingerprint = after;
              fingerprintXid = xid;
              return true;
            }),
            { seed: SEED + index * ROLES.length + roleIndex, numRuns: RUNS_PER_CALL_AND_ROLE },
          );
        }
      }
      console.log(
        `fuzz: ${requests} requests to ${t.server.calls.length} calls as ${ROLES.length} roles, ${refusals} refused, ${fingerprints} full fingerprints, ${problems.length} problems`,
      );
      expect(problems).toEqual([]);
      expect(requests).toBe(t.server.calls.length * ROLES.length * RUNS_PER_CALL_AND_ROLE);
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('malformed requests of every kind', () => {
  const path = productOrderCalls.update.path;

  it('a Content-Encoding: gzip header on a plain body is a 400, and a real gzip body is read', async () => {
    const owner = await clientAs('owner');
    const plain = await owner.post(path, { id: 1, props: { title: 'x' } }, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(plain.status).toBe(400);
    const raw = await fetch(t.server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', cookie: owner.cookie! },
      body: gzipSync(JSON.stringify({ id: 999999, props: { title: 'x' } })),
    });
    expect(raw.status).toBe(404);
  });

  it('an unknown Content-Encoding is a 415', async () => {
    const owner = await clientAs('owner');
    const result = await owner.post(path, { id: 1, props: {} }, { 'content-type': 'application/json', 'content-encoding': 'br, snappy' });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  });

  it('a body over the limit is a 413 on every call, also before sign-in', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) });
    expect((await t.client().post(signInCall.path, big)).status).toBe(413);
    const owner = await clientAs('owner');
    expect((await owner.post(path, JSON.stringify({ id: 1, props: { primaryNote: 'x'.repeat(2_000_000) } }))).status).toBe(413);
  });

  it.each([
    ['invalid JSON', '{"id": 1,'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"text"'],
    ['JSON null', 'null'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('%s is a 400', async (_name, body) => {
    const owner = await clientAs('owner');
    const result = await owner.post(path, body);
    expect(result.status).toBe(400);
    expect((result.body as { error: { code: string } }).error.code).toBe('bad_request');
  });
});

describe('the bad bodies the probe found (issue 11 item 8): a 400 naming the field, nothing stored', () => {
  let owner: ApiClient;
  let order: { id: number; version: number };
  let itemId: number;
  beforeAll(async () => {
    owner = await clientAs('owner');
    const created = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Bad bodies' } });
    order = created.body.data.productOrder;
    const item = await owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.namePlate } });
    itemId = item.body.data.productInstance!.id;
  });

  const stored = async () => {
    const em = t.server.orm.em.fork();
    return { order: await em.findOneOrFail(ProductOrderSchema, { id: order.id }), item: await em.findOneOrFail(ProductInstanceSchema, { id: itemId }) };
  };

  it.each([
    ['clientEmails longer than its column (255)', { clientEmails: `${'a'.repeat(250)}@b.com` }, 'props.clientEmails'],
    ['a NUL character in text', { firmName: 'Harbor\u0000Builders' }, '(body)'],
    ['an impossible date', { estimatedShippingDate: '2024-02-30' }, 'props.estimatedShippingDate'],
    ['an impossible pricing date', { effectivePricingDate: '2023-02-29 00:00:00' }, 'props.effectivePricingDate'],
    ['an amount beyond 32-bit integers', { discountFlatAmount: 2 ** 31 }, 'props.discountFlatAmount'],
    ['a shipping amount beyond 32-bit integers', { shippingFlatAmount: 4_294_967_296 }, 'props.shippingFlatAmount'],
    ['a NUL character in an address', { deliveryAddress: { streetAddress: '\u0000' } }, '(body)'],
    ['an address line of 5,000 characters', { deliveryAddress: { city: 'x'.repeat(5000) } }, 'props.deliveryAddress.city'],
  ])('order details: %s', async (_name, props, path) => {
    const before = await stored();
    const result = await owner.post(productOrderCalls.update.path, { id: order.id, props });
    expect(result.status).toBe(400);
    const error = (result.body as { error: { code: string; message: string; issues?: { path: string }[] } }).error;
    expect(error.code).toBe('bad_request');
    if (path === '(body)') expect(error.message).toBe(requestMessages.nulCharacter);
    else expect(error.issues?.map((i) => i.path)).toContain(path);
    expect((await stored()).order).toEqual(before.order);
  });

  it.each([
    ['a record id beyond 32-bit integers', orderDataCall.path, { orgId: G.orgId, productOrderOrgSpecificId: 2 ** 31 }],
    ['a version beyond 32-bit integers', productOrderCalls.update.path, { id: 1, props: { title: 'x' }, version: 2 ** 40 }],
    ['a quantity beyond the item limit', productInstanceCalls.update.path, { id: 1, props: { quantity: 2 ** 31 } }],
    ['a rank of 1e308', productInstanceCalls.update.path, { id: 1, props: { rank: 1e308 } }],
    ['a saved page size of 2^40', updateUserAppDataCall.path, { appData: { configurator: { ordersPageSettings: { pageRowsFilterValue: 2 ** 40 } } } }],
  ])('%s', async (_name, path, body) => {
    expect((await owner.post(path, body)).status).toBe(400);
  });

  it('item properties beyond the size limit are refused; the item keeps its configuration', async () => {
    const before = await stored();
    const huge = { [G.engraving]: { value: 'x' }, ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(90000 + i), { value: 'y' }])) };
    const manyKeys = await owner.post(productInstanceCalls.update.path, { id: itemId, props: { properties: huge } });
    expect(manyKeys.status).toBe(400);
    expect((manyKeys.body as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe(requestMessages.propertiesTooLarge);
    const long = { [G.engraving]: { values: Array.from({ length: 200 }, () => 'z'.repeat(ITEM_PROPERTIES_MAX_CHARS / 100)) } };
    expect((await owner.post(productInstanceCalls.update.path, { id: itemId, props: { properties: long } })).status).toBe(400);
    expect((await stored()).item).toEqual(before.item);
  });
});
