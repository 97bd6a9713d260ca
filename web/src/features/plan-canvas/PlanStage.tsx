/**
 * The plan canvas itself (react-konva). Two layers, as Excalidraw and tldraw keep them apart: a static
 * layer with the view's records (only those inside the visible area: culling through a grid index; a
 * large view's records in cached bitmaps by chunk, StaticChunks.tsx), which does not re-render while
 * something is dragged, and an interactive layer with the selection,
 * handles, the dragged records, the wall being drawn and the selection rectangle. Konva's own hit
 * graph is off (listening false): hit tests go through the spatial index and each kind's hitTest.
 */
import { memo, useMemo, useRef } from 'react';
import { Circle, Group, Layer, Line, Rect, Shape as KonvaShape, Stage } from '../../drawing/konva-nodes.ts';
import type Konva from 'konva';
import {
  GridIndex,
  PLAN,
  applyOps,
  boxContainsBox,
  distance,
  frontViewShapes,
  kindOf,
  moveHandle,
  parseRecordKey,
  recordKey,
  snapThreshold,
  snapValue,
  roundTo,
  type Box,
  type CanvasPoint,
  type CommandEnv,
  type GenericEntity,
  type PlanContext,
  type PlanDocument,
  type RecordKey,
  type Theme,
} from '@configurator/core';
import { ShapeNode } from '../../drawing/ShapeNodes.tsx';
import { usePlanStore } from './plan-store.ts';
import { usePlacement } from './entity-placement.ts';
import { PendingEntity } from './PendingEntity.tsx';
import type { EntityWarning } from './entity-warnings.ts';
import { WarningMarkers } from './WarningMarkers.tsx';
import { toolById, type PointerInput, type ToolContext } from './tools/index.ts';
import { DraftLength } from './DraftLength.tsx';
import { recordNodeOf } from './RecordNode.tsx';
import { CachedChunk, CHUNKED_FROM, chunkCell, chunksOf, useSettledScale } from './StaticChunks.tsx';
import { OthersSelection, othersSelections } from './OthersSelection.tsx';
import { usePlanPresence } from '../../order-state/plan-presence.ts';
import { useDrawOnCommit } from './draw-now.ts';

interface StageProps {
  /** The view's records in drawing order (plan-visible.ts), computed once by the editor for each change. */
  keys: readonly RecordKey[];
  /** The warnings of those records (entity-warnings.ts), computed by the editor for each change. */
  warnings: readonly EntityWarning[];
  width: number;
  height: number;
  context: PlanContext;
  env: CommandEnv;
  theme: Theme;
  /** A second press on the same record within 300 ms (catalogue §9): texts open their editor. */
  onDoubleSelect: (key: RecordKey) => void;
}

/** Grid index cell, in model units: a few hundred screen px at zoom 1. */
const cellFor = (context: PlanContext) => 256 / context.scale;

function boxOf(doc: PlanDocument, key: RecordKey, context: PlanContext): Box | null {
  const { resource, id } = parseRecordKey(key);
  const record = doc[resource].get(id);
  return record ? kindOf(resource).bounds(record as never, context) : null;
}

const NO_KEYS: ReadonlySet<RecordKey> = new Set();
const RecordShapes = memo(function RecordShapes({
  doc,
  keys,
  context,
  hidden = NO_KEYS,
}: {
  doc: PlanDocument;
  keys: readonly RecordKey[];
  context: PlanContext;
  hidden?: ReadonlySet<RecordKey>;
}) {
  const entities = useMemo(() => [...doc.entity.values()] as GenericEntity[], [doc.entity]);
  return (
    <>
      {keys.map((key) => {
        const { resource, id } = parseRecordKey(key);
        const record = doc[resource].get(id);
        return record ? recordNodeOf(key, record, context, hidden.has(key), entities) : null;
      })}
    </>
  );
});

/** The Front view: each wall unrolled side by side, named and sized (core frontViewShapes; not editable here). */
function FrontView({ doc, context }: { doc: PlanDocument; context: PlanContext }) {
  const shapes = useMemo(() => frontViewShapes([...doc.archWall.values()], context), [doc.archWall, context]);
  return (
    <Group listening={false}>
      {shapes.map((shape, i) => (
        <ShapeNode key={i} shape={shape} />
      ))}
    </Group>
  );
}

/** The grid: one shape drawing every line (hundreds of nodes, re-made on each pan frame, cost more than the lines). */
function GridLines({ area, grid, scale }: { area: Box; grid: NonNullable<Theme['grid']>; scale: number }) {
  const cell = grid.cell;
  // Too dense to read (or to draw quickly): no grid.
  if (cell * scale < 4) return null;
  return (
    <KonvaShape
      listening={false}
      perfectDrawEnabled={false}
      opacity={grid.opacity}
      stroke="#000"
      strokeWidth={grid.stroke / scale}
      sceneFunc={(ctx, shape) => {
        ctx.beginPath();
        for (let x = Math.floor(area.x / cell) * cell; x <= area.x + area.width; x += cell) {
          ctx.moveTo(x, area.y);
          ctx.lineTo(x, area.y + area.height);
        }
        for (let y = Math.floor(area.y / cell) * cell; y <= area.y + area.height; y += cell) {
          ctx.moveTo(area.x, y);
          ctx.lineTo(area.x + area.width, y);
        }
        ctx.strokeShape(shape);
      }}
    />
  );
}

export function PlanStage({ keys, warnings, width, height, context, env, theme, onDoubleSelect }: StageProps) {
  const doc = usePlanStore((s) => s.doc);
  const selection = usePlanStore((s) => s.selection);
  const zoom = usePlanStore((s) => s.zoom);
  const pan = usePlanStore((s) => s.pan);
  const tool = usePlanStore((s) => s.tool);
  const transient = usePlanStore((s) => s.transient);
  const cursor = usePlanStore((s) => s.cursor);
  const queue = usePlanStore((s) => s.queue);
  const activeHandle = usePlanStore((s) => s.activeHandle);
  const placing = usePlacement((s) => s.pending);
  const people = usePlanPresence((s) => s.people);
  const scale = context.scale * zoom;

  // Each record's box, kept while the record object is the same: a change to one record measures one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new context (units, text scale) measures every box again
  const boxes = useMemo(() => new WeakMap<object, Box | null>(), [context]);
  const boxOfKey = (key: RecordKey): Box | null => {
    const { resource, id } = parseRecordKey(key);
    const record = doc[resource].get(id);
    if (!record) return null;
    let box = boxes.get(record);
    if (box === undefined) boxes.set(record, (box = kindOf(resource).bounds(record as never, context)));
    return box;
  };
  const index = useMemo(() => {
    const entries: [RecordKey, Box][] = [];
    for (const key of keys) {
      const box = boxOfKey(key);
      if (box) entries.push([key, box]);
    }
    return GridIndex.build(entries, cellFor(context));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- boxOfKey reads doc and context, both listed
  }, [keys, doc, context]);
  const area: Box = useMemo(() => ({ x: -pan.x / scale, y: -pan.y / scale, width: width / scale, height: height / scale }), [pan, scale, width, height]);
  const order = useMemo(() => new Map(keys.map((k, i) => [k, i])), [keys]);
  const chunked = keys.length > CHUNKED_FROM && context.view.kind !== 'front';
  const culled = useMemo(() => (chunked ? [] : index.search(area).sort((a, b) => order.get(a)! - order.get(b)!)), [chunked, index, area, order]);
  // A large view: its records in cached chunks (StaticChunks.tsx), those near the visible area drawn.
  const settledScale = useSettledScale(scale);
  const cachedAt = settledScale * (window.devicePixelRatio || 1);
  const cell = chunkCell(context.scale);
  const chunks = useMemo(
    () => (chunked ? chunksOf(doc, keys, boxOfKey, cell) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- boxOfKey reads doc and context
    [chunked, doc, keys, context, cell],
  );
  const entities = useMemo(() => [...doc.entity.values()] as GenericEntity[], [doc.entity]);

  const dragging = !!transient.drag || !!transient.handle;
  const handleKey = transient.handle?.key;
  const moving = useMemo(() => new Set(dragging ? (handleKey ? [handleKey] : selection) : []), [dragging, handleKey, selection]);
  // Warnings of the whole view (not of what is culled: a pan frame computes none); the moving records' are hidden while they move.
  const warnedBoxes = useMemo(
    () => warnings.filter((w) => !moving.has(w.key)).flatMap((w) => boxOf(doc, w.key, context) ?? []),
    [warnings, moving, doc, context],
  );
  const others = useMemo(() => othersSelections(people.values(), order, (k) => boxOf(doc, k, context)), [people, order, doc, context]);
  const unsaved = useMemo(() => new Set(queue.map((op) => recordKey(op.resource, op.id))), [queue]);

  const toModel = (stage: Konva.Stage | null): CanvasPoint | null => {
    const p = stage?.getPointerPosition();
    return p ? { x: (p.x - pan.x) / scale, y: (p.y - pan.y) / scale } : null;
  };
  /** A drawing point: snapped to wall ends within 5 px / scale, else rounded to the precision. */
  const snapPoint = (p: CanvasPoint): CanvasPoint => {
    const threshold = snapThreshold(scale);
    const ends: CanvasPoint[] = [];
    for (const w of doc.archWall.values()) ends.push({ x: w.from.x, y: w.from.z }, { x: w.to.x, y: w.to.z });
    const near = ends.find((e) => distance(e, p) <= threshold);
    if (near) return near;
    return {
      x: roundTo(
        snapValue(
          p.x,
          ends.map((e) => e.x),
          threshold,
        ),
        context.precision,
      ),
      y: roundTo(
        snapValue(
          p.y,
          ends.map((e) => e.y),
          threshold,
        ),
        context.precision,
      ),
    };
  };
  const hit = (p: CanvasPoint): RecordKey | null => {
    const pad = 6 / scale;
    const found = index.search({ x: p.x - pad, y: p.y - pad, width: 2 * pad, height: 2 * pad });
    const hits = found.filter((key) => {
      const { resource, id } = parseRecordKey(key);
      return kindOf(resource).hitTest(doc[resource].get(id) as never, p, context);
    });
    hits.sort((a, b) => order.get(a)! - order.get(b)!);
    return hits.at(-1) ?? null;
  };
  const handleAt = (p: CanvasPoint) => {
    if (selection.length !== 1) return null;
    const key = selection[0]!;
    const { resource, id } = parseRecordKey(key);
    const handles = kindOf(resource).handles?.(doc[resource].get(id) as never, context) ?? [];
    const found = handles.find((h) => distance(h.at, p) <= 8 / scale);
    return found ? { key, handle: found.handle } : null;
  };

  const store = usePlanStore.getState;
  const describe = (key: RecordKey) => {
    const { resource, id } = parseRecordKey(key);
    const warned = warnings.find((w) => w.key === key);
    return `${kindOf(resource).describe(doc[resource].get(id) as never, context)}${warned ? `. Warning: ${warned.messages.join('; ')}` : ''}`;
  };

  /** The middle or right button pans, whatever the tool. */
  const panning = useRef<{ screen: CanvasPoint; panStart: CanvasPoint } | null>(null);
  const activeTool = toolById(context.entityTypes, tool);
  const toolContext: ToolContext = {
    state: store,
    env,
    context,
    scale,
    hit,
    handleAt,
    describe,
    onDoubleSelect,
    inside: (from, to) => {
      const box = normalised(from, to);
      return index.search(box).filter((k) => {
        const b = boxOf(doc, k, context);
        return b && boxContainsBox(box, b);
      });
    },
  };
  const inputOf = (e: Konva.KonvaEventObject<PointerEvent>): PointerInput | null => {
    const stage = e.target.getStage();
    const point = toModel(stage);
    const screen = stage?.getPointerPosition();
    if (!point || !screen) return null;
    return { point, snapped: snapPoint(point), screen, shiftKey: e.evt.shiftKey, time: e.evt.timeStamp };
  };

  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const input = inputOf(e);
    if (!input) return;
    e.target.getStage()?.container().focus();
    if (e.evt.button === 1 || e.evt.button === 2) {
      panning.current = { screen: input.screen, panStart: pan };
      return;
    }
    store().setCursor(input.snapped);
    activeTool.onPointerDown?.(toolContext, input);
  };

  const onMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const input = inputOf(e);
    if (!input) return;
    const p = panning.current;
    if (p) {
      store().setPan({ x: p.panStart.x + input.screen.x - p.screen.x, y: p.panStart.y + input.screen.y - p.screen.y });
      return;
    }
    activeTool.onPointerMove?.(toolContext, input);
  };

  const onUp = (e: Konva.KonvaEventObject<PointerEvent>) => {
    if (panning.current) {
      panning.current = null;
      return;
    }
    const input = inputOf(e);
    if (input) activeTool.onPointerUp?.(toolContext, input);
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = e.target.getStage();
    const p = stage?.getPointerPosition();
    if (!p) return;
    if (e.evt.ctrlKey || e.evt.metaKey) {
      const next = Math.min(Math.max(zoom * (e.evt.deltaY < 0 ? 1.1 : 1 / 1.1), theme.zoomBounds.min), theme.zoomBounds.max);
      const k = next / zoom;
      store().setZoom(next, { x: p.x - (p.x - pan.x) * k, y: p.y - (p.y - pan.y) * k });
    } else store().setPan({ x: pan.x - e.evt.deltaX, y: pan.y - e.evt.deltaY });
  };

  const selectedBoxes = selection.map((k) => [k, boxOf(doc, k, context)] as const).filter(([, b]) => b);
  const single = selection.length === 1 ? selection[0]! : null;
  const singleHandles = single
    ? (kindOf(parseRecordKey(single).resource).handles?.(doc[parseRecordKey(single).resource].get(parseRecordKey(single).id) as never, context) ?? [])
    : [];
  const handlePreview = transient.handle ? moveHandle(env, doc, transient.handle.key, transient.handle.handle, transient.handle.to) : null;
  const px = 1 / scale;
  // A changed plan is drawn in the task that changed it (draw-now.ts), both layers: the record and its selection together.
  const staticLayer = useRef<Konva.Layer>(null);
  const interactiveLayer = useRef<Konva.Layer>(null);
  useDrawOnCommit([staticLayer, interactiveLayer], doc);

  return (
    <Stage
      width={width}
      height={height}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerLeave={onUp}
      style={{ cursor: activeTool.cursor }}
      onWheel={onWheel}
      onContextMenu={(e) => e.evt.preventDefault()}
    >
      <Layer ref={staticLayer} x={pan.x} y={pan.y} scaleX={scale} scaleY={scale} listening={false}>
        {theme.grid && <GridLines area={area} grid={theme.grid} scale={scale} />}
        {context.view.kind === 'front' ? (
          <FrontView doc={doc} context={context} />
        ) : chunked ? (
          chunks
            .filter((c) => boxesMeet(c.box, area))
            .map((c) => <CachedChunk key={c.id} chunk={c} context={context} hidden={moving} pixelRatio={cachedAt} siblings={entities} />)
        ) : (
          <RecordShapes doc={doc} keys={culled} context={context} hidden={moving} />
        )}
      </Layer>
      <Layer ref={interactiveLayer} x={pan.x} y={pan.y} scaleX={scale} scaleY={scale} listening={false}>
        {transient.drag && (
          <Group x={transient.drag.dx} y={transient.drag.dy} opacity={0.85}>
            <RecordShapes doc={doc} keys={selection} context={context} />
          </Group>
        )}
        {handlePreview?.ok && <RecordShapes doc={applyPreview(doc, handlePreview.change.ops)} keys={[...moving]} context={context} />}
        <OthersSelection selections={others} scale={scale} area={area} />
        {!dragging &&
          selectedBoxes.map(([k, b]) => (
            <Rect
              key={k}
              x={b!.x - 2 * px}
              y={b!.y - 2 * px}
              width={b!.width + 4 * px}
              height={b!.height + 4 * px}
              stroke="#2563eb"
              strokeWidth={1.5 * px}
              dash={[4 * px, 3 * px]}
            />
          ))}
        {!dragging &&
          singleHandles.map((h) => (
            <Rect
              key={h.handle}
              x={h.at.x - 5 * px}
              y={h.at.y - 5 * px}
              width={10 * px}
              height={10 * px}
              fill={h.handle === activeHandle ? '#2563eb' : '#fff'}
              stroke="#2563eb"
              strokeWidth={1.5 * px}
            />
          ))}
        {[...unsaved]
          .filter((k) => order.has(k))
          .map((k) => {
            const b = boxOf(doc, k, context);
            return (
              b && (
                <Rect
                  key={`u${k}`}
                  x={b.x - 4 * px}
                  y={b.y - 4 * px}
                  width={b.width + 8 * px}
                  height={b.height + 8 * px}
                  stroke="#d97706"
                  strokeWidth={px}
                  dash={[2 * px, 2 * px]}
                />
              )
            );
          })}
        {transient.draft && (
          <Line
            points={[transient.draft.from.x, transient.draft.from.y, transient.draft.to.x, transient.draft.to.y]}
            stroke="#2563eb"
            strokeWidth={tool === 'wall' || tool === 'elevation' ? (context.contextMode ? PLAN.contextWallThickness : PLAN.wall.thickness) : 2 * px}
            opacity={0.6}
          />
        )}
        {transient.draft && <DraftLength draft={transient.draft} context={context} px={px} />}
        {transient.marquee &&
          (() => {
            const b = normalised(transient.marquee.from, transient.marquee.to);
            return <Rect x={b.x} y={b.y} width={b.width} height={b.height} stroke="#2563eb" strokeWidth={px} fill="rgba(37,99,235,0.08)" />;
          })()}
        <WarningMarkers boxes={warnedBoxes} scale={scale} />
        {placing && <PendingEntity pending={placing} context={context} />}
        {(tool !== 'select' || placing) && transient.draft?.byKeys !== false && (
          <Circle x={cursor.x} y={cursor.y} radius={5 * px} stroke="#dc2626" strokeWidth={1.5 * px} />
        )}
      </Layer>
    </Stage>
  );
}

const normalised = (a: CanvasPoint, b: CanvasPoint): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(b.x - a.x),
  height: Math.abs(b.y - a.y),
});

const boxesMeet = (a: Box, b: Box) => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

const applyPreview = (doc: PlanDocument, ops: Parameters<typeof applyOps>[1]) => applyOps(doc, ops);
