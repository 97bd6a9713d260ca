/**
 * The generic entities' bulk write, Autogenerate's call (spec catalogue-and-drawing §7: "bulk update
 * (list of where id and props data) for Autogenerate panel layout"): the spec's bulk update, plus
 * creates and destroys, because Autogenerate adds and drops panels in the same step. One call, one
 * transaction, one undo step. Every entity named must belong to the order (else
 * 404 and nothing is changed); each entity's data is checked by its type's schema on the server.
 * The only entity write of more than one record: the plan canvas saves any run of entity changes
 * (Autogenerate, deleting several entities, their undo) through it in one call.
 */
import { z } from 'zod';
import { entityTypeName, genericEntity } from '../domain/resources.ts';
import { defineCall, dataOf } from './define-call.ts';
import { boundedJson, nonNegativeInt32, recordId, varchar } from './fields.ts';

/** Far above a viewport's panels (a 40 m wall at the minimum width is under 20). */
export const ENTITY_BULK_WRITE_MAX = 1000;
export const ENTITY_BULK_WRITE_DATA_MAX_KEYS = 100;
export const ENTITY_BULK_WRITE_DATA_MAX_CHARS = 16_000;
export const entityBulkWriteMessages = {
  dataTooLarge: `Entity data may hold at most ${ENTITY_BULK_WRITE_DATA_MAX_KEYS} entries and ${ENTITY_BULK_WRITE_DATA_MAX_CHARS} characters.`,
  typeNotEnabled: 'This kind of entity is not available in your organisation.',
  invalidData: 'The entity data is not valid for its type.',
} as const;

const entityData = boundedJson(
  z.record(z.string(), z.unknown()),
  ENTITY_BULK_WRITE_DATA_MAX_KEYS,
  ENTITY_BULK_WRITE_DATA_MAX_CHARS,
  entityBulkWriteMessages.dataTooLarge,
);

export const entityBulkWriteRequest = z
  .object({
    productOrderId: recordId(),
    updates: z
      .array(
        z
          .object({
            where: z.object({ id: recordId() }).strict(),
            props: z.object({ data: entityData }).strict(),
            /** The version the writer last saw; an older one than stored is refused with 409 (another tab). */
            version: nonNegativeInt32().optional(),
          })
          .strict(),
      )
      .max(ENTITY_BULK_WRITE_MAX)
      .default([]),
    creates: z
      .array(
        z
          .object({
            type: entityTypeName,
            parentId: recordId().nullable().default(null),
            parentResourceKey: varchar().nullable().default(null),
            data: entityData,
          })
          .strict(),
      )
      .max(ENTITY_BULK_WRITE_MAX)
      .default([]),
    destroys: z.array(recordId()).max(ENTITY_BULK_WRITE_MAX).default([]),
  })
  .strict();
export type EntityBulkWriteRequest = z.output<typeof entityBulkWriteRequest>;

/** Answers with every entity of the order after the write, and the ids of the created ones in the order of `creates`. */
export const entityBulkWriteCall = defineCall(
  '/api/resources/entity/bulk-write',
  entityBulkWriteRequest,
  dataOf(z.object({ entities: z.array(genericEntity), createdIds: z.array(z.number().int()) })),
);
