/**
 * Boots the real server on a fresh database with organisation 850's demo data: its users sign in,
 * see its catalogue by role and its priced orders, and its rules hold on the server (an impossible
 * keypad is refused, the discount on stocked back boxes is capped at 20 percent, the order-level
 * engraving font is written to every item or, when it would empty a property of one, to none, and a
 * new item takes the font the order holds unless it would not fit; a Hotel Keypad, which requires an
 * item title, is refused without one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillTemplate,
  getSessionCall,
  guestsDataCall,
  outboxCall,
  homepageDataCall,
  messages,
  orderDataCall,
  ordersDataCall,
  productInstanceCalls,
  productOrderCalls,
} from '@configurator/core';
import { bootOrganisation, type ApiClient, type TestServer } from '@configurator/test-harness';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from './constants.ts';
import { FONT, FONT_PROPERTY_ID } from './demo/engraving-font.ts';
import { demoOrganisation } from './server.ts';
import { pushUserUpdateToMondayCall } from './monday-push-call.ts';

let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  const booted = await bootOrganisation(demoOrganisation, { signIn: ['owner', 'guest'] });
  ({ owner, guest } = booted.users);
  t = booted;
});
afterAll(async () => t?.dispose());

const orderByTitle = async (title: string) => {
  const list = await owner.call(ordersDataCall, { orgId: ORG_ID, searchTerm: title });
  return list.body.data.productOrders.find((o) => o.title === title)!;
};

describe('organisation 850 on the server', () => {
  it('signs its owner in with its plugins enabled, its own package first', async () => {
    const session = (await owner.call(getSessionCall, {})).body.data!;
    expect(session.activeOrg).toMatchObject({ id: ORG_ID, title: 'Keystone Controls', role: 'owner' });
    expect(session.enabledPlugins.map((p) => p.id)).toEqual(['org-850', 'keypads', 'us-sales-tax']);
  });

  it('shows internal products to its owner only', async () => {
    const titles = async (client: ApiClient) => (await client.call(homepageDataCall, { orgId: ORG_ID })).body.data.products.map((p) => p.title);
    expect(await titles(owner)).toContain('Dimmer Plate');
    expect(await titles(guest)).not.toContain('Dimmer Plate');
    expect(await titles(guest)).toContain('Keypad');
  });

  it('lists its active demo orders, priced', async () => {
    const list = (await owner.call(ordersDataCall, { orgId: ORG_ID })).body.data;
    expect(list.totalCount).toBe(demoOrganisation.orders.filter((o) => !o.archived).length);
    const lobby = await orderByTitle('Harbor View Hotel – Lobby');
    const data = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: lobby.orgSpecificId })).body.data;
    expect(data.productInstances.map((i) => i.title)).toEqual(['Lobby entrance', 'Corridor']);
    expect(data.productInstances.every((i) => (i.unitPriceInCents ?? 0) > 0)).toBe(true);
  });

  it('refuses a keypad layout that does not fit its plate', async () => {
    const lobby = await orderByTitle('Harbor View Hotel – Lobby');
    const item = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: lobby.orgSpecificId })).body.data.productInstances[0]!;
    const result = await owner.call(productInstanceCalls.update, {
      id: item.id,
      props: { properties: { ...item.properties, [P.plateSize]: { optionId: O.plate82x82 }, [P.layout]: { optionId: O.layoutThreeByThree } } },
    });
    expect(result.status).toBe(422);
    expect(result.body.error?.message).toBe('Too small for 3 × 3 buttons: this plate takes at most 1 row and 2 columns');
    const fits = await owner.call(productInstanceCalls.update, {
      id: item.id,
      props: { properties: { ...item.properties, [P.plateSize]: { optionId: O.plate144x144 }, [P.layout]: { optionId: O.layoutThreeByThree } } },
    });
    expect(fits.status).toBe(200);
  });

  it('caps a percentage discount at 20 on an order of stocked back boxes', async () => {
    const boxes = await orderByTitle('Harbor View Hotel – Back Boxes');
    expect(boxes.productCategoryId).toBe(CATEGORY.backBoxes);
    const result = await owner.call(productOrderCalls.update, { id: boxes.id, props: { discountMode: 'rate', discountPercentage: 35 } });
    expect(result.status).toBe(200);
    const costs = result.body.data.productOrder!.costs!;
    expect(costs.discount).toBe(Math.round(costs.orderSubTotal * 0.2));
  });

  it('writes the order-level engraving font to every item of the order, or to none', async () => {
    const lobby = await orderByTitle('Harbor View Hotel – Lobby');
    const items = async () => (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: lobby.orgSpecificId })).body.data.productInstances;
    const fonts = async () => (await items()).map((i) => i.properties[String(FONT_PROPERTY_ID)]?.optionId);
    const corridor = (await items()).find((i) => i.title === 'Corridor')!;
    const choose = (optionId: number) =>
      owner.call(productInstanceCalls.update, { id: corridor.id, props: { properties: { ...corridor.properties, [FONT_PROPERTY_ID]: { optionId } } } });

    const chosen = await choose(FONT.classicSerif);
    expect(chosen.status).toBe(200);
    expect(await fonts()).toEqual([FONT.classicSerif, FONT.classicSerif]);
    // The other item, written beside the unit of work (order-level-write.ts), comes back in the answer
    // as stored, and the write's live_change row names it with the written item. (Its lastUpdated is in
    // the answer only when it moved: a write in the same second as the seed leaves it as it was.)
    const other = (await items()).find((i) => i.id !== corridor.id)!;
    expect(chosen.body.data.changedInstances).toEqual([expect.objectContaining({ id: other.id, version: other.version, properties: other.properties })]);
    const [change] = await t.server.orm.em
      .getConnection()
      .execute<{ detail: { items: { id: number; version: number }[] } }[]>(
        'select detail from live_change where product_order_id = ? order by id desc limit 1',
        [lobby.id],
      );
    expect(change!.detail.items.map((i) => [i.id, i.version]).sort()).toEqual(
      [
        [corridor.id, chosen.body.data.productInstance!.version],
        [other.id, other.version],
      ].sort(),
    );

    // The keypad 'Lobby entrance' would be left without a button style: refused, nothing changes.
    const refused = await choose(FONT.backlitStencil);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(fillTemplate(messages.selectionLeavesPropertyEmpty, { title: 'Button Style' }));
    expect(await fonts()).toEqual([FONT.classicSerif, FONT.classicSerif]);
  });

  it('gives a new item the font the order already holds, or none when it would not fit', async () => {
    const order = (await owner.call(productOrderCalls.create, { props: { title: 'Stencil fonts' } })).body.data.productOrder!;
    const add = async (productId: number) => {
      const result = await owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId } });
      expect(result.status).toBe(200);
      return result.body.data.productInstance!;
    };
    const fontOf = (item: { properties: Record<string, { optionId?: number | null } | undefined> }) => item.properties[String(FONT_PROPERTY_ID)]?.optionId;

    const plate = await add(PRODUCT.switchPlate);
    expect(fontOf(plate)).toBeUndefined(); // nothing to take yet
    const chosen = await owner.call(productInstanceCalls.update, {
      id: plate.id,
      props: { properties: { ...plate.properties, [FONT_PROPERTY_ID]: { optionId: FONT.backlitStencil } } },
    });
    expect(chosen.status).toBe(200);

    // A Scene Keypad has no button style: it takes the stencil font.
    expect(fontOf(await add(PRODUCT.sceneKeypad))).toBe(FONT.backlitStencil);
    // A Keypad's Button Style would be left without options: created, the font left open.
    const keypad = await add(PRODUCT.keypad);
    expect(fontOf(keypad)).toBeUndefined();
    // A value the client sends itself is kept.
    const own = await owner.call(productInstanceCalls.create, {
      props: { productOrderId: order.id, productId: PRODUCT.switchPlate, properties: { [FONT_PROPERTY_ID]: { optionId: FONT.standardSans } } },
    });
    expect(fontOf(own.body.data.productInstance!)).toBe(FONT.standardSans);
  });

  it('gives a new keypad of the lobby order its Classic Serif font', async () => {
    const lobby = await orderByTitle('Harbor View Hotel – Lobby');
    const added = await owner.call(productInstanceCalls.create, { props: { productOrderId: lobby.id, productId: PRODUCT.keypad } });
    expect(added.status).toBe(200);
    expect(added.body.data.productInstance!.properties[String(FONT_PROPERTY_ID)]?.optionId).toBe(FONT.classicSerif);
  });

  it('refuses a Hotel Keypad item without a title, when added and when cleared', async () => {
    const lobby = await orderByTitle('Harbor View Hotel – Lobby');
    const add = (title?: string) =>
      owner.call(productInstanceCalls.create, {
        props: { productOrderId: lobby.id, productId: PRODUCT.hotelKeypad, ...(title === undefined ? {} : { title }) },
      });
    for (const title of [undefined, '', '   ']) {
      const refused = await add(title);
      expect(refused.status).toBe(422);
      expect(refused.body.error?.message).toBe(messages.itemTitleRequiredPopup);
    }
    const added = await add('Suite 101');
    expect(added.status).toBe(200);
    const cleared = await owner.call(productInstanceCalls.update, { id: added.body.data.productInstance!.id, props: { title: ' ' } });
    expect(cleared.status).toBe(422);
    expect(cleared.body.error?.message).toBe(messages.itemTitleRequiredBar);
    // A product without the flag takes an item without a title.
    expect((await owner.call(productInstanceCalls.create, { props: { productOrderId: lobby.id, productId: PRODUCT.switchPlate } })).status).toBe(200);
  });

  it('pushes a guest update to its Monday board item, recorded in the outbox while no token is configured; owners only', async () => {
    const guests = (await owner.call(guestsDataCall, { orgId: ORG_ID })).body.data.guests;
    const grace = guests.find((g) => g.email === `guest@org${ORG_ID}.demo`)!;
    expect((await guest.call(pushUserUpdateToMondayCall, { orgId: ORG_ID, userId: grace.id, mondayItemId: '4242' })).status).toBe(403);
    const pushed = await owner.call(pushUserUpdateToMondayCall, { orgId: ORG_ID, userId: grace.id, mondayItemId: '4242' });
    expect(pushed.body.data).toEqual({ pushed: true, delivery: 'outbox' });
    const outbox = (await owner.call(outboxCall, {})).body.data.messages;
    const record = outbox.find((m) => m.event === 'mondayPush')!;
    expect(record.subject).toBe('Monday item 4242: guest update');
    expect(record.text).toContain(`guest@org${ORG_ID}.demo`);
    expect(record.to).toEqual([]);
  });
});
