/**
 * Issue 14: the plan canvas's resource calls. Records of a spatial order are created, updated and
 * destroyed by whoever may edit it; a stale version is 409; a wall of length 0 is 422; another
 * organisation, or someone who cannot see the order, gets 404; a guest after submission 403; a
 * standard order has no plan (422); entity data is checked by its type.
 */
import { describe, expect, it } from 'vitest';
import { createProductOrderCall, entityBulkWriteCall, orderDataCall, planCalls, planMessages, productInstanceCalls } from '@configurator/core';
import { OrganisationSchema, ProductOrderSchema } from '@configurator/server/db/entities/index';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

const newProject = async (as: ApiClient, title = 'Project') =>
  (await as.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title, type: 'arch' } })).body.data.productOrder;
const wall = (productOrderId: number, to = { x: 120, z: 0 }) => ({ props: { productOrderId, from: { x: 0, z: 0 }, to } });

describe('plan records', () => {
  it('an owner creates, updates and destroys walls, viewports, texts, lines and entities; the order data carries them', async () => {
    const order = await newProject(owner);
    const w = await owner.call(planCalls.archWall.create, wall(order.id));
    expect(w.status).toBe(200);
    expect(w.body.data.record).toMatchObject({ height: 96, thickness: 4, version: 1 });
    const e = await owner.call(planCalls.archElevation.create, wall(order.id));
    expect(e.body.data.record).toMatchObject({ viewDepth: 50 });
    const v = await owner.call(planCalls.archCustomView.create, { props: { productOrderId: order.id } });
    expect(v.body.data.record).toMatchObject({ title: 'Untitled Viewport', quantity: 1 });
    const text = await owner.call(planCalls.productCanvasText.create, { props: { productOrderId: order.id, customViewId: v.body.data.record.id } });
    expect(text.body.data.record).toMatchObject({ text: 'Text', width: 100, position: { x: 0, y: 0 } });
    const line = await owner.call(planCalls.productCanvasLine.create, { props: { productOrderId: order.id, toSymbol: 'arrow', to: { x: 50, y: 50 } } });
    expect(line.body.data.record).toMatchObject({ strokeWidth: 1, fromSymbol: 'none', toSymbol: 'arrow' });
    const tracking = await owner.call(planCalls.entity.create, {
      props: { productOrderId: order.id, type: 'trackingLine', data: { from: { x: 0, y: 0 }, to: { x: 9, y: 0 } } },
    });
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.record.data).toMatchObject({ strokeWidth: 0.5 });

    const moved = await owner.call(planCalls.archWall.update, { id: w.body.data.record.id, props: { to: { x: 200, z: 0 } }, version: 1 });
    expect(moved.body.data.record).toMatchObject({ to: { x: 200, z: 0 }, version: 2 });
    const bulk = await owner.call(entityBulkWriteCall, {
      productOrderId: order.id,
      updates: [{ where: { id: tracking.body.data.record.id }, props: { data: { from: { x: 0, y: 0 }, to: { x: 12, y: 0 } } }, version: 1 }],
    });
    expect(bulk.body.data.entities[0]).toMatchObject({ data: { to: { x: 12, y: 0 } }, version: 2 });

    const data = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(data.archWalls).toHaveLength(1);
    expect(data.archElevations).toHaveLength(1);
    expect(data.archCustomViews).toHaveLength(1);
    expect(data.productCanvasTexts).toHaveLength(1);
    expect(data.productCanvasLines).toHaveLength(1);
    expect(data.entities).toHaveLength(1);

    expect((await owner.call(planCalls.productCanvasLine.destroy, { id: line.body.data.record.id })).status).toBe(200);
    const after = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(after.productCanvasLines).toHaveLength(0);
  });

  it('a stale version is 409 and changes nothing (a second tab)', async () => {
    const order = await newProject(owner);
    const w = (await owner.call(planCalls.archWall.create, wall(order.id))).body.data.record;
    expect((await owner.call(planCalls.archWall.update, { id: w.id, props: { height: 100 }, version: 1 })).status).toBe(200);
    const stale = await member.call(planCalls.archWall.update, { id: w.id, props: { height: 50 }, version: 1 });
    expect(stale.status).toBe(409);
    expect((await member.call(planCalls.archWall.destroy, { id: w.id, version: 1 })).status).toBe(409);
    const data = (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data;
    expect(data.archWalls![0]).toMatchObject({ height: 100, version: 2 });
  });

  it('bad input: a wall of length 0 is 422, a rank that is not a number 400, a standard order has no plan, bad entity data 422', async () => {
    const order = await newProject(owner);
    const zero = await owner.call(planCalls.archWall.create, wall(order.id, { x: 0, z: 0 }));
    expect(zero.status).toBe(422);
    expect(zero.body.error?.message).toBe(planMessages.zeroLengthWall);
    const w = (await owner.call(planCalls.archWall.create, wall(order.id))).body.data.record;
    expect((await owner.call(planCalls.archWall.update, { id: w.id, props: { to: { x: 0, z: 0 } } })).status).toBe(422);
    expect((await owner.post(planCalls.archCustomView.create.path, { props: { productOrderId: order.id, rank: 'x' } })).status).toBe(400);
    const standard = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Standard' } })).body.data.productOrder;
    const refused = await owner.call(planCalls.archWall.create, wall(standard.id));
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toBe(planMessages.notSpatial);
    const badData = await owner.post(planCalls.entity.create.path, { props: { productOrderId: order.id, type: 'trackingLine', data: { from: 'here' } } });
    expect(badData.status).toBe(422);
  });

  it('who may: members edit; a guest who cannot see the order and another organisation get 404; a guest after submission 403', async () => {
    const order = await newProject(owner, 'Owner project');
    const w = (await owner.call(planCalls.archWall.create, wall(order.id))).body.data.record;
    expect((await member.call(planCalls.archWall.update, { id: w.id, props: { height: 80 } })).status).toBe(200);
    expect((await guest.call(planCalls.archWall.update, { id: w.id, props: { height: 70 } })).status).toBe(404);
    expect((await guest.call(planCalls.archWall.create, wall(order.id))).status).toBe(404);
    expect((await otherOwner.call(planCalls.archWall.update, { id: w.id, props: { height: 70 } })).status).toBe(404);
    expect((await otherOwner.call(planCalls.archWall.destroy, { id: w.id })).status).toBe(404);

    // The guest's own project, once submitted, is no longer theirs to change (403); staff still may.
    const own = await newProject(guest, 'Guest project');
    const gw = (await guest.call(planCalls.archWall.create, wall(own.id))).body.data.record;
    const em = t.server.orm.em.fork();
    const org = await em.findOneOrFail(OrganisationSchema, { id: G.orgId });
    const row = await em.findOneOrFail(ProductOrderSchema, { id: own.id });
    row.lastCompletedStatusKey = org.settings.productOrderStatuses.find((s) => s.type !== 'orderStarted')!.key;
    await em.flush();
    expect((await guest.call(planCalls.archWall.update, { id: gw.id, props: { height: 70 } })).status).toBe(403);
    expect((await owner.call(planCalls.archWall.update, { id: gw.id, props: { height: 70 } })).status).toBe(200);
  });

  it('the entity bulk write: creates, updates and destroys in one transaction; a stale version 409; who may as for one record', async () => {
    const order = await newProject(owner, 'Bulk');
    const line = (x: number) => ({ from: { x: 0, y: 0 }, to: { x, y: 0 } });
    const first = await owner.call(entityBulkWriteCall, {
      productOrderId: order.id,
      creates: [
        { type: 'trackingLine', data: line(5) },
        { type: 'trackingLine', data: line(6) },
      ],
    });
    expect(first.status).toBe(200);
    const [a, b] = first.body.data.createdIds;
    expect(first.body.data.entities.map((e) => e.id)).toEqual([a, b]);
    // Members edit, like for one record; the three kinds of write in one call.
    const mixed = await member.call(entityBulkWriteCall, {
      productOrderId: order.id,
      updates: [{ where: { id: a! }, props: { data: line(9) }, version: 1 }],
      creates: [{ type: 'trackingLine', data: line(7) }],
      destroys: [b!],
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.data.entities.map((e) => [e.id, (e.data.to as { x: number }).x, e.version])).toEqual([
      [a, 9, 2],
      [mixed.body.data.createdIds[0], 7, 1],
    ]);
    const snapshot = JSON.stringify((await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.entities);
    const body = { productOrderId: order.id, updates: [{ where: { id: a! }, props: { data: line(1) } }], destroys: [mixed.body.data.createdIds[0]!] };
    // A stale version refuses the whole call (409), even the destroy beside it.
    expect((await owner.call(entityBulkWriteCall, { ...body, updates: [{ ...body.updates[0]!, version: 1 }] })).status).toBe(409);
    // A guest who cannot see the order and another organisation: 404; an unknown entity type: 400; a standard order: 422.
    expect((await guest.call(entityBulkWriteCall, body)).status).toBe(404);
    expect((await otherOwner.call(entityBulkWriteCall, body)).status).toBe(404);
    expect((await owner.post(entityBulkWriteCall.path, { productOrderId: order.id, creates: [{ type: 'calicoMuralPanel', data: {} }] })).status).toBe(400);
    const standard = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Standard' } })).body.data.productOrder;
    expect((await owner.call(entityBulkWriteCall, { productOrderId: standard.id, creates: [{ type: 'trackingLine', data: line(2) }] })).status).toBe(422);
    // Too many at once: 400 before anything is read.
    expect((await owner.post(entityBulkWriteCall.path, { productOrderId: order.id, destroys: Array.from({ length: 1001 }, (_, i) => i + 1) })).status).toBe(
      400,
    );
    expect(JSON.stringify((await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: order.orgSpecificId })).body.data.entities)).toBe(
      snapshot,
    );

    // A guest's own project, once submitted, is no longer theirs to change (403).
    const own = await newProject(guest, 'Guest bulk');
    expect((await guest.call(entityBulkWriteCall, { productOrderId: own.id, creates: [{ type: 'trackingLine', data: line(3) }] })).status).toBe(200);
    const em = t.server.orm.em.fork();
    const org = await em.findOneOrFail(OrganisationSchema, { id: G.orgId });
    const row = await em.findOneOrFail(ProductOrderSchema, { id: own.id });
    row.lastCompletedStatusKey = org.settings.productOrderStatuses.find((s) => s.type !== 'orderStarted')!.key;
    await em.flush();
    expect((await guest.call(entityBulkWriteCall, { productOrderId: own.id, creates: [{ type: 'trackingLine', data: line(4) }] })).status).toBe(403);
  });

  it("an item is placed in a viewport of its own order only (another order's viewport is 404)", async () => {
    const order = await newProject(owner, 'Items');
    const other = await newProject(owner, 'Other');
    const view = (await owner.call(planCalls.archCustomView.create, { props: { productOrderId: order.id } })).body.data.record;
    const foreign = (await owner.call(planCalls.archCustomView.create, { props: { productOrderId: other.id } })).body.data.record;
    const item = (await owner.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker } })).body.data.productInstance!;
    const placed = await owner.call(productInstanceCalls.update, { id: item.id, props: { archCustomViewId: view.id, position: { x: 10, y: 20 } } });
    expect(placed.status).toBe(200);
    expect(placed.body.data.productInstance).toMatchObject({ archCustomViewId: view.id, position: { x: 10, y: 20 } });
    expect((await owner.call(productInstanceCalls.update, { id: item.id, props: { archCustomViewId: foreign.id } })).status).toBe(404);
    const pasted = await owner.call(productInstanceCalls.create, {
      props: { productOrderId: order.id, productId: G.shaker, archCustomViewId: view.id, position: { x: 260, y: 270 } },
    });
    expect(pasted.body.data.productInstance).toMatchObject({ archCustomViewId: view.id, position: { x: 260, y: 270 } });
  });
});
