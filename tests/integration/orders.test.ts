/** Home data and order data per role, order creation with per-organisation numbers, the orders list. */
import { describe, expect, it } from 'vitest';
import { createProductOrderCall, homepageDataCall, orderDataCall, ordersDataCall, productOrderCalls } from '@configurator/core';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, MULTI, OTHER_ORG_ID, STAFF_ONLY_STATUS } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { t, owner, member, guest } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

const productTitles = async (client: ApiClient) => (await client.call(homepageDataCall, { orgId: G.orgId })).body.data.products.map((p) => p.title).sort();

describe('home page data', () => {
  it('shows products by role: internal ones to owners and members, not to guests', async () => {
    expect(await productTitles(owner)).toContain('Sample Kit');
    expect(await productTitles(member)).toContain('Sample Kit');
    expect(await productTitles(guest)).toEqual(['Engraved Name Plate', 'Shaker Door', 'Slab Door']);
    const home = (await guest.call(homepageDataCall, { orgId: G.orgId })).body.data;
    expect(home.productCategories.map((c) => c.title)).toEqual(['Cabinet Doors', 'Accessories']);
  });

  it("refuses another organisation's home page (403), whatever the body says", async () => {
    const result = await owner.call(homepageDataCall, { orgId: OTHER_ORG_ID });
    expect(result.status).toBe(403);
  });
});

describe('creating orders', () => {
  it('numbers orders per organisation and fills the defaults', async () => {
    const first = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productCategoryId: 50001 } });
    expect(first.status).toBe(200);
    const order = first.body.data.productOrder;
    // Two demo orders were seeded in the generic organisation, one in the other.
    expect(order.orgSpecificId).toBe(3);
    expect(order).toMatchObject({
      title: 'Untitled Order',
      productCategoryTitle: 'Cabinet Doors',
      lastCompletedStatusKey: 'orderStarted',
      costs: { orderSubTotal: 0, orderTotal: 0, shippingIsTbd: true },
    });
    expect(order.involvedUsers).toEqual({ [String(order.userId)]: { role: 'owner', pricingIsHidden: 0 } });

    const other = t.client();
    await other.signIn('owner@other.test');
    const inOther = await other.call(createProductOrderCall, { productOrderProps: { orgId: OTHER_ORG_ID, title: 'Widgets for Bob' } });
    expect(inOther.body.data.productOrder.orgSpecificId).toBe(2);
    const second = await member.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Second' } });
    expect(second.body.data.productOrder.orgSpecificId).toBe(4);
    const viaResource = await guest.call(productOrderCalls.create, { props: { title: 'Guest order' } });
    expect(viaResource.body.data.productOrder?.orgSpecificId).toBe(5);
  });

  it('ignores client-sent costs and lets only employees create orders for someone else', async () => {
    const session = (await guest.post('/auth/session', {})).body as { data: { user: { id: number } } };
    const created = await owner.call(createProductOrderCall, {
      productOrderProps: { orgId: G.orgId, title: 'For the guest', userId: session.data.user.id, costs: { orderTotal: 1, orderSubTotal: 1 } },
    });
    expect(created.body.data.productOrder.userId).toBe(session.data.user.id);
    expect(created.body.data.productOrder.costs?.orderTotal).toBe(0);
    const memberSession = (await member.post('/auth/session', {})).body as { data: { user: { id: number } } };
    const refused = await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, userId: memberSession.data.user.id } });
    expect(refused.status).toBe(403);
  });

  it('answers 400 with field issues for a bad body', async () => {
    const result = await owner.post(createProductOrderCall.path, { productOrderProps: { orgId: 'one', type: 'round' } });
    expect(result.status).toBe(400);
    const paths = (result.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path).sort();
    expect(paths).toEqual(['productOrderProps.orgId', 'productOrderProps.type']);
  });
});

describe('order data', () => {
  it('filters options by publishLevel for the role', async () => {
    const created = await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Options check' } });
    const id = created.body.data.productOrder.orgSpecificId;
    const forGuest = (await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: id })).body.data;
    expect(forGuest.productOptions.map((o) => o.id)).not.toContain(G.tradeBrass);
    expect(forGuest.products.map((p) => p.id)).not.toContain(G.sampleKit);
    const forOwner = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: id })).body.data;
    expect(forOwner.productOptions.map((o) => o.id)).toContain(G.tradeBrass);
    expect(forOwner.productPricingRules.length).toBeGreaterThan(0);
    expect(forOwner.isSpatial).toBe(false);
  });

  it("a guest cannot read another user's order of the same organisation (404)", async () => {
    const mine = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Owner only' } });
    const result = await guest.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: mine.body.data.productOrder.orgSpecificId });
    expect(result.status).toBe(404);
  });
});

describe('orders list', () => {
  const list = (client: ApiClient, body: Partial<Parameters<typeof client.call<typeof ordersDataCall.request, typeof ordersDataCall.response>>[1]> = {}) =>
    client.call(ordersDataCall, { orgId: G.orgId, ...body });

  it('employees see every order of the organisation, newest first, with owner names and a total', async () => {
    const result = (await list(owner)).body.data;
    expect(result.totalCount).toBe(result.productOrders.length);
    const numbers = result.productOrders.map((o) => o.orgSpecificId);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(result.productOrders.find((o) => o.title === 'Kitchen Refresh')?.ownerName).toBe('Gail Guest');
    expect(result.productOrders.every((o) => o.orgId === G.orgId)).toBe(true);
  });

  it('guests and guest mode see only their own or shared orders', async () => {
    const guestOrders = (await list(guest)).body.data.productOrders.map((o) => o.title);
    expect(guestOrders).toContain('Kitchen Refresh');
    expect(guestOrders).toContain('For the guest');
    expect(guestOrders).not.toContain('Owner only');
  });

  it('filters by owner, type, category, status and search; pages with from/to', async () => {
    const self = (await list(owner, { filters: { orderOwner: 'self', archived: 'active', productCategoryId: 'all', statusKey: 'All' } })).body.data
      .productOrders;
    expect(self.map((o) => o.title)).not.toContain('Kitchen Refresh');

    const kitchen = (await list(owner, { searchTerm: 'kitchen' })).body.data.productOrders;
    expect(kitchen.map((o) => o.title)).toEqual(['Kitchen Refresh']);
    const byNumber = (await list(owner, { searchTerm: '#1' })).body.data.productOrders;
    expect(byNumber.map((o) => o.orgSpecificId)).toEqual([1]);
    expect((await list(owner, { searchTerm: '%' })).body.data.totalCount).toBe(0);

    const submitted = (await list(owner, { filters: { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: 'submittedForApproval' } }))
      .body.data;
    expect(submitted.productOrders.map((o) => o.title)).toEqual(['Kitchen Refresh']);
    const accessories = (await list(owner, { filters: { orderOwner: 'all', archived: 'active', productCategoryId: 50002, statusKey: 'All' } })).body.data;
    expect(accessories.productOrders.map((o) => o.title)).toEqual(['Office Name Plates']);

    const order = (await list(owner, { searchTerm: 'Second' })).body.data.productOrders[0]!;
    await member.call(productOrderCalls.update, { id: order.id, props: { archived: 1 } });
    const active = (await list(owner)).body.data;
    expect(active.productOrders.map((o) => o.title)).not.toContain('Second');
    const archived = (await list(owner, { filters: { orderOwner: 'all', archived: 'archived', productCategoryId: 'all', statusKey: 'All' } })).body.data;
    expect(archived.productOrders.map((o) => o.title)).toEqual(['Second']);
    const all = (await list(owner, { filters: { orderOwner: 'all', archived: 'all', productCategoryId: 'all', statusKey: 'All' } })).body.data;
    expect(all.totalCount).toBe(active.totalCount! + 1);

    const page1 = (await list(owner, { resultConstraints: { from: 0, to: 2 } })).body.data;
    const page2 = (await list(owner, { resultConstraints: { from: 2, to: 4 } })).body.data;
    expect(page1.productOrders).toHaveLength(2);
    expect(page1.totalCount).toBe(active.totalCount);
    expect(page2.productOrders[0]!.orgSpecificId).toBeLessThan(page1.productOrders[1]!.orgSpecificId);
  });

  it("sends the organisation's statuses in order, filtered by role: guests only see those visible to guests (the browser filters them again in guest mode)", async () => {
    const keysFor = async (client: ApiClient) => (await list(client)).body.data.productOrderStatuses.map((s) => s.key);
    const all = ['orderStarted', 'submittedForApproval', 'readyToPayDeposit', 'inProduction', STAFF_ONLY_STATUS.key, 'shipped'];
    expect(await keysFor(owner)).toEqual(all);
    expect(await keysFor(member)).toEqual(all);
    expect(await keysFor(guest)).toEqual(all.filter((k) => k !== STAFF_ONLY_STATUS.key));
    const submitted = (await list(owner)).body.data.productOrderStatuses.find((s) => s.key === 'submittedForApproval');
    expect(submitted).toMatchObject({ title: 'Submitted', type: 'submittedForApproval', isVisibleToGuest: true });
  });

  it('refuses a page larger than 250 rows with a field issue', async () => {
    const result = await owner.post(ordersDataCall.path, { orgId: G.orgId, resultConstraints: { from: 0, to: 1000 } });
    expect(result.status).toBe(400);
    expect((result.body as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe('resultConstraints.to');
  });

  it("a member of two organisations sees only the active one's orders", async () => {
    const client = t.client();
    await client.signIn(MULTI);
    const orders = (await list(client)).body.data.productOrders;
    expect(orders.every((o) => o.orgId === G.orgId)).toBe(true);
    expect((await client.call(ordersDataCall, { orgId: OTHER_ORG_ID })).status).toBe(403);
  });
});

describe('a stale saved filter (issue 11 item 11)', () => {
  it('a category or status that no longer exists is ignored: the list shows every order, not none', async () => {
    const all = (await owner.call(ordersDataCall, { orgId: G.orgId })).body.data;
    expect(all.totalCount).toBeGreaterThan(0);
    const deletedCategory = Math.max(...all.productCategories.map((c) => c.id)) + 1000;
    for (const filters of [
      { orderOwner: 'all', archived: 'active', productCategoryId: deletedCategory, statusKey: 'All' },
      { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: 'aStatusThatWasRemoved' },
    ] as const) {
      const result = await owner.call(ordersDataCall, { orgId: G.orgId, filters });
      expect(result.status).toBe(200);
      expect(result.body.data.totalCount).toBe(all.totalCount);
    }
    // A category that exists still filters.
    const category = all.productCategories[0]!.id;
    const filtered = (
      await owner.call(ordersDataCall, { orgId: G.orgId, filters: { orderOwner: 'all', archived: 'active', productCategoryId: category, statusKey: 'All' } })
    ).body.data;
    expect(filtered.productOrders.every((o) => o.productCategoryId === category)).toBe(true);
  });
});
