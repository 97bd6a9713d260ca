/**
 * Issue 35 item 6: the fixture kit (test-harness/src/fixture-kit/), a plugin enabled here and nowhere
 * else, adds an entity type with a data migration, a lifecycle guard and move, a move effect, a
 * service, a call and a job, with no edit outside its folder; the server serves every one of them as
 * it serves its own, and refuses an entity type no enabled plugin contributes.
 */
import { describe, expect, it } from 'vitest';
import {
  approveOrderCall,
  createProductOrderCall,
  entityBulkWriteCall,
  orderDataCall,
  orderHistoryCall,
  planCalls,
  pluginMoveCall,
  productInstanceCalls,
  productOrderCalls,
  submitOrderCall,
  type ProductOrder,
} from '@configurator/core';
import { GenericEntitySchema } from '@configurator/server/db/entities/index';
import { FIXTURE_KIT_ID, guardRefusal, movesSeenCall, REFUSED_APPROVAL_NOTE, useRoleMatrix, type ApiClient } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

const withKit = fixtureOrganisations.map((o) => (o.id === G.orgId ? { ...o, enabledPlugins: [...o.enabledPlugins, { id: FIXTURE_KIT_ID, settings: {} }] } : o));
const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: withKit });

const details = {
  phone: '212-555-0100',
  firmName: 'Kit & Co',
  clientEmails: 'kit@co.example',
  deliveryAddress: { streetAddress: '5 Elm St', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' },
};

async function submittedOrder(): Promise<ProductOrder> {
  const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, productCategoryId: 50001, title: 'Kit order' } })).body.data
    .productOrder as ProductOrder;
  await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker, quantity: 1, title: 'Door' } });
  await guest.call(productOrderCalls.update, { id: order.id, props: details });
  expect((await guest.call(submitOrderCall, { productOrderId: order.id })).status).toBe(200);
  return order;
}

const project = async (as: ApiClient, orgId = G.orgId) =>
  (await as.call(createProductOrderCall, { productOrderProps: { orgId, title: 'Kit plan', type: 'arch' } })).body.data.productOrder;

describe('the fixture kit, one of each contribution', () => {
  it('its entity type is written and read; a type no enabled plugin has is refused with its name', async () => {
    const order = await project(owner);
    const created = await owner.call(planCalls.entity.create, {
      props: { productOrderId: order.id, type: 'fixtureMarker', data: { x: 1, y: 2, caption: 'Here' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.record).toMatchObject({ type: 'fixtureMarker', data: { x: 1, y: 2, caption: 'Here' } });
    expect(created.body.data.record).not.toHaveProperty('dataVersion');
    const unknown = await owner.call(planCalls.entity.create, { props: { productOrderId: order.id, type: 'noSuchThing', data: {} } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.message).toBe('Entities of type noSuchThing are not enabled for this organisation.');
    const bulk = await owner.post(entityBulkWriteCall.path, {
      productOrderId: order.id,
      creates: [{ type: 'noSuchThing', parentId: null, parentResourceKey: null, data: {} }],
    });
    expect(bulk.status).toBe(400);
    // The other organisation does not enable the kit: its type is unknown there.
    const foreign = await project(otherOwner, 2);
    expect(
      (await otherOwner.post(planCalls.entity.create.path, { props: { productOrderId: foreign.id, type: 'fixtureMarker', data: { x: 0, y: 0 } } })).status,
    ).toBe(422);
  });

  it('old data is migrated when read and stored at the current version on the next save', async () => {
    const order = await project(owner);
    const em = t.server.orm.em.fork();
    const row = em.create(GenericEntitySchema, {
      orgId: G.orgId,
      productOrderId: order.id,
      type: 'fixtureMarker',
      parentId: null,
      parentResourceKey: null,
      properties: {},
      isTentative: 0,
      data: { x: 3, y: 4, label: 'Written by version 1' },
      dataVersion: 1,
    });
    await em.flush();
    const read = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.entities!;
    expect(read.find((e) => e.id === row.id)!.data).toEqual({ x: 3, y: 4, caption: 'Written by version 1' });
    expect((await em.fork().findOneOrFail(GenericEntitySchema, { id: row.id })).dataVersion).toBe(1);
    const saved = await owner.call(entityBulkWriteCall, {
      productOrderId: order.id,
      updates: [{ where: { id: row.id }, props: { data: { x: 5, y: 4, caption: 'Written by version 1' } } }],
    });
    expect(saved.status).toBe(200);
    const stored = await em.fork().findOneOrFail(GenericEntitySchema, { id: row.id });
    expect(stored).toMatchObject({ dataVersion: 2, data: { x: 5, caption: 'Written by version 1' } });
  });

  it('its guard refuses a marked approval; its move is made by staff only and written in the history', async () => {
    const order = await submittedOrder();
    const refused = await owner.call(approveOrderCall, { productOrderId: order.id, feedbackNotes: `Looks fine ${REFUSED_APPROVAL_NOTE}` });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(guardRefusal);
    const move = `${FIXTURE_KIT_ID}.hold`;
    expect((await guest.post(pluginMoveCall.path, { productOrderId: order.id, move })).status).toBe(403);
    const held = await member.post(pluginMoveCall.path, { productOrderId: order.id, move, note: 'Waiting for the site' });
    expect(held.status).toBe(200);
    const history = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history;
    expect(history).toContainEqual(expect.objectContaining({ move, note: 'Waiting for the site' }));
    // The other organisation has no such move.
    expect((await otherOwner.post(pluginMoveCall.path, { productOrderId: order.id, move })).status).toBe(404);
  });

  it('its effect sees every move; its call reads them for staff of the organisation only, listed under the plugin', async () => {
    const order = await submittedOrder();
    await member.post(pluginMoveCall.path, { productOrderId: order.id, move: `${FIXTURE_KIT_ID}.hold` });
    const seen = await owner.call(movesSeenCall, { productOrderId: order.id });
    expect(seen.status).toBe(200);
    expect(seen.body.data.moves).toEqual(['submit', `${FIXTURE_KIT_ID}.hold`]);
    expect((await guest.call(movesSeenCall, { productOrderId: order.id })).status).toBe(403);
    expect((await otherOwner.call(movesSeenCall, { productOrderId: order.id })).status).toBe(404);
    expect((await owner.post(movesSeenCall.path, { productOrderId: 'one' })).status).toBe(400);
    const mounted = t.server.calls.find((c) => c.call.path === movesSeenCall.path)!;
    expect(mounted.tag.plugin).toBe(FIXTURE_KIT_ID);
    expect(mounted.example).toBeTypeOf('function');
  });

  it("its job runs on the server's job runner", async () => {
    // The in-process runner runs it at once (answering its name); pg-boss queues it (answering an id).
    await expect(t.server.jobs!.runNow(`${FIXTURE_KIT_ID}-trim-move-log`)).resolves.toBeTruthy();
    await expect(t.server.jobs!.runNow('no-such-job')).rejects.toThrow("No background job named 'no-such-job'.");
  });
});
