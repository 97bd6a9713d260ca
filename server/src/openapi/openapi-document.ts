/**
 * The API reference (OpenAPI 3.1), built from the calls the server mounted: nothing in it is written
 * by hand, so it cannot drift from the contract. Request and response bodies are zod 4's JSON Schema
 * (draft 2020-12, OpenAPI 3.1's dialect) of each call's schemas, as they travel on the wire (the
 * input side: what the client sends, what the handler answers before parsing). Deterministic (sorted
 * keys, no dates): `npm run api:doc` writes docs/openapi.json and a test compares it.
 */
import { z } from 'zod';
import { apiErrorBody, type ApiErrorCode } from '@configurator/core';
import type { CallTag, DescribedRoute, MountedCall } from '../http/call-router.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { requestExample } from './demo-examples.ts';
import { sortKeys } from './stable-json.ts';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>> };

export const API_TITLE = 'Configurator platform API';
export const API_VERSION = '0.1.0';

/** Every error status the server answers, with the body's code (server/src/http/errors.ts, error-middleware.ts). */
export const errorStatuses: Readonly<Record<string, { code: ApiErrorCode; description: string }>> = {
  '400': { code: 'bad_request', description: "The body does not match the call's schema (issues name each field), or is not JSON." },
  '401': {
    code: 'unauthorized',
    description: 'No session: sign in first (checked before the body); on the sign-in calls, wrong credentials or an invalid link.',
  },
  '403': { code: 'forbidden', description: "The caller's role may not do this." },
  '404': { code: 'not_found', description: "No such record for this caller (another organisation's records are not found either)." },
  '409': { code: 'conflict', description: 'A stale write: the record changed since the version sent.' },
  '413': { code: 'bad_request', description: 'The body is larger than the limit.' },
  '415': { code: 'bad_request', description: 'An unsupported Content-Encoding.' },
  '422': { code: 'unprocessable', description: "A business rule refused the request; the message is the rule's." },
  '429': { code: 'too_many_requests', description: 'Too many attempts; try again later.' },
};

/** The error statuses a call documents: all of them (an open call answers 401 too: a wrong password). */
export const errorStatusesOfCalls: readonly string[] = Object.keys(errorStatuses);

const errorSchemaName = (status: string) => `Error${status}`;

/** How deep a recursive schema (a product graphic's node tree) is spelled out before its children read 'any JSON'. */
const RECURSION_SHOWN = 3;

/**
 * Replaces references to the schema's own $defs (zod writes them for recursive schemas) by the
 * definitions themselves, RECURSION_SHOWN levels deep: a call's schema must stand alone, because inside
 * the document '#/$defs/...' would point at the document's root, not at the call's schema.
 */
function inlineOwnDefinitions(node: unknown, defs: Record<string, unknown>, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineOwnDefinitions(n, defs, depth));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const target = defs[ref.slice('#/$defs/'.length)];
    return depth >= RECURSION_SHOWN || target === undefined ? {} : inlineOwnDefinitions(target, defs, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineOwnDefinitions(value, defs, depth)]));
}

/** A zod schema as JSON Schema, without the $schema keyword (the document's dialect is 2020-12 already), standing alone. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, unknown> };
  return $defs ? (inlineOwnDefinitions(rest, $defs) as JsonSchema) : rest;
}

/** The JSON Schemas of one call as the reference states them (the fuzzer validates answers with these). */
export function callSchemas(mounted: MountedCall): { request: JsonSchema; response: JsonSchema | undefined } {
  return { request: jsonSchemaOf(mounted.call.request), response: mounted.answers === 'application/json' ? jsonSchemaOf(mounted.call.response) : undefined };
}

/** The error body of one status, its code fixed. */
export const errorSchemaFor = (status: string): JsonSchema =>
  jsonSchemaOf(z.object({ error: apiErrorBody.shape.error.extend({ code: z.literal(errorStatuses[status]!.code) }) }));

/** Koa's /a/:b is OpenAPI's /a/{b}. */
export const openApiPath = (routerPath: string): string => routerPath.replace(/:(\w+)/g, '{$1}');

const words = (segment: string) =>
  segment
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
const operationIdOf = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Resource calls read as 'productOrder: update'; every other call by its last path segment. */
function summaryOf(path: string): string {
  const resource = /^\/api\/resources\/([^/]+)\/([^/]+)$/.exec(path);
  if (resource) return `${resource[1]}: ${resource[2]}`;
  const text = words(path.slice(path.lastIndexOf('/') + 1));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function errorResponses(statuses: string[]): Record<string, JsonSchema> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${errorSchemaName(status)}` }]));
}

function callOperation(mounted: MountedCall): JsonSchema {
  const { request, response } = callSchemas(mounted);
  const example = requestExample(request, mounted.call.request);
  const answer = response
    ? { 'application/json': { schema: response } }
    : { [mounted.answers]: { schema: { type: 'string', contentMediaType: mounted.answers } } };
  return {
    operationId: operationIdOf(mounted.call.path),
    summary: summaryOf(mounted.call.path),
    description: mounted.sessionRequired ? 'Needs a session (sign in first).' : 'Open to anyone; a session, when present, is the caller.',
    tags: [mounted.tag.name],
    security: mounted.sessionRequired ? [{ session: [] }] : [{}, { session: [] }],
    requestBody: { required: true, content: { 'application/json': { schema: request, ...(example === undefined ? {} : { example }) } } },
    responses: { '200': { description: 'Done.', content: answer }, ...errorResponses([...errorStatusesOfCalls]) },
  };
}

function routeOperation(route: DescribedRoute): JsonSchema {
  const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return {
    operationId: operationIdOf(route.path) + (route.method === 'get' ? 'Get' : ''),
    summary: route.summary,
    description: route.description,
    tags: [route.tag.name],
    security: [{}],
    ...(parameters.length ? { parameters } : {}),
    ...(route.method === 'post' ? { requestBody: { required: true, content: { 'application/json': { schema: {} } } } } : {}),
    responses: { '200': { description: 'Done.', content: { [route.answers]: { schema: {} } } }, ...errorResponses(route.method === 'post' ? ['400'] : []) },
  };
}

export interface ReferenceSource {
  calls: readonly MountedCall[];
  routes: readonly DescribedRoute[];
}

export function buildOpenApiDocument({ calls, routes }: ReferenceSource): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Map<string, CallTag>();
  for (const mounted of calls) {
    (paths[mounted.call.path] ??= {}).post = callOperation(mounted);
    tags.set(mounted.tag.name, mounted.tag);
  }
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method] = routeOperation(route);
    tags.set(route.tag.name, route.tag);
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'Every call of the configurator platform. Calls are POST with a JSON body; errors answer `{ error: { code, message, issues? } }`. ' +
        'Generated from the zod contract (core/src/api) by `npm run api:doc`; served at /api/openapi.json.',
    },
    tags: [...tags.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((tag) => ({ name: tag.name, description: tag.description, ...(tag.plugin ? { 'x-plugin': tag.plugin } : {}) })),
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by POST /auth/sign-in.' } },
      schemas: Object.fromEntries(Object.keys(errorStatuses).map((status) => [errorSchemaName(status), errorSchemaFor(status)])),
      responses: Object.fromEntries(
        Object.entries(errorStatuses).map(([status, { code, description }]) => [
          errorSchemaName(status),
          {
            description: `${description} (code \`${code}\`)`,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName(status)}` } } },
          },
        ]),
      ),
    },
  };
  return sortKeys(document) as OpenApiDocument;
}
