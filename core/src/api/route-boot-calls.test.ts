import { describe, expect, it } from 'vitest';
import { homepageDataCall } from './homepage-calls.ts';
import { orderDataCall } from './order-calls.ts';
import { adminCatalogueCall } from './catalogue-calls.ts';
import { matchRoutePattern, routeBootCallOf, routeBootCalls } from './route-boot-calls.ts';

describe('route boot calls', () => {
  it('match an address to its pattern, with its parameters', () => {
    expect(matchRoutePattern('/orders/:orderId', '/orders/12')).toEqual({ orderId: '12' });
    expect(matchRoutePattern('/orders/:orderId', '/orders/12/documents')).toBeNull();
    expect(matchRoutePattern('/', '/')).toEqual({});
    expect(matchRoutePattern('/orders/*', '/orders/12/documents')).toEqual({});
    expect(matchRoutePattern('/orders/:orderId', '/orders')).toBeNull();
    // A malformed escape names no order: no body.
    const malformed = routeBootCallOf('/orders/%E0%A4%A')!;
    expect(malformed.boot.bodyOf(malformed.params, 850)).toBeNull();
  });

  it("give the body the route's screen sends, or none when the address names nothing", () => {
    const order = routeBootCallOf('/orders/7')!;
    expect(order.boot.path).toBe(orderDataCall.path);
    expect(order.boot.bodyOf(order.params, 850)).toEqual({ orgId: 850, productOrderOrgSpecificId: 7 });
    expect(order.boot.bodyOf({ orderId: 'abc' }, 850)).toBeNull();
    expect(order.boot.bodyOf({ orderId: '0' }, 850)).toBeNull();
    const home = routeBootCallOf('/')!;
    expect([home.boot.path, home.boot.bodyOf(home.params, 3)]).toEqual([homepageDataCall.path, { orgId: 3 }]);
    expect(routeBootCallOf('/orders')).toBeNull();
  });

  it('ask the whole catalogue in one call for every catalogue admin screen', () => {
    for (const path of ['/admin/products', '/admin/products/12', '/admin/product-properties/3', '/admin/product-categories']) {
      const admin = routeBootCallOf(path)!;
      expect([admin.boot.path, admin.boot.bodyOf(admin.params, 850)]).toEqual([adminCatalogueCall.path, { orgId: 850 }]);
    }
    expect(routeBootCallOf('/admin/guests')).toBeNull();
  });

  it("give each body as the call's request schema makes it, so the screen's call finds the answer by it", () => {
    const calls = [homepageDataCall, orderDataCall, adminCatalogueCall];
    for (const boot of routeBootCalls) {
      const call = calls.find((c) => c.path === boot.path);
      expect(call, boot.pattern).toBeDefined();
      const body = boot.bodyOf({ orderId: '12', productId: '3', productPropertyId: '4', productPropertyGroupId: '5', productCategoryId: '6' }, 850)!;
      // The same text, key for key and in the same order: the early answer is matched by it.
      expect(JSON.stringify(call!.request.parse(body)), boot.pattern).toBe(JSON.stringify(body));
    }
  });
});
