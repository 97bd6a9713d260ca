/**
 * Issue 36: the live channel. Each change of an order reaches every viewer who may see it, with who
 * made it; a sharee removed mid-stream receives nothing more; a viewer whose prices are hidden never
 * receives an amount; a reconnect with Last-Event-ID is sent what it missed; the stream is never
 * compressed. With DATABASE_URL, a change made on one instance reaches a viewer on another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addShareeCall,
  createProductOrderCall,
  livePresenceCall,
  liveReadCall,
  productInstanceCalls,
  productOrderCalls,
  removeShareeCall,
  updateInvolvedUsersDataCall,
} from '@configurator/core';
import type { RunningServer } from '@configurator/server/app';
import { startTestServer, type ApiClient, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import { isChange, openLiveStream, type LiveStream } from './support/live-stream.ts';
import { startSecondInstance } from './support/second-instance.ts';

let t: TestServer;
let owner: ApiClient;
let member: ApiClient;
let guest: ApiClient;
let order: { id: number; orgSpecificId: number; version: number };
const streams: LiveStream[] = [];
const open = async (client: ApiClient | null, query: Record<string, string | number>, headers?: Record<string, string>, baseUrl = t.server.url) => {
  const stream = await openLiveStream(baseUrl, client?.cookie, query, headers);
  streams.push(stream);
  return stream;
};
const orderQuery = () => ({ scope: 'order', orgId: G.orgId, orderId: order.id });
/** What an event must never carry for a viewer whose prices are hidden (or anyone: events carry no amounts). */
const AMOUNT = /cents|price|total|amount|subtotal/i;

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  [owner, member, guest] = [t.client(), t.client(), t.client()];
  await owner.signIn('owner@generic.demo');
  await member.signIn('member@generic.demo');
  await guest.signIn('guest@generic.demo');
  order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Live project' } })).body.data.productOrder;
  expect((await owner.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'guest@generic.demo' })).status).toBe(200);
  const guestId = Number(
    Object.entries((await owner.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'guest@generic.demo' })).body.data.involvedUsersById).find(
      ([, u]) => u.email === 'guest@generic.demo',
    )![0],
  );
  expect(
    (await owner.call(updateInvolvedUsersDataCall, { orgId: G.orgId, shareeId: guestId, productOrderOrgSpecificId: order.orgSpecificId, pricingIsHidden: 1 }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.dispose();
});

describe('the live channel', () => {
  it('refuses without a session (401), for another organisation (403), an order not visible (404) and a bad query (400)', async () => {
    expect((await open(null, orderQuery())).status).toBe(401);
    expect((await open(owner, { ...orderQuery(), orgId: OTHER_ORG_ID })).status).toBe(403);
    const stranger = t.client();
    await stranger.signIn('owner@other.test');
    expect((await open(stranger, { scope: 'order', orgId: OTHER_ORG_ID, orderId: order.id })).status).toBe(404);
    expect((await open(owner, { scope: 'order', orgId: G.orgId })).status).toBe(400);
    expect((await open(owner, { ...orderQuery(), extra: 1 })).status).toBe(400);
    expect((await open(owner, { scope: 'nope', orgId: G.orgId })).status).toBe(400);
  });

  it('sends a change to every viewer with who made it; the hidden-price sharee gets no amount; the stream is not compressed', async () => {
    const ownerStream = await open(owner, orderQuery(), { 'accept-encoding': 'br, gzip' });
    const guestStream = await open(guest, orderQuery(), { 'accept-encoding': 'br, gzip' });
    const staffList = await open(member, { scope: 'orders', orgId: G.orgId });
    expect(ownerStream.status).toBe(200);
    expect(ownerStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(ownerStream.headers.get('content-encoding')).toBeNull();
    await Promise.all([ownerStream, guestStream, staffList].map((s) => s.next((e) => e.event === 'ready')));

    const item = (
      await member.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker, quantity: 1, title: 'Kitchen door' } })
    ).body.data.productInstance!;
    const created = await guestStream.next(isChange(order.id, 'item'));
    expect(created.data).toMatchObject({ actor: { name: expect.stringMatching(/\S/) }, notice: expect.stringContaining("'Kitchen door'") });
    await ownerStream.next(isChange(order.id, 'item'));
    await staffList.next(isChange(order.id, 'item'));

    // A collaborator's edit of an item reaches the owner.
    expect((await guest.call(productInstanceCalls.update, { id: item.id, props: { quantity: 3 }, version: item.version })).status).toBe(200);
    const edited = await ownerStream.next(
      (e) =>
        isChange(order.id, 'item')(e) &&
        (e.data as { actor: { userId: number } }).actor.userId !== (created.data as { actor: { userId: number } }).actor.userId,
    );
    expect((edited.data as { notice: string }).notice).toMatch(/changed 'Kitchen door'/);
    expect((await owner.call(productOrderCalls.update, { id: order.id, props: { projectName: 'Loft' } })).status).toBe(200);
    const details = await guestStream.next(isChange(order.id, 'details'));
    expect((details.data as { notice: string }).notice).toMatch(/changed the order details$/);
    expect(guestStream.raw()).not.toMatch(AMOUNT);
    expect(ownerStream.raw()).not.toMatch(AMOUNT);
  });

  it('a sharee removed mid-stream receives nothing more', async () => {
    const ownerStream = await open(owner, orderQuery());
    const guestStream = await open(guest, orderQuery());
    await Promise.all([ownerStream, guestStream].map((s) => s.next((e) => e.event === 'ready')));
    expect(
      (await owner.call(removeShareeCall, { productOrderOrgSpecificId: order.orgSpecificId, shareeEmail: 'guest@generic.demo', orgId: G.orgId })).status,
    ).toBe(200);
    await ownerStream.next(isChange(order.id, 'sharing'));
    await owner.call(productOrderCalls.update, { id: order.id, props: { projectName: 'After removal' } });
    const after = await ownerStream.next((e) => isChange(order.id, 'details')(e) && Number(e.id) > 0 && JSON.stringify(e.data).includes('details'));
    expect(guestStream.events.filter((e) => e.event === 'change' && Number(e.id) >= Number(after.id))).toEqual([]);
    // Back as a sharee for the next tests.
    await owner.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'guest@generic.demo' });
  });

  it('a reconnect naming the last event seen is sent what it missed, in order', async () => {
    const first = await open(owner, orderQuery());
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    for (const name of ['One', 'Two']) {
      await member.call(productOrderCalls.update, { id: order.id, props: { projectName: name } });
    }
    const resumed = await open(owner, orderQuery(), { 'last-event-id': String(ready.id) });
    await resumed.next((e) => e.event === 'ready');
    const missed = resumed.events.filter(isChange(order.id, 'details'));
    expect(missed.length).toBeGreaterThanOrEqual(2);
    expect(missed.map((e) => Number(e.id))).toEqual([...missed.map((e) => Number(e.id))].sort((a, b) => a - b));
  });

  it('presence on a plan reaches the others, and only for viewers of the order', async () => {
    const ownerPlan = await open(owner, { scope: 'plan', orgId: G.orgId, orderId: order.id, view: 'plan' });
    await ownerPlan.next((e) => e.event === 'ready');
    const memberPlan = await open(member, { scope: 'plan', orgId: G.orgId, orderId: order.id, view: 'plan' });
    await memberPlan.next((e) => e.event === 'ready');
    await ownerPlan.next((e) => e.event === 'presence' && (e.data as { here: boolean }).here);
    expect(
      (await member.call(livePresenceCall, { productOrderId: order.id, view: 'elevation', selection: [{ type: 'archWall', id: 5 }] })).body.data.shared,
    ).toBe(true);
    const moved = await ownerPlan.next((e) => e.event === 'presence' && (e.data as { view: string }).view === 'elevation');
    expect(moved.data).toMatchObject({ selection: [{ type: 'archWall', id: 5 }], colour: expect.stringMatching(/^#/) });
    const stranger = t.client();
    await stranger.signIn('owner@other.test');
    expect((await stranger.call(livePresenceCall, { productOrderId: order.id, view: null, selection: [] })).status).toBe(404);
    memberPlan.close();
    await ownerPlan.next((e) => e.event === 'presence' && !(e.data as { here: boolean }).here);
  });
});

describe('the live read (what a change named, not the whole order)', () => {
  it('answers the order and the named items, the gone ones by id; prices absent for the hidden-price sharee; refused to others', async () => {
    const made = (await member.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker, quantity: 2, title: 'Read me' } }))
      .body.data.productInstance!;
    const gone = (await member.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker, quantity: 1, title: 'Gone' } })).body
      .data.productInstance!;
    expect((await member.call(productInstanceCalls.destroy, { id: gone.id })).status).toBe(200);
    const input = { productOrderId: order.id, itemIds: [made.id, gone.id], plan: true, mediaAfter: 0 };
    // The guest's prices hidden again (an earlier test removed and added them back as a sharee).
    const sharees = (await owner.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'guest@generic.demo' })).body.data.involvedUsersById;
    const guestId = Number(Object.entries(sharees).find(([, u]) => u.email === 'guest@generic.demo')![0]);
    await owner.call(updateInvolvedUsersDataCall, { orgId: G.orgId, shareeId: guestId, productOrderOrgSpecificId: order.orgSpecificId, pricingIsHidden: 1 });

    const forOwner = await owner.call(liveReadCall, input);
    expect(forOwner.status).toBe(200);
    expect(forOwner.body.data.productOrder.id).toBe(order.id);
    expect(forOwner.body.data.productInstances.map((i) => i.id)).toEqual([made.id]);
    expect(forOwner.body.data.removedInstanceIds).toEqual([gone.id]);
    expect(forOwner.body.data.pricingIsHidden).toBe(false);
    expect(JSON.stringify(forOwner.body.data.productOrder)).toMatch(/cents/i);

    const forGuest = await guest.call(liveReadCall, input);
    expect(forGuest.status).toBe(200);
    expect(forGuest.body.data.pricingIsHidden).toBe(true);
    const { media: _media, ...guestAnswer } = forGuest.body.data;
    expect(JSON.stringify(guestAnswer)).not.toMatch(/cents|price|total|subtotal/i);

    const stranger = t.client();
    await stranger.signIn('owner@other.test');
    expect((await stranger.call(liveReadCall, input)).status).toBe(404);
    expect((await t.client().call(liveReadCall, input)).status).toBe(401);
    expect((await owner.call(liveReadCall, { ...input, itemIds: Array.from({ length: 201 }, (_, i) => i + 1) })).status).toBe(400);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the live channel on two instances', () => {
  let second: RunningServer | null = null;
  afterAll(async () => second?.close());

  it('a change made on one instance reaches a viewer connected to the other', async () => {
    second = await startSecondInstance(t);
    const onSecond = await open(guest, orderQuery(), {}, second!.url);
    await onSecond.next((e) => e.event === 'ready');
    await owner.call(productOrderCalls.update, { id: order.id, props: { projectName: 'Across instances' } });
    const change = await onSecond.next(isChange(order.id, 'details'));
    expect(change.data).toMatchObject({ orderId: order.id, actor: { name: expect.any(String) } });
  });
});
