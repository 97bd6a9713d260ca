/**
 * The remaining stored entities of the spec (catalogue §3): media, user groups, product graphics and
 * the spatial records of architectural orders. Their JSON columns are validated by these schemas.
 */
import { z } from 'zod';
import { flag, productGraphicNode } from './catalogue.ts';

const planPoint = z.object({ x: z.number(), z: z.number() });
const point2d = z.object({ x: z.number(), y: z.number() });

export const productGraphic = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  archived: flag,
  type: z.enum(['2d', '3d']),
  nodes: z.array(productGraphicNode),
});
export type ProductGraphic = z.infer<typeof productGraphic>;

/** Associations of a medium, each keyed by the associated record's id. */
export const mediumAssociations = z.object({
  products: z.record(z.string(), z.unknown()).default({}),
  productProperties: z.record(z.string(), z.unknown()).default({}),
  productOptions: z.record(z.string(), z.unknown()).default({}),
});

export const medium = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  /** The caption. */
  title: z.string(),
  type: z.string(),
  fileName: z.string().nullable(),
  fileExtension: z.string().nullable(),
  uploaderId: z.number().int().nullable(),
  resourceForMedium: z.string().nullable(),
  hasFile: flag,
  associations: mediumAssociations,
});
export type Medium = z.infer<typeof medium>;

export const archWall = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  from: planPoint,
  to: planPoint,
  height: z.number(),
  thickness: z.number(),
  /** Optimistic lock: a write naming an older version is refused with 409. */
  version: z.number().int().default(1),
});
export type ArchWall = z.infer<typeof archWall>;

export const archElevation = archWall.extend({ viewDepth: z.number() });
export type ArchElevation = z.infer<typeof archElevation>;

export const drawingNotesData = z.record(z.string(), z.string());

export const archCustomView = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  rank: z.number(),
  title: z.string(),
  quantity: z.number().int(),
  notes: z.string(),
  drawingNotesData: drawingNotesData,
  version: z.number().int().default(1),
});
export type ArchCustomView = z.infer<typeof archCustomView>;

export const productCanvasText = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  text: z.string(),
  position: point2d,
  width: z.number(),
  customViewId: z.number().int().nullable(),
  version: z.number().int().default(1),
});
export type ProductCanvasText = z.infer<typeof productCanvasText>;

export const lineSymbol = z.enum(['none', 'arrow']);
export const productCanvasLine = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int(),
  from: point2d,
  to: point2d.nullable(),
  strokeWidth: z.number(),
  fromSymbol: lineSymbol,
  toSymbol: lineSymbol,
  customViewId: z.number().int().nullable(),
  version: z.number().int().default(1),
});
export type ProductCanvasLine = z.infer<typeof productCanvasLine>;

/**
 * A generic entity's type: whatever the organisation's enabled plugins contribute to the
 * 'canvas-entity-types' point (and core's tracking line). Core names none; the server refuses a type
 * its registry does not know.
 */
export const ENTITY_TYPE_NAME_MAX = 64;
export const entityTypeName = z
  .string()
  .min(1)
  .max(ENTITY_TYPE_NAME_MAX)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'An entity type is a name of letters, digits, - and _.');

/** The spec's generic entity (murals, seams, wall labels ...): free data per type. */
export const genericEntity = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  productOrderId: z.number().int().nullable(),
  type: z.string(),
  parentId: z.number().int().nullable(),
  parentResourceKey: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  isTentative: flag,
  data: z.record(z.string(), z.unknown()),
  version: z.number().int().default(1),
});
export type GenericEntity = z.infer<typeof genericEntity>;
