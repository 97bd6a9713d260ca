/**
 * fast-check arbitraries built from a call's zod request schema, for the fuzzer: mostly well-shaped
 * bodies (so requests reach the handlers), with hostile values mixed in at every level — strings
 * longer than any column, NUL characters, impossible dates, numbers beyond 32-bit integers, wrong
 * types, unknown keys. Walks zod 4's schema definitions (`_zod.def`); kinds it does not know get
 * any JSON value.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Values that broke the server before hardening (issue 11 item 8) and their relatives. */
const hostileStrings = [
  'x'.repeat(256), 'é'.repeat(300), 'y'.repeat(5000), 'a\u0000b', '\u0000', '\uD800', '2024-02-30', '2023-02-29 00:00:00', '9999-99-99',
  '2024-13-01', ' ', '', '<script>alert(1)</script>', "'; drop table product_order; --", '=1+1', '-1', '1e400',
];
const hostileNumbers = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, -1, 0, 1e21, 4_294_967_296];
const hostileScalar = fc.oneof(fc.constantFrom(...hostileStrings), fc.constantFrom(...hostileNumbers), fc.constantFrom(null, true, false));
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '\u0000', 'x'.repeat(300)), hostileScalar, { maxKeys: 2 }) },
);

/** Plausible strings: short text, real and impossible dates, small ids. */
const plausibleString = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('2024-02-29', '2024-01-31 12:00:00', 'owner@generic.demo', 'all', 'orderStarted'));

type Check = { check: string; maximum?: number; minimum?: number; pattern?: RegExp; format?: string; value?: number; inclusive?: boolean };
const checksOf = (def: Def): Check[] => ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

/** A string that meets the schema's length and pattern checks (refinements such as real dates may still fail). */
function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const max = Math.min(...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum!), 40);
  const min = Math.max(...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum!), 0);
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern;
  // No filters (a rare length would make fast-check search for ever): a value of the wrong length is just one more bad body.
  if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, max) }), plausibleString);
}

/** A number inside the schema's bounds, an integer when it asks for one, mostly small (ids of seeded records). */
function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === 'number_format') || def.type === 'int';
  const lows = checks.filter((c) => c.check === 'greater_than').map((c) => c.value! + (c.inclusive ? 0 : isInt ? 1 : 1e-6));
  const highs = checks.filter((c) => c.check === 'less_than').map((c) => c.value! - (c.inclusive ? 0 : isInt ? 1 : 1e-6));
  const lo = Math.max(...lows, -5);
  const hi = Math.min(...highs, 60);
  if (lo > hi) return fc.constant(Math.max(...lows));
  return isInt ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.oneof(fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }), fc.double({ min: lo, max: hi, noNaN: true }));
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * A well-shaped body of the schema, most often with exactly one value (any leaf, or the whole body)
 * replaced by a hostile one: a single bad value passes every other check and reaches the handler.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shaped = shapedOf(schema, 0);
  const mutated = fc.tuple(shaped, fc.nat(), hostile).map(([body, leaf, value]) => replaceLeaf(body, leaf, value));
  return fc.oneof({ weight: 1, arbitrary: shaped }, { weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: hostile });
}

/** Replaces the (index modulo leaf count)-th leaf of a JSON-like value; a value without leaves is replaced whole. */
function replaceLeaf(body: unknown, index: number, value: unknown): unknown {
  const leaves: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      leaves.push({ parent: node as Record<string, unknown>, key });
      walk(child);
    }
  };
  const copy = structuredClone(body);
  walk(copy);
  if (!leaves.length) return value;
  const target = leaves[index % leaves.length]!;
  target.parent[target.key] = value;
  return copy;
}

function shapedOf(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => shapedOf(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])));
      // Sometimes an unknown key too (strict schemas refuse it; loose ones must not store it blindly).
      return fc.tuple(record, fc.option(fc.tuple(fc.constantFrom('unknownKey', '__proto__', 'constructor'), hostile), { nil: undefined, freq: 8 }))
        .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
    }
    case 'array':
      return fc.array(inner(def.element), { maxLength: depth > 2 ? 1 : 4 });
    case 'record':
      return fc.dictionary(fc.oneof(plausibleString, fc.constantFrom('x'.repeat(300), '\u0000', '1')), inner(def.valueType), { maxKeys: depth > 2 ? 1 : 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      // Mostly absent: a body whose few present fields are all valid gets past validation.
      return fc.oneof({ weight: 1, arbitrary: shapedOf(def.innerType as z.ZodType, depth) }, { weight: 3, arbitrary: fc.constant(def.type === 'nullable' ? null : undefined) });
    case 'pipe':
      // z.preprocess puts the transform first; .transform() puts it last: generate the input side.
      return defOf(def.in).type === 'transform' ? shapedOf(def.out as z.ZodType, depth) : shapedOf(def.in as z.ZodType, depth);
    case 'lazy':
      return depth > 3 ? hostile : shapedOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => shapedOf(o, depth)));
    case 'intersection':
      return fc.tuple(shapedOf(def.left as z.ZodType, depth), shapedOf(def.right as z.ZodType, depth)).map(([a, b]) =>
        typeof a === 'object' && typeof b === 'object' ? { ...(a as object), ...(b as object) } : a);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'string':
      return stringOf(def);
    case 'number':
    case 'int':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
