/**
 * The writes section of npm run bench (issue 37, item 2): on a 200-item order of organisation 850 (its
 * keypads carry the order-level Engraving Font), an item write that changes a quantity, one that
 * chooses an option (the picker's click), and one that chooses an order-level option (written to every
 * item carrying it), each timed over HTTP beside the SQL it ran (its transaction's BEGIN and COMMIT
 * included), replayed alone (api.ts's sqlOf).
 * Goal: p95 ≤ 10 ms and ≤ 1.5× its SQL.
 */
import { createProductOrderCall, orderDataCall, productInstanceCalls, type InstanceProperties } from '@configurator/core';
import { benchDatabase, fmt, startApiBench, sqlOf, time, type Timing } from './api.ts';

const OWNER = 'owner@org850.demo';
const ITEMS = 200;
const RUNS = Number(process.env.BENCH_WRITE_RUNS ?? 300);
const WARM_UP = Math.ceil(RUNS / 2);
const WRITE_GOAL = { p95Ms: 10, ratio: 1.5 };

interface WriteRow {
  what: string;
  ours: Timing;
  sql: Timing;
  ratio: number;
  met: boolean;
}

export async function benchWrites(): Promise<WriteRow[]> {
  const db = await benchDatabase(`${process.env.BENCH_DATABASE || 'bench'}_writes`);
  const { server, client, orgId, lastByteAt } = await startApiBench(db, OWNER);
  try {
    const connection = server.orm.em.getConnection();
    const created = await client.call(createProductOrderCall, { productOrderProps: { orgId, title: 'Bench 200 keypads' } });
    const order = created.body.data.productOrder;
    const data = (await client.call(orderDataCall, { orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    const propertyNamed = (title: string) => data.productProperties.find((p) => p.title === title)!;
    const optionsOf = (propertyId: number) => data.productOptions.filter((o) => o.productPropertyId === propertyId && o.archived === 0);
    const font = propertyNamed('Engraving Font');
    const finish = propertyNamed('Plate Finish');
    const keypad = data.products.find((p) => p.title === 'Keypad' && String(font.id) in p.associations.productProperties)!;
    const first = await client.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: keypad.id, quantity: 1 } });
    const item = first.body.data.productInstance!;
    await connection.execute(
      `insert into product_instance (org_id, product_order_id, product_id, quantity, rank, title, notes, properties, custom_price_in_cents, engraving_arrays,
          unit_price_in_cents, total_price_in_cents, version, created, last_updated)
       select org_id, product_order_id, product_id, quantity, rank + g, title, notes, properties, custom_price_in_cents, engraving_arrays,
          unit_price_in_cents, total_price_in_cents, 1, created, last_updated
       from product_instance, generate_series(1, ?) g where id = ?`,
      [ITEMS - 1, item.id],
    );
    await connection.execute('update product_order set product_instances_count = ? where id = ?', [ITEMS, order.id]);
    await connection.execute('vacuum analyze product_instance');

    let version = item.version;
    let properties: InstanceProperties = item.properties;
    /** One item write; its answer's version is the next write's. */
    const write = async (props: { quantity?: number; properties?: InstanceProperties }) => {
      const result = await client.call(productInstanceCalls.update, { id: item.id, props, version });
      if (result.status !== 200) throw new Error(`item write answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
      version = result.body.data.productInstance!.version;
      properties = result.body.data.productInstance!.properties;
      return result;
    };
    const choose = (propertyId: number, options: { id: number }[]) => {
      let n = 0;
      return () => write({ properties: { ...properties, [String(propertyId)]: { optionId: options[n++ % 2]!.id } } });
    };
    let quantity = 1;
    const cases: [string, () => Promise<unknown>][] = [
      ['item write (quantity)', () => write({ quantity: (quantity = (quantity % 9) + 1) })],
      [
        'item write (option chosen)',
        choose(
          finish.id,
          optionsOf(finish.id)
            .filter((o) => o.publishLevel === 'all')
            .slice(0, 2),
        ),
      ],
      ['order-level option write (every item)', choose(font.id, optionsOf(font.id).slice(0, 2))],
    ];
    const rows: WriteRow[] = [];
    for (const [what, fn] of cases) {
      const ours = await time(fn, lastByteAt, RUNS, WARM_UP);
      const sql = await time(await sqlOf(server, fn), undefined, RUNS, WARM_UP);
      const ratio = ours.p50 / sql.p50;
      rows.push({ what: `${what}, ${ITEMS}-item order`, ours, sql, ratio, met: ours.p95 <= WRITE_GOAL.p95Ms && ratio <= WRITE_GOAL.ratio });
    }
    return rows;
  } finally {
    await server.close();
    await db.drop();
  }
}

export const writeTable = (rows: readonly WriteRow[]) =>
  rows.map((r) => ({
    what: r.what,
    'p50 / p95 ms': fmt(r.ours),
    'SQL alone p50 / p95 ms': fmt(r.sql),
    ratio: `${r.ratio.toFixed(2)}x`,
    goal: `p95 <= ${WRITE_GOAL.p95Ms} ms, <= ${WRITE_GOAL.ratio}x`,
    met: r.met ? 'yes' : 'no',
  }));

if (import.meta.url === `file://${process.argv[1]}`) console.table(writeTable(await benchWrites()));
