/**
 * Catalogue entities (spec catalogue-and-drawing.md §3) as zod schemas, shared by server and web.
 * Flags the spec gives as 0/1 stay numbers (0 | 1) so stored data and API bodies match the spec.
 */
import { z } from 'zod';

export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

export const publishLevels = ['all', 'internal', 'admin'] as const;
export const publishLevel = z.enum(publishLevels);
export type PublishLevel = z.infer<typeof publishLevel>;

export const referenceCodes = z.object({
  catalog: z.string().optional(),
  factory: z.string().optional(),
  machining: z.string().optional(),
});

export const productCategory = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  rank: z.number(),
  archived: flag,
  thumbnailUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export type ProductCategory = z.infer<typeof productCategory>;

/** Per property applied to a product: the option ids this product does not offer. */
/** How a reference code is built from an item: the values of these properties, in order, joined by separator. */
export const referenceCodeFormula = z.object({
  productPropertySequence: z.array(z.number().int()).default([]),
  separator: z.string().default(''),
});
export const referenceCodeFormulas = z.object({
  catalog: referenceCodeFormula.optional(),
  factory: referenceCodeFormula.optional(),
  machining: referenceCodeFormula.optional(),
});
export type ReferenceCodeFormulas = z.infer<typeof referenceCodeFormulas>;

/** How a product's prices are laid out when exported (spec §3 exportPriceData). */
export const exportPriceData = z.object({
  groupDataBy: z.string().optional(),
  rowsData: z.array(z.number().int()).optional(),
  columnsData: z.array(z.number().int()).optional(),
  fixedProperties: z.record(z.string(), z.number().int()).optional(),
});
export type ExportPriceData = z.infer<typeof exportPriceData>;

/** The inputs an array property shows per entry (spec §3 arrayInputProps.inputs). */
export const arrayInputProps = z.object({
  inputs: z.array(z.object({ key: z.string(), title: z.string(), type: z.enum(['text', 'number']).default('text') })).default([]),
});
export type ArrayInputProps = z.infer<typeof arrayInputProps>;

export const productPropertyAssociation = z.object({
  disabledProductOptionIds: z.array(z.number().int()).default([]),
});

/** Longest renderer key a product may name (e.g. 'keypads.plate'); keys are short dotted names. */
export const RENDERER_KEY_MAX = 100;

/**
 * Free JSON of a product (jsonb, default {}). renderer: the key of the product-renderer contribution
 * that draws it; absent, the product is drawn as core's default card. Other keys pass through.
 */
export const productData = z.looseObject({
  renderer: z.string().min(1).max(RENDERER_KEY_MAX).optional(),
  /** A product graphic drawn as the product's drawing when it names no renderer key. */
  graphicId: z.number().int().positive().optional(),
});
export type ProductData = z.infer<typeof productData>;

export const product = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  description: z.string(),
  productCategoryId: z.number().int().nullable(),
  archived: flag,
  publishLevel: publishLevel,
  rank: z.number(),
  thumbnailUrl: z.string().nullable(),
  /** Lines of 'url,label'. */
  links: z.string(),
  instanceTitleIsRequired: flag,
  shouldRoundPrice: flag,
  isStocked: flag,
  currentInventory: z.number().int(),
  mediumId: z.number().int().nullable(),
  referenceCodes: referenceCodes,
  /** Keys are the ids of the properties applied to the product. */
  associations: z.object({ productProperties: z.record(z.string(), productPropertyAssociation) }),
  data: productData,
  /** Catalogue admin fields (issue 12 / 19 item 17); optional so older seed records need not name them. */
  hasScript: flag.optional(),
  enableDimensions: flag.optional(),
  referenceCodeFormulas: referenceCodeFormulas.optional(),
  exportPriceData: exportPriceData.optional(),
});
export type Product = z.infer<typeof product>;

export const propertyTypes = ['singleSelect', 'select', 'checkbox', 'text', 'number', 'dimensions', 'array'] as const;
export const propertyType = z.enum(propertyTypes);
export type PropertyType = z.infer<typeof propertyType>;

export const productProperty = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  internalTitle: z.string(),
  type: propertyType,
  isArray: flag,
  arrayInputProps: arrayInputProps.optional(),
  rank: z.number(),
  archived: flag,
  isOrderLevel: flag,
  noOptionThumbnails: flag,
  placeHolder: z.string(),
  multiline: flag,
  icon: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  drawingVisibility: z.enum(['visible', 'none']),
  invoiceVisibility: z.enum(['none', 'inline', 'column']),
  showThumbnailsOnInvoice: flag,
  productOptionDataFields: z.array(z.object({ title: z.string(), key: z.string(), type: z.enum(['text', 'number', 'boolean']) })),
  productPropertyGroupId: z.number().int().nullable(),
  data: z.object({
    dimensionInterval: z.number().optional(),
    minDimension: z.number().optional(),
    maxDimension: z.number().optional(),
  }),
});
export type ProductProperty = z.infer<typeof productProperty>;

export const productOption = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productPropertyId: z.number().int(),
  title: z.string(),
  value: z.string().nullable(),
  rank: z.number(),
  archived: flag,
  publishLevel: publishLevel,
  thumbnailUrl: z.string().nullable(),
  referenceCodes: referenceCodes,
  classifications: z.array(z.number().int()),
  /** Free JSON (fill, width, height, layoutString, gang, ...) or plain text when not JSON. */
  data: z.union([z.record(z.string(), z.unknown()), z.string()]),
});
export type ProductOption = z.infer<typeof productOption>;

export const ruleTypes = ['incompatible', 'compatible'] as const;
export const productRule = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  type: z.enum(ruleTypes),
  fromResourceKey: z.literal('productOption'),
  toResourceKey: z.enum(['productOption', 'productProperty']),
  fromIds: z.array(z.number().int()),
  /** Option ids, or the one property id when toResourceKey is productProperty. */
  toIds: z.array(z.number().int()),
  toProductPropertyId: z.number().int().nullable(),
});
export type ProductRule = z.infer<typeof productRule>;

export const productPropertyGroup = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  rank: z.number(),
  properties: z.record(z.string(), z.object({ rank: z.number().optional() })),
});
export type ProductPropertyGroup = z.infer<typeof productPropertyGroup>;

export const productOptionClassifier = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ProductOptionClassifier = z.infer<typeof productOptionClassifier>;

/**
 * The spec does not show productPricingRule's fields; this is our design (see rules/pricing docs).
 * kind:
 *  - basePrice: amountInCents per unit of the product.
 *  - optionPrice: amountInCents added per unit while productOptionId is selected.
 *  - perArea: data.unitPriceInCents per square foot (unit 'sqft', dimensions in inches) or square metre
 *    (unit 'sqm', dimensions in mm) of data.widthPropertyId x data.heightPropertyId, at least data.minimumInCents.
 *  - perLength: data.unitPriceInCents per foot ('ft', inches) or metre ('m', mm) of data.lengthPropertyId.
 *  - quantityBreak: from data.minQuantity units of the item, data.percentOff (0..100) off its unit price.
 * productOptionId on perArea/perLength/quantityBreak makes the rule apply only while that option is selected.
 * validFrom/validTo (UTC dates, inclusive from, exclusive to) select the rules in force at an order's effectivePricingDate.
 */
export const pricingRuleKinds = ['basePrice', 'optionPrice', 'perArea', 'perLength', 'quantityBreak'] as const;
export const productPricingRule = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productId: z.number().int().nullable(),
  kind: z.enum(pricingRuleKinds),
  productOptionId: z.number().int().nullable(),
  amountInCents: z.number().int(),
  data: z.object({
    unitPriceInCents: z.number().int().optional(),
    unit: z.enum(['sqft', 'sqm', 'ft', 'm']).optional(),
    widthPropertyId: z.number().int().optional(),
    heightPropertyId: z.number().int().optional(),
    lengthPropertyId: z.number().int().optional(),
    minimumInCents: z.number().int().optional(),
    minQuantity: z.number().int().optional(),
    percentOff: z.number().optional(),
  }),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type ProductPricingRule = z.infer<typeof productPricingRule>;

export const productGraphicNode: z.ZodType<ProductGraphicNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(['group', 'rect', 'cube']),
    title: z.string(),
    props: z.record(z.string(), z.union([z.number(), z.string()])),
    children: z.array(productGraphicNode),
  }),
);
export interface ProductGraphicNode {
  id: string;
  type: 'group' | 'rect' | 'cube';
  title: string;
  props: Record<string, number | string>;
  children: ProductGraphicNode[];
}

/** Everything the configurator needs to configure and price items of one organisation. */
export interface Catalogue {
  products: Product[];
  productCategories: ProductCategory[];
  productProperties: ProductProperty[];
  productOptions: ProductOption[];
  productRules: ProductRule[];
  productPropertyGroups: ProductPropertyGroup[];
  productPricingRules: ProductPricingRule[];
  productOptionClassifiers: ProductOptionClassifier[];
}
