/**
 * Builders of catalogue records with the defaults a new record gets, so demo data, scaffolded
 * organisations and tests state only what matters about each record. Records carry no orgId (the
 * seeder fills it in); catalogueWithOrgId() completes them into a Catalogue for pure code and tests.
 * Imported as '@configurator/core/demo-records' (server-side demo data and tests only).
 */
import type {
  Catalogue,
  Product,
  ProductCategory,
  ProductOption,
  ProductPricingRule,
  ProductProperty,
  ProductPropertyGroup,
  ProductRule,
} from './catalogue.ts';
import type { PaymentMethod, StatusDefinition } from './organisation.ts';
import type { OrgRole } from './roles.ts';
import type { DemoUser } from '../plugins/payloads.ts';

/** The one password of every demo user (demo data is seeded only on an empty, local database). */
export const DEMO_PASSWORD = 'demo1234';

/** A demo organisation's address for a person: `<local>@org<orgId>.demo`. */
export function demoEmail(orgId: number, local: string): string {
  return `${local}@org${orgId}.demo`;
}

/** A demo user with the demo password, at `<role>@org<orgId>.demo` unless another address is given. */
export function demoUserRecord(orgId: number, role: OrgRole, name: { firstName: string; lastName: string; email?: string }): DemoUser {
  return { email: name.email ?? demoEmail(orgId, role), password: DEMO_PASSWORD, firstName: name.firstName, lastName: name.lastName, role };
}

type Record_<T> = Omit<T, 'orgId'>;
type Needs<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

export function categoryRecord(fields: Needs<Record_<ProductCategory>, 'id' | 'title'>): Record_<ProductCategory> {
  return { rank: fields.id, archived: 0, thumbnailUrl: null, fileUrl: null, ...fields };
}

/** propertyIds: the properties applied to the product, each with no disabled options. */
export function productRecord(
  fields: Needs<Record_<Product>, 'id' | 'title'> & { propertyIds?: number[]; disabledOptionIds?: Record<number, number[]> },
): Record_<Product> {
  const { propertyIds = [], disabledOptionIds = {}, ...rest } = fields;
  const productProperties = Object.fromEntries(propertyIds.map((id) => [String(id), { disabledProductOptionIds: disabledOptionIds[id] ?? [] }]));
  return {
    description: '',
    productCategoryId: null,
    archived: 0,
    publishLevel: 'all',
    rank: fields.id,
    thumbnailUrl: null,
    links: '',
    instanceTitleIsRequired: 0,
    shouldRoundPrice: 0,
    isStocked: 0,
    currentInventory: 0,
    mediumId: null,
    referenceCodes: {},
    associations: { productProperties },
    data: {},
    ...rest,
  };
}

export function propertyRecord(fields: Needs<Record_<ProductProperty>, 'id' | 'title'>): Record_<ProductProperty> {
  return {
    internalTitle: fields.title,
    type: 'singleSelect',
    isArray: 0,
    rank: fields.id,
    archived: 0,
    isOrderLevel: 0,
    noOptionThumbnails: 1,
    placeHolder: '',
    multiline: 0,
    icon: null,
    thumbnailUrl: null,
    drawingVisibility: 'visible',
    invoiceVisibility: 'inline',
    showThumbnailsOnInvoice: 0,
    productOptionDataFields: [],
    productPropertyGroupId: null,
    data: {},
    ...fields,
  };
}

export function optionRecord(fields: Needs<Record_<ProductOption>, 'id' | 'title' | 'productPropertyId'>): Record_<ProductOption> {
  return {
    value: null,
    rank: fields.id,
    archived: 0,
    publishLevel: 'all',
    thumbnailUrl: null,
    referenceCodes: {},
    classifications: [],
    data: {},
    ...fields,
  };
}

/** A rule to options (toIds are option ids of toProductPropertyId) or to a whole property. */
export function ruleRecord(fields: {
  id: number;
  title: string;
  type: ProductRule['type'];
  fromIds: number[];
  toProductPropertyId: number;
  /** Omit for a rule on the whole property. */
  toOptionIds?: number[];
}): Record_<ProductRule> {
  const toProperty = fields.toOptionIds === undefined;
  return {
    id: fields.id,
    title: fields.title,
    type: fields.type,
    fromResourceKey: 'productOption',
    toResourceKey: toProperty ? 'productProperty' : 'productOption',
    fromIds: fields.fromIds,
    toIds: toProperty ? [fields.toProductPropertyId] : fields.toOptionIds!,
    toProductPropertyId: fields.toProductPropertyId,
  };
}

export function propertyGroupRecord(fields: { id: number; title: string; rank?: number; propertyIds: number[] }): Record_<ProductPropertyGroup> {
  return {
    id: fields.id,
    title: fields.title,
    rank: fields.rank ?? fields.id,
    properties: Object.fromEntries(fields.propertyIds.map((id, i) => [String(id), { rank: i + 1 }])),
  };
}

export function pricingRuleRecord(fields: Needs<Record_<ProductPricingRule>, 'id' | 'kind' | 'amountInCents'>): Record_<ProductPricingRule> {
  return { productId: null, productOptionId: null, data: {}, validFrom: null, validTo: null, ...fields };
}

/** The record lists an organisation's demo data holds, all optional. */
export type CatalogueRecords = { [K in keyof Catalogue]?: Record_<Catalogue[K][number]>[] };

/** Completes demo records with their organisation id. */
export function catalogueWithOrgId(records: CatalogueRecords, orgId: number): Catalogue {
  const withOrg = <T>(list: T[] | undefined) => (list ?? []).map((record) => ({ ...record, orgId }));
  return {
    products: withOrg(records.products),
    productCategories: withOrg(records.productCategories),
    productProperties: withOrg(records.productProperties),
    productOptions: withOrg(records.productOptions),
    productRules: withOrg(records.productRules),
    productPropertyGroups: withOrg(records.productPropertyGroups),
    productPricingRules: withOrg(records.productPricingRules),
    productOptionClassifiers: withOrg(records.productOptionClassifiers),
  };
}

export function statusRecord(fields: Needs<StatusDefinition, 'key' | 'type' | 'title'>): StatusDefinition {
  return { description: '', isVisibleToGuest: true, isMilestone: false, ...fields };
}

export function paymentMethodRecord(fields: Needs<PaymentMethod, 'key' | 'title' | 'rank'>): PaymentMethod {
  return { isHidden: false, isEmployeeOnly: false, disabled: false, isPreferred: false, props: {}, ...fields };
}
