/**
 * The call a route's screen makes first, by the route's address pattern (web/src/router.tsx). One table
 * for both sides, so the body the server answers for is the body the screen asks with:
 *  - the document the server serves for such an address carries the call's answer for the request's
 *    session (server/src/http/document-session.ts), so the screen's data needs no round trip;
 *  - when the document did not carry it, the web's route loader starts the call at boot, together
 *    with the session check (web/src/boot-data.ts).
 */
import type { z } from 'zod';
import type { ApiCall } from './define-call.ts';
import { homepageDataCall, orderDataCall } from './order-calls.ts';
import { adminCatalogueCall } from './catalogue-calls.ts';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteBootCall {
  /** As matchRoutePattern reads it. */
  pattern: string;
  call: ApiCall<z.ZodType, z.ZodObject<{ data: z.ZodType }>>;
  /** The body the screen sends for these parameters in this organisation; null when it would send none. */
  bodyOf(params: RouteParams, orgId: number): Record<string, unknown> | null;
  /** The screen asks with the tag of an answer it kept (the api client's revalidate option). */
  revalidate: boolean;
}

const positiveInteger = (text: string | undefined): number | null => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The admin screens that edit the catalogue: each needs the whole catalogue (adminCatalogueCall). */
export const adminCatalogueRoutes = [
  '/admin/products',
  '/admin/products/:productId',
  '/admin/product-properties',
  '/admin/product-properties/:productPropertyId',
  '/admin/product-property-groups',
  '/admin/product-property-groups/:productPropertyGroupId',
  '/admin/product-categories',
  '/admin/product-categories/:productCategoryId',
] as const;

export const routeBootCalls: readonly RouteBootCall[] = [
  // The home page's categories and products (web home-store.ts asks the same).
  { pattern: '/', call: homepageDataCall, bodyOf: (_params, orgId) => ({ orgId }), revalidate: false },
  // The order page's data (web order-store.ts asks the same, revalidated by ETag), without share parameters.
  {
    pattern: '/orders/:orderId',
    call: orderDataCall,
    bodyOf: ({ orderId }, orgId) => {
      const productOrderOrgSpecificId = positiveInteger(orderId);
      return productOrderOrgSpecificId === null ? null : { orgId, productOrderOrgSpecificId };
    },
    revalidate: true,
  },
  // The catalogue admin screens' one call (web admin-catalogue-store.ts asks the same).
  ...adminCatalogueRoutes.map((pattern): RouteBootCall => ({ pattern, call: adminCatalogueCall, bodyOf: (_params, orgId) => ({ orgId }), revalidate: false })),
];

/**
 * The parameters of `path` under `pattern`, or null when it does not match: `:name` matches one path
 * segment ('/orders/:orderId' and '/orders/12' give { orderId: '12' }), a final `*` the rest. The
 * segments are given as written (not percent-decoded): the routes' parameters are record numbers. The
 * server matches documents with it too (route-preloads.ts).
 */
export function matchRoutePattern(pattern: string, path: string): RouteParams | null {
  const segments = pattern.split('/').filter(Boolean);
  const parts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') return params;
    if (i >= parts.length) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = parts[i]!;
    else if (segment !== parts[i]) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The boot call of the route `path` belongs to, with its parameters, or null. */
export function routeBootCallOf(path: string): { boot: RouteBootCall; params: RouteParams } | null {
  for (const boot of routeBootCalls) {
    const params = matchRoutePattern(boot.pattern, path);
    if (params) return { boot, params };
  }
  return null;
}
