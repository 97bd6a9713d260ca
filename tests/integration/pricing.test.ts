/**
 * Issue 3 through the API: the server refuses an impossible configuration sent directly, prices items
 * and orders itself (client-sent totals are ignored) and omits prices for a user whose pricing is hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, getSessionCall, orderDataCall, ordersDataCall, productInstanceCalls, productOrderCalls } from '@configurator/core';
import { MembershipSchema, ProductInstanceSchema, ProductOrderSchema, UserSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
let orderId: number;
let orderNumber: number;
let itemId: number;

const walnutBrass15x30 = {
  [G.finish]: { optionId: G.walnut },
  [G.hardware]: { optionId: G.brass },
  [G.width]: { value: 15 },
  [G.height]: { value: 30 },
};
// Shaker door: base 120.00 + walnut 45.00 + brass knob 18.00 + 30.00 per sq ft x (15 x 30 in = 3.125 sq ft) = 93.75.
const SHAKER_UNIT = 12000 + 4500 + 1800 + 9375;

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  [owner, guest] = [t.client(), t.client()];
  await owner.signIn('owner@generic.demo');
  await guest.signIn('guest@generic.demo');
  const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Priced' } })).body.data.productOrder;
  [orderId, orderNumber] = [order.id, order.orgSpecificId];
});
afterAll(async () => t?.dispose());

describe('server-side pricing', () => {
  it('prices a new item and the order itself; a client-sent total is ignored', async () => {
    const result = await guest.post(productInstanceCalls.create.path, {
      props: { productOrderId: orderId, productId: G.shaker, quantity: 6, properties: walnutBrass15x30, totalPriceInCents: 1, unitPriceInCents: 1 },
    });
    expect(result.status).toBe(200);
    const data = (
      result.body as {
        data: { productInstance: { id: number; unitPriceInCents: number; totalPriceInCents: number }; productOrder: { costs: Record<string, unknown> } };
      }
    ).data;
    itemId = data.productInstance.id;
    expect(data.productInstance).toMatchObject({ unitPriceInCents: SHAKER_UNIT, totalPriceInCents: SHAKER_UNIT * 6 });
    expect(data.productOrder.costs).toMatchObject({ orderSubTotal: SHAKER_UNIT * 6, discount: 0, tax: 0, shippingIsTbd: true, orderTotal: SHAKER_UNIT * 6 });
    const stored = await t.server.orm.em.fork().findOneOrFail(ProductInstanceSchema, { id: itemId });
    expect(stored.totalPriceInCents).toBe(SHAKER_UNIT * 6);
  });

  it('refuses prices and costs written by a client (400 with the field named)', async () => {
    const item = await guest.post(productInstanceCalls.update.path, { id: itemId, props: { totalPriceInCents: 1 } });
    expect(item.status).toBe(400);
    expect((item.body as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe('props');
    const order = await owner.post(productOrderCalls.update.path, { id: orderId, props: { costs: { orderTotal: 1 } } });
    expect(order.status).toBe(400);
  });

  it('reprices on quantity changes, normalising the quantity (below 1 or not a number becomes 1)', async () => {
    const two = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: '2.9' } });
    expect(two.body.data.productInstance).toMatchObject({ quantity: 2, totalPriceInCents: SHAKER_UNIT * 2 });
    const zero = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: 0 } });
    expect(zero.body.data.productInstance).toMatchObject({ quantity: 1, totalPriceInCents: SHAKER_UNIT });
    expect(zero.body.data.productOrder.costs?.orderSubTotal).toBe(SHAKER_UNIT);
    const text = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: 'many' } });
    expect(text.body.data.productInstance?.quantity).toBe(1);
  });

  it('normalises dimensions and text on the server', async () => {
    const result = await guest.call(productInstanceCalls.update, {
      id: itemId,
      props: { properties: { ...walnutBrass15x30, [G.width]: { value: 100 }, [G.height]: { value: 30.2 } } },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.productInstance?.properties[G.width]).toEqual({ value: 48 });
    expect(result.body.data.productInstance?.properties[G.height]).toEqual({ value: 30 });
    const plate = await guest.call(productInstanceCalls.create, {
      props: { productOrderId: orderId, productId: G.namePlate, properties: { [G.finish]: { optionId: G.oak }, [G.engraving]: { value: 'x'.repeat(60) } } },
    });
    expect(plate.body.data.productInstance?.properties[G.engraving]).toEqual({ value: 'x'.repeat(40) });
    await guest.call(productInstanceCalls.destroy, { id: plate.body.data.productInstance!.id });
    await guest.call(productInstanceCalls.update, { id: itemId, props: { properties: walnutBrass15x30 } });
  });

  it('recomputes costs when an employee sets a discount; the cost summary follows', async () => {
    const result = await owner.call(productOrderCalls.update, { id: orderId, props: { discountMode: 'rate', discountPercentage: 10 } });
    expect(result.status).toBe(200);
    const costs = result.body.data.productOrder!.costs!;
    expect(costs.orderSubTotal).toBe(SHAKER_UNIT);
    expect(costs.discount).toBe(Math.round(SHAKER_UNIT / 10));
    expect(costs.orderTotal).toBe(SHAKER_UNIT - Math.round(SHAKER_UNIT / 10));
    await owner.call(productOrderCalls.update, { id: orderId, props: { discountPercentage: null } });
  });

  it("a guest owner's own discount is the default discount of their orders", async () => {
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: 'guest@generic.demo' });
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { discountPercentage: 5 });
    const result = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: 2 } });
    expect(result.body.data.productOrder.costs?.discount).toBe(Math.round((SHAKER_UNIT * 2) / 20));
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { discountPercentage: null });
  });

  it('taxes the order at its rate, except for a guest owner whose sales tax the organisation disabled', async () => {
    const taxed = await owner.call(productOrderCalls.update, { id: orderId, props: { taxPercentage: 10 } });
    const costs = taxed.body.data.productOrder!.costs!;
    expect(costs.tax).toBeGreaterThan(0);
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: 'guest@generic.demo' });
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { disableSalesTax: 1 });
    const untaxed = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: 2 } });
    expect(untaxed.body.data.productOrder.costs).toMatchObject({ tax: 0, orderTotal: untaxed.body.data.productOrder.costs!.orderSubTotal });
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { disableSalesTax: 0 });
    await owner.call(productOrderCalls.update, { id: orderId, props: { taxPercentage: 0 } });
  });
});

describe('impossible configurations', () => {
  it("refuses a selection the rules forbid (422 with the rule engine's message) and stores nothing", async () => {
    const before = await t.server.orm.em.fork().findOneOrFail(ProductInstanceSchema, { id: itemId });
    const result = await guest.call(productInstanceCalls.update, {
      id: itemId,
      props: { properties: { ...walnutBrass15x30, [G.finish]: { optionId: G.white } } },
    });
    expect(result.status).toBe(422);
    expect(result.body.error).toMatchObject({ code: 'unprocessable', message: 'Not available with Painted White (Finish)' });
    const after = await t.server.orm.em.fork().findOneOrFail(ProductInstanceSchema, { id: itemId });
    expect(after.properties).toEqual(before.properties);
    expect(after.version).toBe(before.version);
  });

  it('refuses the same combination in a new item, an option of another property and one hidden from guests', async () => {
    const create = (properties: object) =>
      guest.post(productInstanceCalls.create.path, { props: { productOrderId: orderId, productId: G.shaker, properties } });
    const impossible = await create({ [G.finish]: { optionId: G.white }, [G.hardware]: { optionId: G.brass } });
    expect(impossible.status).toBe(422);
    expect((impossible.body as { error: { message: string } }).error.message).toBe('Not available with Painted White (Finish)');
    const wrongProperty = await create({ [G.finish]: { optionId: G.brass } });
    expect(wrongProperty.status).toBe(422);
    expect((wrongProperty.body as { error: { message: string } }).error.message).toBe(`Option ${G.brass} is not an option of Finish.`);
    const hidden = await create({ [G.hardware]: { optionId: G.tradeBrass } });
    expect(hidden.status).toBe(422);
    const notOnProduct = await guest.post(productInstanceCalls.create.path, {
      props: { productOrderId: orderId, productId: G.slab, properties: { [G.hardware]: { optionId: G.black } } },
    });
    expect(notOnProduct.status).toBe(422);
    expect((notOnProduct.body as { error: { message: string } }).error.message).toBe(`Property ${G.hardware} is not a property of this product.`);
    const staff = await owner.post(productInstanceCalls.create.path, {
      props: { productOrderId: orderId, productId: G.shaker, properties: { [G.hardware]: { optionId: G.tradeBrass } } },
    });
    expect(staff.status).toBe(200);
  });
});

describe('hidden pricing', () => {
  const guestMembership = async () => {
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: 'guest@generic.demo' });
    return { em, user };
  };

  it('omits every price from the API responses when the organisation hides pricing from the user', async () => {
    const { em, user } = await guestMembership();
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { orgAccessEdgeData: { pricingIsHidden: 1 } });

    expect((await guest.call(getSessionCall, {})).body.data!.pricingIsHidden).toBe(true);
    const data = (await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: orderNumber })).body.data;
    expect(data.pricingIsHidden).toBe(true);
    expect(data.productPricingRules).toEqual([]);
    const order = data.productOrders[0]!;
    for (const field of [
      'costs',
      'discountPercentage',
      'discountFlatAmount',
      'shippingFlatAmount',
      'taxPercentage',
      'tariffPercentage',
      'amountPaidInCents',
      'commandData',
    ]) {
      expect(order).not.toHaveProperty(field);
    }
    for (const item of data.productInstances) {
      expect(item).not.toHaveProperty('unitPriceInCents');
      expect(item).not.toHaveProperty('totalPriceInCents');
      expect(item).not.toHaveProperty('customPriceInCents');
    }
    const write = await guest.call(productInstanceCalls.update, { id: itemId, props: { quantity: 3 } });
    expect(write.body.data.productInstance).not.toHaveProperty('totalPriceInCents');
    expect(write.body.data.productOrder).not.toHaveProperty('costs');
    const list = (await guest.call(ordersDataCall, { orgId: G.orgId })).body.data.productOrders;
    expect(list.every((o) => !('costs' in o))).toBe(true);
    // Whoever may see prices still gets them, recomputed.
    const forOwner = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: orderNumber })).body.data;
    expect(forOwner.productOrders[0]!.costs!.orderSubTotal).toBeGreaterThanOrEqual(SHAKER_UNIT * 3);

    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId: G.orgId }, { orgAccessEdgeData: { pricingIsHidden: 0 } });
  });

  it("omits prices of one order when the user's involvement in it hides them", async () => {
    const { em, user } = await guestMembership();
    const order = await em.findOneOrFail(ProductOrderSchema, { id: orderId });
    await em.nativeUpdate(
      ProductOrderSchema,
      { id: orderId },
      { involvedUsers: { ...order.involvedUsers, [String(user.id)]: { role: 'owner', pricingIsHidden: 1 } } },
    );
    const hidden = (await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: orderNumber })).body.data;
    expect(hidden.pricingIsHidden).toBe(true);
    expect(hidden.productOrders[0]).not.toHaveProperty('costs');
    const kitchen = (await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: 1 })).body.data;
    expect(kitchen.pricingIsHidden).toBe(false);
    expect(kitchen.productOrders[0]!.costs).toBeDefined();
    expect(kitchen.productInstances[0]!.totalPriceInCents).toBeGreaterThan(0);
  });
});
