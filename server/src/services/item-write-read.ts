/**
 * What an item update reads, in one round trip (issue 37 item 2): one query of five statements sent
 * together. The first locks the item's order (so writes to one order queue up); each later statement
 * takes its own snapshot under READ COMMITTED, after that lock is held, so the item, the other items'
 * totals, the catalogue stamp and the owner's guest terms are as the last committed write left them.
 * The order and the item are plain rows (db/plain-rows.ts), not ORM entities: the update writes them
 * itself (item-update-write.ts). The other items are their ids and totals (what the order's costs
 * need). When the write may change an order-level choice (guessed from the
 * catalogue index last kept: the item's stored option differs from the one sent), a sixth statement
 * reads the other items as plain rows too (OrderItemRow), still in the one round trip; the database
 * itself compares the stored choice, so a write that changes none reads nothing more.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InstanceProperties } from '@configurator/core';
import { ProductInstanceSchema, ProductOrderSchema, type ProductInstanceRow, type ProductOrderRow } from '../db/entities/index.ts';
import { tableAndColumns } from '../db/plain-rows.ts';
import { guestTermsFrom, type GuestTerms } from './order-repricing.ts';

/** Another item of the order, plain (not an entity): what an order-level choice reads, checks, prices and writes. */
export interface OrderItemRow {
  id: number;
  productId: number;
  quantity: number;
  properties: InstanceProperties;
  customPriceInCents: number | null;
  unitPriceInCents: number;
  totalPriceInCents: number;
  version: number;
  title: string;
  lastUpdated: string;
}

/** An order-level choice the client sent: its property and option. */
export interface SentChoice {
  propertyId: number;
  optionId: number;
}

export interface ItemWriteRead {
  order: ProductOrderRow | null;
  item: ProductInstanceRow | null;
  /** Every item of the order, the written one included, by rank: its id and stored total. */
  totals: { id: number; totalPriceInCents: number }[];
  /** The catalogue stamp (catalogue-loader.ts), read after the lock. */
  stamp: string;
  guestTerms: GuestTerms;
  /** Every item of the order as plain rows, by rank, when a sent order-level choice differs from the item's stored one; else undefined. */
  orderItems?: OrderItemRow[];
}

/** An id as SQL text: the statements go out together, so their values are written into them (checked integers only). */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer id: ${value}`);
  return String(value);
}

/** The plain columns of an order's items (OrderItemRow), by rank, where `orderId` is SQL naming the order. */
const orderItemsSql = (orderId: string, condition = 'true') =>
  `select i.id, i.product_id as "productId", i.quantity, i.properties, i.custom_price_in_cents as "customPriceInCents",
     i.unit_price_in_cents as "unitPriceInCents", i.total_price_in_cents as "totalPriceInCents", i.version, i.title,
     to_char(i.last_updated, 'YYYY-MM-DD HH24:MI:SS') as "lastUpdated"
   from product_instance i where i.product_order_id = ${orderId} and ${condition} order by i.rank asc, i.id asc`;

/** Every item of the order as plain rows (the second round trip when the first did not guess an order-level choice). */
export async function readOrderItems(em: EntityManager, orderId: number): Promise<OrderItemRow[]> {
  return em.getConnection().execute<OrderItemRow[]>(orderItemsSql(sqlInteger(orderId)), [], 'all', em.getTransactionContext());
}

/**
 * The item's order, locked, then the item, the order's totals, the catalogue stamp, the owner's
 * membership and, when one of `sentChoices` differs from what the item stores, every item plain.
 */
export async function readItemWrite(em: EntityManager, orgId: number, itemId: number, sentChoices: readonly SentChoice[] = []): Promise<ItemWriteRead> {
  const org = sqlInteger(orgId);
  const id = sqlInteger(itemId);
  const orders = tableAndColumns(em, ProductOrderSchema);
  const items = tableAndColumns(em, ProductInstanceSchema);
  const orderOfItem = `(select i.product_order_id from product_instance i where i.id = ${id} and i.org_id = ${org})`;
  const sql = [
    `select ${orders.columns} from product_order t where t.id = ${orderOfItem} and t.org_id = ${org} for update`,
    `select ${items.columns} from product_instance t where t.id = ${id} and t.org_id = ${org}`,
    `select i.id, i.total_price_in_cents as "totalPriceInCents" from product_instance i where i.product_order_id = ${orderOfItem} order by i.rank asc, i.id asc`,
    `select "stamp"::text as "stamp" from "catalogue_stamp" where "id" = 1`,
    `select m.role, m.prev_role as "prevRole", m.discount_percentage as "discountPercentage", m.disable_sales_tax as "disableSalesTax"
       from membership m join product_order o on o.user_id = m.user_id and o.org_id = m.org_id where o.id = ${orderOfItem}`,
  ];
  if (sentChoices.length > 0) {
    const differs = sentChoices
      .map((c) => `(w.properties -> '${sqlInteger(c.propertyId)}' ->> 'optionId') is distinct from '${sqlInteger(c.optionId)}'`)
      .join(' or ');
    sql.push(orderItemsSql(orderOfItem, `exists (select 1 from product_instance w where w.id = ${id} and w.org_id = ${org} and (${differs}))`));
  }
  const [orderRows, itemRows, totals, stamps, memberships, orderItems] = await em
    .getConnection()
    .execute<Record<string, unknown>[][]>(sql.join(';\n'), [], 'all', em.getTransactionContext());
  const orderRow = orderRows?.[0];
  const itemRow = itemRows?.[0];
  return {
    order: (orderRow ?? null) as ProductOrderRow | null,
    item: (orderRow && itemRow ? itemRow : null) as ProductInstanceRow | null,
    totals: (totals ?? []) as ItemWriteRead['totals'],
    stamp: String(stamps?.[0]?.stamp ?? ''),
    guestTerms: guestTermsFrom(memberships?.[0] as Parameters<typeof guestTermsFrom>[0] | undefined),
    orderItems: orderItems?.length ? (orderItems as unknown as OrderItemRow[]) : undefined,
  };
}
