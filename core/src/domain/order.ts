/** Order-side entities (spec orders.md §3) as zod schemas. Money is integer cents throughout. */
import { z } from 'zod';
import { flag } from './catalogue.ts';

/** Address lines are bounded like the other order fields (the jsonb column itself is unbounded). */
const addressLine = z.string().max(200);
export const address = z.object({
  streetAddress: addressLine.default(''),
  streetAddress2: addressLine.default(''),
  city: addressLine.default(''),
  state: addressLine.default(''),
  zip: addressLine.default(''),
  /** Empty means US. */
  country: addressLine.default(''),
});
export type Address = z.infer<typeof address>;

export const orderCosts = z.object({
  orderSubTotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  shippingIsTbd: z.boolean(),
  tariff: z.number().int(),
  tax: z.number().int(),
  orderTotal: z.number().int(),
  depositAmount: z.number().int(),
  depositPercentage: z.number(),
});
export type OrderCosts = z.infer<typeof orderCosts>;

/** A new order starts with every amount 0 and shippingIsTbd true. */
export const emptyOrderCosts = (): OrderCosts => ({
  orderSubTotal: 0,
  discount: 0,
  shipping: 0,
  shippingIsTbd: true,
  tariff: 0,
  tax: 0,
  orderTotal: 0,
  depositAmount: 0,
  depositPercentage: 0,
});

export const statusCompletion = z.object({
  date: z.string(),
  paymentAmountInCents: z.number().int().optional(),
  awaitingPaymentMethod: z.string().optional(),
});
export const statusData = z.record(z.string(), statusCompletion);
export type StatusData = z.infer<typeof statusData>;

export const involvedUser = z.object({ role: z.enum(['owner', 'sharee']), pricingIsHidden: flag.default(0) });
export const involvedUsers = z.record(z.string(), involvedUser);
export type InvolvedUsers = z.infer<typeof involvedUsers>;

export const orderTypes = ['standalone', 'arch'] as const;
export const amountOrRate = z.enum(['amount', 'rate']);

export const productOrder = z.object({
  id: z.number().int(),
  orgSpecificId: z.number().int(),
  orgId: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  projectName: z.string(),
  productCategoryId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productTitle: z.string(),
  productCategoryTitle: z.string(),
  type: z.enum(orderTypes),
  isStocked: flag,
  archived: flag,
  disableSalesTax: flag,
  promptedForProjectInfo: flag,
  isProcessingPayment: flag,
  statusData: statusData,
  lastCompletedStatusKey: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  effectivePricingDate: z.string(),
  firmName: z.string(),
  contactName: z.string(),
  clientEmails: z.string(),
  phone: z.string(),
  purchaseOrderNumber: z.string(),
  estimateNumber: z.string(),
  deliveryAddress: address,
  billingAddress: address,
  feedbackNotes: z.string(),
  amountPaidInCents: z.number().int(),
  trackingNumber: z.string(),
  estimatedShippingDate: z.string().nullable(),
  integrationData: z.record(z.string(), z.unknown()),
  involvedUsers: involvedUsers,
  discountMode: amountOrRate,
  shippingMode: amountOrRate,
  discountPercentage: z.number().nullable(),
  discountFlatAmount: z.number().int().nullable(),
  shippingPercentage: z.number().nullable(),
  shippingFlatAmount: z.number().int().nullable(),
  taxPercentage: z.number(),
  /** A fraction, e.g. 0.1 for 10 percent. */
  tariffPercentage: z.number(),
  primaryNote: z.string(),
  secondaryNote: z.string(),
  commandData: z.object({ number: z.string().optional(), date: z.string().optional(), totalInCents: z.number().int().optional() }),
  productInstancesCount: z.number().int(),
  externalLink1: z.string(),
  costs: orderCosts,
  version: z.number().int(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ProductOrder = z.infer<typeof productOrder>;

/** One engraving entry: text or one of the numbered symbols. */
export const engravingEntry = z.object({ text: z.string().optional(), symbolId: z.number().int().optional() });
export const engravingLocation = z.enum(['above', 'below']);
/** Per mechanism index, per location, up to two lines. */
export const engravings = z.record(
  z.string(),
  z.object({
    above: z.array(engravingEntry).max(2).default([]),
    below: z.array(engravingEntry).max(2).default([]),
  }),
);
export type Engravings = z.infer<typeof engravings>;

/**
 * The value an item holds for one property: an option for select types, a scalar for the others,
 * engraving data for engraving (array) properties.
 */
export const propertyValue = z.object({
  optionId: z.number().int().nullable().optional(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
  engravings: engravings.optional(),
  customEngravings: z.boolean().optional(),
});
export type PropertyValue = z.infer<typeof propertyValue>;
export const instanceProperties = z.record(z.string(), propertyValue);
export type InstanceProperties = z.infer<typeof instanceProperties>;

export const CUSTOM_PRODUCT_ID = -1;

export const productInstance = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  /** -1 means a custom item priced by customPriceInCents. */
  productId: z.number().int(),
  quantity: z.number().int().min(1),
  rank: z.number(),
  title: z.string(),
  notes: z.string(),
  properties: instanceProperties,
  customPriceInCents: z.number().int().nullable(),
  archCustomViewId: z.number().int().nullable(),
  position: z.object({ x: z.number(), y: z.number() }).nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Engraving entries of an array property, one list per entry (spec §3 engravingArrays). */
  engravingArrays: z.array(z.array(engravingEntry)).optional(),
  /** Computed by the server: unit and line price (absent when pricing is hidden). */
  unitPriceInCents: z.number().int().optional(),
  totalPriceInCents: z.number().int().optional(),
  version: z.number().int(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ProductInstance = z.infer<typeof productInstance>;
