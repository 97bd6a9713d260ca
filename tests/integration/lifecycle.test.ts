/**
 * The lifecycle calls on the generic organisation: every call with good input, bad input (400), a
 * person who must be refused (403 or 404) and another organisation's order (404); duplicate, delete,
 * untitled drafts (page leave and the daily sweep), the outbox, the tax lookup without a provider,
 * staff pricing fields per organisation package, and status lists filtered by role.
 */
import { describe, expect, it } from 'vitest';
import {
  actionRequiredCall,
  approveOrderCall,
  getSessionCall,
  cancelOrderCall,
  createProductOrderCall,
  discardUntitledDraftCall,
  duplicateOrderCall,
  getTaxRateCall,
  lifecycleMessages as m,
  orderDataCall,
  orderHistoryCall,
  outboxCall,
  productInstanceCalls,
  productOrderCalls,
  requestStatusUpdateCall,
  submitOrderCall,
  updateOrderStatusCall,
  updateProductOrderCostsCall,
  type ApiCall,
  type ProductOrder,
} from '@configurator/core';
import {
  ArchCustomViewSchema,
  ArchElevationSchema,
  ArchWallSchema,
  GenericEntitySchema,
  ProductCanvasLineSchema,
  ProductCanvasTextSchema,
  ProductInstanceSchema,
  ProductOrderSchema,
} from '@configurator/server/db/entities/index';
import { removeStaleUntitledDrafts } from '@configurator/server/services/lifecycle/untitled-drafts';
import type { z } from 'zod';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID, STAFF_ONLY_STATUS } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

const details = {
  phone: '212-555-0100',
  firmName: 'Gail & Co',
  clientEmails: 'gail@co.example',
  deliveryAddress: { streetAddress: '5 Elm St', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' },
};

async function order(client: ApiClient, props: { title?: string; ready?: boolean } = {}): Promise<ProductOrder> {
  const created = (await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productCategoryId: 50001, title: props.title } })).body.data
    .productOrder as ProductOrder;
  if (props.ready) {
    await client.call(productInstanceCalls.create, { props: { productOrderId: created.id, productId: G.shaker, quantity: 2, title: 'Doors' } });
    await client.call(productOrderCalls.update, { id: created.id, props: details });
  }
  return created;
}

/** A submitted order of the guest's. */
async function submitted(): Promise<ProductOrder> {
  const o = await order(guest, { title: 'Submitted one', ready: true });
  expect((await guest.call(submitOrderCall, { productOrderId: o.id })).status).toBe(200);
  return o;
}

/** The other organisation's order, read from the database. */
const foreignOrderId = async () => (await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { orgId: OTHER_ORG_ID })).id;

type AnyCall = ApiCall<z.ZodType, z.ZodType>;
const post = (client: ApiClient, call: AnyCall, body: unknown) => client.post(call.path, body);

describe("every lifecycle call refuses bad input (400), no session (401) and other organisations' orders (404)", () => {
  const byOrder: [string, AnyCall, (id: number) => unknown][] = [
    ['submit-order', submitOrderCall, (id) => ({ productOrderId: id })],
    ['approve-order', approveOrderCall, (id) => ({ productOrderId: id })],
    ['action-required', actionRequiredCall, (id) => ({ productOrderId: id, feedbackNotes: 'x' })],
    ['cancel', cancelOrderCall, (id) => ({ productOrderId: id })],
    ['update-order-status', updateOrderStatusCall, (id) => ({ productOrderId: id, orgId: G.orgId, statusKey: 'shipped' })],
    ['request-status-update', requestStatusUpdateCall, (id) => ({ productOrderId: id })],
    ['get-tax-rate', getTaxRateCall, (id) => ({ productOrderId: id, deliveryAddress: details.deliveryAddress })],
    ['get-history', orderHistoryCall, (id) => ({ productOrderId: id })],
    ['duplicate', duplicateOrderCall, (id) => ({ productOrderId: id })],
    ['discard-untitled-draft', discardUntitledDraftCall, (id) => ({ productOrderId: id })],
  ];

  it.each(byOrder)('%s', async (_name, call, body) => {
    const foreign = await foreignOrderId();
    const before = await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { id: foreign });
    expect((await post(owner, call, { productOrderId: 'one' })).status).toBe(400);
    expect((await post(owner, call, { ...(body(1) as object), productOrderId: -3 })).status).toBe(400);
    expect((await post(t.client(), call, body(foreign))).status).toBe(401);
    const result = await post(owner, call, body(foreign));
    expect(result.status).toBe(404);
    const after = await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { id: foreign });
    expect(after.version).toBe(before.version);
    expect(after.statusData).toEqual(before.statusData);
  });

  it('refuses over-long texts and an empty status key', async () => {
    const o = await submitted();
    expect((await post(owner, actionRequiredCall, { productOrderId: o.id, feedbackNotes: 'x'.repeat(5001) })).status).toBe(400);
    expect((await post(owner, approveOrderCall, { productOrderId: o.id, feedbackNotes: 'x'.repeat(5001) })).status).toBe(400);
    expect((await post(owner, actionRequiredCall, { productOrderId: o.id })).status).toBe(400);
    expect((await post(owner, updateOrderStatusCall, { productOrderId: o.id, orgId: G.orgId, statusKey: '' })).status).toBe(400);
    expect((await post(guest, requestStatusUpdateCall, { productOrderId: o.id, note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post(owner, outboxCall, { limit: 500 })).status).toBe(400);
    expect((await post(owner, updateProductOrderCostsCall, { orgId: 1 })).status).toBe(400);
    expect((await post(owner, getTaxRateCall, { deliveryAddress: { state: 7 } })).status).toBe(400);
  });

  it('update-order-status refuses an organisation that is not the active one (403)', async () => {
    const o = await submitted();
    expect(
      (await owner.call(updateOrderStatusCall, { productOrderId: o.id, orgId: OTHER_ORG_ID, statusKey: 'shipped', skipNotifyingGuest: false })).status,
    ).toBe(403);
  });
});

describe('who may make each move', () => {
  it('guests may submit, cancel and ask for news on their own orders; approve, requires changes and status dots are staff only (403)', async () => {
    const o = await submitted();
    for (const [call, body] of [
      [approveOrderCall, { productOrderId: o.id }],
      [actionRequiredCall, { productOrderId: o.id, feedbackNotes: 'no' }],
      [updateOrderStatusCall, { productOrderId: o.id, orgId: G.orgId, statusKey: 'shipped' }],
    ] as [AnyCall, object][]) {
      const refused = await post(guest, call, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect((await guest.call(requestStatusUpdateCall, { productOrderId: o.id })).status).toBe(200);
    const cancelled = await guest.call(cancelOrderCall, { productOrderId: o.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.lastCompletedStatusKey).toBe('orderStarted');
    // Back at the first step: nothing to ask about.
    const early = await guest.call(requestStatusUpdateCall, { productOrderId: o.id });
    expect(early.status).toBe(422);
    expect(early.body.error?.message).toBe(m.statusUpdateBeforeSubmit);
  });

  it("another guest's order is not found for a guest (404)", async () => {
    const o = await order(owner, { ready: true });
    expect((await guest.call(submitOrderCall, { productOrderId: o.id })).status).toBe(404);
    expect((await guest.call(duplicateOrderCall, { productOrderId: o.id })).status).toBe(404);
  });

  it('the history of a move names who, when, from, to and the note; guests may not read it (403)', async () => {
    const o = await submitted();
    await member.call(actionRequiredCall, { productOrderId: o.id, feedbackNotes: 'Wrong hinge side' });
    const history = (await owner.call(orderHistoryCall, { productOrderId: o.id })).body.data.history;
    expect(history[0]).toMatchObject({
      move: 'requireChanges',
      userName: 'Max Member',
      fromStatusKey: 'submittedForApproval',
      toStatusKey: 'orderStarted',
      note: 'Wrong hinge side',
    });
    expect(history[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await guest.call(orderHistoryCall, { productOrderId: o.id })).status).toBe(403);
  });

  it('a status update request writes a history row staff read (who, when, at which step, the note)', async () => {
    const o = await submitted();
    expect((await guest.call(requestStatusUpdateCall, { productOrderId: o.id, note: 'Any news on delivery?' })).status).toBe(200);
    const history = (await owner.call(orderHistoryCall, { productOrderId: o.id })).body.data.history;
    expect(history[0]).toMatchObject({
      move: 'statusUpdateRequested',
      userId: o.userId,
      fromStatusKey: 'submittedForApproval',
      toStatusKey: 'submittedForApproval',
      note: 'Any news on delivery?',
    });
    // Refused (before submit): no row.
    await guest.call(cancelOrderCall, { productOrderId: o.id });
    const before = (await owner.call(orderHistoryCall, { productOrderId: o.id })).body.data.history.length;
    expect((await guest.call(requestStatusUpdateCall, { productOrderId: o.id })).status).toBe(422);
    expect((await owner.call(orderHistoryCall, { productOrderId: o.id })).body.data.history).toHaveLength(before);
  });
});

describe('prices hidden from a viewer', () => {
  it('are not in the statusData a move answers', async () => {
    const o = await order(guest, { title: 'Hidden prices', ready: true });
    const em = t.server.orm.em.fork();
    const row = await em.findOneOrFail(ProductOrderSchema, { id: o.id });
    await em.nativeUpdate(
      ProductOrderSchema,
      { id: o.id },
      {
        statusData: { orderStarted: { date: '2026-01-01 00:00:00', paymentAmountInCents: 100 } },
        involvedUsers: { ...row.involvedUsers, [String(o.userId)]: { role: 'owner', pricingIsHidden: 1 } },
      },
    );
    const moved = await guest.call(submitOrderCall, { productOrderId: o.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.statusData.orderStarted).toEqual({ date: '2026-01-01 00:00:00' });
    expect(moved.body.data.productOrder.costs).toBeUndefined();
    const seenByStaff = await owner.call(orderHistoryCall, { productOrderId: o.id });
    expect(seenByStaff.status).toBe(200);
  });
});

describe('status lists are filtered by role', () => {
  it('a guest does not see staff-only statuses on the order page; staff do', async () => {
    const o = await order(guest);
    const seen = async (client: ApiClient) =>
      (await client.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: o.orgSpecificId })).body.data.productOrderStatuses!.map((s) => s.key);
    expect(await seen(owner)).toContain(STAFF_ONLY_STATUS.key);
    expect(await seen(guest)).not.toContain(STAFF_ONLY_STATUS.key);
  });
});

describe('duplicate', () => {
  it("copies a submitted order as 'Copy of {title}' at the first step, with its items, priced now, owned by whoever copied it", async () => {
    const source = await submitted();
    await t.server.orm.em.fork().nativeUpdate(ProductOrderSchema, { id: source.id }, { effectivePricingDate: '2020-01-01 00:00:00' });
    const copied = await member.call(duplicateOrderCall, { productOrderId: source.id });
    expect(copied.status).toBe(200);
    const copy = copied.body.data.productOrder;
    expect(copy).toMatchObject({
      title: 'Copy of Submitted one',
      lastCompletedStatusKey: 'orderStarted',
      firmName: 'Gail & Co',
      amountPaidInCents: 0,
      promptedForProjectInfo: 1,
    });
    expect(Object.keys(copy.statusData)).toEqual(['orderStarted']);
    expect(copy.effectivePricingDate > '2020-01-01 00:00:00').toBe(true);
    expect(copy.orgSpecificId).not.toBe(source.orgSpecificId);
    const items = (await member.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: copy.orgSpecificId! })).body.data.productInstances;
    expect(items.map((i) => [i.productId, i.quantity, i.title])).toEqual([[G.shaker, 2, 'Doors']]);
    expect(copy.costs!.orderSubTotal).toBeGreaterThan(0);
  });

  it('copies the spatial records of an architectural order, each pointing at the copy of what its source pointed at', async () => {
    const source = await order(owner, { title: 'Lobby plan', ready: true });
    // No call writes spatial records yet (the drawing screens do, later): they are put in as those screens will.
    const em = t.server.orm.em.fork();
    await em.nativeUpdate(ProductOrderSchema, { id: source.id }, { type: 'arch' });
    const at = { orgId: G.orgId, productOrderId: source.id };
    const view = em.create(ArchCustomViewSchema, { ...at, title: 'North elevation', rank: 1 });
    const wall = em.create(ArchWallSchema, { ...at, from: { x: 0, z: 0 }, to: { x: 120, z: 0 }, height: 100 });
    em.create(ArchElevationSchema, { ...at, from: { x: 0, z: 10 }, to: { x: 120, z: 10 }, viewDepth: 40 });
    await em.flush();
    em.create(ProductCanvasTextSchema, { ...at, text: 'Lift lobby', customViewId: view.id });
    em.create(ProductCanvasLineSchema, { ...at, from: { x: 1, y: 2 }, to: { x: 3, y: 4 }, customViewId: view.id });
    const area = em.create(GenericEntitySchema, { ...at, type: 'calicoMuralArea', parentId: wall.id, parentResourceKey: 'archWall' });
    await em.flush();
    em.create(GenericEntitySchema, { ...at, type: 'calicoMuralPanel', parentId: area.id, parentResourceKey: 'entity' });
    await em.nativeUpdate(ProductInstanceSchema, { productOrderId: source.id }, { archCustomViewId: view.id });
    await em.flush();

    const copy = (await owner.call(duplicateOrderCall, { productOrderId: source.id })).body.data.productOrder;
    const data = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: copy.orgSpecificId! })).body.data;
    expect(data.isSpatial).toBe(true);
    const [copiedView] = data.archCustomViews!;
    const [copiedWall] = data.archWalls!;
    expect(copiedView).toMatchObject({ title: 'North elevation', productOrderId: copy.id });
    expect(copiedView!.id).not.toBe(view.id);
    expect(copiedWall).toMatchObject({ productOrderId: copy.id, from: { x: 0, z: 0 }, to: { x: 120, z: 0 }, height: 100 });
    expect(data.archElevations).toEqual([expect.objectContaining({ productOrderId: copy.id, viewDepth: 40 })]);
    expect(data.productCanvasTexts).toEqual([expect.objectContaining({ text: 'Lift lobby', customViewId: copiedView!.id })]);
    expect(data.productCanvasLines).toEqual([expect.objectContaining({ to: { x: 3, y: 4 }, customViewId: copiedView!.id })]);
    const copiedArea = data.entities!.find((e) => e.type === 'calicoMuralArea')!;
    expect(copiedArea.parentId).toBe(copiedWall!.id);
    expect(data.entities!.find((e) => e.type === 'calicoMuralPanel')!.parentId).toBe(copiedArea.id);
    expect(data.productInstances.map((i) => i.archCustomViewId)).toEqual([copiedView!.id]);
    // The source keeps its own.
    const sourceData = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: source.orgSpecificId! })).body.data;
    expect(sourceData.archCustomViews!.map((v) => v.id)).toEqual([view.id]);
  });
});

describe('delete and untitled drafts', () => {
  it('lets the order owner and staff delete, nobody else', async () => {
    const mine = await order(guest, { title: 'Mine' });
    expect((await otherOwner.call(productOrderCalls.destroy, { id: mine.id })).status).toBe(404);
    expect((await guest.call(productOrderCalls.destroy, { id: mine.id })).status).toBe(200);
    const staffs = await order(owner, { title: 'Staff order' });
    expect((await guest.call(productOrderCalls.destroy, { id: staffs.id })).status).toBe(404);
    expect((await member.call(productOrderCalls.destroy, { id: staffs.id })).status).toBe(200);
  });

  it("discards the caller's own untitled draft when the page is left, and nothing else", async () => {
    const draft = await order(guest);
    expect(draft.title).toBe('Untitled Order');
    // Staff looking at a guest's draft do not remove it.
    expect((await owner.call(discardUntitledDraftCall, { productOrderId: draft.id })).body.data.removed).toBe(false);
    expect((await guest.call(discardUntitledDraftCall, { productOrderId: draft.id })).body.data.removed).toBe(true);
    expect(await t.server.orm.em.fork().findOne(ProductOrderSchema, { id: draft.id })).toBeNull();
    const named = await order(guest, { title: 'Named' });
    expect((await guest.call(discardUntitledDraftCall, { productOrderId: named.id })).body.data.removed).toBe(false);
  });

  it('the sweep removes untitled drafts never prompted that are older than a day, only those', async () => {
    const em = t.server.orm.em.fork();
    const old = await order(guest);
    const oldPrompted = await order(guest);
    const oldNamed = await order(guest, { title: 'Named long ago' });
    const fresh = await order(guest);
    await em.nativeUpdate(ProductOrderSchema, { id: { $in: [old.id, oldPrompted.id, oldNamed.id] } }, { created: '2020-01-01 00:00:00' });
    await em.nativeUpdate(ProductOrderSchema, { id: oldPrompted.id }, { promptedForProjectInfo: 1 });
    const removed = await removeStaleUntitledDrafts(t.server.orm);
    expect(removed).toBe(1);
    const left = (await em.find(ProductOrderSchema, { id: { $in: [old.id, oldPrompted.id, oldNamed.id, fresh.id] } })).map((o) => o.id).sort();
    expect(left).toEqual([oldPrompted.id, oldNamed.id, fresh.id].sort());
  });
});

describe('the outbox', () => {
  it("shows staff their own organisation's mails, newest first; guests are refused (403)", async () => {
    const o = await submitted();
    const mails = (await owner.call(outboxCall, { productOrderId: o.id })).body.data.messages;
    expect(mails.map((mail) => mail.event)).toEqual(['submitted']);
    expect(mails[0]).toMatchObject({ orgId: G.orgId, transport: 'outbox', subject: `Order #${o.orgSpecificId} submitted for review: Submitted one` });
    expect(mails[0]!.html).toContain(`<a href="`);
    expect(mails[0]!.html).toContain('Submitted one');
    expect((await guest.call(outboxCall, {})).status).toBe(403);
    const others = (await otherOwner.call(outboxCall, {})).body.data.messages;
    expect(others.every((mail) => mail.orgId === OTHER_ORG_ID)).toBe(true);
    const page = (await owner.call(outboxCall, { limit: 1, beforeId: mails[0]!.id + 1 })).body.data.messages;
    expect(page).toHaveLength(1);
  });

  it('escapes what people typed in the HTML part', async () => {
    const o = await order(guest, { title: '<b>Bold</b> & co', ready: true });
    await guest.call(submitOrderCall, { productOrderId: o.id });
    const mail = (await owner.call(outboxCall, { productOrderId: o.id })).body.data.messages[0]!;
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.subject).toContain('Bold');
  });
});

describe('tax, costs and staff pricing fields by organisation', () => {
  it('without a tax provider the lookup says so and keeps the rate', async () => {
    const o = await order(guest);
    const result = await guest.call(getTaxRateCall, { deliveryAddress: details.deliveryAddress, productOrderId: o.id });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ taxRate: null, outcome: 'noProvider', message: m.taxLookupNoProvider, taxPercentageUpdated: false });
    expect(result.body.data.productOrder!.taxPercentage).toBe(0);
  });

  it('the cost update runs for staff of an organisation that turns it on; others 403', async () => {
    const updated = await owner.call(updateProductOrderCostsCall, {});
    expect(updated.status).toBe(200);
    expect(updated.body.data.updatedCount).toBeGreaterThan(0);
    expect((await guest.call(updateProductOrderCostsCall, {})).status).toBe(403);
    expect((await otherOwner.call(updateProductOrderCostsCall, {})).status).toBe(403);
  });

  it('staff pricing fields are refused to the owner of an organisation whose package does not turn them on', async () => {
    const o = (await otherOwner.call(createProductOrderCall, { productOrderProps: { orgId: OTHER_ORG_ID } })).body.data.productOrder;
    const refused = await otherOwner.call(productOrderCalls.update, { id: o.id, props: { discountPercentage: 5 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(m.staffPricingFieldsOff);
    expect((await otherOwner.call(productOrderCalls.update, { id: o.id, props: { firmName: 'Other Co' } })).status).toBe(200);
  });

  it('an owner change keeps the previous owner as a sharee with prices visible; empty shipping is stored as null (TBD)', async () => {
    const o = await order(guest, { ready: true });
    const memberId = (await member.call(getSessionCall, {})).body.data!.user!.id;
    const changed = await owner.call(productOrderCalls.update, { id: o.id, props: { userId: memberId } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.productOrder!.involvedUsers).toEqual({
      [String(o.userId)]: { role: 'sharee', pricingIsHidden: 0 },
      [String(memberId)]: { role: 'owner', pricingIsHidden: 0 },
    });
    expect(
      (await owner.call(productOrderCalls.update, { id: o.id, props: { shippingMode: 'amount', shippingFlatAmount: 1500 } })).body.data.productOrder!.costs!
        .shippingIsTbd,
    ).toBe(false);
    const shipping = await owner.call(productOrderCalls.update, { id: o.id, props: { shippingMode: 'amount', shippingFlatAmount: '' } });
    expect(shipping.body.data.productOrder!.shippingFlatAmount).toBeNull();
    expect(shipping.body.data.productOrder!.costs!.shippingIsTbd).toBe(true);
  });
});
