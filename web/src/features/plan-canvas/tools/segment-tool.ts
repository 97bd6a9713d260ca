/**
 * Tools that draw a segment: walls and elevations (a polyline: each click places the next corner,
 * Enter or a double click ends it, Escape cancels the segment being drawn), lines, arrows and
 * tracking lines (one segment). Press-drag-release draws one segment as before. While a segment is
 * drawn its length shows beside it; typing a length (26' 4", 1200) and Enter places the end at that
 * length along the pointer's direction. By keyboard: Enter places a point at the red cursor, which
 * the arrows move; Enter where the last point is ends the polyline.
 */
import {
  PLAN,
  addEntity,
  addLine,
  distance,
  drawWall,
  parseLengthInput,
  roundTo,
  type CanvasPoint,
  type CommandEnv,
  type CommandResult,
} from '@configurator/core';
import { usePlanStore, type Draft } from '../plan-store.ts';
import { movedBeyondClick, type KeyContext, type PlanTool } from './plan-tool.ts';

interface SegmentSpec {
  id: string;
  label: string;
  shortcut: string;
  icon: string;
  /** Walls and elevations go on corner by corner; a line is one segment. */
  polyline: boolean;
  commit(env: CommandEnv, from: CanvasPoint, to: CanvasPoint): CommandResult;
}

const store = () => usePlanStore.getState();
/** Characters that start or continue a typed length. */
const LENGTH_KEY = /^[-0-9.'"/ ]$|^(m|c|f|t|i|n)$/;

export function segmentTool(spec: SegmentSpec): PlanTool {
  /** The press that began the current gesture (screen px), and whether it started the draft. */
  let press: { screen: CanvasPoint; started: boolean } | null = null;
  /** Where and when a polyline was ended by a click: the second click of that double click starts nothing. */
  let ended: { screen: CanvasPoint; time: number } | null = null;

  const setDraft = (draft: Draft | null) => store().setTransient({ draft });
  /** Commits from → to; a polyline goes on from `to`. */
  const place = (tool: KeyContext, draft: Draft, to: CanvasPoint, byKeys: boolean) => {
    const done = store().run(spec.commit(tool.env, draft.from, to));
    if (spec.polyline && done) setDraft({ from: to, to, byKeys, typed: '' });
    else if (!spec.polyline) store().clearTransient();
  };
  const end = (label: string) => {
    store().clearTransient();
    store().announce(label);
  };

  return {
    id: spec.id,
    label: spec.label,
    shortcut: spec.shortcut,
    icon: spec.icon,
    cursor: 'crosshair',
    hint: spec.polyline
      ? `${spec.label}: click each corner (or press and drag); double-click or Enter ends, Escape cancels the segment. Type a length and Enter to place it.`
      : `${spec.label}: press and drag, or click its two ends. Type a length and Enter to place the end.`,
    onPointerDown(_tool, { snapped, screen, time }) {
      const draft = store().transient.draft;
      if (!draft && ended && time - ended.time <= PLAN.doubleClickMs && !movedBeyondClick(ended.screen, screen)) {
        press = null;
        return;
      }
      press = { screen, started: !draft };
      if (!draft) setDraft({ from: snapped, to: snapped, byKeys: false, typed: '' });
    },
    onPointerMove(_tool, { snapped }) {
      const draft = store().transient.draft;
      if (draft && !draft.byKeys) setDraft({ ...draft, to: snapped, typed: draft.typed });
    },
    onPointerUp(tool, { snapped, screen, time }) {
      const p = press;
      press = null;
      const draft = store().transient.draft;
      if (!p || !draft) return;
      if (p.started && movedBeyondClick(p.screen, screen)) {
        // Press-drag-release: one segment, and the tool is ready for the next.
        store().run(spec.commit(tool.env, draft.from, snapped));
        store().clearTransient();
        return;
      }
      if (p.started) return; // A click: the first point of a click-click segment.
      // A click on the last point (a double click) ends the polyline; else the next point.
      if (distance(draft.from, snapped) === 0) {
        ended = { screen, time };
        return end(`${spec.label} finished`);
      }
      place(tool, draft, snapped, false);
    },
    onKeyDown(tool, event) {
      const s = store();
      const draft = s.transient.draft;
      if (event.ctrlKey || event.metaKey || event.altKey) return false;
      if (draft && LENGTH_KEY.test(event.key) && (draft.typed || /[0-9.]/.test(event.key))) {
        setDraft({ ...draft, typed: `${draft.typed}${event.key}` });
        return true;
      }
      if (draft?.typed && event.key === 'Backspace') {
        setDraft({ ...draft, typed: draft.typed.slice(0, -1) });
        return true;
      }
      if (event.key === 'Escape' && draft) {
        if (draft.typed) setDraft({ ...draft, typed: '' });
        else end(`${spec.label} segment cancelled`);
        return true;
      }
      if (event.key !== 'Enter') return false;
      if (draft?.typed) {
        const length = parseLengthInput(draft.typed, tool.context.units);
        if (length === null || length <= 0) {
          s.announce(`'${draft.typed}' is not a length`);
          setDraft({ ...draft, typed: '' });
          return true;
        }
        const target = draft.byKeys ? s.cursor : draft.to;
        const along = distance(draft.from, target);
        const [ux, uy] = along > 0 ? [(target.x - draft.from.x) / along, (target.y - draft.from.y) / along] : [1, 0];
        const to = { x: roundTo(draft.from.x + ux * length, tool.context.precision), y: roundTo(draft.from.y + uy * length, tool.context.precision) };
        if (draft.byKeys) s.setCursor(to);
        place(tool, draft, to, draft.byKeys === true);
        return true;
      }
      if (!draft) {
        setDraft({ from: s.cursor, to: s.cursor, byKeys: true, typed: '' });
        s.announce(`${spec.label}: first point placed; move the cursor with the arrows, Enter places the next`);
        return true;
      }
      if (!draft.byKeys || distance(draft.from, s.cursor) === 0) {
        end(`${spec.label} finished`);
        return true;
      }
      place(tool, draft, s.cursor, true);
      return true;
    },
  };
}

/** A line of length 0 (a click without a drag) gets the default line's length. */
const lineTo = (from: CanvasPoint, to: CanvasPoint) => (distance(from, to) > 0 ? to : { x: from.x + PLAN.line.to.x, y: from.y + PLAN.line.to.y });

export const segmentTools: PlanTool[] = [
  segmentTool({ id: 'wall', label: 'Wall', shortcut: 'W', icon: 'wall', polyline: true, commit: (env, from, to) => drawWall(env, from, to) }),
  segmentTool({
    id: 'elevation',
    label: 'Elevation',
    shortcut: 'E',
    icon: 'elevation',
    polyline: true,
    commit: (env, from, to) => drawWall(env, from, to, { elevation: true }),
  }),
  segmentTool({
    id: 'line',
    label: 'Line',
    shortcut: 'L',
    icon: 'line',
    polyline: false,
    commit: (env, from, to) => addLine(env, env.context.view.customViewId, { from, to: lineTo(from, to) }),
  }),
  segmentTool({
    id: 'arrow',
    label: 'Arrow',
    shortcut: 'A',
    icon: 'arrow',
    polyline: false,
    commit: (env, from, to) => addLine(env, env.context.view.customViewId, { from, to: lineTo(from, to), arrow: true }),
  }),
  segmentTool({
    id: 'trackingLine',
    label: 'Tracking line',
    shortcut: 'K',
    icon: 'trackingLine',
    polyline: false,
    commit: (env, from, to) => addEntity(env, 'trackingLine', from, { from, to, archCustomViewId: env.context.view.customViewId }),
  }),
];
