/** Orders and their items (spec orders §3); shapes follow core/src/domain/order.ts. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  address,
  emptyOrderCosts,
  engravingEntry,
  instanceProperties,
  involvedUsers,
  orderCosts,
  orderTypes,
  productOrder,
  statusData,
} from '@configurator/core';
import { z } from 'zod';
import { createdAt, flag, id, jsonb, updatedAt, utcDateTime } from '../columns.ts';
import { OrganisationSchema, UserSchema } from './organisation.ts';

const emptyAddress = JSON.stringify(address.parse({}));

export const ProductOrderSchema = defineEntity({
  name: 'ProductOrder',
  tableName: 'product_order',
  properties: {
    id: id(),
    /** Numbered per organisation, from organisation.nextOrgSpecificId. */
    orgSpecificId: p.integer(),
    orgId: p.manyToOne(OrganisationSchema).mapToPk().fieldName('org_id').deleteRule('cascade'),
    /** The order owner. */
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').index(),
    title: p.string().default('Untitled Order'),
    projectName: p.string().default(''),
    productCategoryId: p.integer().nullable(),
    productId: p.integer().nullable(),
    productTitle: p.string().default(''),
    productCategoryTitle: p.string().default(''),
    type: p.enum([...orderTypes]).default('standalone'),
    isStocked: flag(),
    archived: flag(),
    disableSalesTax: flag(),
    promptedForProjectInfo: flag(),
    isProcessingPayment: flag(),
    statusData: jsonb(statusData).default('{}'),
    lastCompletedStatusKey: p.string().nullable(),
    lastPaymentDate: utcDateTime().nullable(),
    effectivePricingDate: utcDateTime(),
    firmName: p.string().default(''),
    contactName: p.string().default(''),
    clientEmails: p.string().default(''),
    phone: p.string().default(''),
    purchaseOrderNumber: p.string().default(''),
    estimateNumber: p.string().default(''),
    deliveryAddress: jsonb(address).default(emptyAddress),
    billingAddress: jsonb(address).default(emptyAddress),
    feedbackNotes: p.text().default(''),
    amountPaidInCents: p.integer().default(0),
    trackingNumber: p.string().default(''),
    estimatedShippingDate: utcDateTime().nullable(),
    integrationData: jsonb(z.record(z.string(), z.unknown())).default('{}'),
    involvedUsers: jsonb(involvedUsers).default('{}'),
    discountMode: p.enum(['amount', 'rate']).default('rate'),
    shippingMode: p.enum(['amount', 'rate']).default('amount'),
    discountPercentage: p.double().$type<number>().nullable(),
    discountFlatAmount: p.integer().nullable(),
    shippingPercentage: p.double().$type<number>().nullable(),
    shippingFlatAmount: p.integer().nullable(),
    taxPercentage: p.double().$type<number>().default(0),
    tariffPercentage: p.double().$type<number>().default(0),
    primaryNote: p.text().default(''),
    secondaryNote: p.text().default(''),
    commandData: jsonb(productOrder.shape.commandData).default('{}'),
    productInstancesCount: p.integer().default(0),
    externalLink1: p.string().default(''),
    /** Computed by the server on every write that affects them. */
    costs: jsonb(orderCosts).default(JSON.stringify(emptyOrderCosts())),
    /**
     * Set when the order is deleted (issue 32): kept with its history and payments, hidden from every
     * read by the notDeleted filter below, restorable by staff for DELETED_ORDER_RETENTION_DAYS, then
     * purged by a background job (services/lifecycle/deleted-orders.ts).
     */
    deletedAt: utcDateTime().nullable(),
    deletedByUserId: p.integer().nullable(),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
  uniques: [{ properties: ['orgId', 'orgSpecificId'] }],
  // On by default for every find, count, update and delete through the ORM: a deleted order is not
  // there unless a caller asks with `filters: withDeletedOrders` (restore, the deleted list, the purge).
  // The plain SQL reads (order data, orders list) say `deleted_at is null` themselves.
  filters: { notDeleted: { name: 'notDeleted', cond: { deletedAt: null }, default: true } },
});
/** The find option that lets a read see deleted orders too. */
export const withDeletedOrders = { notDeleted: false } as const;
/** The notDeleted filter for plain SQL over product_order (alias: the query's name for the table). */
export const liveOrderSql = (alias: string) => `${alias}.deleted_at is null`;
export type ProductOrderRow = InferEntity<typeof ProductOrderSchema>;

/** The order a record belongs to: deleted with it, indexed for per-order reads. */
export const orderIdColumn = () => p.manyToOne(ProductOrderSchema).mapToPk().fieldName('product_order_id').deleteRule('cascade').index();

export const ProductInstanceSchema = defineEntity({
  name: 'ProductInstance',
  tableName: 'product_instance',
  properties: {
    id: id(),
    orgId: p.manyToOne(OrganisationSchema).mapToPk().fieldName('org_id').deleteRule('cascade'),
    productOrderId: orderIdColumn(),
    /** -1 means a custom item priced by customPriceInCents. */
    productId: p.integer(),
    quantity: p.integer().default(1),
    rank: p.double().$type<number>().default(1),
    title: p.string().default(''),
    notes: p.text().default(''),
    properties: jsonb(instanceProperties).default('{}'),
    customPriceInCents: p.integer().nullable(),
    archCustomViewId: p.integer().nullable(),
    position: jsonb(z.object({ x: z.number(), y: z.number() })).nullable(),
    thumbnailUrl: p.string().nullable(),
    /** Engraving entries of an array property, one list per entry (issue 19 item 17). */
    engravingArrays: jsonb(z.array(z.array(engravingEntry))).default('[]'),
    /** Computed by the server (priceItem) whenever the item or the order's pricing date changes. */
    unitPriceInCents: p.integer().default(0),
    totalPriceInCents: p.integer().default(0),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductInstanceRow = InferEntity<typeof ProductInstanceSchema>;
