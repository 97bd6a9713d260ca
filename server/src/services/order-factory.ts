/** The field values of a new order and a new item, in one place for the API and the demo seeder. */
import { address, emptyOrderCosts, toStoredDate, type InstanceProperties, type ProductOrder, type StatusData, type StatusDefinition } from '@configurator/core';

export interface NewOrderFields {
  orgId: number;
  orgSpecificId: number;
  userId: number;
  title: string;
  productCategoryId?: number | null;
  productCategoryTitle?: string;
  productId?: number | null;
  productTitle?: string;
  type?: ProductOrder['type'];
  isStocked?: 0 | 1;
  archived?: 0 | 1;
  statusData?: StatusData;
  /** The owner's guest settings (catalogue §4): their discount percent and sales-tax switch. */
  ownerDefaults?: { discountPercentage: number | null; disableSalesTax: 0 | 1 };
}

/** Every column of a new order: costs empty (shippingIsTbd), priced now, the owner involved. */
export function newOrderValues(fields: NewOrderFields) {
  const now = toStoredDate();
  const statusData = fields.statusData ?? {};
  return {
    orgSpecificId: fields.orgSpecificId,
    orgId: fields.orgId,
    userId: fields.userId,
    title: fields.title,
    projectName: '',
    productCategoryId: fields.productCategoryId ?? null,
    productId: fields.productId ?? null,
    productTitle: fields.productTitle ?? '',
    productCategoryTitle: fields.productCategoryTitle ?? '',
    type: fields.type ?? 'standalone',
    isStocked: fields.isStocked ?? 0,
    archived: fields.archived ?? 0,
    disableSalesTax: fields.ownerDefaults?.disableSalesTax ?? (0 as const),
    promptedForProjectInfo: 0 as const,
    isProcessingPayment: 0 as const,
    statusData,
    lastCompletedStatusKey: Object.keys(statusData).at(-1) ?? null,
    lastPaymentDate: null,
    effectivePricingDate: now,
    firmName: '',
    contactName: '',
    clientEmails: '',
    phone: '',
    purchaseOrderNumber: '',
    estimateNumber: '',
    deliveryAddress: address.parse({}),
    billingAddress: address.parse({}),
    feedbackNotes: '',
    amountPaidInCents: 0,
    trackingNumber: '',
    estimatedShippingDate: null,
    integrationData: {},
    involvedUsers: { [String(fields.userId)]: { role: 'owner' as const, pricingIsHidden: 0 as const } },
    discountMode: 'rate' as const,
    shippingMode: 'amount' as const,
    discountPercentage: fields.ownerDefaults?.discountPercentage ?? null,
    discountFlatAmount: null,
    shippingPercentage: null,
    shippingFlatAmount: null,
    taxPercentage: 0,
    tariffPercentage: 0,
    primaryNote: '',
    secondaryNote: '',
    commandData: {},
    productInstancesCount: 0,
    externalLink1: '',
    costs: emptyOrderCosts(),
  };
}

/** statusData with the given statuses completed now, in order. */
export function completedStatuses(keys: readonly string[], date = toStoredDate()): StatusData {
  return Object.fromEntries(keys.map((key) => [key, { date }]));
}

/** A new order has completed the organisation's first orderStarted status, if it defines one. */
export function initialStatusData(statuses: readonly StatusDefinition[]): StatusData {
  const first = statuses.find((s) => s.type === 'orderStarted');
  return first ? completedStatuses([first.key]) : {};
}

export interface NewItemFields {
  orgId: number;
  productOrderId: number;
  productId: number;
  quantity: number;
  rank: number;
  title?: string;
  notes?: string;
  properties?: InstanceProperties;
  customPriceInCents?: number | null;
  archCustomViewId?: number | null;
  position?: { x: number; y: number } | null;
}

export function newItemValues(fields: NewItemFields) {
  return {
    orgId: fields.orgId,
    productOrderId: fields.productOrderId,
    productId: fields.productId,
    quantity: fields.quantity,
    rank: fields.rank,
    title: fields.title ?? '',
    notes: fields.notes ?? '',
    properties: fields.properties ?? {},
    customPriceInCents: fields.customPriceInCents ?? null,
    archCustomViewId: fields.archCustomViewId ?? null,
    position: fields.position ?? null,
    thumbnailUrl: null,
    unitPriceInCents: 0,
    totalPriceInCents: 0,
  };
}
