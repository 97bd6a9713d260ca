/**
 * The catalogue resources on the generic resource router (issue 12 item 9, spec catalogue §7):
 * POST /api/resources/{resource}/{create|get|update|bulkUpdate|bulkCreate|destroy}. Each resource has
 * its props schemas here, with the limits of its columns; the server adds the permission rule (owner
 * of the active organisation), the organisation scope and the audit log.
 */
import { z } from 'zod';
import {
  arrayInputProps,
  exportPriceData,
  flag,
  pricingRuleKinds,
  product,
  productCategory,
  productOption,
  productPricingRule,
  productProperty,
  productPropertyGroup,
  productRule,
  propertyTypes,
  publishLevel,
  referenceCodeFormulas,
  ruleTypes,
} from '../domain/catalogue.ts';
import { defineCall, dataOf, type ApiCall } from './define-call.ts';
import { INT32_MAX, int32, nonNegativeInt32, realDate, recordId, varchar } from './fields.ts';

/** Lists in one body (ids, bulk rows): far above any catalogue's, bounded for the server. */
export const CATALOGUE_LIST_MAX = 500;
/** Free JSON of an option, as JSON text. */
export const OPTION_DATA_MAX_CHARS = 20_000;
const TEXT_MAX = 10_000;

const title = varchar();
const rank = z.number().min(-1e9).max(1e9);
const ids = z.array(recordId()).max(CATALOGUE_LIST_MAX);
const finite = z.number().min(-1e9).max(1e9);
const referenceCodes = z.object({ catalog: varchar().optional(), factory: varchar().optional(), machining: varchar().optional() }).strict();
const optionDataJson = z
  .union([z.record(varchar(), z.unknown()), z.string().max(OPTION_DATA_MAX_CHARS)])
  .refine((v) => JSON.stringify(v).length <= OPTION_DATA_MAX_CHARS, `Option data may hold at most ${OPTION_DATA_MAX_CHARS} characters.`);
const associations = z.object({
  productProperties: z
    .record(z.string().regex(/^\d{1,10}$/), z.object({ disabledProductOptionIds: ids.default([]) }))
    .refine((r) => Object.keys(r).length <= CATALOGUE_LIST_MAX, 'Too many properties.'),
});
const boundedFormulas = referenceCodeFormulas.refine((v) => JSON.stringify(v).length <= TEXT_MAX, 'Formulas are too long.');
/**
 * The price export's layout as ids of the right kind (spec §3 exportPriceData): groupDataBy is a
 * property id (kept as the spec's text, digits only), rowsData and columnsData property ids,
 * fixedProperties property id → option id. The server checks them against the product (422).
 */
const propertyIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Name a property by its id (digits).')
  .refine((v) => Number(v) <= INT32_MAX, 'Name a property by its id (digits).');
const boundedExport = exportPriceData
  .extend({
    groupDataBy: propertyIdText.optional(),
    rowsData: ids.optional(),
    columnsData: ids.optional(),
    fixedProperties: z
      .record(propertyIdText, recordId())
      .refine((r) => Object.keys(r).length <= CATALOGUE_LIST_MAX, 'Too many fixed properties.')
      .optional(),
  })
  .refine((v) => JSON.stringify(v).length <= TEXT_MAX, 'Export settings are too long.');
const dataFields = z.array(z.object({ title: varchar(), key: varchar(), type: z.enum(['text', 'number', 'boolean']) }).strict()).max(100);

/** The spec's create payloads name orgId; it must be the active organisation (the server checks). */
const orgId = recordId().optional();

const productProps = z.object({
  title,
  description: z.string().max(TEXT_MAX),
  /** -1 (or null): no category. */
  productCategoryId: z.union([z.literal(-1), recordId()]).nullable(),
  archived: flag,
  publishLevel,
  rank,
  thumbnailUrl: varchar().nullable(),
  links: z.string().max(TEXT_MAX),
  instanceTitleIsRequired: flag,
  shouldRoundPrice: flag,
  isStocked: flag,
  currentInventory: int32(),
  mediumId: recordId().nullable(),
  referenceCodes,
  referenceCodeFormulas: boundedFormulas,
  exportPriceData: boundedExport,
  associations,
  hasScript: flag,
  enableDimensions: flag,
  /** product.data: the renderer key (data.renderer) and other free JSON; the server checks the key is contributed. */
  data: z.record(varchar(), z.unknown()).refine((v) => JSON.stringify(v).length <= TEXT_MAX, 'Product data is too long.'),
});
const propertyProps = z.object({
  title,
  internalTitle: varchar(),
  type: z.enum(propertyTypes),
  isArray: flag,
  arrayInputProps: arrayInputProps.refine((v) => v.inputs.length <= 50, 'At most 50 inputs.'),
  rank,
  archived: flag,
  isOrderLevel: flag,
  noOptionThumbnails: flag,
  placeHolder: varchar(),
  multiline: flag,
  icon: varchar().nullable(),
  thumbnailUrl: varchar().nullable(),
  drawingVisibility: z.enum(['visible', 'none']),
  invoiceVisibility: z.enum(['none', 'inline', 'column']),
  showThumbnailsOnInvoice: flag,
  productOptionDataFields: dataFields,
  productPropertyGroupId: recordId().nullable(),
  data: z.object({ dimensionInterval: finite.optional(), minDimension: finite.optional(), maxDimension: finite.optional() }).strict(),
});
const optionProps = z.object({
  productPropertyId: recordId(),
  title,
  value: varchar().nullable(),
  rank,
  archived: flag,
  publishLevel,
  thumbnailUrl: varchar().nullable(),
  referenceCodes,
  classifications: ids,
  data: optionDataJson,
});
const ruleProps = z.object({
  title,
  type: z.enum(ruleTypes),
  fromResourceKey: z.literal('productOption'),
  toResourceKey: z.enum(['productOption', 'productProperty']),
  fromIds: ids,
  toIds: ids,
  toProductPropertyId: recordId().nullable(),
});
const groupProps = z.object({
  title,
  rank,
  properties: z
    .record(z.string().regex(/^\d{1,10}$/), z.object({ rank: rank.optional() }).strict())
    .refine((r) => Object.keys(r).length <= CATALOGUE_LIST_MAX, 'Too many properties.'),
});
const categoryProps = z.object({ title, rank, archived: flag, thumbnailUrl: varchar().nullable(), fileUrl: varchar().nullable() });
const pricingData = z
  .object({
    unitPriceInCents: int32().optional(),
    unit: z.enum(['sqft', 'sqm', 'ft', 'm']).optional(),
    widthPropertyId: recordId().optional(),
    heightPropertyId: recordId().optional(),
    lengthPropertyId: recordId().optional(),
    minimumInCents: nonNegativeInt32().optional(),
    minQuantity: z.number().int().min(1).max(1_000_000).optional(),
    percentOff: z.number().min(0).max(100).optional(),
  })
  .strict();
const pricingProps = z.object({
  productId: recordId().nullable(),
  kind: z.enum(pricingRuleKinds),
  productOptionId: recordId().nullable(),
  amountInCents: int32(),
  data: pricingData,
  validFrom: realDate().nullable(),
  validTo: realDate().nullable(),
});
const validityInOrder = (p: { validFrom?: string | null; validTo?: string | null }) => !p.validFrom || !p.validTo || p.validFrom < p.validTo;

/** Create: the listed fields are required, everything else optional; update: all optional. */
const createOf = <S extends z.ZodObject>(shape: S, required: readonly string[]) =>
  shape
    .partial()
    .extend({ orgId, ...Object.fromEntries(required.map((k) => [k, shape.shape[k]])) })
    .strict() as unknown as z.ZodObject<S['shape'] & { orgId: typeof orgId }>;

export const catalogueResourceProps = {
  product: { create: createOf(productProps, ['title']), update: productProps.partial().strict() },
  productProperty: { create: createOf(propertyProps, ['title']), update: propertyProps.partial().strict() },
  productOption: { create: createOf(optionProps, ['title', 'productPropertyId']), update: optionProps.omit({ productPropertyId: true }).partial().strict() },
  productRule: { create: createOf(ruleProps, ['type', 'toResourceKey']), update: ruleProps.partial().strict() },
  productPropertyGroup: { create: createOf(groupProps, ['title']), update: groupProps.partial().strict() },
  productCategory: { create: createOf(categoryProps, ['title']), update: categoryProps.partial().strict() },
  productPricingRule: {
    create: createOf(pricingProps, ['kind']).refine(validityInOrder, 'The end of validity must be after its start.'),
    update: pricingProps.partial().strict().refine(validityInOrder, 'The end of validity must be after its start.'),
  },
} as const;
export type CatalogueResource = keyof typeof catalogueResourceProps;
export const catalogueResources = Object.keys(catalogueResourceProps) as CatalogueResource[];

/** Filters a get accepts per resource (besides id and orgId). */
const whereKeys = {
  product: { productCategoryId: z.union([z.literal(-1), recordId()]).optional() },
  productProperty: { productPropertyGroupId: recordId().optional() },
  productOption: { productPropertyId: recordId().optional() },
  productRule: {},
  productPropertyGroup: {},
  productCategory: {},
  productPricingRule: { productId: recordId().optional() },
} as const;

/** The rows as answered: the domain shapes plus the columns the admin needs. */
const stamped = { created: z.string().optional(), lastUpdated: z.string().optional() };
export const catalogueRows = {
  product: product.extend(stamped),
  productProperty: productProperty.extend(stamped),
  productOption: productOption.extend(stamped),
  productRule: productRule.extend(stamped),
  productPropertyGroup: productPropertyGroup.extend(stamped),
  productCategory: productCategory.extend(stamped),
  /** amountInCents is absent for someone whose prices are hidden (the edge projection removes it). */
  productPricingRule: productPricingRule.partial({ amountInCents: true }).extend(stamped),
} as const;

/** The plural key of a get or bulk answer (spec: data.products, data.productProperties, ...). */
export const pluralOf: Record<CatalogueResource, string> = {
  product: 'products',
  productProperty: 'productProperties',
  productOption: 'productOptions',
  productRule: 'productRules',
  productPropertyGroup: 'productPropertyGroups',
  productCategory: 'productCategories',
  productPricingRule: 'productPricingRules',
};

const path = (resource: CatalogueResource, action: string) => `/api/resources/${resource}/${action}`;

function callsOf<R extends CatalogueResource>(resource: R) {
  const props = catalogueResourceProps[resource];
  const row = catalogueRows[resource];
  const one = dataOf(z.object({ [resource]: row } as Record<R, typeof row>));
  const many = dataOf(z.object({ [pluralOf[resource]]: z.array(row) } as Record<string, z.ZodArray<typeof row>>));
  const where = z.object({ orgId, id: recordId().optional(), ...whereKeys[resource] }).strict();
  return {
    get: defineCall(path(resource, 'get'), z.object({ where: where.optional() }).strict(), many),
    create: defineCall(path(resource, 'create'), z.object({ props: props.create }).strict(), one),
    bulkCreate: defineCall(path(resource, 'bulkCreate'), z.object({ rows: z.array(props.create).min(1).max(CATALOGUE_LIST_MAX) }).strict(), many),
    update: defineCall(path(resource, 'update'), z.object({ id: recordId(), props: props.update }).strict(), one),
    bulkUpdate: defineCall(
      path(resource, 'bulkUpdate'),
      z
        .object({
          rows: z
            .array(z.object({ id: recordId(), props: props.update }).strict())
            .min(1)
            .max(CATALOGUE_LIST_MAX),
        })
        .strict(),
      many,
    ),
    destroy: defineCall(path(resource, 'destroy'), z.object({ id: recordId() }).strict(), dataOf(z.object({ id: z.number().int() }))),
  };
}

export const catalogueCalls = {
  product: callsOf('product'),
  productProperty: callsOf('productProperty'),
  productOption: callsOf('productOption'),
  productRule: callsOf('productRule'),
  productPropertyGroup: callsOf('productPropertyGroup'),
  productCategory: callsOf('productCategory'),
  productPricingRule: callsOf('productPricingRule'),
} satisfies Record<CatalogueResource, Record<string, ApiCall<z.ZodType, z.ZodType>>>;

/** What the admin screens may show this user: the data-fields editor is for the platform's configured user ids. */
export const catalogueAdminCapabilitiesCall = defineCall(
  '/api/admin/catalogue-capabilities',
  z.object({}).strict(),
  dataOf(z.object({ canEditOptionDataFields: z.boolean() })),
);

/**
 * A row as a create body (duplicates): only the fields the resource's props accept, so id, orgId,
 * created, lastUpdated and any column another feature adds are left out.
 */
export function copyForCreate(resource: CatalogueResource, row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const accepted = Object.keys((catalogueResourceProps[resource].update as unknown as z.ZodObject).shape ?? {});
  return Object.fromEntries(Object.entries(row).filter(([key]) => accepted.includes(key) && !omit.includes(key)));
}

/**
 * The whole catalogue of the active organisation as the admin screens edit it, in one call (issue 37
 * item 3: an admin page settles from its first answer, not after seven lists asked one after another),
 * with what the screens may show this user. Owners only; the route's document carries its answer.
 */
export const adminCatalogueCall = defineCall(
  '/api/admin/catalogue',
  z.object({ orgId: recordId() }).strict(),
  dataOf(
    z.object({
      products: z.array(catalogueRows.product),
      productProperties: z.array(catalogueRows.productProperty),
      productOptions: z.array(catalogueRows.productOption),
      productRules: z.array(catalogueRows.productRule),
      productPropertyGroups: z.array(catalogueRows.productPropertyGroup),
      productCategories: z.array(catalogueRows.productCategory),
      productPricingRules: z.array(catalogueRows.productPricingRule),
      canEditOptionDataFields: z.boolean(),
    }),
  ),
);
