/**
 * Issue 17 (server): the orders list's projection keeps what the list shows, keyset paging equals
 * offset paging, search by number, title and firm, the count only when asked, the order data's ETag
 * (304), and item writes that answer only what changed yet merge into what a fresh read gives.
 * Issue 37: a search many orders match counts them only up to a cap, and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  homepageDataCall,
  mergeItemWrite,
  orderDataCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
  type RequestOf,
} from '@configurator/core';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { SEARCH_COUNT_CAP } from '@configurator/server/services/orders-list-query';
import { forgetWordShares } from '@configurator/server/services/search-word-share';
import { seedOrders } from '../bench/api.ts';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

let t: TestServer;
let owner: ApiClient;
const made: { id: number; orgSpecificId: number; title: string }[] = [];

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  owner = t.client();
  await owner.signIn('owner@generic.demo');
  for (let i = 0; i < 6; i++) {
    const { productOrder } = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: `Perf Zebra ${i}` } })).body.data;
    made.push({ id: productOrder.id, orgSpecificId: productOrder.orgSpecificId, title: productOrder.title });
  }
  await owner.call(productOrderCalls.update, { id: made[2]!.id, props: { firmName: 'Quokka Interiors LLC' } });
});
afterAll(async () => t?.dispose());

const list = async (body: Partial<RequestOf<typeof ordersDataCall>> = {}) => {
  const result = await owner.call(ordersDataCall, { orgId: G.orgId, ...body });
  expect(result.status).toBe(200);
  return result.body.data;
};

describe('orders list projection', () => {
  it('each row carries every field the list screen and its export read, equal to the order itself', async () => {
    const { productOrders } = await list();
    const row = productOrders.find((o) => o.id === made[2]!.id)!;
    const order = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: row.orgSpecificId })).body.data.productOrders[0]!;
    const shown = [
      'id',
      'orgId',
      'userId',
      'orgSpecificId',
      'title',
      'archived',
      'version',
      'productCategoryId',
      'productCategoryTitle',
      'statusData',
      'lastCompletedStatusKey',
      'firmName',
      'contactName',
      'purchaseOrderNumber',
      'productInstancesCount',
      'involvedUsers',
      'created',
      'lastUpdated',
    ] as const;
    for (const field of shown) expect(row[field], field).toEqual(order[field]);
    expect(row.costs).toEqual({ orderTotal: order.costs!.orderTotal });
    expect(row.ownerName).toBe('Olive Owner');
    // Only the list's columns: the order's other fields (notes, addresses, integration data) stay out.
    expect(row).not.toHaveProperty('deliveryAddress');
    expect(row).not.toHaveProperty('primaryNote');
  });

  it('counts only when asked', async () => {
    expect((await list()).totalCount).toBeGreaterThanOrEqual(6);
    expect((await list({ includeTotalCount: false })).totalCount).toBeUndefined();
  });
});

describe('keyset paging', () => {
  it('next and previous from a page give the same rows as the page numbers', async () => {
    const size = 2;
    const byOffset = async (page: number) => (await list({ resultConstraints: { from: page * size, to: page * size + size } })).productOrders.map((o) => o.id);
    const pages = [await byOffset(0), await byOffset(1), await byOffset(2)];
    const first = (await list({ resultConstraints: { from: 0, to: size } })).productOrders;
    const second = (await list({ resultConstraints: { from: 0, to: size }, cursor: { direction: 'next', orgSpecificId: first.at(-1)!.orgSpecificId } }))
      .productOrders;
    expect(second.map((o) => o.id)).toEqual(pages[1]);
    const third = (await list({ resultConstraints: { from: 0, to: size }, cursor: { direction: 'next', orgSpecificId: second.at(-1)!.orgSpecificId } }))
      .productOrders;
    expect(third.map((o) => o.id)).toEqual(pages[2]);
    const back = (await list({ resultConstraints: { from: 0, to: size }, cursor: { direction: 'previous', orgSpecificId: third[0]!.orgSpecificId } }))
      .productOrders;
    expect(back.map((o) => o.id)).toEqual(pages[1]);
  });
});

/** A counted search's next and previous pages by keyset are its pages by number. */
async function expectKeysetPagesOfSearch(searchTerm: string, size: number) {
  const page = async (extra: Partial<RequestOf<typeof ordersDataCall>>) =>
    (await list({ searchTerm, resultConstraints: { from: 0, to: size }, ...extra })).productOrders.map((o) => o.orgSpecificId);
  const byNumber = [
    await page({}),
    await page({ resultConstraints: { from: size, to: 2 * size } }),
    await page({ resultConstraints: { from: 2 * size, to: 3 * size } }),
  ];
  expect(byNumber[2]!.length).toBe(size);
  const second = await page({ cursor: { direction: 'next', orgSpecificId: byNumber[0]!.at(-1)! } });
  expect(second).toEqual(byNumber[1]);
  const third = await page({ cursor: { direction: 'next', orgSpecificId: second.at(-1)! } });
  expect(third).toEqual(byNumber[2]);
  expect(await page({ cursor: { direction: 'previous', orgSpecificId: third[0]! } })).toEqual(byNumber[1]);
}

describe('search', () => {
  it('pages a search by keyset as by page numbers', async () => expectKeysetPagesOfSearch('perf zebra', 2));

  it('finds an order by its number (with or without #), by a piece of its title and of its firm name, any case', async () => {
    const target = made[2]!;
    expect((await list({ searchTerm: `#${target.orgSpecificId}` })).productOrders.map((o) => o.id)).toContain(target.id);
    expect((await list({ searchTerm: String(target.orgSpecificId) })).productOrders.map((o) => o.id)).toContain(target.id);
    expect((await list({ searchTerm: 'zebra 2' })).productOrders.map((o) => o.id)).toEqual([target.id]);
    expect((await list({ searchTerm: 'QUOKKA inter' })).productOrders.map((o) => o.id)).toEqual([target.id]);
    expect((await list({ searchTerm: '50%' })).productOrders).toEqual([]);
  });
});

describe('order data ETag', () => {
  it('answers 304 without a body when If-None-Match names the current answer, 200 with a new tag after a change', async () => {
    const target = made[0]!;
    const fetchData = (tag?: string) =>
      fetch(`${t.server.url}${orderDataCall.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie!, ...(tag ? { 'if-none-match': tag } : {}) },
        body: JSON.stringify({ orgId: G.orgId, productOrderOrgSpecificId: target.orgSpecificId }),
      });
    const first = await fetchData();
    const tag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await fetchData(tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await owner.call(productOrderCalls.update, { id: target.id, props: { title: 'Perf Zebra renamed' } });
    const changed = await fetchData(tag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });
});

describe('item write answers', () => {
  it('carry only what changed, small on a big order, and merge into exactly what a fresh read gives', async () => {
    const target = made[1]!;
    const product = (await owner.call(homepageDataCall, { orgId: G.orgId })).body.data.products.find((p) => p.archived === 0)!;
    for (let i = 0; i < 30; i++) {
      const created = await owner.call(productInstanceCalls.create, { props: { productOrderId: target.id, productId: product.id, quantity: 1 } });
      expect(created.status).toBe(200);
    }
    const read = async () => (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: target.orgSpecificId })).body.data;
    const before = await read();
    const item = before.productInstances[5]!;
    const written = await owner.call(productInstanceCalls.update, { id: item.id, props: { quantity: 4 }, version: item.version });
    expect(written.status).toBe(200);
    const answer = written.body.data;
    expect(answer.productInstance).toMatchObject({ id: item.id, quantity: 4 });
    expect(answer.changedInstances.length).toBeLessThan(30);
    expect(answer.productOrder.costs).toBeDefined();
    expect(JSON.stringify(written.body).length).toBeLessThanOrEqual(5 * 1024);

    const merged = mergeItemWrite(before.productInstances, before.productOrders[0]!, answer);
    const after = await read();
    expect(merged.items.sort((a, b) => a.rank - b.rank || a.id - b.id)).toEqual(after.productInstances);
    expect(merged.order).toEqual(after.productOrders[0]);

    // A new item in the middle shifts the later ones: their new ranks arrive, nothing else of them.
    const inserted = await owner.call(productInstanceCalls.create, { props: { productOrderId: target.id, productId: product.id, rank: item.rank } });
    const shifted = mergeItemWrite(after.productInstances, after.productOrders[0]!, inserted.body.data);
    const fresh = await read();
    expect(shifted.items.sort((a, b) => a.rank - b.rank || a.id - b.id)).toEqual(fresh.productInstances);
    expect(shifted.order).toEqual(fresh.productOrders[0]);

    // A destroy names the removed item.
    const removed = await owner.call(productInstanceCalls.destroy, { id: item.id });
    expect(removed.body.data.removedInstanceIds).toEqual([item.id]);
    const afterRemove = mergeItemWrite(fresh.productInstances, fresh.productOrders[0]!, removed.body.data);
    const final = await read();
    expect(afterRemove.items.sort((a, b) => a.rank - b.rank || a.id - b.id)).toEqual(final.productInstances);
    expect(afterRemove.order).toEqual(final.productOrders[0]);
  });
});

// Last: it adds over a thousand orders.
describe('a search many orders match', () => {
  /** The list's answer, and the statements it ran. */
  const listRecording = async (body: Partial<RequestOf<typeof ordersDataCall>>) => {
    const statements: string[] = [];
    t.server.orm.config.set('onQuery', (sql: string) => (statements.push(sql), sql));
    try {
      return { ...(await list(body)), statements };
    } finally {
      t.server.orm.config.set('onQuery', (sql: string) => sql);
    }
  };
  /** Whether the page was walked through the number index beside the count (searchedPage). */
  const walkedBesideCount = (statements: string[]) => statements.some((sql) => /limit 20000\b/.test(sql));
  /** The numbers of the list's orders holding 'firm', newest first, by SQL. */
  const matchingFirm = async (where: { statusKey?: string; below?: number }, limit: number) =>
    (
      await t.server.orm.em.getConnection().execute<{ n: number }[]>(
        `select org_specific_id as n from product_order where org_id = ? and deleted_at is null and archived = 0
           and (title ilike '%firm%' or firm_name ilike '%firm%') and (?::text is null or last_completed_status_key = ?) and org_specific_id < ?
         order by 1 desc limit ?`,
        [G.orgId, where.statusKey ?? null, where.statusKey ?? null, where.below ?? 2 ** 31 - 1, limit],
      )
    ).map((r) => r.n);
  const filters = (statusKey = 'All') => ({ orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey }) as const;

  it('is counted up to the cap and says so; its page is still the newest matches, and a few matches are counted exactly', async () => {
    const statusKeys = (await list()).productOrderStatuses.map((s) => s.key);
    // Every seeded order's firm is 'Firm <n>'; one in ten is archived (out of the list).
    await seedOrders(t.server, G.orgId, Math.ceil(SEARCH_COUNT_CAP * 1.25), statusKeys);
    // The seeder analysed the table: 'firm' is now known to be in most orders, so the page is walked beside the count.
    forgetWordShares(t.server.orm.em);
    const many = await listRecording({ searchTerm: 'FIRM' });
    expect(walkedBesideCount(many.statements)).toBe(true);
    expect(many.totalCount).toBe(SEARCH_COUNT_CAP);
    expect(many.totalCountCapped).toBe(true);
    const numbers = many.productOrders.map((o) => o.orgSpecificId);
    const newest = await list({ resultConstraints: { from: 0, to: numbers.length } });
    expect(numbers).toEqual(newest.productOrders.filter((o) => /firm/i.test(o.firmName)).map((o) => o.orgSpecificId));
    expect(numbers.length).toBeGreaterThan(10);
    await expectKeysetPagesOfSearch('FIRM', 100);
    const few = await list({ searchTerm: 'perf zebra' });
    expect(few.totalCount).toBe(made.length);
    expect(few.totalCountCapped).toBeUndefined();
  });

  it('walked with a status filter or past its last match, gives the pages the one statement gives', async () => {
    const statusKey = (await list()).productOrderStatuses[1]!.key;
    const byStatus = await listRecording({ searchTerm: 'firm', filters: filters(statusKey), resultConstraints: { from: 0, to: 20 } });
    expect(walkedBesideCount(byStatus.statements)).toBe(true);
    expect(byStatus.productOrders.map((o) => o.orgSpecificId)).toEqual(await matchingFirm({ statusKey }, 20));
    // A walk with fewer rows than a page (here: the last four matches) leaves the page to the one statement.
    const oldest = (await matchingFirm({}, 100_000)).slice(-5);
    const last = await listRecording({ searchTerm: 'firm', cursor: { direction: 'next', orgSpecificId: oldest[0]! }, resultConstraints: { from: 0, to: 20 } });
    expect(walkedBesideCount(last.statements)).toBe(true);
    expect(last.productOrders.map((o) => o.orgSpecificId)).toEqual(oldest.slice(1));
    expect(last.totalCountCapped).toBe(true);
  });

  it("a guest's search or an owner's own orders are never walked: an index walk would read orders they do not list", async () => {
    const guest = t.client();
    await guest.signIn('guest@generic.demo');
    const statements: string[] = [];
    t.server.orm.config.set('onQuery', (sql: string) => (statements.push(sql), sql));
    try {
      expect((await guest.call(ordersDataCall, { orgId: G.orgId, searchTerm: 'FIRM' })).status).toBe(200);
      expect(walkedBesideCount(statements)).toBe(false);
      const mine = await list({ searchTerm: 'FIRM', filters: { ...filters(), orderOwner: 'self' } });
      expect(walkedBesideCount(statements)).toBe(false);
      expect(mine.totalCount).toBeGreaterThan(0);
    } finally {
      t.server.orm.config.set('onQuery', (sql: string) => sql);
    }
  });

  it('a term with a word most orders hold finds the same orders, asking the index for its rarer words only', async () => {
    // With statistics, 'firm' (every seeded firm name) is known to be common: the index is asked for '123'.
    const em = t.server.orm.em;
    await em.getConnection().execute('analyze product_order');
    forgetWordShares(em);
    const statements: string[] = [];
    t.server.orm.config.set('onQuery', (sql: string) => (statements.push(sql), sql));
    let found: Awaited<ReturnType<typeof list>>;
    try {
      found = await list({ searchTerm: 'FIRM 123' });
    } finally {
      t.server.orm.config.set('onQuery', (sql: string) => sql);
    }
    expect(statements.some((sql) => sql.includes(`(o.firm_name || '') ilike`))).toBe(true);
    const expected = await em
      .getConnection()
      .execute<{ n: number }[]>(
        `select org_specific_id as n from product_order where org_id = ? and deleted_at is null and archived = 0 and (title ilike '%firm 123%' or firm_name ilike '%firm 123%') order by 1 desc`,
        [G.orgId],
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.productOrders.map((o) => o.orgSpecificId)).toEqual(expected.map((r) => r.n));
    expect(found.totalCount).toBe(expected.length);
    // A page past the matches still says how many there are.
    const beyond = await list({ searchTerm: 'FIRM 123', resultConstraints: { from: 100, to: 200 } });
    expect(beyond.productOrders).toEqual([]);
    expect(beyond.totalCount).toBe(expected.length);
  });
});
