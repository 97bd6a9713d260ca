/**
 * Organisation 1798's murals on the server: the demo project carries a viewport with a mural area,
 * texture, panels, seam, mismatch line and wall label; Autogenerate's plan is written by one bulk
 * update; a bulk update naming another order's entity, bad data, a member of another organisation
 * and a guest are refused, and nothing is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, entityBulkWriteCall, orderDataCall, type GenericEntity } from '@configurator/core';
import { autogenerate, ENTITY, panelData } from '@configurator/plugin-murals';
// Test only: organisation 850's demo data, for a member of another organisation.
import { demoOrganisation as org850 } from '../../org-850/src/server.ts';
import { bootOrganisation, type ApiClient, type TestServer } from '@configurator/test-harness';
import { ORG_ID } from './constants.ts';
import { demoOrganisation } from './server.ts';

let t: TestServer;
let owner: ApiClient;
const LIBRARY = 1;
const GUEST_ORDER = 2;

async function orderData(client: ApiClient, orgSpecificId: number) {
  const data = (await client.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: orgSpecificId })).body.data;
  return { id: data.productOrders[0]!.id, entities: data.entities ?? [], views: data.archCustomViews ?? [], walls: data.archWalls ?? [] };
}
const dataById = (entities: readonly GenericEntity[]) => new Map(entities.map((e) => [e.id, JSON.stringify(e.data)]));

beforeAll(async () => {
  const booted = await bootOrganisation(demoOrganisation, { signIn: ['owner'], alongside: [org850] });
  ({ owner } = booted.users);
  t = booted;
});
afterAll(async () => t?.dispose());

describe('murals of organisation 1798', () => {
  it('the demo project has walls, a viewport and every kind of mural entity', async () => {
    const { entities, views, walls } = await orderData(owner, LIBRARY);
    expect(walls).toHaveLength(4);
    expect(views.map((v) => v.title)).toEqual(['North Wall']);
    expect(new Set(entities.map((e) => e.type))).toEqual(new Set(Object.values(ENTITY)));
    for (const e of entities) expect(e.data.archCustomViewId).toBe(views[0]!.id);
    const panels = entities.filter((e) => e.type === ENTITY.panel);
    expect(panels.every((p) => p.parentId === entities.find((e) => e.type === ENTITY.area)!.id)).toBe(true);
  });

  it("writes Autogenerate's plan in one bulk update: panels made, numbered, laid out", async () => {
    const { id, entities, views } = await orderData(owner, LIBRARY);
    const area = entities.find((e) => e.type === ENTITY.area)!;
    // Widen the area so Autogenerate needs a third panel: one update, one create, all at once.
    const wider = { ...area.data, size: { width: 420, height: 108 } };
    const plan = autogenerate(
      entities.map((e) => (e.id === area.id ? { ...e, data: wider } : e)),
      views[0]!.id,
      { maxPanelWidth: 180 },
    );
    expect(plan.creates).toHaveLength(1);
    const res = await owner.call(entityBulkWriteCall, {
      productOrderId: id,
      updates: [{ where: { id: area.id }, props: { data: wider } }, ...plan.updates.map((u) => ({ where: { id: u.id }, props: { data: u.data } }))],
      creates: plan.creates,
      destroys: plan.destroys,
    });
    expect(res.status).toBe(200);
    const panels = res.body.data.entities.filter((e) => e.type === ENTITY.panel).map((p) => panelData.parse(p.data));
    expect(panels.map((p) => p.panelNumber).sort()).toEqual([1, 2, 3]);
    expect(panels.reduce((sum, p) => sum + p.size.width, 0)).toBeCloseTo(420, 6);
    expect(await orderData(owner, LIBRARY).then((d) => d.entities)).toEqual(res.body.data.entities);
  });

  it('refuses an entity of another order with 404 and changes nothing', async () => {
    const library = await orderData(owner, LIBRARY);
    const created = await owner.call(createProductOrderCall, { productOrderProps: { orgId: ORG_ID, title: 'Other project' } });
    const otherId = created.body.data.productOrder.id;
    const panel = library.entities.find((e) => e.type === ENTITY.panel)!;
    const res = await owner.call(entityBulkWriteCall, {
      productOrderId: otherId,
      updates: [{ where: { id: panel.id }, props: { data: { ...panel.data, panelNumber: 99 } } }],
    });
    expect(res.status).toBe(404);
    const destroy = await owner.call(entityBulkWriteCall, { productOrderId: otherId, destroys: [panel.id] });
    expect(destroy.status).toBe(404);
    expect(dataById((await orderData(owner, LIBRARY)).entities)).toEqual(dataById(library.entities));
  });

  it('refuses bad data with 400 naming the field, and changes nothing (not even the valid part)', async () => {
    const library = await orderData(owner, LIBRARY);
    const [a, b] = library.entities.filter((e) => e.type === ENTITY.panel);
    const res = await owner.call(entityBulkWriteCall, {
      productOrderId: library.id,
      updates: [
        { where: { id: a!.id }, props: { data: { ...a!.data, panelNumber: 42 } } },
        { where: { id: b!.id }, props: { data: { ...b!.data, substrate: 'paper' } } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.issues?.[0]?.path).toBe('updates.1.props.data.substrate');
    const seam = await owner.call(entityBulkWriteCall, { productOrderId: library.id, creates: [{ type: ENTITY.seam, data: { thickness: -3 } }] });
    expect(seam.status).toBe(400);
    expect(dataById((await orderData(owner, LIBRARY)).entities)).toEqual(dataById(library.entities));
  });

  it('refuses a member of another organisation (404) and a guest (404 on a project not theirs, 403 on their submitted one)', async () => {
    const library = await orderData(owner, LIBRARY);
    const panel = library.entities.find((e) => e.type === ENTITY.panel)!;
    const body = { productOrderId: library.id, updates: [{ where: { id: panel.id }, props: { data: panel.data } }] };

    const stranger = t.client();
    await stranger.signIn('member@org850.demo');
    expect((await stranger.call(entityBulkWriteCall, body)).status).toBe(404);

    const guest = t.client();
    await guest.signIn(`guest@org${ORG_ID}.demo`);
    expect((await guest.call(entityBulkWriteCall, body)).status).toBe(404);
    const own = await orderData(guest, GUEST_ORDER);
    expect((await guest.call(entityBulkWriteCall, { productOrderId: own.id, creates: [{ type: ENTITY.wallLabel, data: { title: 'Lobby' } }] })).status).toBe(
      403,
    );
    expect(dataById((await orderData(owner, LIBRARY)).entities)).toEqual(dataById(library.entities));
  });
});
