/**
 * Payloads of the document extension points (orders §2, §6, §7; catalogue §9): the columns a product
 * family or an organisation adds to quotes, invoices, packing slips and factory sheets, the
 * organisation's letterhead and terms of sale, and actions on the order page (e.g. an order of the
 * items' accessories).
 */
import { z } from 'zod';
import { dataOf, defineCall } from '../api/define-call.ts';
import { recordId } from '../api/fields.ts';
import type { CatalogueIndex } from '../domain/catalogue-index.ts';
import type { Product } from '../domain/catalogue.ts';
import type { InstanceProperties, ProductInstance, ProductOrder } from '../domain/order.ts';
import type { OrgRole } from '../domain/roles.ts';

export const documentModes = ['quote', 'invoice', 'packingSlip', 'factory'] as const;
export type DocumentMode = (typeof documentModes)[number];

/**
 * How a column is sized (spec orders §9): quantity 30, unit price 80, subtotal 80, SKU 90,
 * engravings 80 px; 'other' columns share min(120, 480/count); the description takes what is left.
 */
export type DocumentColumnKind = 'quantity' | 'unitPrice' | 'subtotal' | 'sku' | 'engravings' | 'other';

/** What a column sees of one line of the document. */
export interface DocumentLine {
  item: Pick<ProductInstance, 'id' | 'productId' | 'quantity' | 'title' | 'notes'> & { properties: InstanceProperties; archCustomViewId?: number | null };
  /** Every item of the document, in its order (numbering rules such as unit numbers count them). */
  orderItems?: readonly (Pick<ProductInstance, 'id' | 'productId' | 'properties'> & { archCustomViewId?: number | null })[];
  /** Absent for a custom item (productId -1). */
  product?: Product;
  catalogue: CatalogueIndex;
  /** 1-based position in the order. */
  position: number;
}

/** A column of the item table, contributed to 'document-columns' (multiple). */
export interface DocumentColumn {
  /** Unique within the document; also the CSV header's source. */
  key: string;
  title: string;
  kind: DocumentColumnKind;
  /** The modes that show it; every mode when absent. */
  modes?: readonly DocumentMode[];
  /**
   * The cell text of a line; lines of text are separated by '\n'. Empty when it does not apply.
   * settings: what the organisation gave the contributing plugin (bound by documentColumnsOf).
   */
  cell: (line: DocumentLine, settings?: Record<string, unknown>) => string;
  /** Where it goes: lower first; built-in columns use 0 (item), 100 (quantity), 900+ (prices). */
  order: number;
}

/** The organisation's address block on documents ('document-letterhead', single). */
export interface DocumentLetterhead {
  addressLines: readonly string[];
  phone?: string;
  email?: string;
}

/** The organisation's terms of sale ('terms-of-sale', single), shown on quotes and invoices. */
export interface TermsOfSale {
  title: string;
  clauses: readonly string[];
}

/** What an order action may read to decide and plan (pure; the server carries the plan out). */
export interface OrderActionContext {
  order: ProductOrder;
  items: readonly Pick<ProductInstance, 'productId' | 'quantity' | 'properties'>[];
  catalogue: CatalogueIndex;
}

/** A new order and its items, created by the server for the person who ran the action, then opened. */
export interface OrderActionPlan {
  order: Partial<
    Pick<
      ProductOrder,
      | 'title'
      | 'projectName'
      | 'productCategoryId'
      | 'isStocked'
      | 'type'
      | 'phone'
      | 'clientEmails'
      | 'contactName'
      | 'firmName'
      | 'deliveryAddress'
      | 'billingAddress'
      | 'taxPercentage'
    >
  >;
  items: { productId: number; quantity: number }[];
}

/**
 * A shortcut on the order page to one of the order's documents (spec orders §2: an organisation's
 * View Quote and View Invoice): it opens the documents view in that mode; people not offered the mode
 * do not see it.
 */
export interface OrderDocumentLink {
  id: string;
  label: string;
  mode: DocumentMode;
}

/**
 * The contract of an order action's call: the source order in, the number of the order it created
 * out. The plugin mounts the call ('server-calls') and carries the plan out with core's
 * ordersFromPlan service; the order page's button makes it and opens the new order.
 */
export const defineOrderActionCall = (path: string) =>
  defineCall(path, z.object({ productOrderId: recordId() }), dataOf(z.object({ orgSpecificId: z.number().int() })));
export type OrderActionCall = ReturnType<typeof defineOrderActionCall>;

/** A button on the order page that creates something from the order ('order-actions', multiple). */
export interface OrderAction {
  id: string;
  label: string;
  /** Roles that may run it on an order they can see (the order's own owner may always run it). */
  roles: readonly OrgRole[];
  /** A message for the person when the order has nothing to act on (answered as 422). */
  nothingToDo: string;
  /** The new order, planned from the source order (pure: tested without a server). */
  plan: (ctx: OrderActionContext) => OrderActionPlan | null;
  /** The plugin's call that runs it (its server entry mounts it). */
  call: OrderActionCall;
}

/** The enabled columns with each plugin's settings bound into its cell, ready for the document model. */
export function documentColumnsOf(contributions: readonly { value: DocumentColumn; settings: Record<string, unknown> }[]): DocumentColumn[] {
  return contributions.map(({ value, settings }) => ({ ...value, cell: (line: DocumentLine) => value.cell(line, settings) }));
}
