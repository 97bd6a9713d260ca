/** How a large view's records are cut into cached chunks: by cell, in drawing order, entities kept together. */
import { describe, expect, it } from 'vitest';
import { planDocumentFrom, recordKey, type Box, type RecordKey } from '@configurator/core';
import { chunkCell, chunksOf } from './StaticChunks.tsx';

const owned = { orgId: 1, productOrderId: 7, version: 1 };
const wall = (id: number, x: number) => ({ ...owned, id, from: { x, z: 0 }, to: { x: x + 10, z: 0 }, height: 96, thickness: 4 });
const text = (id: number, x: number) => ({ ...owned, id, text: `T${id}`, position: { x, y: 0 }, width: 10, customViewId: null });
const entity = (id: number, x: number) => ({
  ...owned,
  id,
  type: 'mural',
  parentId: null,
  parentResourceKey: null,
  properties: {},
  isTentative: 0,
  data: { x },
});

describe('static chunks of a large view', () => {
  const doc = planDocumentFrom({
    archWalls: [wall(1, 0), wall(2, 600), wall(3, 20)],
    entities: [entity(4, 0), entity(5, 900)],
    productCanvasTexts: [text(6, 0)],
  } as never);
  const keys: RecordKey[] = [
    recordKey('archWall', 1),
    recordKey('archWall', 2),
    recordKey('archWall', 3),
    recordKey('entity', 4),
    recordKey('entity', 5),
    recordKey('productCanvasText', 6),
  ];
  const boxOf = (key: RecordKey): Box => {
    const x = { 'archWall:1': 0, 'archWall:2': 600, 'archWall:3': 20, 'entity:4': 0, 'entity:5': 900, 'productCanvasText:6': 0 }[key as string] ?? 0;
    return { x, y: 0, width: 10, height: 10 };
  };
  const chunks = chunksOf(doc, keys, boxOf, 512);

  it('cuts walls into cells under the entities, which stay in one chunk in their order, and texts over them', () => {
    expect(chunks.map((c) => [c.id, c.entries.map((e) => e.key)])).toEqual([
      ['under:0:0', ['archWall:1', 'archWall:3']],
      ['under:1:0', ['archWall:2']],
      ['entity', ['entity:4', 'entity:5']],
      ['over:0:0', ['productCanvasText:6']],
    ]);
    expect(chunks[0]!.box).toEqual({ x: 0, y: 0, width: 30, height: 10 });
  });
  it('keeps each record object, so a chunk is drawn again only when one of its records changed', () => {
    const again = chunksOf(doc, keys, boxOf, 512);
    expect(again[1]!.entries[0]!.record).toBe(chunks[1]!.entries[0]!.record);
  });
  it("keeps its cells at every zoom (512 px at zoom 1, in the view's model units)", () => {
    expect(chunkCell(1)).toBe(512);
    expect(chunkCell(2)).toBe(256);
  });
});
