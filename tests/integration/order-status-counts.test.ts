/**
 * Issue 17: the order counts kept per (organisation, archived, status) by the product_order triggers
 * (order_status_count) equal a real count(*) of the orders after every kind of write: creates,
 * duplicates, status transitions, archive and unarchive, deletes and restores (a deleted order is not
 * counted), and plain SQL (bulk insert, update,
 * delete, as the seeds and the bench write); the counts call and the list's total read them.
 * Runs on PGlite, or on DATABASE_URL's PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  duplicateOrderCall,
  ordersCountCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
  restoreOrderCall,
  submitOrderCall,
  updateOrderStatusCall,
  type ProductOrder,
} from '@configurator/core';
import { startTestServer, type ApiClient, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

let t: TestServer;
let owner: ApiClient;
let statusKeys: string[];

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  owner = t.client();
  await owner.signIn('owner@generic.demo');
  statusKeys = (await owner.call(ordersDataCall, { orgId: G.orgId })).body.data.productOrderStatuses.map((s) => s.key);
});
afterAll(async () => t?.dispose());

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);

/** Every organisation's orders counted for real, and the kept counts, both as 'org/archived/status' -> n (zeros left out). */
async function countsBothWays(): Promise<{ real: Record<string, number>; kept: Record<string, number> }> {
  const asMap = (rows: { org_id: number; archived: number; key: string; n: string | number }[]) =>
    Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.org_id}/${r.archived}/${r.key}`, Number(r.n)]));
  const real = await sql<{ org_id: number; archived: number; key: string; n: string }>(
    `select org_id, archived, coalesce(last_completed_status_key, '') as key, count(*) as n from product_order where deleted_at is null group by 1, 2, 3`,
  );
  const kept = await sql<{ org_id: number; archived: number; key: string; n: number }>(
    'select org_id, archived, status_key as key, count as n from order_status_count',
  );
  return { real: asMap(real), kept: asMap(kept) };
}

async function expectCountsExact(): Promise<void> {
  const { real, kept } = await countsBothWays();
  expect(kept).toEqual(real);
  // The counts call answers the same numbers for the active orders.
  const answered = (await owner.call(ordersCountCall, { orgId: G.orgId, statusKeys })).body.data.productOrderCountsByStatusKey;
  expect(answered).toEqual(Object.fromEntries(statusKeys.map((k) => [k, real[`${G.orgId}/0/${k}`] ?? 0])));
}

async function createOrder(title: string): Promise<ProductOrder> {
  const created = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productCategoryId: 50001, title } });
  expect(created.status).toBe(200);
  return created.body.data.productOrder as ProductOrder;
}

const statusOf = async (id: number) =>
  (await sql<{ key: string | null }>('select last_completed_status_key as key from product_order where id = ?', [id]))[0]!.key;

describe('order counts kept per organisation, archived and status', () => {
  it('start equal to the seeded orders', async () => {
    const { real } = await countsBothWays();
    expect(Object.keys(real).length).toBeGreaterThan(0);
    await expectCountsExact();
  });

  it('stay exact through creates, transitions, archive and unarchive, duplicates and deletes made through the API', async () => {
    const a = await createOrder('Counted A');
    const b = await createOrder('Counted B');
    await expectCountsExact();

    await owner.call(productInstanceCalls.create, { props: { productOrderId: a.id, productId: G.shaker, quantity: 1, title: 'Doors' } });
    await owner.call(productOrderCalls.update, {
      id: a.id,
      props: {
        firmName: 'Counted LLC',
        phone: '212-555-0100',
        clientEmails: 'counted@co.example',
        deliveryAddress: { streetAddress: '5 Elm St', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' },
      },
    });
    const before = await statusOf(a.id);
    expect((await owner.call(submitOrderCall, { productOrderId: a.id })).status).toBe(200);
    expect(await statusOf(a.id)).not.toBe(before);
    await expectCountsExact();

    expect((await owner.call(updateOrderStatusCall, { productOrderId: a.id, orgId: G.orgId, statusKey: 'shipped', skipNotifyingGuest: true })).status).toBe(
      200,
    );
    expect(await statusOf(a.id)).toBe('shipped');
    await expectCountsExact();

    expect((await owner.call(productOrderCalls.update, { id: a.id, props: { archived: 1 } })).status).toBe(200);
    await expectCountsExact();
    expect((await owner.call(productOrderCalls.update, { id: a.id, props: { archived: 0 } })).status).toBe(200);
    await expectCountsExact();

    expect((await owner.call(duplicateOrderCall, { productOrderId: a.id })).status).toBe(200);
    await expectCountsExact();

    // Deleted orders are not counted (issue 32); a restore counts them again.
    expect((await owner.call(productOrderCalls.destroy, { id: b.id })).status).toBe(200);
    await expectCountsExact();
    expect((await owner.call(restoreOrderCall, { productOrderId: b.id })).status).toBe(200);
    await expectCountsExact();
    expect((await owner.call(productOrderCalls.destroy, { id: b.id })).status).toBe(200);
    await expectCountsExact();
  });

  it('stay exact through plain SQL: a bulk insert, a bulk move of status and archive, a bulk delete, and a rolled back write', async () => {
    const [{ start }] = await sql<{ start: number }>('select max(org_specific_id) + 1 as start from product_order where org_id = ?', [G.orgId]);
    const [{ user_id: userId }] = await sql<{ user_id: number }>('select user_id from membership where org_id = ? order by user_id limit 1', [G.orgId]);
    await sql(
      `insert into product_order (org_specific_id, org_id, user_id, archived, last_completed_status_key, effective_pricing_date, created, last_updated)
       select ? + g, ?, ?, g % 2, (array[?, ?, null])[1 + g % 3], now(), now(), now() from generate_series(0, 29) g`,
      [start, G.orgId, userId, statusKeys[0], statusKeys[1]],
    );
    await expectCountsExact();
    await sql(
      `update product_order set last_completed_status_key = ?, archived = 1 - archived where org_id = ? and org_specific_id >= ? and org_specific_id % 4 = 0`,
      [statusKeys[2], G.orgId, start],
    );
    await expectCountsExact();
    // An update that moves neither status nor archive leaves the counts as they are.
    await sql('update product_order set title = title where org_id = ?', [G.orgId]);
    await expectCountsExact();
    await expect(
      t.server.orm.em.fork().transactional(async (em) => {
        await em
          .getConnection()
          .execute('delete from product_order where org_id = ? and org_specific_id >= ?', [G.orgId, start], 'run', em.getTransactionContext());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectCountsExact();
    await sql('delete from product_order where org_id = ? and org_specific_id >= ? and org_specific_id % 3 = 0', [G.orgId, start]);
    await expectCountsExact();
  });

  it('give the list its total: equal to the orders the list counts, per archived filter and status', async () => {
    const total = async (filters: { archived: 'active' | 'archived' | 'all'; statusKey: string }) =>
      (await owner.call(ordersDataCall, { orgId: G.orgId, filters: { orderOwner: 'all', productCategoryId: 'all', ...filters } })).body.data.totalCount;
    for (const archived of ['active', 'archived', 'all'] as const) {
      for (const statusKey of ['All', statusKeys[0]!, statusKeys[2]!]) {
        const where = ['org_id = ?', 'deleted_at is null'];
        const params: unknown[] = [G.orgId];
        if (archived !== 'all') {
          where.push('archived = ?');
          params.push(archived === 'archived' ? 1 : 0);
        }
        if (statusKey !== 'All') {
          where.push('last_completed_status_key = ?');
          params.push(statusKey);
        }
        const [{ n }] = await sql<{ n: string }>(`select count(*) as n from product_order where ${where.join(' and ')}`, params);
        expect(await total({ archived, statusKey }), `${archived} ${statusKey}`).toBe(Number(n));
      }
    }
  });

  it('let a deep page by number be read from the other end: the same rows as counting from the newest', async () => {
    const [{ start }] = await sql<{ start: number }>('select max(org_specific_id) + 1 as start from product_order where org_id = ?', [G.orgId]);
    const [{ user_id: userId }] = await sql<{ user_id: number }>('select user_id from membership where org_id = ? order by user_id limit 1', [G.orgId]);
    await sql(
      `insert into product_order (org_specific_id, org_id, user_id, archived, last_completed_status_key, effective_pricing_date, created, last_updated)
       select ? + g, ?, ?, case when g % 7 = 0 then 1 else 0 end, ?, now(), now(), now() from generate_series(0, 2599) g`,
      [start, G.orgId, userId, statusKeys[0]],
    );
    await expectCountsExact();
    const [{ n }] = await sql<{ n: string }>('select count(*) as n from product_order where org_id = ? and archived = 0 and deleted_at is null', [G.orgId]);
    const active = Number(n);
    // Deep pages (past the middle, and the last, partial one), each beside the rows counted from the newest by SQL.
    for (const from of [active - 1100, active - 250, active - 30]) {
      const page = (await owner.call(ordersDataCall, { orgId: G.orgId, resultConstraints: { from, to: from + 100 }, includeTotalCount: true })).body.data;
      const expected = await sql<{ n: number }>(
        'select org_specific_id as n from product_order where org_id = ? and archived = 0 and deleted_at is null order by org_specific_id desc limit 100 offset ?',
        [G.orgId, from],
      );
      expect(
        page.productOrders.map((o) => o.orgSpecificId),
        `from ${from}`,
      ).toEqual(expected.map((r) => r.n));
      expect(page.totalCount).toBe(active);
    }
    const beyond = await owner.call(ordersDataCall, { orgId: G.orgId, resultConstraints: { from: active + 10, to: active + 110 } });
    expect(beyond.body.data.productOrders).toEqual([]);
  });
});
