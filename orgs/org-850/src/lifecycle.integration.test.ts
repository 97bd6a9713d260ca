/**
 * Organisation 850's order lifecycle on the real server: a guest's made-to-order quote from draft
 * through submit (each check refused in turn with its exact message), requires changes, resubmit,
 * approve, staff status steps to delivered, with history rows and a mail in the outbox for every
 * notification; the cancel rules; a Back Boxes order (stocked) straight to payment; the tax lookup
 * (CA and NY skipped by 850's own settings); staff pricing fields (on for 850).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionRequiredCall,
  approveOrderCall,
  cancelOrderCall,
  createProductOrderCall,
  fillTemplate,
  getTaxRateCall,
  lifecycleMessages as m,
  messages,
  orderDataCall,
  orderHistoryCall,
  ordersDataCall,
  outboxCall,
  productInstanceCalls,
  productOrderCalls,
  requestStatusUpdateCall,
  submitOrderCall,
  updateOrderStatusCall,
  type InstanceProperties,
  type ProductOrder,
} from '@configurator/core';
import { bootOrganisation, type ApiClient, type TestServer } from '@configurator/test-harness';
import { CATEGORY, ORG_ID, PRODUCT, PROPERTY as P } from './constants.ts';
import { FONT, FONT_PROPERTY_ID } from './demo/engraving-font.ts';
import { demoOrganisation } from './server.ts';

let t: TestServer;
let owner: ApiClient;
let member: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  const booted = await bootOrganisation(demoOrganisation, { signIn: ['owner', 'member', 'guest'] });
  ({ owner, member, guest } = booted.users);
  t = booted;
});
afterAll(async () => t?.dispose());

const address = { streetAddress: '1 Market St', streetAddress2: '', city: 'Austin', state: 'TX', zip: '73301', country: '' };

/** The demo's valid Lobby keypad configuration, read as the owner sees it. */
async function lobbyKeypadProperties(): Promise<InstanceProperties> {
  const list = (await owner.call(ordersDataCall, { orgId: ORG_ID, searchTerm: 'Lobby' })).body.data.productOrders;
  const lobby = list.find((o) => o.title === 'Harbor View Hotel – Lobby')!;
  const data = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: lobby.orgSpecificId })).body.data;
  return data.productInstances.find((i) => i.title === 'Lobby entrance')!.properties;
}

const update = (client: ApiClient, id: number, props: Record<string, unknown>) => client.call(productOrderCalls.update, { id, props });
const outboxOf = async (productOrderId: number) => (await owner.call(outboxCall, { productOrderId })).body.data.messages;

async function newQuote(client: ApiClient, productCategoryId: number = CATEGORY.keypads): Promise<ProductOrder> {
  const created = await client.call(createProductOrderCall, { productOrderProps: { orgId: ORG_ID, productCategoryId } });
  expect(created.status).toBe(200);
  return created.body.data.productOrder as ProductOrder;
}

describe('organisation 850: a made-to-order quote from draft to delivered', () => {
  it('refuses each submit check in turn with its exact message, then submits for approval', async () => {
    const order = await newQuote(guest);
    expect(order).toMatchObject({ isStocked: 0, lastCompletedStatusKey: 'orderStarted' });
    const valid = await lobbyKeypadProperties();
    // An engraving far wider than its button: stored (shown red), but the order cannot be submitted.
    const tooWide = { ...valid, [P.engraving]: { engravings: { 0: { above: [{ text: 'WWWWWWWWWWWWWWWWWWWWWWWW' }], below: [] } } } };
    const item = await guest.call(productInstanceCalls.create, {
      props: { productOrderId: order.id, productId: PRODUCT.keypad, title: 'Entry', properties: tooWide },
    });
    expect(item.status).toBe(200);

    const submit = () => guest.call(submitOrderCall, { productOrderId: order.id });
    const fixes: [string, () => Promise<unknown>][] = [
      [
        'It looks like an item has an invalid configuration. Please review your items and update any red selections.',
        () => guest.call(productInstanceCalls.update, { id: item.body.data.productInstance!.id, props: { properties: valid } }),
      ],
      ['A valid, 10-digit contact phone number is required to proceed.', () => update(guest, order.id, { phone: '(512) 555-0199' })],
      ['A complete delivery address is required to proceed.', () => update(guest, order.id, { deliveryAddress: address })],
      ['Company is required to proceed.', () => update(guest, order.id, { firmName: 'Harbor Builders' })],
      ['A contact email is required to proceed.', () => update(guest, order.id, { clientEmails: 'site@harbor.example' })],
    ];
    for (const [message, fix] of fixes) {
      const refused = await submit();
      expect(refused.status).toBe(422);
      expect(refused.body.error?.message).toBe(message);
      // Nothing changed on the refusal.
      expect(
        (await guest.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).body.data.productOrders[0]!.lastCompletedStatusKey,
      ).toBe('orderStarted');
      await fix();
    }
    const submitted = await submit();
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.lastCompletedStatusKey).toBe('submittedForApproval');
    expect(Object.keys(submitted.body.data.statusData)).toEqual(['orderStarted', 'submittedForApproval']);
    expect(submitted.body.data.statusData.submittedForApproval!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(submitted.body.data.history).toMatchObject({
      move: 'submit',
      fromStatusKey: 'orderStarted',
      toStatusKey: 'submittedForApproval',
      userName: 'Grace Holm',
    });

    // Submitted: the guest cannot submit again, approve, or change details any more.
    expect((await submit()).body.error?.message).toBe('An order at "Submitted for Approval" cannot be submitted.');
    const approveByGuest = await guest.call(approveOrderCall, { productOrderId: order.id });
    expect(approveByGuest.status).toBe(403);
    expect((await update(guest, order.id, { phone: '5125550100' })).status).toBe(403);

    // The guest asks for news; staff are notified.
    const asked = await guest.call(requestStatusUpdateCall, { productOrderId: order.id });
    expect(asked.body.data.message).toBe('Requested a status update successfully');

    // A member requires changes; the guest sees the feedback, fixes and resubmits.
    const changes = await member.call(actionRequiredCall, { productOrderId: order.id, feedbackNotes: 'Please add the second entry keypad.' });
    expect(changes.status).toBe(200);
    expect(changes.body.data).toMatchObject({ lastCompletedStatusKey: 'orderStarted', feedbackNotes: 'Please add the second entry keypad.' });
    expect(Object.keys(changes.body.data.statusData)).toEqual(['orderStarted']);
    const seen = (await guest.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).body.data.productOrders[0]!;
    expect(seen.feedbackNotes).toBe('Please add the second entry keypad.');
    expect((await update(guest, order.id, { purchaseOrderNumber: 'PO-77' })).status).toBe(200);
    expect((await submit()).status).toBe(200);

    // The owner approves: the next step is the deposit.
    const approved = await owner.call(approveOrderCall, { productOrderId: order.id, feedbackNotes: 'Looks good.' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.lastCompletedStatusKey).toBe('readyToPayDeposit');

    // Staff move it on, one dot at a time, to delivered.
    for (const statusKey of ['inProduction', 'shipped', 'finalPaymentReceived', 'delivered']) {
      const moved = await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG_ID, statusKey, skipNotifyingGuest: false });
      expect(moved.status).toBe(200);
      // The spec's answer (orders §7): data is the new statusData, its last entry the step moved to.
      expect(Object.keys(moved.body.data).at(-1)).toBe(statusKey);
    }
    const history = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history;
    expect(history.map((h) => [h.move, h.toStatusKey]).reverse()).toEqual([
      ['submit', 'submittedForApproval'],
      ['statusUpdateRequested', 'submittedForApproval'],
      ['requireChanges', 'orderStarted'],
      ['submit', 'submittedForApproval'],
      ['approve', 'readyToPayDeposit'],
      ['setStatus', 'inProduction'],
      ['setStatus', 'shipped'],
      ['setStatus', 'finalPaymentReceived'],
      ['setStatus', 'delivered'],
    ]);
    expect(history.find((h) => h.move === 'requireChanges')!.note).toBe('Please add the second entry keypad.');
    // History is for staff only.
    expect((await guest.call(orderHistoryCall, { productOrderId: order.id })).status).toBe(403);

    // Every notification landed in the outbox, naming the quote number and linking to it.
    const mails = (await outboxOf(order.id)).reverse();
    expect(mails.map((mail) => mail.event)).toEqual([
      'submitted',
      'statusUpdateRequested',
      'changesRequested',
      'submitted',
      'approved',
      'statusChanged',
      'statusChanged',
      'statusChanged',
      'statusChanged',
    ]);
    expect(mails[0]!.subject).toBe(`Quote #${order.orgSpecificId} submitted for review: ${order.title}`);
    expect(mails[0]!.to).toEqual(expect.arrayContaining([`owner@org${ORG_ID}.demo`, `member@org${ORG_ID}.demo`]));
    expect(mails[0]!.to).not.toContain(`guest@org${ORG_ID}.demo`);
    expect(mails[2]!.to).toEqual([`guest@org${ORG_ID}.demo`, 'site@harbor.example']);
    expect(mails[2]!.text).toContain('Please add the second entry keypad.');
    for (const mail of mails) {
      expect(mail.text).toContain(`/orders/${order.orgSpecificId}?orgId=${ORG_ID}`);
      expect(mail.transport).toBe('outbox');
    }
  });

  it('refuses moves the table forbids, stale versions and unknown keys, changing nothing', async () => {
    const order = await newQuote(owner);
    const member422 = await member.call(approveOrderCall, { productOrderId: order.id });
    expect(member422.status).toBe(422);
    expect(member422.body.error?.message).toBe('An order at "Quote Started" cannot be approved.');
    const unknown = await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG_ID, statusKey: 'teleported', skipNotifyingGuest: false });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toBe('This organisation has no order status "teleported".');
    const stale = await owner.call(updateOrderStatusCall, {
      productOrderId: order.id,
      orgId: ORG_ID,
      statusKey: 'inProduction',
      skipNotifyingGuest: false,
      version: order.version - 1,
    });
    expect(stale.status).toBe(409);
    const byGuest = await guest.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG_ID, statusKey: 'inProduction', skipNotifyingGuest: false });
    // The guest is not on the owner's order: not found, like every other call.
    expect(byGuest.status).toBe(404);
    const after = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: order.orgSpecificId })).body.data.productOrders[0]!;
    expect(after.lastCompletedStatusKey).toBe('orderStarted');
    expect(after.version).toBe(order.version);
    expect(await outboxOf(order.id)).toEqual([]);

    // skipNotifyingGuest: the status moves, no mail.
    const quiet = await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG_ID, statusKey: 'inProduction', skipNotifyingGuest: true });
    expect(quiet.status).toBe(200);
    expect(await outboxOf(order.id)).toEqual([]);
  });
});

describe('organisation 850: cancel rules', () => {
  it('cancels only past the first step and before any payment, back to the first step', async () => {
    const order = await newQuote(owner);
    const early = await owner.call(cancelOrderCall, { productOrderId: order.id });
    expect(early.status).toBe(422);
    expect(early.body.error?.message).toBe(m.cancelNotStarted);

    await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG_ID, statusKey: 'inProduction', skipNotifyingGuest: true });
    expect((await update(owner, order.id, { amountPaidInCents: 50_000 })).status).toBe(200);
    const paid = await owner.call(cancelOrderCall, { productOrderId: order.id });
    expect(paid.status).toBe(422);
    expect(paid.body.error?.message).toBe('This order has a payment recorded, so it cannot be cancelled.');

    expect((await update(owner, order.id, { amountPaidInCents: 0 })).status).toBe(200);
    const cancelled = await owner.call(cancelOrderCall, { productOrderId: order.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.lastCompletedStatusKey).toBe('orderStarted');
    expect(Object.keys(cancelled.body.data.statusData)).toEqual(['orderStarted']);
  });
});

describe('organisation 850: stocked back boxes', () => {
  it('creates a stocked order from the Back Boxes tile and submits it straight to payment', async () => {
    // The Back Boxes tile creates an order for the category alone (no product).
    const order = await newQuote(guest, CATEGORY.backBoxes);
    expect(order.isStocked).toBe(1);
    await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: PRODUCT.singleGangBox, quantity: 10 } });
    await update(guest, order.id, { phone: '5125550100', deliveryAddress: address, firmName: 'Harbor Builders', clientEmails: 'a@harbor.example' });
    const submitted = await guest.call(submitOrderCall, { productOrderId: order.id });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.lastCompletedStatusKey).toBe('readyToPayDeposit');
    expect(submitted.body.data.history?.move).toBe('submit');
  });
});

describe('organisation 850: sales tax', () => {
  it('updates the rate from the delivery state, skips CA and NY by its own settings, keeps the rate when the lookup fails', async () => {
    const order = await newQuote(guest);
    const tx = await guest.call(getTaxRateCall, { deliveryAddress: address, productOrderId: order.id });
    expect(tx.status).toBe(200);
    expect(tx.body.data).toMatchObject({ taxRate: 6.25, outcome: 'rate', taxPercentageUpdated: true });
    expect(tx.body.data.productOrder!.taxPercentage).toBe(6.25);
    const ca = await guest.call(getTaxRateCall, { deliveryAddress: { ...address, state: 'CA' }, productOrderId: order.id });
    expect(ca.body.data).toMatchObject({
      taxRate: null,
      outcome: 'skipped',
      message: 'Sales tax is not looked up for CA; the current rate is kept.',
      taxPercentageUpdated: false,
    });
    expect(ca.body.data.productOrder!.taxPercentage).toBe(6.25);
    const unknown = await guest.call(getTaxRateCall, { deliveryAddress: { ...address, state: 'ZZ' }, productOrderId: order.id });
    expect(unknown.body.data.message).toBe('The sales tax rate could not be looked up (no rate is known for state "ZZ"); the current rate of 6.25% is kept.');
    expect(unknown.body.data.productOrder!.taxPercentage).toBe(6.25);
  });
});

describe('organisation 850: staff order info', () => {
  it('lets its owners and members write the pricing fields, nobody else', async () => {
    const order = await newQuote(guest);
    expect(
      (
        await update(member, order.id, {
          discountMode: 'rate',
          discountPercentage: 10,
          shippingFlatAmount: null,
          commandData: { number: 'C-1', date: '2026-11-20', totalInCents: 9900 },
        })
      ).status,
    ).toBe(200);
    const byGuest = await update(guest, order.id, { discountPercentage: 50 });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.error?.message).toBe('Only owners and members can change discountPercentage.');
    expect((await update(member, order.id, { commandData: { date: '2026-02-30' } })).status).toBe(400);
  });

  it('cleans odd characters from a quote name and refuses empty and untitled ones, naming its untitled title', async () => {
    const order = await newQuote(guest);
    const cleaned = await update(guest, order.id, { title: 'Lobby\u0007 keypads™' });
    expect(cleaned.body.data.productOrder!.title).toBe('Lobby  keypads');
    const empty = await update(guest, order.id, { title: ' \u0001 ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error?.message).toBe('A valid order name is required.');
    const untitled = await update(guest, order.id, { title: 'Untitled Quote' });
    expect(untitled.body.error?.message).toBe('Order name can not be "Untitled Quote", please enter a valid name.');
  });

  it("refuses an order-level font that empties the chosen item's own property with the 'Oops' message", async () => {
    const order = await newQuote(owner);
    const valid = await lobbyKeypadProperties();
    const item = (await owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: PRODUCT.keypad, properties: valid } })).body
      .data.productInstance!;
    const refused = await owner.call(productInstanceCalls.update, {
      id: item.id,
      props: { properties: { ...item.properties, [FONT_PROPERTY_ID]: { optionId: FONT.backlitStencil } } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(fillTemplate(messages.selectionLeavesPropertyEmpty, { title: 'Button Style' }));
  });
});
