/**
 * Request examples of the API reference, taken from the generic demo organisation (the one every
 * installation seeds): a field named like one of these gets the demo's value; every other field gets
 * the simplest value its JSON Schema allows. An example is kept only when the call's own zod schema
 * accepts it, so the reference never shows a body the server would refuse as malformed.
 */
import type { z } from 'zod';
import { genericOrganisation } from '../seed/generic-organisation.ts';

type JsonSchema = Record<string, unknown>;

const owner = genericOrganisation.users.find((u) => u.role === 'owner')!;
const guest = genericOrganisation.users.find((u) => u.role === 'guest')!;
const firstProduct = genericOrganisation.catalogue.products![0]!;
const firstOrder = genericOrganisation.orders[0]!;
/** Demo records are numbered from 1 in a fresh database: the first order is id 1, org-specific id 1. */
const FIRST_RECORD_ID = 1;

/** Values by field name, from the demo data. */
export const demoValues: Readonly<Record<string, unknown>> = {
  email: owner.email,
  password: owner.password,
  shareeEmail: guest.email,
  guestEmail: guest.email,
  orgId: genericOrganisation.id,
  productId: firstProduct.id,
  productCategoryId: firstProduct.productCategoryId,
  productOrderId: FIRST_RECORD_ID,
  productOrderOrgSpecificId: FIRST_RECORD_ID,
  id: FIRST_RECORD_ID,
  title: firstOrder.title,
  firstName: guest.firstName,
  lastName: guest.lastName,
};

/** The simplest value a JSON Schema allows (named fields take the demo's value). */
function exampleOf(schema: JsonSchema, name?: string): unknown {
  if (name !== undefined && name in demoValues) return demoValues[name];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches?.length) return exampleOf(branches.find((b) => b.type !== 'null') ?? branches[0]!, name);
  if (Array.isArray(schema.allOf) && schema.allOf.length) return exampleOf(schema.allOf[0] as JsonSchema, name);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      // Required fields, and optional ones the demo data names (an example shows what a real body holds).
      const keys = Object.keys(properties).filter((key) => required.has(key) || key in demoValues);
      return Object.fromEntries(keys.map((key) => [key, exampleOf(properties[key]!, key)]));
    }
    case 'array':
      return typeof schema.minItems === 'number' && schema.minItems > 0 ? [exampleOf((schema.items ?? {}) as JsonSchema)] : [];
    case 'string':
      return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 0);
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
      return typeof schema.maximum === 'number' ? Math.min(Math.max(minimum, 1), schema.maximum) : Math.max(minimum, 1);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** An example request body for the call, or undefined when the schema needs values no rule above makes (e.g. a pattern). */
export function requestExample(jsonSchema: JsonSchema, request: z.ZodType): unknown {
  const example = exampleOf(jsonSchema);
  return request.safeParse(example).success ? example : undefined;
}
