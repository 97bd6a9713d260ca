/**
 * A canvas tool as a registered object (issue 33 item 2, in the manner of tldraw's StateNode): its id,
 * label, shortcut, icon, cursor and hint, and its own pointer and key handlers. The canvas hands the
 * active tool every pointer event and, before the editor's shortcuts, every key; a tool answers
 * whether it used the key. Tools keep what they are doing in the plan store's transient state, so a
 * change of tool, view or document drops it.
 */
import type { CanvasPoint, CommandEnv, PlanContext, RecordKey } from '@configurator/core';
import type { PlanState } from '../plan-store.ts';

/** What a tool may use while handling a pointer event on the canvas. */
export interface PointerInput {
  /** The pointer in model units, raw and snapped as drawing points snap (wall ends, the precision). */
  point: CanvasPoint;
  snapped: CanvasPoint;
  /** The pointer in screen px of the canvas (to tell a click from a drag). */
  screen: CanvasPoint;
  shiftKey: boolean;
  /** Milliseconds, from the event (double clicks). */
  time: number;
}

/** The canvas as a tool sees it. */
export interface ToolContext {
  state: () => PlanState;
  env: CommandEnv;
  context: PlanContext;
  /** The topmost record under a point of the view, if any. */
  hit(point: CanvasPoint): RecordKey | null;
  /** A handle of the single selected record under a point. */
  handleAt(point: CanvasPoint): { key: RecordKey; handle: string } | null;
  /** Records of the view whose box lies inside a box (marquee). */
  inside(from: CanvasPoint, to: CanvasPoint): RecordKey[];
  /** How the live region describes a record. */
  describe(key: RecordKey): string;
  /** A second press on the same record (texts open their editor). */
  onDoubleSelect(key: RecordKey): void;
  /** Screen px per model unit at the current zoom. */
  scale: number;
}

/** What a tool may use while handling a key. */
export type KeyContext = Pick<ToolContext, 'state' | 'env' | 'context'>;

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export interface PlanTool {
  id: string;
  label: string;
  /** As aria-keyshortcuts writes it. */
  shortcut: string;
  /** The icon's name in plan-icons.tsx. */
  icon: string;
  /** CSS cursor over the canvas. */
  cursor: string;
  /** What the hint line says while the tool is active. */
  hint: string;
  /** Called when the tool becomes active (add mode of a point-by-point entity starts here). */
  onEnter?(env: CommandEnv): void;
  onPointerDown?(tool: ToolContext, input: PointerInput): void;
  /** Every move over the canvas, pressed or not (a wall being drawn follows the pointer). */
  onPointerMove?(tool: ToolContext, input: PointerInput): void;
  onPointerUp?(tool: ToolContext, input: PointerInput): void;
  /** True when the tool used the key (the editor's shortcut is then not run). */
  onKeyDown?(tool: KeyContext, event: KeyInput): boolean;
}

/** Screen px a press may move and still be a click (not a drag). */
export const CLICK_SLOP_PX = 4;
export const movedBeyondClick = (a: CanvasPoint, b: CanvasPoint) => Math.hypot(b.x - a.x, b.y - a.y) > CLICK_SLOP_PX;
