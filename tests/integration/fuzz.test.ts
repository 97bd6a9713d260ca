/**
 * Issue 11 item 8: malformed bodies are answered with a clear 4xx, never a server error. Every call
 * the server mounted is fuzzed (the list comes from the server, so a new call is covered without
 * touching this file) with bodies built from its own zod request schema plus hostile values, as an
 * owner, a guest and nobody. Seeded and with a fixed number of runs per call, so a failure replays.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ITEM_PROPERTIES_MAX_CHARS, createProductOrderCall, orderDataCall, productInstanceCalls, productOrderCalls, requestMessages, signInCall, updateUserAppDataCall,
} from '@configurator/core';
import { ProductInstanceSchema, ProductOrderSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { arbitraryOf } from './support/zod-arbitrary.ts';
import type { ApiClient } from './support/api-client.ts';

const RUNS_PER_CALL = 25;
/** Generous: the machine running the suite may be shared; the number of requests, not the time, is fixed. */
const FUZZ_TIMEOUT_MS = 300_000;
const SEED = 1111;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
});
afterAll(async () => t?.dispose());

/** A fresh client per call and role: calls such as sign-out or guest mode change the session. */
async function clientAs(who: 'owner' | 'guest' | 'nobody'): Promise<ApiClient> {
  const client = t.client();
  if (who !== 'nobody') await client.signIn(`${who}@generic.demo`);
  return client;
}

describe('fuzzing every mounted call', () => {
  it('the server mounts the calls of the contract', () => {
    expect(t.server.calls.length).toBeGreaterThan(40);
    expect(t.server.calls.map((c) => c.call.path)).toContain(signInCall.path);
  });

  for (const who of ['owner', 'guest', 'nobody'] as const) {
    it(`as ${who}: ${RUNS_PER_CALL} malformed bodies per call, no server error`, async () => {
      const serverErrors: string[] = [];
      for (const [index, { call }] of t.server.calls.entries()) {
        const client = await clientAs(who);
        await fc.assert(
          fc.asyncProperty(arbitraryOf(call.request), async (body) => {
            const result = await client.post(call.path, body ?? {});
            if (result.status >= 500) serverErrors.push(`${call.path} ${JSON.stringify(body).slice(0, 300)} -> ${result.status}`);
            return true;
          }),
          { seed: SEED + index, numRuns: RUNS_PER_CALL },
        );
      }
      expect(serverErrors).toEqual([]);
    }, FUZZ_TIMEOUT_MS);
  }
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
