/**
 * fast-check arbitraries built from a call's request JSON Schema as the API reference states it
 * (docs/openapi.json): valid bodies (every bound, enum, pattern and required field respected, mostly
 * small values so requests reach the handlers with ids of seeded records) and near-valid ones (one
 * value just past its bound, of the wrong type, a required field missing, an unknown key, a NUL
 * character, a value that broke the server before). Kinds the walker does not know get any JSON value.
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** Values that broke the server before hardening (issue 11 item 8) and their relatives. */
const hostileValues: unknown[] = [
  'x'.repeat(256),
  'é'.repeat(300),
  'a\u0000b',
  '\uD800',
  '2024-02-30',
  '2023-02-29 00:00:00',
  '9999-99-99',
  ' ',
  '',
  "'; drop table product_order; --",
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1,
  0,
  0.5,
  4_294_967_296,
  null,
  true,
  [],
  {},
];

const MAX_DEPTH = 4;
const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      return fc.string({ maxLength: 8 });
    }
  }
  if (schema.format === 'email') return fc.constantFrom('owner@generic.demo', 'guest@generic.demo', 'someone@example.com');
  if (schema.format === 'date') return fc.constantFrom('2024-02-29', '2025-01-31');
  if (schema.format === 'date-time') return fc.constantFrom('2024-02-29T12:00:00Z');
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? 1000;
  const short = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 20)) });
  // The longest allowed value too: a column must hold every string the schema lets through.
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: fc.constant('w'.repeat(Math.min(max, 20_000))).filter((s) => s.length >= min) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveLow = num(schema.exclusiveMinimum);
  const exclusiveHigh = num(schema.exclusiveMaximum);
  const step = integer ? 1 : 1e-6;
  const low = num(schema.minimum) ?? (exclusiveLow === undefined ? -(2 ** 31) : exclusiveLow + step);
  const high = num(schema.maximum) ?? (exclusiveHigh === undefined ? 2 ** 31 - 1 : exclusiveHigh - step);
  // Mostly small (ids of seeded records), sometimes a bound itself.
  const smallLow = Math.max(low, -3);
  const smallHigh = Math.min(high, 40);
  const small =
    smallLow <= smallHigh
      ? integer
        ? fc.integer({ min: Math.ceil(smallLow), max: Math.floor(smallHigh) })
        : fc.double({ min: smallLow, max: smallHigh, noNaN: true })
      : fc.constant(low);
  return fc.oneof(
    { weight: 5, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(integer ? Math.ceil(low) : low, integer ? Math.floor(high) : high) },
  );
}

/** A value the schema accepts. */
export function validOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => validOf(b, depth)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validOf(schema.allOf[0] as JsonSchema, depth);
  const nullable = Array.isArray(schema.type) && (schema.type as string[]).includes('null');
  const value = nonNullValid(schema, depth);
  return nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function nonNullValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
      if (depth >= MAX_DEPTH) return fc.constant({});
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validOf(child, depth + 1)])), {
        requiredKeys: required,
      });
      const extra = schema.additionalProperties;
      if (!Object.keys(properties).length && extra && typeof extra === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), validOf(extra as JsonSchema, depth + 1), { maxKeys: 3 });
      }
      return record;
    }
    case 'array': {
      const min = num(schema.minItems) ?? 0;
      const max = Math.min(num(schema.maxItems) ?? 3, Math.max(min, 3));
      return depth >= MAX_DEPTH && min === 0
        ? fc.constant([])
        : fc.array(validOf((schema.items ?? {}) as JsonSchema, depth + 1), { minLength: min, maxLength: max });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values just outside what one schema allows (empty when it allows anything). */
function violationsOf(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const type = typeOf(schema);
  if (Array.isArray(schema.enum) || 'const' in schema) out.push('not-one-of-these');
  if (type === 'string') {
    if (typeof schema.maxLength === 'number') out.push('v'.repeat(schema.maxLength + 1));
    if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('v'.repeat(schema.minLength - 1));
    out.push(42, 'nul\u0000inside');
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.maximum === 'number') out.push(schema.maximum + 1);
    if (typeof schema.minimum === 'number') out.push(schema.minimum - 1);
    if (type === 'integer') out.push(1.5);
    out.push('12');
  }
  if (type === 'boolean') out.push('true', 1);
  if (type === 'array') {
    if (typeof schema.maxItems === 'number') out.push(Array.from({ length: schema.maxItems + 1 }, () => null));
    out.push({});
  }
  if (type === 'object') out.push([], 'object');
  return out;
}

type Spot = { schema: JsonSchema; parent: Record<string, unknown> | unknown[] | undefined; key: string | number | undefined };

/** Every value in a body paired with the schema that describes it. */
function spotsOf(value: unknown, schema: JsonSchema, parent: Spot['parent'], key: Spot['key'], into: Spot[]): void {
  into.push({ schema, parent, key });
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return;
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => spotsOf(item, schema.items as JsonSchema, value, i, into));
  else if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, child] of Object.entries(value)) if (properties[name]) spotsOf(child, properties[name]!, value as Record<string, unknown>, name, into);
  }
}

/** One change that makes a valid body (most likely) invalid: a value past its bound, a missing field, an unknown key, a hostile value. */
function breakOne(body: unknown, schema: JsonSchema, pick: number, hostile: unknown): unknown {
  const copy = structuredClone(body);
  const spots: Spot[] = [];
  spotsOf(copy, schema, undefined, undefined, spots);
  const spot = spots[pick % spots.length]!;
  const violations = violationsOf(spot.schema);
  const kind = Math.floor(pick / spots.length) % 4;
  const replacement = kind < 2 && violations.length ? violations[Math.floor(pick / 7) % violations.length] : hostile;
  if (spot.parent === undefined) {
    if (kind === 3 && copy && typeof copy === 'object' && !Array.isArray(copy)) return { ...copy, unknownKey: hostile };
    return replacement;
  }
  if (kind === 3 && !Array.isArray(spot.parent)) {
    delete spot.parent[spot.key as string];
    return copy;
  }
  (spot.parent as Record<string | number, unknown>)[spot.key!] = replacement;
  return copy;
}

export interface FuzzBody {
  body: unknown;
  /** Built to satisfy the schema (the server may still refuse it: a rule, a record that does not exist). */
  valid: boolean;
}

/** Valid bodies and near-valid ones, one in three valid. */
export function bodiesOf(schema: JsonSchema): fc.Arbitrary<FuzzBody> {
  const valid = validOf(schema);
  const broken = fc.tuple(valid, fc.nat(), fc.constantFrom(...hostileValues)).map(([body, pick, hostile]) => breakOne(body, schema, pick, hostile));
  return fc.oneof(
    { weight: 1, arbitrary: valid.map((body) => ({ body, valid: true })) },
    { weight: 2, arbitrary: broken.map((body) => ({ body, valid: false })) },
  );
}
