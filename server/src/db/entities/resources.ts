/** Media, user groups and the spatial records of architectural orders (spec catalogue §3). */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { drawingNotesData, mediumAssociations } from '@configurator/core';
import { z } from 'zod';
import { createdAt, flag, id, jsonb, updatedAt } from '../columns.ts';
import { orgIdColumn } from './organisation.ts';
import { orderIdColumn, ProductOrderSchema } from './order.ts';

const planPoint = z.object({ x: z.number(), z: z.number() });
const point2d = z.object({ x: z.number(), y: z.number() });
const anyObject = z.record(z.string(), z.unknown());

/** A wall or an elevation: a segment on the plan with its height and thickness (new wall 96 by 4). */
const planSegmentColumns = () => ({
  id: id(),
  orgId: orgIdColumn(),
  productOrderId: orderIdColumn(),
  from: jsonb(planPoint),
  to: jsonb(planPoint),
  height: p.double().$type<number>().default(96),
  thickness: p.double().$type<number>().default(4),
  // Optimistic lock: two tabs editing one plan get 409 on a stale write, never a silent overwrite.
  version: p.integer().version(),
});

export const MediumSchema = defineEntity({
  name: 'Medium',
  tableName: 'medium',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string().default(''),
    type: p.string().default('image'),
    fileName: p.string().nullable(),
    fileExtension: p.string().nullable(),
    uploaderId: p.integer().nullable(),
    resourceForMedium: p.string().nullable(),
    /** The spec's {resource}Id: the record (of kind resourceForMedium) whose thumbnail this medium is. */
    resourceId: p.integer().nullable(),
    hasFile: flag(),
    associations: jsonb(mediumAssociations).default('{"products":{},"productProperties":{},"productOptions":{}}'),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type MediumRow = InferEntity<typeof MediumSchema>;

export const UserGroupSchema = defineEntity({
  name: 'UserGroup',
  tableName: 'user_group',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    title: p.string().default(''),
    userIds: jsonb(z.array(z.number().int())).default('[]'),
    created: createdAt(),
  },
});
export type UserGroupRow = InferEntity<typeof UserGroupSchema>;

export const ArchWallSchema = defineEntity({
  name: 'ArchWall',
  tableName: 'arch_wall',
  properties: {
    ...planSegmentColumns(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ArchWallRow = InferEntity<typeof ArchWallSchema>;

export const ArchElevationSchema = defineEntity({
  name: 'ArchElevation',
  tableName: 'arch_elevation',
  properties: {
    ...planSegmentColumns(),
    viewDepth: p.double().$type<number>().default(50),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ArchElevationRow = InferEntity<typeof ArchElevationSchema>;

export const ArchCustomViewSchema = defineEntity({
  name: 'ArchCustomView',
  tableName: 'arch_custom_view',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: orderIdColumn(),
    rank: p.double().$type<number>().default(1),
    title: p.string().default('Untitled Viewport'),
    quantity: p.integer().default(1),
    notes: p.text().default(''),
    drawingNotesData: jsonb(drawingNotesData).default('{}'),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ArchCustomViewRow = InferEntity<typeof ArchCustomViewSchema>;

export const ProductCanvasTextSchema = defineEntity({
  name: 'ProductCanvasText',
  tableName: 'product_canvas_text',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: orderIdColumn(),
    text: p.text().default('Text'),
    position: jsonb(point2d).default('{"x":0,"y":0}'),
    width: p.double().$type<number>().default(100),
    customViewId: p.integer().nullable(),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductCanvasTextRow = InferEntity<typeof ProductCanvasTextSchema>;

export const ProductCanvasLineSchema = defineEntity({
  name: 'ProductCanvasLine',
  tableName: 'product_canvas_line',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: orderIdColumn(),
    from: jsonb(point2d).default('{"x":0,"y":0}'),
    to: jsonb(point2d).nullable(),
    strokeWidth: p.double().$type<number>().default(1),
    fromSymbol: p.enum(['none', 'arrow']).default('none'),
    toSymbol: p.enum(['none', 'arrow']).default('none'),
    customViewId: p.integer().nullable(),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type ProductCanvasLineRow = InferEntity<typeof ProductCanvasLineSchema>;

/** The spec's generic entity (mural areas, panels, seams, wall labels ...). */
export const GenericEntitySchema = defineEntity({
  name: 'GenericEntity',
  tableName: 'entity',
  properties: {
    id: id(),
    orgId: orgIdColumn(),
    productOrderId: p.manyToOne(ProductOrderSchema).mapToPk().fieldName('product_order_id').deleteRule('cascade').nullable().index(),
    /** A type an enabled plugin contributes: checked by the server against the registry, not by the database. */
    type: p.text(),
    parentId: p.integer().nullable(),
    parentResourceKey: p.string().nullable(),
    properties: jsonb(anyObject).default('{}'),
    isTentative: flag(),
    data: jsonb(anyObject).default('{}'),
    /** The entity type's data version the data was written at (entity-data-migrations.ts); brought up when read. */
    dataVersion: p.integer().default(1),
    version: p.integer().version(),
    created: createdAt(),
    lastUpdated: updatedAt(),
  },
});
export type GenericEntityRow = InferEntity<typeof GenericEntitySchema>;

export const resourceEntities = [
  MediumSchema,
  UserGroupSchema,
  ArchWallSchema,
  ArchElevationSchema,
  ArchCustomViewSchema,
  ProductCanvasTextSchema,
  ProductCanvasLineSchema,
  GenericEntitySchema,
];
