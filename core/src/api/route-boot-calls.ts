/**
 * The call a route's screen makes first, by the route's address pattern (web/src/router.tsx). One table
 * for both sides, so the body the server answers for is the body the screen asks with:
 *  - the document the server serves for such an address carries the call's answer for the request's
 *    session (server/src/http/document-session.ts), so the screen's data needs no round trip;
 *  - when the document did not carry it, the web's route loader starts the call at boot, together
 *    with the session check (web/src/boot-data.ts).
 */

/**
 * The calls' paths, written out rather than taken from their contracts: the web's entry chunk holds
 * this table, and importing the calls would bring their schemas into every page's first download
 * (issue 31: the home page's bytes). route-boot-calls.test.ts checks each is its call's path and that
 * each body is what the call's request schema makes of it.
 */
const HOMEPAGE_DATA_PATH = '/api/configurator/get-configurator-homepage-data';
const ORDER_DATA_PATH = '/api/configurator/get-configurator-order-data';
const ADMIN_CATALOGUE_PATH = '/api/admin/catalogue';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteBootCall {
  /** As matchRoutePattern reads it. */
  pattern: string;
  /** The path of the call the route's screen makes first. */
  path: string;
  /**
   * The body the screen sends for these parameters in this organisation, exactly as the call's request
   * schema gives it back (same keys, same order): it is the key the screen's call is matched by. Null
   * when it would send none.
   */
  bodyOf(params: RouteParams, orgId: number): Record<string, unknown> | null;
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
  { pattern: '/', path: HOMEPAGE_DATA_PATH, bodyOf: (_params, orgId) => ({ orgId }) },
  // The order page's data (web order-store.ts asks the same, revalidated by ETag), without share parameters.
  {
    pattern: '/orders/:orderId',
    path: ORDER_DATA_PATH,
    bodyOf: ({ orderId }, orgId) => {
      const productOrderOrgSpecificId = positiveInteger(orderId);
      return productOrderOrgSpecificId === null ? null : { orgId, productOrderOrgSpecificId };
    },
  },
  // The catalogue admin screens' one call (web admin-catalogue-store.ts asks the same).
  ...adminCatalogueRoutes.map((pattern): RouteBootCall => ({ pattern, path: ADMIN_CATALOGUE_PATH, bodyOf: (_params, orgId) => ({ orgId }) })),
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
