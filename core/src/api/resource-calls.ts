/**
 * The generic resource calls: POST /api/resources/{resource}/{action} with action create, update or
 * destroy. Each resource has its props schemas here; the server adds its permission rule.
 */
import { z } from 'zod';
import { address, amountOrRate, instanceProperties } from '../domain/order.ts';
import { flag } from '../domain/catalogue.ts';
import { defineCall, dataOf } from './define-call.ts';
import { instanceForViewer, orderForViewer } from './pricing-visibility.ts';

/** Quantity below 1 or not a number becomes 1; otherwise the integer part is used. */
export const normaliseQuantity = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
};
const quantity = z.unknown().transform(normaliseQuantity);

export const ITEM_TITLE_MAX = 40;

const productInstanceCreate = z.object({
  productOrderId: z.number().int(),
  productId: z.number().int(),
  quantity: quantity.optional(),
  title: z.string().max(ITEM_TITLE_MAX).optional(),
  notes: z.string().max(10_000).optional(),
  properties: instanceProperties.optional(),
  /** Inserted after this rank; later items shift up by 1. */
  rank: z.number().optional(),
  customPriceInCents: z.number().int().min(0).nullable().optional(),
});
const productInstanceUpdate = z
  .object({
    quantity: quantity,
    title: z.string().max(ITEM_TITLE_MAX),
    notes: z.string().max(10_000),
    properties: instanceProperties,
    rank: z.number(),
    customPriceInCents: z.number().int().min(0).nullable(),
  })
  .partial()
  .strict();

/** Empty shipping inputs are stored as null: shipping to be determined (spec orders §5). */
const emptyIsTbd = <T extends z.ZodType<number>>(schema: T) =>
  z.union([z.literal(''), schema, z.null()]).transform((v) => (v === '' ? null : v));

/** A real calendar date, 'YYYY-MM-DD' or the stored 'YYYY-MM-DD HH:mm:ss' (UTC). */
const realDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'Use YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s.slice(0, 10)}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10);
  }, 'Not a real date');

const productOrderCreate = z.object({ title: z.string().max(200).optional() }).strict();
const productOrderUpdate = z
  .object({
    /** Cleaned and checked by the server (checkOrderName): empty or untitled is a 422 in the organisation's wording. */
    title: z.string().max(200),
    projectName: z.string().max(200),
    firmName: z.string().max(200),
    contactName: z.string().max(200),
    clientEmails: z.string().max(1000),
    phone: z.string().max(50),
    purchaseOrderNumber: z.string().max(100),
    estimateNumber: z.string().max(100),
    deliveryAddress: address,
    billingAddress: address,
    archived: flag,
    disableSalesTax: flag,
    promptedForProjectInfo: flag,
    discountMode: amountOrRate,
    shippingMode: amountOrRate,
    discountPercentage: z.number().min(0).max(100).nullable(),
    discountFlatAmount: z.number().int().min(0).nullable(),
    shippingPercentage: emptyIsTbd(z.number().min(0).max(100)),
    shippingFlatAmount: emptyIsTbd(z.number().int().min(0)),
    taxPercentage: z.number().min(0).max(100),
    tariffPercentage: z.number().min(0).max(10),
    primaryNote: z.string().max(10_000),
    secondaryNote: z.string().max(10_000),
    effectivePricingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'Use YYYY-MM-DD HH:mm:ss'),
    userId: z.number().int(),
    // Staff order info (issue 7): amount paid, command data, shipping fields.
    amountPaidInCents: z.number().int().min(0).max(1_000_000_000),
    commandData: z.object({
      number: z.string().max(100).optional(),
      date: realDate.optional(),
      totalInCents: z.number().int().min(0).max(1_000_000_000).optional(),
    }),
    trackingNumber: z.string().max(200),
    estimatedShippingDate: realDate.nullable(),
  })
  .partial()
  .strict();

export const resourceSchemas = {
  productInstance: { create: productInstanceCreate, update: productInstanceUpdate },
  productOrder: { create: productOrderCreate, update: productOrderUpdate },
} as const;

export type ResourceName = keyof typeof resourceSchemas;
export const resourceNames = Object.keys(resourceSchemas) as ResourceName[];

export const resourcePath = (resource: ResourceName, action: 'create' | 'update' | 'destroy') => `/api/resources/${resource}/${action}`;

export const createRequest = <R extends ResourceName>(resource: R) => z.object({ props: resourceSchemas[resource].create });
/** version: the version the client last saw; a stale one is refused with 409. */
export const updateRequest = <R extends ResourceName>(resource: R) =>
  z.object({ id: z.number().int(), props: resourceSchemas[resource].update, version: z.number().int().optional() });
export const destroyRequest = z.object({ id: z.number().int() });

/**
 * Every write to an item answers with the order (its costs are recomputed by the server) and all
 * items of the order (ranks may have shifted, prices changed).
 */
const itemWriteResult = z.object({
  productInstance: instanceForViewer.optional(),
  productInstances: z.array(instanceForViewer),
  productOrder: orderForViewer,
});
const orderWriteResult = z.object({ productOrder: orderForViewer.optional() });

export const resourceResponses = {
  productInstance: dataOf(itemWriteResult),
  productOrder: dataOf(orderWriteResult),
} as const;

/** The calls of each resource, usable like any other ApiCall. */
export const productInstanceCalls = {
  create: defineCall(resourcePath('productInstance', 'create'), z.object({ props: productInstanceCreate }), resourceResponses.productInstance),
  update: defineCall(
    resourcePath('productInstance', 'update'),
    z.object({ id: z.number().int(), props: productInstanceUpdate, version: z.number().int().optional() }),
    resourceResponses.productInstance,
  ),
  destroy: defineCall(resourcePath('productInstance', 'destroy'), destroyRequest, resourceResponses.productInstance),
};
export const productOrderCalls = {
  create: defineCall(resourcePath('productOrder', 'create'), z.object({ props: productOrderCreate }), resourceResponses.productOrder),
  update: defineCall(
    resourcePath('productOrder', 'update'),
    z.object({ id: z.number().int(), props: productOrderUpdate, version: z.number().int().optional() }),
    resourceResponses.productOrder,
  ),
  destroy: defineCall(resourcePath('productOrder', 'destroy'), destroyRequest, resourceResponses.productOrder),
};
