/**
 * The plan canvas's resource calls (catalogue §7: walls, elevations, viewports, canvas texts and lines,
 * generic entities): POST /api/resources/{resource}/{create|update|destroy}, plus a bulk update of
 * entities. Each record belongs to a spatial order of the viewer's organisation; updates and destroys
 * name the version last seen, and a stale one is refused with 409.
 */
import { z } from 'zod';
import {
  archCustomView,
  archElevation,
  archWall,
  entityTypeName,
  genericEntity,
  lineSymbol,
  productCanvasLine,
  productCanvasText,
} from '../domain/resources.ts';
import { defineCall, dataOf } from './define-call.ts';
import { boundedJson, nonNegativeInt32, recordId, varchar } from './fields.ts';

/** Model units (inches or millimetres): far beyond any building, finite. */
export const PLAN_COORDINATE_MAX = 10_000_000;
const coordinate = z.number().finite().min(-PLAN_COORDINATE_MAX).max(PLAN_COORDINATE_MAX);
const size = z.number().finite().min(0).max(PLAN_COORDINATE_MAX);
export const planPoint = z.object({ x: coordinate, z: coordinate }).strict();
export const point2d = z.object({ x: coordinate, y: coordinate }).strict();
/** Free JSON of an entity (data, properties): bounded like item properties. */
export const ENTITY_JSON_MAX_KEYS = 200;
export const ENTITY_JSON_MAX_CHARS = 64_000;
const entityJson = boundedJson(
  z.record(z.string(), z.unknown()),
  ENTITY_JSON_MAX_KEYS,
  ENTITY_JSON_MAX_CHARS,
  `Entity data may hold at most ${ENTITY_JSON_MAX_KEYS} entries and ${ENTITY_JSON_MAX_CHARS} characters.`,
);
/** The title column is varchar(255); notes are text, bounded here. */
export const VIEWPORT_NOTES_MAX = 10_000;
export const CANVAS_TEXT_MAX = 10_000;
export const VIEWPORT_QUANTITY_MAX = 100_000;
const viewportQuantity = z.number().int().min(1).max(VIEWPORT_QUANTITY_MAX);

const segment = { from: planPoint, to: planPoint, height: size, thickness: size };
const owned = { productOrderId: recordId() };
const nullableViewId = recordId().nullable();

const createSchemas = {
  archWall: z.object({ ...owned, ...segment, height: size.optional(), thickness: size.optional() }).strict(),
  archElevation: z.object({ ...owned, ...segment, height: size.optional(), thickness: size.optional(), viewDepth: size.optional() }).strict(),
  archCustomView: z
    .object({
      ...owned,
      title: varchar().optional(),
      rank: z.number().finite().min(-1e9).max(1e9).optional(),
      quantity: viewportQuantity.optional(),
      notes: z.string().max(VIEWPORT_NOTES_MAX).optional(),
      drawingNotesData: z.record(varchar(64), z.string().max(VIEWPORT_NOTES_MAX)).optional(),
    })
    .strict(),
  productCanvasText: z
    .object({
      ...owned,
      text: z.string().max(CANVAS_TEXT_MAX).optional(),
      position: point2d.optional(),
      width: size.optional(),
      customViewId: nullableViewId.optional(),
    })
    .strict(),
  productCanvasLine: z
    .object({
      ...owned,
      from: point2d.optional(),
      to: point2d.nullable().optional(),
      strokeWidth: size.optional(),
      fromSymbol: lineSymbol.optional(),
      toSymbol: lineSymbol.optional(),
      customViewId: nullableViewId.optional(),
    })
    .strict(),
  entity: z
    .object({
      ...owned,
      type: entityTypeName,
      parentId: recordId().nullable().optional(),
      parentResourceKey: varchar().nullable().optional(),
      properties: entityJson.optional(),
      isTentative: z.union([z.literal(0), z.literal(1)]).optional(),
      data: entityJson.optional(),
    })
    .strict(),
};

const updateSchemas = {
  archWall: z.object(segment).partial().strict(),
  archElevation: z
    .object({ ...segment, viewDepth: size })
    .partial()
    .strict(),
  archCustomView: z
    .object({
      title: varchar(),
      rank: z.number().finite().min(-1e9).max(1e9),
      quantity: viewportQuantity,
      notes: z.string().max(VIEWPORT_NOTES_MAX),
      drawingNotesData: z.record(varchar(64), z.string().max(VIEWPORT_NOTES_MAX)),
    })
    .partial()
    .strict(),
  productCanvasText: z
    .object({ text: z.string().max(CANVAS_TEXT_MAX), position: point2d, width: size, customViewId: nullableViewId })
    .partial()
    .strict(),
  productCanvasLine: z
    .object({ from: point2d, to: point2d.nullable(), strokeWidth: size, fromSymbol: lineSymbol, toSymbol: lineSymbol, customViewId: nullableViewId })
    .partial()
    .strict(),
  entity: z
    .object({
      parentId: recordId().nullable(),
      parentResourceKey: varchar().nullable(),
      properties: entityJson,
      isTentative: z.union([z.literal(0), z.literal(1)]),
      data: entityJson,
    })
    .partial()
    .strict(),
};

const recordSchemas = {
  archWall,
  archElevation,
  archCustomView,
  productCanvasText,
  productCanvasLine,
  entity: genericEntity,
};

export type PlanResourceName = keyof typeof createSchemas;
export const planResourceNames = Object.keys(createSchemas) as PlanResourceName[];
export const planCreateSchemas = createSchemas;
export const planUpdateSchemas = updateSchemas;

const path = (resource: PlanResourceName, action: string) => `/api/resources/${resource}/${action}`;

function callsOf<R extends PlanResourceName>(resource: R) {
  const record = recordSchemas[resource];
  return {
    create: defineCall(path(resource, 'create'), z.object({ props: createSchemas[resource] }).strict(), dataOf(z.object({ record }))),
    update: defineCall(
      path(resource, 'update'),
      z.object({ id: recordId(), props: updateSchemas[resource], version: nonNegativeInt32().optional() }).strict(),
      dataOf(z.object({ record })),
    ),
    destroy: defineCall(
      path(resource, 'destroy'),
      z.object({ id: recordId(), version: nonNegativeInt32().optional() }).strict(),
      dataOf(z.object({ id: z.number().int() })),
    ),
  };
}

export const planCalls = {
  archWall: callsOf('archWall'),
  archElevation: callsOf('archElevation'),
  archCustomView: callsOf('archCustomView'),
  productCanvasText: callsOf('productCanvasText'),
  productCanvasLine: callsOf('productCanvasLine'),
  entity: callsOf('entity'),
};
