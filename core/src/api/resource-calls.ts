/**
 * The generic resource calls: POST /api/resources/{resource}/{action} with action create, update or
 * destroy. Each resource has its props schemas here; the server adds its permission rule.
 */
import { z } from 'zod';
import { address, amountOrRate, engravingEntry, instanceProperties } from '../domain/order.ts';
import { flag } from '../domain/catalogue.ts';
import { limits } from '../rules/limits.ts';
import { defineCall, dataOf } from './define-call.ts';
import {
  ITEM_PROPERTIES_MAX_CHARS,
  ITEM_PROPERTIES_MAX_KEYS,
  boundedJson,
  int32,
  nonNegativeInt32,
  realDate,
  recordId,
  requestMessages,
  varchar,
} from './fields.ts';
import { instanceForViewer, orderForViewer } from './pricing-visibility.ts';

/** Quantity below 1 or not a number becomes 1; otherwise the integer part is used. */
export const normaliseQuantity = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
};
/** Far above any order's; keeps quantity × unit price inside the 32-bit price columns. */
export const ITEM_QUANTITY_MAX = 100_000;
const quantity = z.unknown().transform(normaliseQuantity).pipe(z.number().max(ITEM_QUANTITY_MAX));
/** Item properties as sent: the domain shape, bounded in size (the column is jsonb, unbounded itself). */
const itemProperties = boundedJson(instanceProperties, ITEM_PROPERTIES_MAX_KEYS, ITEM_PROPERTIES_MAX_CHARS, requestMessages.propertiesTooLarge);
/** A custom item's price: the spec's maximum of $1,000,000, in cents. */
const customPriceInCents = z
  .number()
  .int()
  .min(0)
  .max(limits.customPriceMaxDollars * 100);

export const ITEM_TITLE_MAX = 40;
/** Engraving arrays of an item (issue 19 item 17): bounded like item properties (also the browser's editor checks with it). */
export const ENGRAVING_ARRAYS_LIMITS = { entries: 100, linesPerEntry: 20, textChars: 200 } as const;
export const engravingArraysInput = z
  .array(
    z.array(engravingEntry.extend({ text: z.string().max(ENGRAVING_ARRAYS_LIMITS.textChars).optional() }).strict()).max(ENGRAVING_ARRAYS_LIMITS.linesPerEntry),
  )
  .max(ENGRAVING_ARRAYS_LIMITS.entries);
/** An item's position in its viewport, in model units. */
const itemPosition = z.object({ x: z.number().finite().min(-1e7).max(1e7), y: z.number().finite().min(-1e7).max(1e7) }).strict();

const productInstanceCreate = z.object({
  productOrderId: recordId(),
  productId: int32(),
  quantity: quantity.optional(),
  title: z.string().max(ITEM_TITLE_MAX).optional(),
  notes: z.string().max(limits.itemNotesMax).optional(),
  properties: itemProperties.optional(),
  /** Inserted after this rank; later items shift up by 1. */
  rank: z.number().min(-1e9).max(1e9).optional(),
  customPriceInCents: customPriceInCents.nullable().optional(),
  engravingArrays: z.lazy(() => engravingArraysInput).optional(),
  /** Spatial orders: the viewport the item is placed in and its position there (a pasted item). */
  archCustomViewId: recordId().nullable().optional(),
  position: itemPosition.nullable().optional(),
});
const productInstanceUpdate = z
  .object({
    quantity: quantity,
    title: z.string().max(ITEM_TITLE_MAX),
    notes: z.string().max(limits.itemNotesMax),
    properties: itemProperties,
    rank: z.number().min(-1e9).max(1e9),
    customPriceInCents: customPriceInCents.nullable(),
    engravingArrays: z.lazy(() => engravingArraysInput),
    archCustomViewId: recordId().nullable(),
    position: itemPosition.nullable(),
  })
  .partial()
  .strict();

/** Empty shipping inputs are stored as null: shipping to be determined (spec orders §5). */
const emptyIsTbd = <T extends z.ZodType<number>>(schema: T) => z.union([z.literal(''), schema, z.null()]).transform((v) => (v === '' ? null : v));

const productOrderCreate = z.object({ title: z.string().max(200).optional() }).strict();
const productOrderUpdate = z
  .object({
    /** Cleaned and checked by the server (checkOrderName): empty or untitled is a 422 in the organisation's wording. */
    title: z.string().max(200),
    projectName: z.string().max(200),
    firmName: z.string().max(200),
    contactName: z.string().max(200),
    clientEmails: varchar(),
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
    discountFlatAmount: nonNegativeInt32().nullable(),
    shippingPercentage: emptyIsTbd(z.number().min(0).max(100)),
    shippingFlatAmount: emptyIsTbd(nonNegativeInt32()),
    taxPercentage: z.number().min(0).max(100),
    tariffPercentage: z.number().min(0).max(10),
    primaryNote: z.string().max(10_000),
    secondaryNote: z.string().max(10_000),
    effectivePricingDate: realDate(),
    userId: recordId(),
    // Staff order info (issue 7): amount paid, command data, shipping fields.
    amountPaidInCents: z.number().int().min(0).max(1_000_000_000),
    commandData: z.object({
      number: z.string().max(100).optional(),
      date: realDate().optional(),
      totalInCents: z.number().int().min(0).max(1_000_000_000).optional(),
    }),
    trackingNumber: z.string().max(200),
    estimatedShippingDate: realDate().nullable(),
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
  z.object({ id: recordId(), props: resourceSchemas[resource].update, version: nonNegativeInt32().optional() });
export const destroyRequest = z.object({ id: recordId() });

/**
 * Every write to an item answers only what changed (issue 17: not the whole order): the written item,
 * the other items' changed fields (ranks shift, prices change, an order-level choice spreads), the
 * removed item, and the order's changed fields (costs, version, item count) beside what identifies it.
 * The client merges these into what it holds (mergeItemWrite).
 */
export const itemChange = instanceForViewer.partial().extend({ id: z.number().int() });
export const orderChange = orderForViewer.partial().required({ id: true, orgId: true, orgSpecificId: true, userId: true, involvedUsers: true, version: true });
const itemWriteResult = z.object({
  /** The item written (created or updated), whole; absent after a destroy. */
  productInstance: instanceForViewer.optional(),
  /** Other items of the order this write changed: id and the changed fields only. */
  changedInstances: z.array(itemChange),
  /** Items this write removed. */
  removedInstanceIds: z.array(z.number().int()),
  productOrder: orderChange,
});
const orderWriteResult = z.object({ productOrder: orderForViewer.optional() });

export const resourceResponses = {
  productInstance: dataOf(itemWriteResult),
  productOrder: dataOf(orderWriteResult),
} as const;

/** A resource's create, update (optimistic version) and destroy calls, each answering with `response`. */
function resourceCallGroup<Create extends z.ZodType, Update extends z.ZodType, Response extends z.ZodType>(
  resource: ResourceName,
  props: { create: Create; update: Update },
  response: Response,
) {
  return {
    create: defineCall(resourcePath(resource, 'create'), z.object({ props: props.create }), response),
    update: defineCall(resourcePath(resource, 'update'), z.object({ id: recordId(), props: props.update, version: nonNegativeInt32().optional() }), response),
    destroy: defineCall(resourcePath(resource, 'destroy'), destroyRequest, response),
  };
}

/** The calls of each resource, usable like any other ApiCall. */
export const productInstanceCalls = resourceCallGroup(
  'productInstance',
  { create: productInstanceCreate, update: productInstanceUpdate },
  resourceResponses.productInstance,
);
export const productOrderCalls = resourceCallGroup('productOrder', { create: productOrderCreate, update: productOrderUpdate }, resourceResponses.productOrder);
