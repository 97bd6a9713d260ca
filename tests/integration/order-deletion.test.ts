/**
 * Issue 32, item 1: deletion that loses nothing. Who may delete is the transitions table's 'delete'
 * row: the people on an order only an unpaid draft, staff also later but never once money was taken
 * (422 with the table's message). A deleted order keeps its row, items, history and payments, is
 * hidden from every read (list, search, count, order data, documents, share links, item writes),
 * staff list and restore it for 30 days (others 403, other organisations 404, later 422), and the
 * purge job removes it after that. Runs on PGlite, or on DATABASE_URL's PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import {
  actionRequiredCall,
  createProductOrderCall,
  deletedOrdersCall,
  documentCall,
  generateShareableLinkCall,
  handleGuestShareLinkCall,
  lifecycleMessages as m,
  orderDataCall,
  orderHistoryCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
  restoreOrderCall,
  submitOrderCall,
  toStoredDate,
  updateOrderStatusCall,
  type ProductOrder,
} from '@configurator/core';
import { OrderHistorySchema, ProductInstanceSchema, ProductOrderSchema, withDeletedOrders } from '@configurator/server/db/entities/index';
import { purgeDeletedOrders } from '@configurator/server/services/lifecycle/deleted-orders';
import { useRoleMatrix, type ApiClient } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

const details = {
  phone: '212-555-0100',
  firmName: 'Gail & Co',
  clientEmails: 'gail@co.example',
  deliveryAddress: { streetAddress: '5 Elm St', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' },
};

/** A guest's order with an item and its details, submitted when asked. */
async function guestOrder(title: string, { submit = false } = {}): Promise<ProductOrder> {
  const created = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productCategoryId: 50001, title } })).body.data
    .productOrder as ProductOrder;
  await guest.call(productInstanceCalls.create, { props: { productOrderId: created.id, productId: G.shaker, quantity: 2, title: 'Doors' } });
  await guest.call(productOrderCalls.update, { id: created.id, props: details });
  if (submit) expect((await guest.call(submitOrderCall, { productOrderId: created.id })).status).toBe(200);
  return created;
}

/** The case: paid in full, in production. */
async function paidInProduction(title: string): Promise<ProductOrder> {
  const o = await guestOrder(title, { submit: true });
  expect((await owner.call(updateOrderStatusCall, { productOrderId: o.id, orgId: G.orgId, statusKey: 'inProduction', skipNotifyingGuest: true })).status).toBe(
    200,
  );
  expect((await owner.call(productOrderCalls.update, { id: o.id, props: { amountPaidInCents: 125_000 } })).status).toBe(200);
  return o;
}

const stored = (id: number) => t.server.orm.em.fork().findOne(ProductOrderSchema, { id }, { filters: withDeletedOrders });
const historyOf = async (id: number) =>
  (await t.server.orm.em.fork().find(OrderHistorySchema, { productOrderId: id }, { orderBy: { id: 'asc' } })).map((h) => h.move);
const listed = async (client: ApiClient, searchTerm = '') =>
  (await client.call(ordersDataCall, { orgId: G.orgId, searchTerm })).body.data.productOrders.map((o) => o.id);
const opened = async (client: ApiClient, o: ProductOrder) =>
  (await client.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: o.orgSpecificId! })).status;
/** Moves an order's deletion into the past, as if it had happened `days` ago. */
const deletedDaysAgo = (id: number, days: number) =>
  t.server.orm.em
    .fork()
    .nativeUpdate(ProductOrderSchema, { id }, { deletedAt: toStoredDate(new Date(Date.now() - days * 24 * 3600 * 1000)) }, { filters: withDeletedOrders });

describe("who may delete an order (the transitions table's delete row)", () => {
  it("refuses the customer a paid order in production (422, the table's message); the shop still has it with its history", async () => {
    const o = await paidInProduction('Paid in production');
    const refused = await guest.call(productOrderCalls.destroy, { id: o.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(m.deleteAfterPayment);
    expect(await opened(owner, o)).toBe(200);
    expect(await historyOf(o.id)).toEqual(['submit', 'setStatus']);
  });

  it('refuses the customer a submitted order, even unpaid (422)', async () => {
    const o = await guestOrder('Submitted unpaid', { submit: true });
    const refused = await guest.call(productOrderCalls.destroy, { id: o.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(m.deleteAfterSubmit);
    expect((await stored(o.id))?.deletedAt).toBeNull();
  });

  it('lets staff delete a submitted unpaid order, never a paid one (they archive it instead)', async () => {
    const unpaid = await guestOrder('Staff deletes', { submit: true });
    expect((await member.call(productOrderCalls.destroy, { id: unpaid.id })).status).toBe(200);
    expect((await stored(unpaid.id))?.deletedAt).not.toBeNull();
    const paid = await paidInProduction('Staff may not delete');
    const refused = await owner.call(productOrderCalls.destroy, { id: paid.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(m.deleteAfterPayment);
    expect((await owner.call(productOrderCalls.update, { id: paid.id, props: { archived: 1 } })).status).toBe(200);
  });

  it("another organisation's owner gets 404 and changes nothing", async () => {
    const o = await guestOrder('Not theirs');
    expect((await otherOwner.call(productOrderCalls.destroy, { id: o.id })).status).toBe(404);
    expect((await stored(o.id))?.deletedAt).toBeNull();
  });
});

describe('a deleted order loses nothing and is hidden everywhere', () => {
  it('the customer deletes their own unsubmitted, unpaid draft: gone from list, search, order data, documents, links and writes; row, items and history kept', async () => {
    // A draft with a past: submitted, sent back for changes (two history rows), with a share link.
    const o = await guestOrder('Draft with history', { submit: true });
    expect((await owner.call(actionRequiredCall, { productOrderId: o.id, feedbackNotes: 'Fix the doors' })).status).toBe(200);
    const link = (await guest.call(generateShareableLinkCall, { productOrderId: o.id })).body.data.shareableLink!;
    expect(await listed(guest)).toContain(o.id);

    expect((await guest.call(productOrderCalls.destroy, { id: o.id })).status).toBe(200);

    for (const client of [guest, owner]) {
      expect(await listed(client)).not.toContain(o.id);
      expect(await listed(client, 'Draft with history')).toEqual([]);
      expect(await opened(client, o)).toBe(404);
    }
    expect((await owner.call(documentCall, { orgId: G.orgId, productOrderOrgSpecificId: o.orgSpecificId!, mode: 'quote' })).status).toBe(404);
    expect((await owner.call(orderHistoryCall, { productOrderId: o.id })).status).toBe(404);
    expect((await guest.call(productInstanceCalls.create, { props: { productOrderId: o.id, productId: G.shaker, quantity: 1, title: 'More' } })).status).toBe(
      404,
    );
    expect((await t.client().call(handleGuestShareLinkCall, { shareToken: link })).status).toBe(404);
    // Deleting it again finds nothing.
    expect((await guest.call(productOrderCalls.destroy, { id: o.id })).status).toBe(404);

    const row = await stored(o.id);
    expect(row).toMatchObject({ title: 'Draft with history', firmName: 'Gail & Co', amountPaidInCents: 0 });
    expect(row!.deletedAt).not.toBeNull();
    expect(await historyOf(o.id)).toEqual(['submit', 'requireChanges', 'delete']);
    expect(await t.server.orm.em.fork().count(ProductInstanceSchema, { productOrderId: o.id })).toBe(1);
  });
});

describe('restoring deleted orders (staff, 30 days)', () => {
  it('staff find it in the deleted list and restore it as it was; guests and other organisations are refused', async () => {
    const o = await guestOrder('Restore me', { submit: true });
    expect((await owner.call(productOrderCalls.destroy, { id: o.id })).status).toBe(200);

    const deleted = (await member.call(deletedOrdersCall, {})).body.data.orders;
    expect(deleted.find((d) => d.id === o.id)).toMatchObject({
      orgSpecificId: o.orgSpecificId,
      title: 'Restore me',
      ownerName: expect.any(String),
      deletedByName: expect.any(String),
    });
    expect((await guest.call(deletedOrdersCall, {})).status).toBe(403);
    expect((await otherOwner.call(deletedOrdersCall, {})).body.data.orders.map((d) => d.id)).not.toContain(o.id);

    const refused = await guest.call(restoreOrderCall, { productOrderId: o.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(m.restoreStaffOnly);
    expect((await otherOwner.call(restoreOrderCall, { productOrderId: o.id })).status).toBe(404);
    expect((await owner.call(restoreOrderCall, { productOrderId: 'x' } as never)).status).toBe(400);

    const restored = await member.call(restoreOrderCall, { productOrderId: o.id });
    expect(restored.status).toBe(200);
    expect(restored.body.data.productOrder).toMatchObject({ id: o.id, orgSpecificId: o.orgSpecificId, lastCompletedStatusKey: 'submittedForApproval' });
    expect(await listed(guest)).toContain(o.id);
    expect(await opened(guest, o)).toBe(200);
    expect(await historyOf(o.id)).toEqual(['submit', 'delete', 'restore']);
    expect((await member.call(deletedOrdersCall, {})).body.data.orders.map((d) => d.id)).not.toContain(o.id);
    // A live order is not restorable.
    const again = await member.call(restoreOrderCall, { productOrderId: o.id });
    expect(again.status).toBe(422);
    expect(again.body.error?.message).toBe(m.restoreNotDeleted);
  });

  it('refuses a restore after 30 days', async () => {
    const o = await guestOrder('Too late');
    expect((await guest.call(productOrderCalls.destroy, { id: o.id })).status).toBe(200);
    await deletedDaysAgo(o.id, 31);
    const refused = await owner.call(restoreOrderCall, { productOrderId: o.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe('This order was deleted more than 30 days ago and can no longer be restored.');
    expect((await owner.call(deletedOrdersCall, {})).body.data.orders.map((d) => d.id)).not.toContain(o.id);
  });
});

describe('the purge job', () => {
  it('removes the orders deleted more than 30 days ago with their records, and only those', async () => {
    await purgeDeletedOrders(t.server.orm); // what the tests above left
    const old = await guestOrder('Deleted long ago', { submit: true });
    const recent = await guestOrder('Deleted lately');
    const live = await guestOrder('Still here');
    for (const o of [old, recent]) expect((await owner.call(productOrderCalls.destroy, { id: o.id })).status).toBe(200);
    await deletedDaysAgo(old.id, 31);
    await deletedDaysAgo(recent.id, 29);

    expect(await purgeDeletedOrders(t.server.orm)).toBe(1);
    expect(await stored(old.id)).toBeNull();
    expect(await historyOf(old.id)).toEqual([]);
    expect(await t.server.orm.em.fork().count(ProductInstanceSchema, { productOrderId: old.id })).toBe(0);
    expect((await stored(recent.id))?.deletedAt).not.toBeNull();
    expect((await stored(live.id))?.deletedAt).toBeNull();
    // Run again (a second instance): nothing more.
    expect(await purgeDeletedOrders(t.server.orm)).toBe(0);
  });
});
