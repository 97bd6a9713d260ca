/**
 * The records of a large view drawn as cached bitmaps (issue 33 item 8: 2,000 entities at ≥ 55 fps).
 * Redrawing every record on each pan or zoom frame cost a full Konva draw (and a React pass over every
 * record); instead the view's records are split into chunks, each a Konva group cached to a bitmap once
 * (Konva's node cache, at the settled zoom). A pan or zoom frame then draws a few bitmaps; a changed
 * record re-renders and re-caches its own chunk only (a typed inspector value redraws one chunk).
 *
 * Chunks follow the drawing order (plan-visible drawOrder): walls, entities, items, lines, texts. The
 * platform's records are cut into square cells by where their box's centre is, walls in one set of cells
 * under the entities, items, lines and texts in another over them (records of two cells rarely overlap,
 * and a wall over a wall looks the same either way round); a plugin's entities (murals, which overlap by
 * design: a texture under its panels) stay in one chunk, in their exact order.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Group } from '../../drawing/konva-nodes.ts';
import type Konva from 'konva';
import { parseRecordKey, type Box, type GenericEntity, type PlanContext, type PlanDocument, type RecordKey } from '@configurator/core';
import { onImageLoaded } from '../../drawing/ShapeImage.tsx';
import { recordNodeOf } from './RecordNode.tsx';

/** Views with more records than this draw through cached chunks; smaller ones draw their records directly. */
export const CHUNKED_FROM = 300;
/** A chunk's cell, in screen px at zoom 1. */
const CHUNK_PX = 512;
/** A bitmap wider or taller than this (px) is not made: that chunk draws its records directly (zoomed far in, few are in view). */
const MAX_CACHE_PX = 2048;
/** The zoom is settled (chunks re-cached sharp at it) this long after it last changed (ms). */
const SETTLE_MS = 160;
/**
 * Zooming out further than this from the cached zoom re-caches at once: chunks coming into view would
 * otherwise be cached at the closer zoom (bitmap memory). Zooming in, the bitmaps are drawn larger
 * (soft) until the zoom settles.
 */
const ZOOM_OUT_LIMIT = 3;

export interface Chunk {
  id: string;
  /** Its records in drawing order, each with the record object (a chunk re-renders when one is replaced). */
  entries: readonly { key: RecordKey; record: unknown }[];
  box: Box;
}

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

/** The view's records (drawing order) in chunks of `cell` model units; entities in one chunk of their own. */
export function chunksOf(doc: PlanDocument, keys: readonly RecordKey[], boxOf: (key: RecordKey) => Box | null, cell: number): Chunk[] {
  const chunks = new Map<string, { id: string; entries: { key: RecordKey; record: unknown }[]; box: Box }>();
  for (const key of keys) {
    const { resource, id } = parseRecordKey(key);
    const record = doc[resource].get(id);
    const box = boxOf(key);
    if (!record || !box) continue;
    // Walls and elevations under the entities; items, lines and texts over them: two bitmaps a cell, not one a kind (less to paint a frame).
    const side = resource === 'archWall' || resource === 'archElevation' ? 'under' : 'over';
    const chunkId = resource === 'entity' ? resource : `${side}:${Math.floor((box.x + box.width / 2) / cell)}:${Math.floor((box.y + box.height / 2) / cell)}`;
    const chunk = chunks.get(chunkId);
    if (chunk) {
      chunk.entries.push({ key, record });
      chunk.box = union(chunk.box, box);
    } else chunks.set(chunkId, { id: chunkId, entries: [{ key, record }], box });
  }
  // Map order is first-seen order, and keys come in drawing order: the chunks are too.
  return [...chunks.values()];
}

/**
 * The chunk cell in model units: CHUNK_PX at zoom 1, the same at every zoom, so zooming re-caches the
 * chunks' bitmaps but never cuts the records into new chunks (new Konva nodes for every record).
 */
export const chunkCell = (viewScale: number) => CHUNK_PX / viewScale;

/**
 * The zoom the chunks are cached at: the shown one once it has stayed put for SETTLE_MS, or at once when
 * it is far out from it. In between, the bitmaps are drawn scaled.
 */
export function useSettledScale(scale: number): number {
  const [settled, setSettled] = useState(scale);
  const far = scale < settled / ZOOM_OUT_LIMIT;
  if (far) setSettled(scale);
  useEffect(() => {
    if (scale === settled) return;
    const timer = window.setTimeout(() => setSettled(scale), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [scale, settled]);
  return far ? scale : settled;
}

interface ChunkProps {
  chunk: Chunk;
  context: PlanContext;
  hidden: ReadonlySet<RecordKey>;
  /** Screen px per model unit the bitmap is made at. */
  pixelRatio: number;
  /** All entities, for entity types that draw from their siblings (a mural panel's part of the artwork). */
  siblings: readonly GenericEntity[];
}

/** A chunk is drawn again only when one of its records, their visibility or the cached zoom changed. */
function sameChunk(a: ChunkProps, b: ChunkProps): boolean {
  if (a.context !== b.context || a.pixelRatio !== b.pixelRatio) return false;
  const ea = a.chunk.entries;
  const eb = b.chunk.entries;
  if (ea.length !== eb.length) return false;
  const entities = eb[0] && parseRecordKey(eb[0].key).resource === 'entity';
  if (entities && a.siblings !== b.siblings) return false;
  for (let i = 0; i < ea.length; i++) {
    const x = ea[i]!;
    const y = eb[i]!;
    if (x.key !== y.key || x.record !== y.record || a.hidden.has(x.key) !== b.hidden.has(y.key)) return false;
  }
  return true;
}

export const CachedChunk = memo(function CachedChunk({ chunk, context, hidden, pixelRatio, siblings }: ChunkProps) {
  const ref = useRef<Konva.Group>(null);
  // After its records are committed (children commit first): the bitmap made again from them.
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    const cache = () => {
      group.clearCache();
      const { width, height } = chunk.box;
      if (width <= 0 || height <= 0 || width * pixelRatio > MAX_CACHE_PX || height * pixelRatio > MAX_CACHE_PX) return;
      // A few px of room: strokes are drawn half outside a record's box.
      group.cache({ pixelRatio, offset: 4 / pixelRatio + 1 });
    };
    cache();
    // An image (a mural's artwork, an item's picture) drawn after it has loaded: the bitmap is made again with it.
    const resource = chunk.entries[0] && parseRecordKey(chunk.entries[0].key).resource;
    if (resource !== 'entity' && resource !== 'productInstance') return;
    return onImageLoaded(() =>
      requestAnimationFrame(() => {
        cache();
        group.getLayer()?.batchDraw();
      }),
    );
  });
  return (
    <Group ref={ref} listening={false}>
      {chunk.entries.map(({ key, record }) => recordNodeOf(key, record, context, hidden.has(key), siblings))}
    </Group>
  );
}, sameChunk);
