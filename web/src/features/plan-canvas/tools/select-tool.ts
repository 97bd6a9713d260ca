/**
 * The select tool: a press on a record selects it (Shift adds or removes it) and drags the selection
 * (one change, one undo step, however many records move); a press on a handle of the single selected
 * record drags that point; a press on empty canvas starts a marquee (Shift adds what it encloses).
 */
import { PLAN, moveHandle, moveRecords, type CanvasPoint, type RecordKey } from '@configurator/core';
import { usePlanStore } from '../plan-store.ts';
import type { PlanTool } from './plan-tool.ts';

type Gesture = { kind: 'drag' | 'marquee' | 'handle'; start: CanvasPoint; before: RecordKey[] };
let gesture: Gesture | null = null;
let lastPress: { key: RecordKey; at: number } | null = null;
const store = () => usePlanStore.getState();

export const selectTool: PlanTool = {
  id: 'select',
  label: 'Select',
  shortcut: 'V',
  icon: 'select',
  cursor: 'default',
  hint: 'Click to select, Shift+click to add, drag to move or to draw a selection box. Arrows nudge, Alt+arrows resize.',
  onPointerDown(tool, { point, shiftKey, time }) {
    const selection = store().selection;
    const handle = tool.handleAt(point);
    if (handle && !shiftKey) {
      gesture = { kind: 'handle', start: point, before: selection };
      store().setTransient({ handle: { ...handle, to: point } });
      return;
    }
    const key = tool.hit(point);
    if (key) {
      if (lastPress?.key === key && time - lastPress.at <= PLAN.doubleClickMs) tool.onDoubleSelect(key);
      lastPress = { key, at: time };
      if (shiftKey && selection.includes(key)) {
        store().select(
          selection.filter((k) => k !== key),
          `Removed from the selection: ${tool.describe(key)}`,
        );
        gesture = null;
        return;
      }
      if (!selection.includes(key)) store().select(shiftKey ? [...selection, key] : [key], `Selected: ${tool.describe(key)}`);
      gesture = { kind: 'drag', start: point, before: selection };
      return;
    }
    if (!shiftKey) store().select([]);
    gesture = { kind: 'marquee', start: point, before: shiftKey ? selection : [] };
    store().setTransient({ marquee: { from: point, to: point } });
  },
  onPointerMove(_tool, { point, snapped }) {
    if (!gesture) return;
    if (gesture.kind === 'handle') store().setTransient({ handle: { ...store().transient.handle!, to: snapped } });
    else if (gesture.kind === 'drag') store().setTransient({ drag: { dx: point.x - gesture.start.x, dy: point.y - gesture.start.y } });
    else store().setTransient({ marquee: { from: gesture.start, to: point } });
  },
  onPointerUp(tool) {
    const g = gesture;
    gesture = null;
    if (!g) return;
    const t = store().transient;
    if (g.kind === 'drag' && t.drag) {
      // The one commit of the gesture: one server save, one undo step, for every record moved.
      const result = moveRecords(tool.env, store().doc, store().selection, t.drag.dx, t.drag.dy);
      store().clearTransient();
      store().run(result, { select: false });
    } else if (g.kind === 'handle' && t.handle) {
      const result = moveHandle(tool.env, store().doc, t.handle.key, t.handle.handle, t.handle.to);
      store().clearTransient();
      store().run(result, { select: false });
    } else if (g.kind === 'marquee' && t.marquee) {
      const inside = tool.inside(t.marquee.from, t.marquee.to);
      store().clearTransient();
      const keys = [...new Set([...g.before, ...inside])];
      if (inside.length) store().select(keys, `Selected ${keys.length}`);
    } else store().clearTransient();
  },
};
