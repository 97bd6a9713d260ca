/**
 * Every call checks the session's organisation and role on the server: no session gets 401, another
 * organisation's records are not found (404) and stay unchanged, a role that may not act gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  generateShareableLinkCall,
  homepageDataCall,
  orderDataCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
  submitOrderCall,
  switchOrgCall,
  updateUserAppDataCall,
} from '@configurator/core';
import { ProductInstanceSchema, ProductOrderSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

let t: TestServer;
let genericOwner: ApiClient;
let otherOwner: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  [genericOwner, otherOwner, guest] = [t.client(), t.client(), t.client()];
  await genericOwner.signIn('owner@generic.demo');
  await otherOwner.signIn('owner@other.test');
  await guest.signIn('guest@generic.demo');
});
afterAll(async () => t?.dispose());

/** The other organisation's seeded order and item, read straight from the database. */
async function otherOrgRecords() {
  const em = t.server.orm.em.fork();
  const order = await em.findOneOrFail(ProductOrderSchema, { orgId: OTHER_ORG_ID, orgSpecificId: 1 });
  const item = await em.findOneOrFail(ProductInstanceSchema, { productOrderId: order.id });
  return { order, item };
}

describe('without a session', () => {
  const authedCalls = [
    [switchOrgCall.path, { orgId: 1 }],
    [updateUserAppDataCall.path, { appData: {} }],
    [homepageDataCall.path, { orgId: 1 }],
    [orderDataCall.path, { orgId: 1, productOrderOrgSpecificId: 1 }],
    [ordersDataCall.path, { orgId: 1 }],
    [createProductOrderCall.path, { productOrderProps: { orgId: 1 } }],
    [generateShareableLinkCall.path, { productOrderId: 1 }],
    [productOrderCalls.create.path, { props: {} }],
    [productOrderCalls.update.path, { id: 1, props: { title: 'x' } }],
    [productOrderCalls.destroy.path, { id: 1 }],
    [productInstanceCalls.create.path, { props: { productOrderId: 1, productId: 1 } }],
    [productInstanceCalls.update.path, { id: 1, props: { quantity: 2 } }],
    [productInstanceCalls.destroy.path, { id: 1 }],
  ] as const;

  it.each(authedCalls)('%s answers 401, before looking at the body', async (path, body) => {
    const client = t.client();
    const result = await client.post(path, body);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    expect((await client.post(path, { nonsense: true })).status).toBe(401);
  });

  it('an unknown API path answers a JSON 404', async () => {
    const result = await t.client().post('/api/nothing-here', {});
    expect(result.status).toBe(404);
    expect((result.body as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe("another organisation's records", () => {
  it('order data of another organisation is not found, by its number or by naming the other organisation', async () => {
    const { order } = await otherOrgRecords();
    expect((await otherOwner.call(orderDataCall, { orgId: OTHER_ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).status).toBe(200);
    const byOtherOrg = await genericOwner.call(orderDataCall, { orgId: OTHER_ORG_ID, productOrderOrgSpecificId: order.orgSpecificId });
    expect(byOtherOrg.status).toBe(404);
    expect(byOtherOrg.body.error?.code).toBe('not_found');
    // The same number in the caller's own organisation is a different order.
    const own = await genericOwner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId });
    expect(own.body.data.productOrders[0]!.orgId).toBe(G.orgId);
  });

  it("updating or destroying another organisation's order or item is not found and changes nothing", async () => {
    const before = await otherOrgRecords();
    const attempts = [
      await genericOwner.call(productOrderCalls.update, { id: before.order.id, props: { title: 'Hijacked', archived: 1 } }),
      await genericOwner.call(productOrderCalls.destroy, { id: before.order.id }),
      await genericOwner.call(productInstanceCalls.update, { id: before.item.id, props: { quantity: 99 } }),
      await genericOwner.call(productInstanceCalls.destroy, { id: before.item.id }),
      await genericOwner.call(productInstanceCalls.create, { props: { productOrderId: before.order.id, productId: 60001 } }),
      await genericOwner.call(generateShareableLinkCall, { productOrderId: before.order.id }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const after = await otherOrgRecords();
    expect(after.order).toEqual(before.order);
    expect(after.item).toEqual(before.item);
    const em = t.server.orm.em.fork();
    expect(await em.count(ProductInstanceSchema, { productOrderId: before.order.id })).toBe(1);
  });

  it('creating an order in another organisation, or with its product, is refused', async () => {
    expect((await genericOwner.call(createProductOrderCall, { productOrderProps: { orgId: OTHER_ORG_ID } })).status).toBe(403);
    expect((await genericOwner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productId: 60001 } })).status).toBe(404);
    const mine = await genericOwner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Mine' } });
    const foreignProduct = await genericOwner.call(productInstanceCalls.create, {
      props: { productOrderId: mine.body.data.productOrder.id, productId: 60001 },
    });
    expect(foreignProduct.status).toBe(404);
  });
});

describe('roles', () => {
  let guestOrderId: number;
  let ownerOrderId: number;

  beforeAll(async () => {
    guestOrderId = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Guest project' } })).body.data.productOrder.id;
    ownerOrderId = (await genericOwner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Staff project' } })).body.data.productOrder
      .id;
  });

  it('a guest may not change pricing fields, notes or the owner of an order (403), and nothing changes', async () => {
    for (const props of [
      { discountPercentage: 50 },
      { taxPercentage: 0 },
      { primaryNote: 'x' },
      { userId: 1 },
      { effectivePricingDate: '2020-01-01 00:00:00' },
    ]) {
      const result = await guest.call(productOrderCalls.update, { id: guestOrderId, props });
      expect(result.status).toBe(403);
      expect(result.body.error?.code).toBe('forbidden');
    }
    const order = await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { id: guestOrderId });
    expect(order.discountPercentage).toBeNull();
    expect(order.primaryNote).toBe('');
  });

  it("a guest may edit the details of their own order but not read or change someone else's (404)", async () => {
    expect((await guest.call(productOrderCalls.update, { id: guestOrderId, props: { firmName: 'Gail & Co' } })).status).toBe(200);
    expect((await guest.call(productOrderCalls.update, { id: ownerOrderId, props: { firmName: 'Gail & Co' } })).status).toBe(404);
  });

  it("destroying an order is for its owner and for owners and members; someone else's is not found (404)", async () => {
    const refused = await guest.call(productOrderCalls.destroy, { id: ownerOrderId });
    expect(refused.status).toBe(404);
    expect(await t.server.orm.em.fork().count(ProductOrderSchema, { id: ownerOrderId })).toBe(1);
    const draft = await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId } });
    expect((await guest.call(productOrderCalls.destroy, { id: draft.body.data.productOrder.id })).status).toBe(200);
    const named = await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Named guest order' } });
    expect((await guest.call(productOrderCalls.destroy, { id: named.body.data.productOrder.id })).status).toBe(200);
    expect((await genericOwner.call(productOrderCalls.destroy, { id: guestOrderId })).status).toBe(200);
  });

  it('custom items and custom prices are for owners and members', async () => {
    const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Custom' } })).body.data.productOrder;
    const custom = await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: -1, customPriceInCents: 100 } });
    expect(custom.status).toBe(403);
    const item = await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.namePlate } });
    const price = await guest.call(productInstanceCalls.update, { id: item.body.data.productInstance!.id, props: { customPriceInCents: 1 } });
    expect(price.status).toBe(403);
    const staff = await genericOwner.call(productInstanceCalls.create, {
      props: { productOrderId: order.id, productId: -1, customPriceInCents: 12345, quantity: 2 },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.data.productInstance).toMatchObject({ unitPriceInCents: 12345, totalPriceInCents: 24690 });
  });

  it('a guest cannot add a product hidden from guests (403)', async () => {
    const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Hidden' } })).body.data.productOrder;
    const result = await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.sampleKit } });
    expect(result.status).toBe(403);
  });

  it("a guest's isGuestMode never widens anything: a guest submitting with isGuestMode is still refused another's order (404)", async () => {
    expect((await guest.call(submitOrderCall, { productOrderId: ownerOrderId, isGuestMode: true })).status).toBe(404);
    expect((await guest.call(submitOrderCall, { productOrderId: ownerOrderId, isGuestMode: false })).status).toBe(404);
  });

  it("a member submitting in the browser's guest mode is served as a guest: another's order is not found (404)", async () => {
    const client = t.client();
    await client.signIn('member@generic.demo');
    // Employees may see every order; as a guest the member sees only their own and shared ones.
    expect((await client.call(submitOrderCall, { productOrderId: ownerOrderId, isGuestMode: true })).status).toBe(404);
    // Outside guest mode the member reaches the order (its submit checks refuse it: no items).
    expect((await client.call(submitOrderCall, { productOrderId: ownerOrderId })).status).toBe(422);
  });

  it('after submission a guest can no longer change items or details; an employee still can', async () => {
    const em = t.server.orm.em.fork();
    const kitchen = await em.findOneOrFail(ProductOrderSchema, { orgId: G.orgId, title: 'Kitchen Refresh' });
    const item = await em.findOneOrFail(ProductInstanceSchema, { productOrderId: kitchen.id }, { orderBy: { rank: 'asc' } });
    expect((await guest.call(productInstanceCalls.update, { id: item.id, props: { quantity: 9 } })).status).toBe(403);
    expect((await guest.call(productOrderCalls.update, { id: kitchen.id, props: { title: 'Renamed' } })).status).toBe(403);
    expect((await guest.call(productOrderCalls.update, { id: kitchen.id, props: { archived: 1 } })).status).toBe(200);
    expect((await genericOwner.call(productInstanceCalls.update, { id: item.id, props: { quantity: 9 } })).status).toBe(200);
  });
});

describe('every mounted call (the list comes from the server, so new calls are covered)', () => {
  it('every call that needs a session answers 401 without one, whatever the body', async () => {
    const authed = t.server.calls.filter((c) => c.sessionRequired);
    expect(authed.length).toBeGreaterThan(30);
    for (const { call } of authed) {
      const result = await t.client().post(call.path, { productOrderId: 1, id: 1, orgId: 1 });
      expect(result.status, call.path).toBe(401);
    }
  });

  it("every call naming an order or a record by id refuses another organisation's order and changes nothing", async () => {
    const before = await otherOrgRecords();
    // A bare id names the resource of the path (ids of different tables overlap).
    const probesFor = (path: string) => {
      const id = path.includes('/productInstance/') ? before.item.id : before.order.id;
      return [{ productOrderId: before.order.id }, { id, props: {} }, { id }];
    };
    let tried = 0;
    for (const { call } of t.server.calls.filter((c) => c.sessionRequired)) {
      for (const body of probesFor(call.path)) {
        // Only calls that read the id (a schema that strips it, such as a create, does not name a record).
        const parsed = call.request.safeParse(body);
        if (!parsed.success || !['id', 'productOrderId'].some((k) => k in body && k in (parsed.data as object))) continue;
        tried++;
        const result = await genericOwner.post(call.path, body);
        const where = `${call.path} ${JSON.stringify(body)} -> ${result.status}`;
        // Refused, or (a list filtered by the id, such as the outbox) answered with nothing of the other organisation.
        if (result.status === 200) expect(JSON.stringify(result.body), where).not.toMatch(new RegExp(`"orgId":${OTHER_ORG_ID}\\b|${before.order.title}`));
        else expect([403, 404, 422], where).toContain(result.status);
      }
    }
    expect(tried).toBeGreaterThan(15);
    const after = await otherOrgRecords();
    expect(after.order).toEqual(before.order);
    expect(after.item).toEqual(before.item);
  });
});
