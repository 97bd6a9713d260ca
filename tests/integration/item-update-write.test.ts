/**
 * Issue 37 item 2: an item update writes only what changed, in one statement (services/
 * item-update-write.ts): the item's changed columns, the items an order-level choice reached, the
 * order's costs when they moved and the live_change row, with version and lastUpdated moved as a flush
 * of the unit of work moved them. Checked against the database itself, on organisation 850's demo
 * (its keypads carry the order-level Engraving Font).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, orderDataCall, productInstanceCalls, type InstanceProperties } from '@configurator/core';
import { startTestServer, type ApiClient, type TestServer } from '@configurator/test-harness';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';

let t: TestServer;
let owner: ApiClient;
let orderId: number;
let orgSpecificId: number;
let fontId: number;
let fonts: number[];
let items: { id: number; version: number; properties: InstanceProperties }[];

const sql = <T>(text: string, params: unknown[] = []) => t.server.orm.em.fork().getConnection().execute<T[]>(text, params);
const itemRow = async (id: number) =>
  (
    await sql<{ quantity: number; notes: string; title: string; properties: InstanceProperties; version: number; total: number }>(
      'select quantity, notes, title, properties, version, total_price_in_cents as total from product_instance where id = ?',
      [id],
    )
  )[0]!;
const orderRow = async () => (await sql<{ version: number; costs: unknown }>('select version, costs from product_order where id = ?', [orderId]))[0]!;
const liveRows = () =>
  sql<{ id: number; order_version: number | null; actor_user_id: number; detail: { kinds: string[]; items: { id: number; version: number; type: string }[] } }>(
    'select id, order_version, actor_user_id, detail from live_change where product_order_id = ? order by id',
    [orderId],
  );
/** The statements a call sent, and its answer. */
async function recorded<T>(call: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  const statements: string[] = [];
  t.server.orm.config.set('onQuery', (text: string) => (statements.push(text), text));
  try {
    return { answer: await call(), statements };
  } finally {
    t.server.orm.config.set('onQuery', (text: string) => text);
  }
}
/** The statements that write (the read locks the order with 'for update', which is no write). */
const writes = (statements: string[]) => statements.filter((s) => /\b(update \w+ set|insert into)\b/i.test(s));

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [demoOrganisation] });
  owner = t.client();
  await owner.signIn('owner@org850.demo');
  const orgId = 850;
  const order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId, title: 'Hand-written writes' } })).body.data.productOrder;
  [orderId, orgSpecificId] = [order.id, order.orgSpecificId];
  const data = (await owner.call(orderDataCall, { orgId, productOrderOrgSpecificId: orgSpecificId })).body.data;
  const font = data.productProperties.find((p) => p.title === 'Engraving Font')!;
  fontId = font.id;
  fonts = data.productOptions.filter((o) => o.productPropertyId === font.id && o.archived === 0).map((o) => o.id);
  const keypad = data.products.find((p) => p.title === 'Keypad' && String(font.id) in p.associations.productProperties)!;
  items = [];
  for (let i = 0; i < 3; i++) {
    const created = await owner.call(productInstanceCalls.create, { props: { productOrderId: orderId, productId: keypad.id, quantity: 1 } });
    expect(created.status).toBe(200);
    items.push(created.body.data.productInstance!);
  }
  items = (await owner.call(orderDataCall, { orgId, productOrderOrgSpecificId: orgSpecificId })).body.data.productInstances;
});
afterAll(async () => {
  await t?.dispose();
});

describe('an item update', () => {
  it('writes the changed column, the order whose costs moved and the live row in one statement', async () => {
    const item = items[0]!;
    const [before, orderBefore, liveBefore] = [await itemRow(item.id), await orderRow(), (await liveRows()).length];
    const { answer, statements } = await recorded(() =>
      owner.call(productInstanceCalls.update, { id: item.id, props: { quantity: 3 }, version: item.version }),
    );
    expect(answer.status).toBe(200);
    expect(writes(statements)).toHaveLength(1);
    expect(writes(statements)[0]).toMatch(/update product_instance set "quantity" = \?, "unit_price_in_cents"|update product_instance set "quantity" = \?/);

    const after = await itemRow(item.id);
    expect(after).toMatchObject({ quantity: 3, notes: before.notes, title: before.title, properties: before.properties, version: before.version + 1 });
    expect(after.total).toBe(before.total * 3);
    const order = await orderRow();
    expect(order.version).toBe(orderBefore.version + 1);
    expect(order.costs).not.toEqual(orderBefore.costs);
    expect(answer.body.data.productInstance!.version).toBe(after.version);
    expect(answer.body.data.productOrder.version).toBe(order.version);

    const live = await liveRows();
    expect(live).toHaveLength(liveBefore + 1);
    expect(live.at(-1)).toMatchObject({
      order_version: order.version,
      detail: { kinds: ['item'], items: [{ id: item.id, version: after.version, type: 'update' }] },
    });
    items[0] = { ...item, version: after.version };
  });

  it('that changes no price leaves the order as it was; one that changes nothing writes nothing', async () => {
    const item = items[1]!;
    const [orderBefore, liveBefore] = [await orderRow(), (await liveRows()).length];
    const noted = await owner.call(productInstanceCalls.update, { id: item.id, props: { notes: 'By the door' }, version: item.version });
    expect(noted.status).toBe(200);
    expect(await itemRow(item.id)).toMatchObject({ notes: 'By the door', version: item.version + 1 });
    expect(await orderRow()).toEqual(orderBefore);
    expect((await liveRows()).at(-1)).toMatchObject({ order_version: null, detail: { items: [{ id: item.id, version: item.version + 1 }] } });

    const { answer, statements } = await recorded(() =>
      owner.call(productInstanceCalls.update, { id: item.id, props: { notes: 'By the door' }, version: item.version + 1 }),
    );
    expect(answer.status).toBe(200);
    expect(writes(statements)).toEqual([]);
    expect((await itemRow(item.id)).version).toBe(item.version + 1);
    expect(await liveRows()).toHaveLength(liveBefore + 1);
    items[1] = { ...item, version: item.version + 1 };
  });

  it('of an order-level choice writes every item it reached, each a version on, named in the one live row', async () => {
    const item = items[2]!;
    const current = (await itemRow(item.id)).properties[String(fontId)]?.optionId;
    const next = fonts.find((f) => f !== current)!;
    const liveBefore = (await liveRows()).length;
    const versionsBefore = new Map(await Promise.all(items.map(async (i) => [i.id, (await itemRow(i.id)).version] as const)));
    const { answer, statements } = await recorded(() =>
      owner.call(productInstanceCalls.update, {
        id: item.id,
        props: { properties: { ...item.properties, [String(fontId)]: { optionId: next } } },
        version: item.version,
      }),
    );
    expect(answer.status).toBe(200);
    expect(writes(statements)).toHaveLength(1);
    for (const other of items) {
      const row = await itemRow(other.id);
      expect(row.properties[String(fontId)]).toEqual({ optionId: next });
      expect(row.version).toBe(versionsBefore.get(other.id)! + 1);
    }
    const live = await liveRows();
    expect(live).toHaveLength(liveBefore + 1);
    expect(
      live
        .at(-1)!
        .detail.items.map((i) => i.id)
        .sort(),
    ).toEqual(items.map((i) => i.id).sort());
    expect(answer.body.data.changedInstances.map((c) => c.id).sort()).toEqual(
      items
        .filter((i) => i !== item)
        .map((i) => i.id)
        .sort(),
    );
  });

  it('refused (a stale version) writes nothing', async () => {
    const item = items[0]!;
    const [before, orderBefore, liveBefore] = [await itemRow(item.id), await orderRow(), (await liveRows()).length];
    const stale = await owner.call(productInstanceCalls.update, { id: item.id, props: { quantity: 7 }, version: item.version - 1 });
    expect(stale.status).toBe(409);
    expect(await itemRow(item.id)).toEqual(before);
    expect(await orderRow()).toEqual(orderBefore);
    expect(await liveRows()).toHaveLength(liveBefore);
  });
});
