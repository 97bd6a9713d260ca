/**
 * Product graphics (catalogue §2, §3, §4; issue 19 item 21): owners list, create, edit the node tree,
 * archive and unarchive, and delete graphics of their organisation; members and guests are refused
 * (403); another organisation's graphic is 404; a tree without its top-level group is refused with the
 * spec's message; bad node props are 400.
 */
import { describe, expect, it } from 'vitest';
import {
  createProductGraphicCall,
  destroyProductGraphicCall,
  getProductGraphicsCall,
  graphicMessages,
  newGraphicNode,
  updateProductGraphicCall,
} from '@configurator/core';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';

const { owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

describe('product graphics', () => {
  it('owners create a graphic with its top-level group, edit its tree, archive and unarchive it', async () => {
    const created = await owner.call(createProductGraphicCall, { props: { orgId: G.orgId, title: 'Door frame' } });
    expect(created.status).toBe(200);
    const graphic = created.body.data.productGraphic;
    expect(graphic).toMatchObject({ title: 'Door frame', archived: 0, type: '3d' });
    expect(graphic.nodes).toHaveLength(1);
    expect(graphic.nodes[0]!.type).toBe('group');

    const root = { ...graphic.nodes[0]!, children: [newGraphicNode('cube', 'cube-2', 'Leaf'), newGraphicNode('rect', 'rect-3')] };
    const updated = await owner.call(updateProductGraphicCall, { id: graphic.id, props: { nodes: [root], title: 'Door' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.productGraphic.nodes[0]!.children.map((n) => n.title)).toEqual(['Leaf', 'Rect']);

    expect((await owner.call(updateProductGraphicCall, { id: graphic.id, props: { archived: 1 } })).body.data.productGraphic.archived).toBe(1);
    expect((await owner.call(updateProductGraphicCall, { id: graphic.id, props: { archived: 0 } })).body.data.productGraphic.archived).toBe(0);

    const one = await owner.call(getProductGraphicsCall, { where: { orgId: G.orgId, id: graphic.id } });
    expect(one.body.data.productGraphics.map((g) => g.title)).toEqual(['Door']);
    expect((await owner.call(destroyProductGraphicCall, { id: graphic.id })).status).toBe(200);
    expect((await owner.call(getProductGraphicsCall, { where: { orgId: G.orgId, id: graphic.id } })).body.data.productGraphics).toEqual([]);
  });

  it('refuses a tree without its top-level group and bad props (400, the spec message)', async () => {
    const { id } = (await owner.call(createProductGraphicCall, { props: { orgId: G.orgId } })).body.data.productGraphic;
    const empty = await owner.post(updateProductGraphicCall.path, { id, props: { nodes: [] } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(graphicMessages.keepTopLevelGroup);
    const cubeOnTop = await owner.post(updateProductGraphicCall.path, { id, props: { nodes: [newGraphicNode('cube', 'c')] } });
    expect(cubeOnTop.status).toBe(400);
    expect(JSON.stringify(cubeOnTop.body)).toContain(graphicMessages.keepTopLevelGroup);
    const badProps = { ...newGraphicNode('group', 'root'), props: { x: 1e12 } };
    expect((await owner.post(updateProductGraphicCall.path, { id, props: { nodes: [badProps] } })).status).toBe(400);
    const rectWithDepth = { ...newGraphicNode('group', 'root'), children: [{ ...newGraphicNode('rect', 'r'), props: { depth: 3 } }] };
    expect((await owner.post(updateProductGraphicCall.path, { id, props: { nodes: [rectWithDepth] } })).status).toBe(400);
  });

  it('members and guests are refused (403); another organisation is refused: 403 for its list, 404 for its graphic', async () => {
    const { id } = (await owner.call(createProductGraphicCall, { props: { orgId: G.orgId, title: 'Private' } })).body.data.productGraphic;
    for (const who of [member, guest]) {
      expect((await who.call(getProductGraphicsCall, { where: { orgId: G.orgId } })).status).toBe(403);
      expect((await who.call(createProductGraphicCall, { props: { orgId: G.orgId } })).status).toBe(403);
      expect((await who.call(updateProductGraphicCall, { id, props: { archived: 1 } })).status).toBe(403);
      expect((await who.call(destroyProductGraphicCall, { id })).status).toBe(403);
    }
    expect((await otherOwner.call(getProductGraphicsCall, { where: { orgId: G.orgId } })).status).toBe(403);
    expect((await otherOwner.call(updateProductGraphicCall, { id, props: { title: 'Taken' } })).status).toBe(404);
    expect((await otherOwner.call(destroyProductGraphicCall, { id })).status).toBe(404);
    expect((await otherOwner.call(getProductGraphicsCall, { where: { orgId: OTHER_ORG_ID } })).body.data.productGraphics.map((g) => g.id)).not.toContain(id);
  });
});
