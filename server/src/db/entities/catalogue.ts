/** The catalogue an organisation administers (spec catalogue §3); shapes follow core/src/domain/catalogue.ts. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  arrayInputProps,
  exportPriceData,
  productData,
  referenceCodeFormulas,
  productGraphicNode,
  productPropertyAssociation,
  productPricingRule,
  publishLevels,
  propertyTypes,
  referenceCodes,
  ruleTypes,
  pricingRuleKinds,
} from '@configurator/core';
import { z } from 'zod';
import { createdAt, flag, id, jsonb, updatedAt, utcDateTime } from '../columns.ts';
import { orgIdColumn } from './organisation.ts';

const publishLevelColumn = () => p.enum([...publishLevels]).default('all');
const anyObject = z.record(z.string(), z.unknown());

export const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  tableName: 'product_category',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    rank: p.double().$type<number>().default(0),
    archived: flag(),
    thumbnailUrl: p.string().nullable(),
    fileUrl: p.string().nullable(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductCategoryRow = InferEntity<typeof ProductCategorySchema>;

export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    description: p.text().default(''),
    /** -1 or null: not assigned to a category. */
    productCategoryId: p.integer().nullable().index(),
    archived: flag(),
    publishLevel: publishLevelColumn(),
    rank: p.double().$type<number>().default(0),
    thumbnailUrl: p.string().nullable(),
    links: p.text().default(''),
    instanceTitleIsRequired: flag(),
    shouldRoundPrice: flag(),
    isStocked: flag(),
    currentInventory: p.integer().default(0),
    mediumId: p.integer().nullable(),
    referenceCodes: jsonb(referenceCodes).default('{}'),
    associations: jsonb(z.object({ productProperties: z.record(z.string(), productPropertyAssociation) })).default('{"productProperties":{}}'),
    /** product.data: the renderer key and other free JSON (spec §3). */
    data: jsonb(productData).default('{}'),
    hasScript: flag(),
    enableDimensions: flag(),
    referenceCodeFormulas: jsonb(referenceCodeFormulas).default('{}'),
    exportPriceData: jsonb(exportPriceData).default('{}'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductRow = InferEntity<typeof ProductSchema>;

export const ProductPropertySchema = defineEntity({
  name: 'ProductProperty',
  tableName: 'product_property',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    internalTitle: p.string().default(''),
    type: p.enum([...propertyTypes]),
    isArray: flag(),
    arrayInputProps: jsonb(arrayInputProps).default('{"inputs":[]}'),
    rank: p.double().$type<number>().default(0),
    archived: flag(),
    isOrderLevel: flag(),
    noOptionThumbnails: flag(),
    placeHolder: p.string().default(''),
    multiline: flag(),
    icon: p.string().nullable(),
    thumbnailUrl: p.string().nullable(),
    drawingVisibility: p.enum(['visible', 'none']).default('visible'),
    invoiceVisibility: p.enum(['none', 'inline', 'column']).default('inline'),
    showThumbnailsOnInvoice: flag(),
    productOptionDataFields: jsonb(z.array(z.object({ title: z.string(), key: z.string(), type: z.enum(['text', 'number', 'boolean']) }))).default('[]'),
    productPropertyGroupId: p.integer().nullable(),
    data: jsonb(z.object({ dimensionInterval: z.number().optional(), minDimension: z.number().optional(), maxDimension: z.number().optional() })).default('{}'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductPropertyRow = InferEntity<typeof ProductPropertySchema>;

export const ProductOptionSchema = defineEntity({
  name: 'ProductOption',
  tableName: 'product_option',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productPropertyId: p.integer().index(),
    title: p.string(),
    value: p.string().nullable(),
    rank: p.double().$type<number>().default(0),
    archived: flag(),
    publishLevel: publishLevelColumn(),
    thumbnailUrl: p.string().nullable(),
    referenceCodes: jsonb(referenceCodes).default('{}'),
    classifications: jsonb(z.array(z.number().int())).default('[]'),
    /** Free JSON or plain text (kept as a JSON string). */
    data: jsonb(z.union([anyObject, z.string()])).default('{}'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductOptionRow = InferEntity<typeof ProductOptionSchema>;

export const ProductRuleSchema = defineEntity({
  name: 'ProductRule',
  tableName: 'product_rule',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string().default(''),
    type: p.enum([...ruleTypes]),
    fromResourceKey: p.enum(['productOption']).default('productOption'),
    toResourceKey: p.enum(['productOption', 'productProperty']),
    fromIds: jsonb(z.array(z.number().int())).default('[]'),
    toIds: jsonb(z.array(z.number().int())).default('[]'),
    toProductPropertyId: p.integer().nullable(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductRuleRow = InferEntity<typeof ProductRuleSchema>;

export const ProductPropertyGroupSchema = defineEntity({
  name: 'ProductPropertyGroup',
  tableName: 'product_property_group',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    rank: p.double().$type<number>().default(0),
    properties: jsonb(z.record(z.string(), z.object({ rank: z.number().optional() }))).default('{}'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductPropertyGroupRow = InferEntity<typeof ProductPropertyGroupSchema>;

/** Field design: see productPricingRule in core/src/domain/catalogue.ts. */
export const ProductPricingRuleSchema = defineEntity({
  name: 'ProductPricingRule',
  tableName: 'product_pricing_rule',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productId: p.integer().nullable().index(),
    kind: p.enum([...pricingRuleKinds]),
    productOptionId: p.integer().nullable(),
    amountInCents: p.integer().default(0),
    data: jsonb(productPricingRule.shape.data).default('{}'),
    validFrom: utcDateTime().nullable(),
    validTo: utcDateTime().nullable(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductPricingRuleRow = InferEntity<typeof ProductPricingRuleSchema>;

export const ProductOptionClassifierSchema = defineEntity({
  name: 'ProductOptionClassifier',
  tableName: 'product_option_classifier',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    data: jsonb(anyObject).default('{}'),
    created: createdAt(),
  },
});
export type ProductOptionClassifierRow = InferEntity<typeof ProductOptionClassifierSchema>;

export const ProductGraphicSchema = defineEntity({
  name: 'ProductGraphic',
  tableName: 'product_graphic',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string(),
    archived: flag(),
    type: p.enum(['2d', '3d']).default('2d'),
    nodes: jsonb(z.array(productGraphicNode)).default('[]'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductGraphicRow = InferEntity<typeof ProductGraphicSchema>;

/** Every admin edit of the catalogue: who, what, before and after (issue 12 item 9). */
export const CatalogueAuditSchema = defineEntity({
  name: 'CatalogueAudit',
  tableName: 'catalogue_audit',
  properties: {
    id: id(),
    orgId: p.integer(),
    userId: p.integer(),
    resource: p.string().length(64),
    recordId: p.integer(),
    action: p.string().length(16),
    before: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    after: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    created: createdAt(),
  },
});
export type CatalogueAuditRow = InferEntity<typeof CatalogueAuditSchema>;

export const catalogueEntities = [
  ProductCategorySchema,
  ProductSchema,
  ProductPropertySchema,
  ProductOptionSchema,
  ProductRuleSchema,
  ProductPropertyGroupSchema,
  ProductPricingRuleSchema,
  ProductOptionClassifierSchema,
  ProductGraphicSchema,
  CatalogueAuditSchema,
];
