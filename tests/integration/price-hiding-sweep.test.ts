/**
 * The price-hiding sweep: EVERY call the server mounts is called by three people whose prices are
 * hidden (by the organisation's access data, by their involvedUsers entry on a shared order, and as a
 * guest who arrived by a share link that hides prices), and no answer may carry a price field, a
 * pricing rule, or a CSV total. The calls come from the server's own list: a new call without a case
 * here fails the first test, so nobody can add a call the sweep does not cover.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueResources,
  type CatalogueResource,
  createProductOrderCall,
  generateShareableLinkCall,
  handleGuestShareLinkCall,
  inviteGuestCall,
  priceFieldNames,
  priceListNames,
  productInstanceCalls,
  shareCall,
  tokenSignInCall,
  updateInvolvedUsersDataCall,
} from '@configurator/core';
import { UserSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';
import { mailedUserToken } from './support/mailed-token.ts';

interface Ctx {
  orgId: number;
  orderId: number;
  orgSpecificId: number;
  itemId: number;
  shareToken: string;
  selfId: number;
}
/** A body per call; 'skip' only for calls that end the session (sign-out) and so would stop the sweep. */
type Case = ((c: Ctx) => unknown) | 'endsSession';

const door = { [G.finish]: { optionId: G.walnut }, [G.hardware]: { optionId: G.brass }, [G.width]: { value: 15 }, [G.height]: { value: 30 } };

const cases: Record<string, Case> = {
  '/auth/sign-in': () => ({ email: 'nobody@example.com', password: 'wrong' }),
  '/auth/token-sign-in': () => ({ userToken: 'not-a-token' }),
  '/auth/sign-out': 'endsSession',
  '/auth/session': () => ({}),
  '/auth/switch-org': (c) => ({ orgId: c.orgId }),
  '/api/user/update-app-data': () => ({ appData: { configurator: { cartIsVisible: true } } }),
  '/configurator/get-org-role-for-token': (c) => ({ shareToken: c.shareToken }),
  '/configurator/product-order/handle-guest-share-link': (c) => ({ shareToken: c.shareToken }),
  '/configurator/product-order/generate-shareable-link': (c) => ({ productOrderId: c.orderId }),
  '/configurator/product-order/get-involved-users': (c) => ({ productOrderOrgSpecificId: c.orgSpecificId, orgId: c.orgId }),
  '/configurator/product-order/get-share-suggestions': (c) => ({ productOrderOrgSpecificId: c.orgSpecificId, orgId: c.orgId }),
  '/configurator/product-order/share': (c) => ({
    productOrderOrgSpecificId: c.orgSpecificId,
    orgId: c.orgId,
    sharees: [{ email: 'sweep-friend@example.com' }],
  }),
  '/configurator/product-order/add-sharee': (c) => ({ productOrderId: c.orderId, shareeEmail: 'sweep-friend2@example.com' }),
  '/configurator/product-order/get-or-create-sharee': (c) => ({ productOrderId: c.orderId, shareeEmail: 'sweep-friend3@example.com' }),
  '/configurator/product-order/remove-sharee': (c) => ({ productOrderOrgSpecificId: c.orgSpecificId, orgId: c.orgId, shareeEmail: 'sweep-friend@example.com' }),
  '/configurator/product-order/update-involved-users-data': (c) => ({
    productOrderOrgSpecificId: c.orgSpecificId,
    orgId: c.orgId,
    shareeId: c.selfId,
    pricingIsHidden: 0,
  }),
  '/api/configurator/get-configurator-guests-data': (c) => ({ orgId: c.orgId }),
  '/orgs/invite-guest': (c) => ({ email: 'sweep-invite@example.com', activeOrgId: c.orgId }),
  '/orgs/disinvite-guest': (c) => ({ orgId: c.orgId, invitedUser: c.selfId }),
  '/orgs/update-guest-data': (c) => ({ orgId: c.orgId, userId: c.selfId, pricingIsHidden: 0 }),
  '/api/resources/userGroup/get': (c) => ({ where: { orgId: c.orgId } }),
  '/api/resources/userGroup/create': (c) => ({ props: { orgId: c.orgId, title: 'Sweep' } }),
  '/api/resources/userGroup/update': () => ({ id: 1, props: { userIds: [] } }),
  '/api/resources/userGroup/destroy': () => ({ id: 999999 }),
  '/api/resources/productGraphic/get': (c) => ({ where: { orgId: c.orgId } }),
  '/api/resources/productGraphic/create': (c) => ({ props: { orgId: c.orgId, title: 'Sweep' } }),
  '/api/resources/productGraphic/update': () => ({ id: 1, props: { archived: 1 } }),
  '/api/resources/productGraphic/destroy': () => ({ id: 999999 }),
  '/api/configurator/get-configurator-homepage-data': (c) => ({ orgId: c.orgId }),
  '/configurator/create-product-order': (c) => ({ productOrderProps: { orgId: c.orgId, title: 'Sweep order' } }),
  '/api/configurator/get-configurator-order-data': (c) => ({ orgId: c.orgId, productOrderOrgSpecificId: c.orgSpecificId, shareToken: c.shareToken }),
  '/api/configurator/get-configurator-orders-data': (c) => ({ orgId: c.orgId, includeAdvancedOrderData: true, filters: { archived: 'all' } }),
  '/api/configurator/get-configurator-orders-count': (c) => ({ orgId: c.orgId, statusKeys: ['orderStarted'] }),
  '/api/resources/productInstance/create': (c) => ({ props: { productOrderId: c.orderId, productId: G.shaker, properties: door } }),
  '/api/resources/productInstance/update': (c) => ({ id: c.itemId, props: { quantity: 2 } }),
  '/api/resources/productInstance/destroy': () => ({ id: 999999 }),
  '/api/resources/productOrder/create': () => ({ props: { title: 'Sweep resource order' } }),
  '/api/resources/productOrder/update': (c) => ({ id: c.orderId, props: { firmName: 'Sweep firm' } }),
  '/api/resources/productOrder/destroy': () => ({ id: 999999 }),
  // The entity bulk write answers entities (no prices); on these standard orders it is refused (422) before any answer.
  '/api/resources/entity/bulk-write': (c) => ({
    productOrderId: c.orderId,
    creates: [{ type: 'trackingLine', data: { from: { x: 0, y: 0 }, to: { x: 5, y: 5 } } }],
  }),
  // Plan canvas records (issue 14) carry no prices; on these standard orders the writes are refused (422) before any answer.
  '/api/resources/archWall/create': (c) => ({ props: { productOrderId: c.orderId, from: { x: 0, z: 0 }, to: { x: 10, z: 0 } } }),
  '/api/resources/archWall/update': () => ({ id: 999999, props: { height: 90 } }),
  '/api/resources/archWall/destroy': () => ({ id: 999999 }),
  '/api/resources/archElevation/create': (c) => ({ props: { productOrderId: c.orderId, from: { x: 0, z: 0 }, to: { x: 10, z: 0 } } }),
  '/api/resources/archElevation/update': () => ({ id: 999999, props: { viewDepth: 40 } }),
  '/api/resources/archElevation/destroy': () => ({ id: 999999 }),
  '/api/resources/archCustomView/create': (c) => ({ props: { productOrderId: c.orderId } }),
  '/api/resources/archCustomView/update': () => ({ id: 999999, props: { quantity: 2 } }),
  '/api/resources/archCustomView/destroy': () => ({ id: 999999 }),
  '/api/resources/productCanvasText/create': (c) => ({ props: { productOrderId: c.orderId } }),
  '/api/resources/productCanvasText/update': () => ({ id: 999999, props: { text: 'Sweep' } }),
  '/api/resources/productCanvasText/destroy': () => ({ id: 999999 }),
  '/api/resources/productCanvasLine/create': (c) => ({ props: { productOrderId: c.orderId } }),
  '/api/resources/productCanvasLine/update': () => ({ id: 999999, props: { strokeWidth: 2 } }),
  '/api/resources/productCanvasLine/destroy': () => ({ id: 999999 }),
  '/api/resources/entity/create': (c) => ({ props: { productOrderId: c.orderId, type: 'trackingLine', data: { from: { x: 0, y: 0 }, to: { x: 5, y: 5 } } } }),
  '/api/resources/entity/update': () => ({ id: 999999, props: { data: {} } }),
  '/api/resources/entity/destroy': () => ({ id: 999999 }),
  '/configurator/submit-order': (c) => ({ productOrderId: c.orderId }),
  '/configurator/approve-order': (c) => ({ productOrderId: c.orderId }),
  '/configurator/product-order/action-required': (c) => ({ productOrderId: c.orderId, feedbackNotes: 'x' }),
  '/configurator/product-order/cancel': (c) => ({ productOrderId: c.orderId }),
  '/configurator/product-order/plugin-move': (c) => ({ productOrderId: c.orderId, move: 'sweep.hold' }),
  '/configurator/update-order-status': (c) => ({ productOrderId: c.orderId, orgId: c.orgId, statusKey: 'orderStarted' }),
  '/configurator/product-order/set-order-status': (c) => ({ productOrderId: c.orderId, orgId: c.orgId, statusKey: 'orderStarted' }),
  '/configurator/request-status-update': (c) => ({ productOrderId: c.orderId }),
  '/configurator/get-tax-rate': (c) => ({ productOrderId: c.orderId, deliveryAddress: { state: 'TX', zip: '73301' } }),
  '/configurator/update-product-order-costs': () => ({}),
  '/configurator/product-order/get-history': (c) => ({ productOrderId: c.orderId }),
  '/configurator/product-order/duplicate': (c) => ({ productOrderId: c.orderId }),
  '/configurator/product-order/discard-untitled-draft': () => ({ productOrderId: 999999 }),
  '/configurator/product-order/deleted': () => ({}),
  '/configurator/product-order/restore': (c) => ({ productOrderId: c.orderId }),
  '/configurator/reset-payment': (c) => ({ productOrderId: c.orderId }),
  // The live channel's presence call answers whether it was shared; it carries no prices (issue 36).
  '/configurator/live-presence': (c) => ({ productOrderId: c.orderId, view: null, selection: [] }),
  // The live read answers the order and the items a change named, projected like the order page (issue 36).
  '/configurator/live-read': (c) => ({ productOrderId: c.orderId, itemIds: [c.itemId], plan: true, mediaAfter: 0 }),
  '/api/admin/outbox': () => ({}),
  '/api/admin/org-settings/get': (c) => ({ orgId: c.orgId }),
  '/api/admin/org-settings/update': (c) => ({
    orgId: c.orgId,
    settings: {
      branding: {},
      productOrderStatuses: [{ key: 'orderStarted', type: 'orderStarted', title: 'Started' }],
      paymentMethods: [],
      enabledIntegrations: [],
    },
  }),
  '/platform/auth/sign-in': () => ({ email: 'nobody@example.com', password: 'wrong' }),
  '/platform/auth/session': () => ({}),
  '/platform/auth/sign-out': () => ({}),
  '/platform/plugins/list': () => ({}),
  '/platform/organisations/list': () => ({}),
  '/platform/organisations/create': () => ({ title: 'Sweep org', productName: 'Sweep' }),
  '/platform/organisations/update': (c) => ({ orgId: c.orgId, title: 'Sweep' }),
  '/platform/organisations/invite-owner': (c) => ({ orgId: c.orgId, email: 'sweep-owner@example.com' }),
  '/platform/organisations/enable-plugin': (c) => ({ orgId: c.orgId, pluginId: 'keypads', settings: {} }),
  '/platform/organisations/disable-plugin': (c) => ({ orgId: c.orgId, pluginId: 'keypads' }),
  '/platform/audit': () => ({}),
  // The upload's body is the image (here JSON, refused); what it is for is in the query string.
  '/api/media/upload': () => ({}),
  '/api/media/get': (c) => ({ orgId: c.orgId }),
  '/api/media/update': () => ({ id: 1, props: { title: 'Sweep' } }),
  '/api/media/destroy': () => ({ id: 999999 }),
  '/integrations/get-enabled-integrations': (c) => ({ orgId: c.orgId }),
  '/integrations/get-paragon-jwt': (c) => ({ orgId: c.orgId }),
  '/integrations/connect': (c) => ({ orgId: c.orgId, key: 'monday' }),
  '/integrations/disconnect': (c) => ({ orgId: c.orgId, key: 'monday' }),
  '/configurator/get-payment-screen': (c) => ({ productOrderId: c.orderId }),
  '/configurator/card-payment/confirm': () => ({
    paymentIntentId: 'pi_sweep_unknown',
    clientSecret: 'secret',
    paymentMethod: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  }),
  '/configurator/card-payment/complete-action': () => ({ paymentIntentId: 'pi_sweep_unknown', clientSecret: 'secret', approve: true }),
  '/configurator/create-stripe-payment-intent': (c) => ({ productOrderId: c.orderId, isCardPayment: true }),
  '/configurator/get-stripe-payment-intent': () => ({ paymentIntentId: 'pi_sweep_unknown' }),
  '/configurator/update-stripe-payment-intent': (c) => ({ productOrderId: c.orderId, paymentIntentId: 'pi_sweep_unknown', isCardPayment: true }),
  '/configurator/confirm-order-payment': (c) => ({ productOrderId: c.orderId, paymentMethod: 'wire' }),
  '/configurator/confirm-payment-received': (c) => ({ productOrderId: c.orderId }),
  '/configurator/documents/get-document': (c) => ({ orgId: c.orgId, productOrderOrgSpecificId: c.orgSpecificId, mode: 'quote', shareToken: c.shareToken }),
  '/configurator/documents/pdf': (c) => ({ orgId: c.orgId, productOrderOrgSpecificId: c.orgSpecificId, mode: 'quote', shareToken: c.shareToken }),
  '/configurator/documents/csv': (c) => ({ orgId: c.orgId, productOrderOrgSpecificId: c.orgSpecificId, mode: 'quote', shareToken: c.shareToken }),
  '/configurator/set-payment-processing': (c) => ({ productOrderId: c.orderId, isProcessingPayment: 0 }),
  '/api/admin/catalogue-capabilities': () => ({}),
  // The import's body is the spreadsheet (here JSON, refused); the export is for owners, and leaves prices out for hidden people.
  '/api/admin/catalogue-import/dry-run': () => ({}),
  '/api/admin/catalogue-import/apply': () => ({}),
  '/api/admin/catalogue-export': (c) => ({ orgId: c.orgId, format: 'csv' }),
  '/api/admin/catalogue': (c) => ({ orgId: c.orgId }),
  ...catalogueSweepCases(),
};

/** The catalogue resource calls (owners only): the same six calls per resource, with a valid body each. */
function catalogueSweepCases(): Record<string, Case> {
  const minimal: Record<CatalogueResource, Record<string, unknown>> = {
    product: { title: 'Sweep' },
    productProperty: { title: 'Sweep', type: 'text' },
    productOption: { title: 'Sweep', productPropertyId: G.finish },
    productRule: { type: 'incompatible', toResourceKey: 'productOption', fromIds: [G.oak], toIds: [G.brass] },
    productPropertyGroup: { title: 'Sweep' },
    productCategory: { title: 'Sweep' },
    productPricingRule: { kind: 'basePrice', productId: G.shaker, amountInCents: 1 },
  };
  return Object.fromEntries(
    catalogueResources.flatMap((resource) => {
      const path = (action: string) => `/api/resources/${resource}/${action}`;
      const props = minimal[resource];
      return [
        [path('get'), (c: Ctx) => ({ where: { orgId: c.orgId } })],
        [path('create'), () => ({ props })],
        [path('bulkCreate'), () => ({ rows: [props] })],
        [path('update'), () => ({ id: 999999, props: {} })],
        [path('bulkUpdate'), () => ({ rows: [{ id: 999999, props: {} }] })],
        [path('destroy'), () => ({ id: 999999 })],
      ];
    }),
  );
}

/** Calls whose answer must be a 200 for these people: the sweep must really see their answers. */
const mustAnswer = [
  '/api/configurator/get-configurator-order-data',
  '/api/configurator/get-configurator-orders-data',
  '/api/resources/productInstance/create',
  '/api/resources/productInstance/update',
  '/api/resources/productOrder/update',
  '/configurator/product-order/duplicate',
  '/configurator/documents/get-document',
];

/**
 * Where an answer still carries money the person may not see: price fields, non-empty price lists, a
 * CSV total. mustHide says, per object, whether its prices must be hidden (undefined: as its parent).
 */
function pricesIn(value: unknown, mustHide: (node: Record<string, unknown>) => boolean | undefined, inherited: boolean, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pricesIn(v, mustHide, inherited, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const hidden = mustHide(node) ?? inherited;
  return Object.entries(node).flatMap(([key, child]) => {
    const here = `${path}.${key}`;
    if (hidden && priceFieldNames.has(key)) return [here];
    if (hidden && priceListNames.has(key) && Array.isArray(child) && child.length > 0) return [here];
    // Document pages come as HTML: a hidden person's must show no dollar amount.
    if (hidden && key === 'html' && typeof child === 'string' && /\$\s?\d/.test(child)) return [`${here} (a dollar amount in the pages)`];
    if (hidden && key === 'productOrdersCsvData' && typeof child === 'string') {
      const totals = child
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',').at(-1)!.replace(/"/g, '').trim());
      return totals.some((total) => total !== '') ? [`${here} (Total column)`] : [];
    }
    return pricesIn(child, mustHide, hidden, here);
  });
}

/** Everything, for people hidden in the whole organisation. */
const everywhere = () => true;
/** A sharee hidden on one order: that order, its items, and every answer to a call naming it. */
const onOrder = (orderId: number) => (node: Record<string, unknown>) =>
  node.id === orderId && 'involvedUsers' in node ? true : node.productOrderId === orderId ? true : undefined;

let t: TestServer;
let owner: ApiClient;
let ctxOf: (who: ApiClient) => Promise<Ctx>;
const people: Record<string, ApiClient> = {};
const orderOf = new Map<ApiClient, { id: number; orgSpecificId: number; itemId: number }>();
let shareToken = '';

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  owner = t.client();
  await owner.signIn('owner@generic.demo');
  const em = () => t.server.orm.em.fork();
  const newOrder = async (as: ApiClient, title: string) => {
    const order = (await as.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title } })).body.data.productOrder;
    const item = (await as.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker, properties: door } })).body.data
      .productInstance!;
    return { id: order.id, orgSpecificId: order.orgSpecificId, itemId: item.id };
  };

  // 1. Hidden by the organisation's access data: an invited guest with pricing hidden, signed in by the mailed token.
  await owner.call(inviteGuestCall, { email: 'hidden-by-access@example.com', activeOrgId: G.orgId, pricingIsHidden: 1 });
  people.byAccess = t.client();
  expect((await people.byAccess.call(tokenSignInCall, { userToken: await mailedUserToken(t.server.orm, 'hidden-by-access@example.com') })).status).toBe(200);
  orderOf.set(people.byAccess, await newOrder(people.byAccess, 'Access-hidden order'));

  // 2. Hidden by the involvedUsers entry: a guest the owner shares an order with, then hides prices for.
  const shared = await newOrder(owner, 'Shared, prices hidden');
  people.bySharee = t.client();
  await people.bySharee.signIn('guest@generic.demo');
  const guestUser = await em().findOneOrFail(UserSchema, { email: 'guest@generic.demo' });
  await owner.call(shareCall, { orgId: G.orgId, productOrderOrgSpecificId: shared.orgSpecificId, sharees: [{ userId: guestUser.id }] });
  const hide = await owner.call(updateInvolvedUsersDataCall, {
    orgId: G.orgId,
    productOrderOrgSpecificId: shared.orgSpecificId,
    shareeId: guestUser.id,
    pricingIsHidden: 1,
  });
  expect(hide.status).toBe(200);
  orderOf.set(people.bySharee, shared);

  // 3. A stranger arriving by a share link that hides prices.
  const linked = await newOrder(owner, 'Linked, prices hidden');
  shareToken = (await owner.call(generateShareableLinkCall, { productOrderId: linked.id, pricingIsHidden: 1 })).body.data.shareableLink!;
  people.byLink = t.client();
  expect((await people.byLink.call(handleGuestShareLinkCall, { shareToken })).status).toBe(200);
  orderOf.set(people.byLink, linked);

  ctxOf = async (who) => {
    const session = (await who.post('/auth/session', {})).body as { data: { user: { id: number } } };
    const order = orderOf.get(who)!;
    return { orgId: G.orgId, orderId: order.id, orgSpecificId: order.orgSpecificId, itemId: order.itemId, shareToken, selfId: session.data.user.id };
  };
});
afterAll(async () => t?.dispose());

describe('the price-hiding sweep', () => {
  it('has a case for every call the server mounts (a new call must be added here)', () => {
    const mounted = t.server.calls.map((m) => m.call.path);
    // A plugin's call brings its own example body (no test here names a plugin's call).
    expect(t.server.calls.filter((m) => !(m.call.path in cases) && !m.example).map((m) => m.call.path)).toEqual([]);
    expect(Object.keys(cases).filter((path) => !mounted.includes(path))).toEqual([]);
  });

  for (const who of ['byAccess', 'bySharee', 'byLink'] as const) {
    it(`no answer carries a price for a person whose prices are hidden ${who.replace('by', 'by ').toLowerCase()}`, async () => {
      const person = people[who]!;
      const ctx = await ctxOf(person);
      const leaks: string[] = [];
      const answered: string[] = [];
      for (const { call, example } of t.server.calls) {
        const make = cases[call.path] ?? (example && ((c: Ctx) => example({ orgId: c.orgId, orderId: c.orderId, userId: c.selfId })));
        if (!make || make === 'endsSession') continue;
        const result = await person.post(call.path, make(ctx));
        expect(result.status, `${call.path} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`).toBeLessThan(500);
        if (result.status === 200) answered.push(call.path);
        const body = make(ctx) as Record<string, unknown>;
        const namesOrder = body.productOrderId === ctx.orderId || body.productOrderOrgSpecificId === ctx.orgSpecificId || body.id === ctx.orderId;
        const scope = who === 'bySharee' ? onOrder(ctx.orderId) : everywhere;
        leaks.push(...pricesIn(result.body, scope, who !== 'bySharee' || namesOrder).map((where) => `${call.path}: ${where}`));
      }
      expect(leaks).toEqual([]);
      expect(mustAnswer.filter((path) => !answered.includes(path))).toEqual([]);
    });
  }

  it('the same people see prices once nothing hides them (the sweep can fail)', async () => {
    const ctx = await ctxOf(people.bySharee!);
    const shown = await owner.call(updateInvolvedUsersDataCall, {
      orgId: G.orgId,
      productOrderOrgSpecificId: ctx.orgSpecificId,
      shareeId: ctx.selfId,
      pricingIsHidden: 0,
    });
    expect(shown.status).toBe(200);
    const data = await people.bySharee!.post('/api/configurator/get-configurator-order-data', { orgId: G.orgId, productOrderOrgSpecificId: ctx.orgSpecificId });
    expect(pricesIn(data.body, everywhere, true)).not.toEqual([]);
  });
});
