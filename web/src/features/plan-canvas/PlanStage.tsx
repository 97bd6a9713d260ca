/**
 * The plan canvas itself (react-konva). Two layers, as Excalidraw and tldraw keep them apart: a static
 * layer with the view's records (only those inside the visible area: culling through a grid index),
 * which does not re-render while something is dragged, and an interactive layer with the selection,
 * handles, the dragged records, the wall being drawn and the selection rectangle. Konva's own hit
 * graph is off (listening false): hit tests go through the spatial index and each kind's hitTest.
 */
import { memo, useMemo, useRef } from 'react';
import { Circle, Group, Layer, Line, Rect, Stage } from 'react-konva';
import type Konva from 'konva';
import {
  GridIndex, PLAN, applyOps, boxContainsBox, distance, drawWall, addLine, addText, addEntity, kindOf, moveHandle, moveRecords, parseRecordKey, recordKey, snapThreshold,
  snapValue, roundTo, type Box, type CanvasPoint, type CommandEnv, type GenericEntity, type PlanContext, type PlanDocument, type RecordKey, type Theme,
} from '@configurator/core';
import { ShapeNode } from '../../drawing/ShapeNodes.tsx';
import { usePlanStore } from './plan-store.ts';
import { visibleKeys } from './plan-visible.ts';
import { usePlacement } from './entity-placement.ts';
import { PendingEntity } from './PendingEntity.tsx';
import { entityWarnings } from './entity-warnings.ts';
import { WarningMarkers } from './WarningMarkers.tsx';

interface StageProps {
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

/**
 * One record's drawing. Memoised on the record itself: a change to one record, or the start of a drag
 * (which hides the dragged records here), re-renders that record alone, not the 2,000 around it.
 */
const RecordNode = memo(function RecordNode({ resource, record, context, hidden, siblings }: {
  resource: ReturnType<typeof parseRecordKey>['resource']; record: unknown; context: PlanContext; hidden: boolean;
  /** Only for entity types that draw from their siblings (a mural panel's artwork): the others keep their memo. */
  siblings?: readonly GenericEntity[];
}) {
  const shapes = useMemo(() => kindOf(resource).draw(record as never, context, siblings), [resource, record, context, siblings]);
  return (
    <Group listening={false} visible={!hidden}>
      {shapes.map((shape, i) => (
        <ShapeNode key={i} shape={shape} />
      ))}
    </Group>
  );
});

const NO_KEYS: ReadonlySet<RecordKey> = new Set();
const RecordShapes = memo(function RecordShapes({ doc, keys, context, hidden = NO_KEYS }: { doc: PlanDocument; keys: readonly RecordKey[]; context: PlanContext; hidden?: ReadonlySet<RecordKey> }) {
  const entities = useMemo(() => [...doc.entity.values()] as GenericEntity[], [doc.entity]);
  return (
    <>
      {keys.map((key) => {
        const { resource, id } = parseRecordKey(key);
        const record = doc[resource].get(id);
        if (!record) return null;
        const drawsFromSiblings = resource === 'entity' && context.entityTypes.get((record as GenericEntity).type)?.drawsFromSiblings;
        return <RecordNode key={key} resource={resource} record={record} context={context} hidden={hidden.has(key)} siblings={drawsFromSiblings ? entities : undefined} />;
      })}
    </>
  );
});

/** The front view: every wall unrolled side by side, length by height (not editable here). */
function FrontView({ doc }: { doc: PlanDocument }) {
  let x = 0;
  const walls = [...doc.archWall.values()];
  return (
    <>
      {walls.map((w) => {
        const length = distance({ x: w.from.x, y: w.from.z }, { x: w.to.x, y: w.to.z });
        const rect = <Rect key={w.id} x={x} y={-w.height} width={length} height={w.height} stroke="#374151" strokeWidth={1} fill="#f3f4f6" listening={false} />;
        x += length + 12;
        return rect;
      })}
    </>
  );
}

function GridLines({ area, grid, scale }: { area: Box; grid: NonNullable<Theme['grid']>; scale: number }) {
  const lines = [];
  const cell = grid.cell;
  // Too dense to read (or to draw quickly): no grid.
  if (cell * scale < 4) return null;
  for (let x = Math.floor(area.x / cell) * cell; x <= area.x + area.width; x += cell) lines.push(<Line key={`x${x}`} points={[x, area.y, x, area.y + area.height]} stroke="#000" strokeWidth={grid.stroke / scale} opacity={grid.opacity} listening={false} />);
  for (let y = Math.floor(area.y / cell) * cell; y <= area.y + area.height; y += cell) lines.push(<Line key={`y${y}`} points={[area.x, y, area.x + area.width, y]} stroke="#000" strokeWidth={grid.stroke / scale} opacity={grid.opacity} listening={false} />);
  return <>{lines}</>;
}

export function PlanStage({ width, height, context, env, theme, onDoubleSelect }: StageProps) {
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
  const scale = context.scale * zoom;

  const keys = useMemo(() => visibleKeys(doc, context), [doc, context]);
  const index = useMemo(() => {
    const entries: [RecordKey, Box][] = [];
    for (const key of keys) {
      const box = boxOf(doc, key, context);
      if (box) entries.push([key, box]);
    }
    return GridIndex.build(entries, cellFor(context));
  }, [keys, doc, context]);
  const area: Box = useMemo(() => ({ x: -pan.x / scale, y: -pan.y / scale, width: width / scale, height: height / scale }), [pan, scale, width, height]);
  const order = useMemo(() => new Map(keys.map((k, i) => [k, i])), [keys]);
  const culled = useMemo(() => index.search(area).sort((a, b) => order.get(a)! - order.get(b)!), [index, area, order]);

  const dragging = !!transient.drag || !!transient.handle;
  const handleKey = transient.handle?.key;
  const moving = useMemo(() => new Set(dragging ? (handleKey ? [handleKey] : selection) : []), [dragging, handleKey, selection]);
  const staticKeys = useMemo(() => (moving.size ? culled.filter((k) => !moving.has(k)) : culled), [culled, moving]);
  const warnings = useMemo(() => entityWarnings(doc, staticKeys, context), [doc, staticKeys, context]);
  const warnedBoxes = useMemo(() => warnings.flatMap((w) => boxOf(doc, w.key, context) ?? []), [warnings, doc, context]);
  const unsaved = useMemo(() => new Set(queue.map((op) => recordKey(op.resource, op.id))), [queue]);

  const gesture = useRef<{ kind: 'drag' | 'marquee' | 'draw' | 'handle' | 'pan'; start: CanvasPoint; screen: CanvasPoint; panStart: CanvasPoint } | null>(null);
  const lastPress = useRef<{ key: RecordKey; at: number } | null>(null);

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
    return { x: roundTo(snapValue(p.x, ends.map((e) => e.x), threshold), context.precision), y: roundTo(snapValue(p.y, ends.map((e) => e.y), threshold), context.precision) };
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

  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const stage = e.target.getStage();
    const p = toModel(stage);
    if (!p) return;
    stage?.container().focus();
    const screen = stage!.getPointerPosition()!;
    if (e.evt.button === 1 || e.evt.button === 2) {
      gesture.current = { kind: 'pan', start: p, screen, panStart: pan };
      return;
    }
    if (placing && tool === 'select') {
      // Add mode of a point-by-point entity: the click is its next point.
      usePlacement.getState().point(env, snapPoint(p));
      return;
    }
    if (tool === 'text') {
      store().run(addText(env, context.view.customViewId, snapPoint(p)));
      store().setTool('select');
      return;
    }
    if (tool !== 'select') {
      const start = snapPoint(p);
      gesture.current = { kind: 'draw', start, screen, panStart: pan };
      store().setTransient({ draft: { from: start, to: start } });
      return;
    }
    const handle = handleAt(p);
    if (handle) {
      gesture.current = { kind: 'handle', start: p, screen, panStart: pan };
      store().setTransient({ handle: { ...handle, to: p } });
      return;
    }
    const key = hit(p);
    if (key) {
      const now = e.evt.timeStamp;
      if (lastPress.current?.key === key && now - lastPress.current.at <= PLAN.doubleClickMs) onDoubleSelect(key);
      lastPress.current = { key, at: now };
      if (!selection.includes(key)) store().select(e.evt.shiftKey ? [...selection, key] : [key], `Selected: ${describe(key)}`);
      gesture.current = { kind: 'drag', start: p, screen, panStart: pan };
      return;
    }
    if (!e.evt.shiftKey) store().select([]);
    gesture.current = { kind: 'marquee', start: p, screen, panStart: pan };
    store().setTransient({ marquee: { from: p, to: p } });
  };

  const onMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const g = gesture.current;
    if (!g) return;
    const stage = e.target.getStage();
    const p = toModel(stage);
    if (!p) return;
    if (g.kind === 'pan') {
      const s = stage!.getPointerPosition()!;
      store().setPan({ x: g.panStart.x + s.x - g.screen.x, y: g.panStart.y + s.y - g.screen.y });
    } else if (g.kind === 'draw') store().setTransient({ draft: { from: g.start, to: snapPoint(p) } });
    else if (g.kind === 'handle') store().setTransient({ handle: { ...store().transient.handle!, to: snapPoint(p) } });
    else if (g.kind === 'drag') store().setTransient({ drag: { dx: p.x - g.start.x, dy: p.y - g.start.y } });
    else store().setTransient({ marquee: { from: g.start, to: p } });
  };

  const onUp = () => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const t = store().transient;
    if (g.kind === 'draw' && t.draft) {
      const { from, to } = t.draft;
      const view = context.view.customViewId;
      if (tool === 'wall' || tool === 'elevation') store().run(drawWall(env, from, to, { elevation: tool === 'elevation' }));
      else if (tool === 'trackingLine') store().run(addEntity(env, 'trackingLine', from, { from, to, archCustomViewId: view }));
      else if (distance(from, to) > 0) store().run(addLine(env, view, { from, to, arrow: tool === 'arrow' }));
      else store().run(addLine(env, view, { from, to: { x: from.x + PLAN.line.to.x, y: from.y + PLAN.line.to.y }, arrow: tool === 'arrow' }));
      store().clearTransient();
    } else if (g.kind === 'drag' && t.drag) {
      // The one commit of the gesture: one server save, one undo step.
      const result = moveRecords(env, store().doc, store().selection, t.drag.dx, t.drag.dy);
      store().clearTransient();
      store().run(result, { select: false });
    } else if (g.kind === 'handle' && t.handle) {
      const result = moveHandle(env, store().doc, t.handle.key, t.handle.handle, t.handle.to);
      store().clearTransient();
      store().run(result, { select: false });
    } else if (g.kind === 'marquee' && t.marquee) {
      const box = normalised(t.marquee.from, t.marquee.to);
      const inside = index.search(box).filter((k) => {
        const b = boxOf(doc, k, context);
        return b && boxContainsBox(box, b);
      });
      store().clearTransient();
      if (inside.length) store().select(inside, `Selected ${inside.length}`);
    } else store().clearTransient();
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
  const handlePreview = transient.handle
    ? moveHandle(env, doc, transient.handle.key, transient.handle.handle, transient.handle.to)
    : null;
  const px = 1 / scale;

  return (
    <Stage width={width} height={height} onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerLeave={onUp} onWheel={onWheel} onContextMenu={(e) => e.evt.preventDefault()}>
      <Layer x={pan.x} y={pan.y} scaleX={scale} scaleY={scale} listening={false}>
        {theme.grid && <GridLines area={area} grid={theme.grid} scale={scale} />}
        {context.view.kind === 'front' ? <FrontView doc={doc} /> : <RecordShapes doc={doc} keys={culled} context={context} hidden={moving} />}
      </Layer>
      <Layer x={pan.x} y={pan.y} scaleX={scale} scaleY={scale} listening={false}>
        {transient.drag && (
          <Group x={transient.drag.dx} y={transient.drag.dy} opacity={0.85}>
            <RecordShapes doc={doc} keys={selection} context={context} />
          </Group>
        )}
        {handlePreview?.ok && <RecordShapes doc={applyPreview(doc, handlePreview.change.ops)} keys={[...moving]} context={context} />}
        {!dragging && selectedBoxes.map(([k, b]) => (
          <Rect key={k} x={b!.x - 2 * px} y={b!.y - 2 * px} width={b!.width + 4 * px} height={b!.height + 4 * px} stroke="#2563eb" strokeWidth={1.5 * px} dash={[4 * px, 3 * px]} />
        ))}
        {!dragging && singleHandles.map((h) => (
          <Rect key={h.handle} x={h.at.x - 5 * px} y={h.at.y - 5 * px} width={10 * px} height={10 * px} fill={h.handle === activeHandle ? '#2563eb' : '#fff'} stroke="#2563eb" strokeWidth={1.5 * px} />
        ))}
        {[...unsaved].filter((k) => order.has(k)).map((k) => {
          const b = boxOf(doc, k, context);
          return b && <Rect key={`u${k}`} x={b.x - 4 * px} y={b.y - 4 * px} width={b.width + 8 * px} height={b.height + 8 * px} stroke="#d97706" strokeWidth={px} dash={[2 * px, 2 * px]} />;
        })}
        {transient.draft && (
          <Line points={[transient.draft.from.x, transient.draft.from.y, transient.draft.to.x, transient.draft.to.y]} stroke="#2563eb" strokeWidth={tool === 'wall' || tool === 'elevation' ? (context.contextMode ? PLAN.contextWallThickness : PLAN.wall.thickness) : 2 * px} opacity={0.6} />
        )}
        {transient.marquee && (() => {
          const b = normalised(transient.marquee.from, transient.marquee.to);
          return <Rect x={b.x} y={b.y} width={b.width} height={b.height} stroke="#2563eb" strokeWidth={px} fill="rgba(37,99,235,0.08)" />;
        })()}
        <WarningMarkers boxes={warnedBoxes} scale={scale} />
        {placing && <PendingEntity pending={placing} context={context} />}
        {(tool !== 'select' || placing) && <Circle x={cursor.x} y={cursor.y} radius={5 * px} stroke="#dc2626" strokeWidth={1.5 * px} />}
      </Layer>
    </Stage>
  );
}

const normalised = (a: CanvasPoint, b: CanvasPoint): Box => ({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) });

const applyPreview = (doc: PlanDocument, ops: Parameters<typeof applyOps>[1]) => applyOps(doc, ops);
