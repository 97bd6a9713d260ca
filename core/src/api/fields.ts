/**
 * Shared zod building blocks for request bodies, so every call states the same limits the same way
 * (issue 11 item 8): integers that fit the database's 32-bit integer columns, strings no longer than
 * their column (MikroORM's p.string() is varchar(255)), real calendar dates, and a bound on the size
 * of free-form JSON such as item properties. NUL characters are refused for every body in one place
 * (the server's call router), since PostgreSQL stores none in text or jsonb.
 */
import { z } from 'zod';

/** PostgreSQL integer: -2^31 .. 2^31-1. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** The length of a p.string() column (varchar(255)). */
export const VARCHAR_MAX = 255;
/** Item properties (jsonb) of one item, as JSON text: generous for engravings, bounded for the database. */
export const ITEM_PROPERTIES_MAX_CHARS = 64_000;
/** Properties of one item: far above any product's, so an item cannot carry thousands of keys. */
export const ITEM_PROPERTIES_MAX_KEYS = 200;
/** A request body, as JSON text; larger ones are refused with 413 before parsing. */
export const REQUEST_BODY_MAX = '1mb';

export const requestMessages = {
  tooLarge: 'The request body is too large.',
  encodingUnsupported: 'The request body uses a Content-Encoding the server does not read (use gzip, deflate or none).',
  notDecodable: 'The request body does not match its Content-Encoding.',
  notJson: 'The request body is not valid JSON.',
  notJsonContentType: 'Send the request body as JSON (Content-Type: application/json).',
  nulCharacter: 'Text may not contain NUL characters.',
  propertiesTooLarge: `Item properties may hold at most ${ITEM_PROPERTIES_MAX_KEYS} entries and ${ITEM_PROPERTIES_MAX_CHARS} characters.`,
  notRealDate: 'Not a real date',
  numberOutOfRange: 'A number is out of range.',
  textTooLong: 'A text is longer than the field allows.',
} as const;

/*
 * Each builder below answers one schema made once, not a new one per field: zod schemas are immutable
 * (.optional() and the like wrap them), and building a checked schema is a chain of clones. The web app
 * builds every schema of the contract when it starts, on the page load's main thread (issue 20).
 */
const INT32 = z.number().int().min(INT32_MIN).max(INT32_MAX);
const RECORD_ID = z.number().int().positive().max(INT32_MAX);
const NON_NEGATIVE_INT32 = z.number().int().min(0).max(INT32_MAX);
const varchars = new Map<number, z.ZodString>();

/** Any integer a 32-bit integer column holds. */
export const int32 = () => INT32;
/** A record id (serial primary keys and numbers such as orgSpecificId): 1 .. 2^31-1. */
export const recordId = () => RECORD_ID;
/** A non-negative integer that fits a 32-bit column (counts, amounts in cents, versions). */
export const nonNegativeInt32 = () => NON_NEGATIVE_INT32;
/** Text for a varchar column: at most its length (default 255). */
export const varchar = (max: number = VARCHAR_MAX): z.ZodString => {
  let schema = varchars.get(max);
  if (!schema) varchars.set(max, (schema = z.string().max(max)));
  return schema;
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
/** True for a real calendar date: 2024-02-29 is, 2024-02-30 is not. */
export const isRealDate = (s: string): boolean => {
  if (Number(s.slice(0, 4)) < 1) return false;
  const d = new Date(`${s.slice(0, 10)}T${s.length > 10 ? s.slice(11) : '00:00:00'}Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ')
      .startsWith(s.length > 10 ? s : s.slice(0, 10))
  );
};
/** A real calendar date, 'YYYY-MM-DD' or the stored 'YYYY-MM-DD HH:mm:ss' (UTC). */
export const realDate = () => z.string().regex(DATE_PATTERN, 'Use YYYY-MM-DD').refine(isRealDate, requestMessages.notRealDate);

/** Free-form JSON bounded in size (item properties): at most maxKeys top-level entries and maxChars as JSON text. */
export const boundedJson = <S extends z.ZodType>(schema: S, maxKeys: number, maxChars: number, message: string) =>
  schema.refine((value) => Object.keys(value as object).length <= maxKeys && JSON.stringify(value).length <= maxChars, message);
