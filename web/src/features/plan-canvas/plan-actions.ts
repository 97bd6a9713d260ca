/**
 * Every command of the plan editor as a registered action (architecture guide §5): an id, a label for
 * the toolbar, its keyboard shortcut, and what it does. The toolbar and the keyboard handler both read
 * this table, so every command is reachable both ways.
 */
import {
  addLine,
  addText,
  addViewport,
  copyRecords,
  deleteRecords,
  kindOf,
  moveRecords,
  nudgeHandle,
  parseRecordKey,
  paste,
  resizeRecords,
  rotateRecords,
  unionBox,
  placeAtCentre,
  visibleCentre,
  type CommandEnv,
  type CommandResult,
  type PlanContext,
  type PlanView,
  type RecordKey,
  type Theme,
} from '@configurator/core';
import { usePlanStore, type PlanState, type ToolId } from './plan-store.ts';
import { visibleKeys } from './plan-visible.ts';
import { isPlacing, usePlacement } from './entity-placement.ts';
import { activateTool } from './tools/activate.ts';

export interface ActionEnv {
  state: PlanState;
  env: CommandEnv;
  context: PlanContext;
  view: PlanView | undefined;
  views: PlanView[];
  theme: Theme;
  /** The canvas's size in px. */
  viewport: { width: number; height: number };
}

export interface PlanAction {
  id: string;
  label: string;
  /** As aria-keyshortcuts writes it ('Control+Z'); Mod is Control, or Meta on a Mac. */
  shortcut: string;
  matches(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean;
  run(a: ActionEnv, event?: Pick<KeyboardEvent, 'shiftKey'>): void;
  /** Shown in the toolbar (tools and commands); nudges are keyboard only. */
  toolbar?: 'tool' | 'edit' | 'view';
  /** The toolbar icon's name (plan-icons.tsx). */
  icon?: string;
  tool?: ToolId;
  /** A switch: whether it is on (the toolbar shows it pressed). */
  pressed?(state: PlanState): boolean;
  /** Only looks (zoom, views, stepping through the selection): a read-only plan keeps it; everything else is not offered there. */
  viewing?: true;
}

const mod = (e: { ctrlKey: boolean; metaKey: boolean }) => e.ctrlKey || e.metaKey;
const key =
  (k: string, opts: { mod?: boolean; shift?: boolean } = {}) =>
  (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
    e.key.toLowerCase() === k.toLowerCase() && mod(e) === !!opts.mod && (opts.shift === undefined || e.shiftKey === opts.shift) && !e.altKey;
const store = () => usePlanStore.getState();

/** A command's new records moved to the centre of the view shown (stepped off a record already there). */
export function placed(a: ActionEnv, result: CommandResult): CommandResult {
  if (!result.ok) return result;
  const step = PLACEMENT_STEP_PX / (a.context.scale * a.state.zoom);
  return { ok: true, change: placeAtCentre(result.change, a.state.doc, visibleKeys(a.state.doc, a.context), viewCentre(a), step, a.context) };
}
/** Screen px a new record is stepped by when its spot is taken. */
const PLACEMENT_STEP_PX = 24;

/** The snap step in model units: the precision, at least 1/16. */
export const snapStep = (context: PlanContext) => Math.max(context.precision, 1 / 16);

function zoomBy(a: ActionEnv, factor: number) {
  const { zoom, pan } = a.state;
  const next = Math.min(Math.max(zoom * factor, a.theme.zoomBounds.min), a.theme.zoomBounds.max);
  // Zoom about the canvas centre.
  const c = { x: a.viewport.width / 2, y: a.viewport.height / 2 };
  const k = next / zoom;
  store().setZoom(next, { x: c.x - (c.x - pan.x) * k, y: c.y - (c.y - pan.y) * k });
}

/** Zoom and pan that show every record of the view (or the selection), within the zoom bounds. */
export function fitView(a: ActionEnv, keys?: RecordKey[]) {
  const shown = keys?.length ? keys : visibleKeys(a.state.doc, a.context);
  const boxes = shown.map((k) => {
    const { resource, id } = parseRecordKey(k);
    return kindOf(resource).bounds(a.state.doc[resource].get(id) as never, a.context);
  });
  const box = unionBox(boxes) ?? { x: 0, y: 0, width: a.viewport.width / a.context.scale, height: a.viewport.height / a.context.scale };
  const margin = 40;
  const fit = Math.min(
    (a.viewport.width - 2 * margin) / Math.max(box.width * a.context.scale, 1),
    (a.viewport.height - 2 * margin) / Math.max(box.height * a.context.scale, 1),
  );
  const zoom = Math.min(Math.max(fit, a.theme.zoomBounds.min), a.theme.zoomBounds.max);
  const s = a.context.scale * zoom;
  store().setZoom(zoom, { x: a.viewport.width / 2 - (box.x + box.width / 2) * s, y: a.viewport.height / 2 - (box.y + box.height / 2) * s });
}

/** Pans (zoom kept) so a record is in the middle of the canvas when any of it lies outside the area shown. */
export function revealRecord(a: ActionEnv, key: RecordKey) {
  const { resource, id } = parseRecordKey(key);
  const record = a.state.doc[resource].get(id);
  if (!record) return;
  const box = kindOf(resource).bounds(record as never, a.context);
  const s = a.context.scale * a.state.zoom;
  const [left, top] = [box.x * s + a.state.pan.x, box.y * s + a.state.pan.y];
  const inside = left >= 0 && top >= 0 && left + box.width * s <= a.viewport.width && top + box.height * s <= a.viewport.height;
  if (inside) return;
  store().setPan({ x: a.viewport.width / 2 - (box.x + box.width / 2) * s, y: a.viewport.height / 2 - (box.y + box.height / 2) * s });
}

function selectStep(a: ActionEnv, step: 1 | -1) {
  const keys = visibleKeys(a.state.doc, a.context);
  if (!keys.length) return;
  const current = a.state.selection.length ? keys.indexOf(a.state.selection[a.state.selection.length - 1]!) : -1;
  const next = keys[(current + step + keys.length) % keys.length]!;
  const { resource, id } = parseRecordKey(next);
  store().select([next], `Selected: ${kindOf(resource).describe(a.state.doc[resource].get(id) as never, a.context)}`);
  revealRecord(a, next);
}

function nudge(a: ActionEnv, dx: number, dy: number, big: boolean) {
  const step = snapStep(a.context) * (big ? 10 : 1);
  if (a.state.tool !== 'select' || isPlacing()) {
    // Drawing tools and add mode: the arrows move the keyboard cursor, Enter places a point there.
    store().setCursor({ x: a.state.cursor.x + dx * step, y: a.state.cursor.y + dy * step });
    return;
  }
  if (!a.state.selection.length) return;
  if (a.state.activeHandle && a.state.selection.length === 1) {
    // Keyboard point editing: the arrows move the chosen point, one undo step a key press.
    store().run(nudgeHandle(a.env, a.state.doc, a.state.selection[0]!, a.state.activeHandle, dx * step, dy * step), { select: false });
    return;
  }
  store().run(moveRecords(a.env, a.state.doc, a.state.selection, dx * step, dy * step, 'Nudge'), { select: false });
}

/** The selection's size changed by whole snap steps, through each kind's resize (entity types: their own `resized`). */
function resize(a: ActionEnv, dw: number, dh: number, big: boolean) {
  const step = snapStep(a.context) * (big ? 10 : 1);
  const result = resizeRecords(a.env, a.state.doc, a.state.selection, dw * step, dh * step);
  if (result) store().run(result, { select: false });
  else store().announce(a.state.selection.length ? 'The selection cannot be resized' : 'Nothing selected to resize');
}

/** Chooses the selected record's next point for the arrow keys (after the last: none, the arrows move it whole again). */
function nextPoint(a: ActionEnv) {
  const key = a.state.selection.length === 1 ? a.state.selection[0]! : null;
  if (!key) return store().announce('Select one entity to edit its points');
  const { resource, id } = parseRecordKey(key);
  const handles = kindOf(resource).handles?.(a.state.doc[resource].get(id) as never, a.context) ?? [];
  if (!handles.length) return store().announce('This entity has no points to edit');
  const at = a.state.activeHandle ? handles.findIndex((h) => h.handle === a.state.activeHandle) : -1;
  const next = handles[at + 1];
  if (!next) return store().setActiveHandle(null, 'Point editing off: the arrows move the selection');
  store().setActiveHandle(next.handle, `Editing point ${next.handle} at ${+next.at.x.toFixed(3)}, ${+next.at.y.toFixed(3)}: the arrows move it`);
}

const tool = (id: ToolId, label: string, k: string): PlanAction => ({
  id: `tool.${id}`,
  label,
  shortcut: k.toUpperCase(),
  matches: key(k, { shift: false }),
  toolbar: 'tool',
  tool: id,
  icon: id,
  run: (a) => activateTool(id, a.env),
});

/** Where a record added by a command lands: the centre of the canvas area shown. */
export const viewCentre = (a: ActionEnv) => visibleCentre(a.state.pan, a.state.zoom, a.context.scale, a.viewport);

export const planActions: PlanAction[] = [
  {
    // Add mode of a point-by-point entity (a mismatch line): Enter places its next point at the keyboard cursor.
    id: 'placePoint',
    label: 'Place point',
    shortcut: 'Enter',
    matches: (e) => e.key === 'Enter' && !mod(e) && isPlacing(),
    run: (a) => usePlacement.getState().point(a.env, a.state.cursor),
  },
  tool('select', 'Select', 'v'),
  tool('wall', 'Wall', 'w'),
  tool('elevation', 'Elevation', 'e'),
  tool('text', 'Text', 't'),
  tool('line', 'Line', 'l'),
  tool('arrow', 'Arrow', 'a'),
  tool('trackingLine', 'Tracking line', 'k'),
  {
    id: 'delete',
    icon: 'delete',
    label: 'Delete',
    shortcut: 'Backspace',
    toolbar: 'edit',
    matches: (e) => (e.key === 'Backspace' || e.key === 'Delete') && !mod(e),
    run: (a) => store().run(deleteRecords(a.state.doc, a.state.selection)),
  },
  {
    id: 'copy',
    icon: 'copy',
    label: 'Copy',
    shortcut: 'Control+C',
    toolbar: 'edit',
    matches: key('c', { mod: true }),
    run: (a) => {
      const clipboard = copyRecords(a.state.doc, a.state.selection);
      store().setClipboard(clipboard);
      store().announce(clipboard ? `Copied ${clipboard.records.length}` : 'Nothing selected to copy');
    },
  },
  {
    id: 'paste',
    icon: 'paste',
    label: 'Paste',
    shortcut: 'Control+V',
    toolbar: 'edit',
    matches: key('v', { mod: true }),
    run: (a) => store().run(paste(a.env, a.state.clipboard, a.view?.customViewId ?? null)),
  },
  {
    id: 'undo',
    icon: 'undo',
    label: 'Undo',
    shortcut: 'Control+Z',
    toolbar: 'edit',
    matches: key('z', { mod: true, shift: false }),
    run: () => store().undo(),
  },
  {
    id: 'redo',
    icon: 'redo',
    label: 'Redo',
    shortcut: 'Control+Shift+Z',
    toolbar: 'edit',
    matches: (e) => key('z', { mod: true, shift: true })(e) || key('y', { mod: true })(e),
    run: () => store().redo(),
  },
  {
    id: 'rotate',
    icon: 'rotate',
    label: 'Rotate 90°',
    shortcut: 'R',
    toolbar: 'edit',
    matches: key('r', { shift: false }),
    run: (a) => store().run(rotateRecords(a.env, a.state.doc, a.state.selection, 90), { select: false }),
  },
  {
    id: 'selectAll',
    icon: 'selectAll',
    label: 'Select all',
    shortcut: 'Control+A',
    toolbar: 'edit',
    matches: key('a', { mod: true }),
    run: (a) => {
      const keys = visibleKeys(a.state.doc, a.context);
      store().select(keys, `Selected all ${keys.length}`);
    },
  },
  {
    id: 'editPoints',
    icon: 'editPoints',
    label: 'Edit points',
    shortcut: 'P',
    toolbar: 'edit',
    matches: key('p', { shift: false }),
    pressed: (s) => s.activeHandle !== null,
    run: (a) => nextPoint(a),
  },
  {
    id: 'contextMode',
    viewing: true,
    icon: 'contextMode',
    label: 'Context mode',
    shortcut: 'Shift+C',
    toolbar: 'view',
    matches: key('c', { shift: true }),
    pressed: (s) => s.contextMode,
    run: (a) => store().setContextMode(!a.state.contextMode),
  },
  {
    id: 'resizeWider',
    label: 'Resize wider',
    shortcut: 'Alt+ArrowRight',
    matches: (e) => e.key === 'ArrowRight' && e.altKey && !mod(e),
    run: (a, e) => resize(a, 1, 0, !!e?.shiftKey),
  },
  {
    id: 'resizeNarrower',
    label: 'Resize narrower',
    shortcut: 'Alt+ArrowLeft',
    matches: (e) => e.key === 'ArrowLeft' && e.altKey && !mod(e),
    run: (a, e) => resize(a, -1, 0, !!e?.shiftKey),
  },
  {
    id: 'resizeTaller',
    label: 'Resize taller',
    shortcut: 'Alt+ArrowDown',
    matches: (e) => e.key === 'ArrowDown' && e.altKey && !mod(e),
    run: (a, e) => resize(a, 0, 1, !!e?.shiftKey),
  },
  {
    id: 'resizeShorter',
    label: 'Resize shorter',
    shortcut: 'Alt+ArrowUp',
    matches: (e) => e.key === 'ArrowUp' && e.altKey && !mod(e),
    run: (a, e) => resize(a, 0, -1, !!e?.shiftKey),
  },
  { id: 'selectNext', viewing: true, label: 'Select next', shortcut: ']', matches: (e) => e.key === ']' && !mod(e), run: (a) => selectStep(a, 1) },
  { id: 'selectPrevious', viewing: true, label: 'Select previous', shortcut: '[', matches: (e) => e.key === '[' && !mod(e), run: (a) => selectStep(a, -1) },
  {
    id: 'addText',
    label: 'Add text',
    shortcut: 'Shift+T',
    matches: key('t', { shift: true }),
    run: (a) => store().run(placed(a, addText(a.env, a.view?.customViewId ?? null, a.state.cursor))),
  },
  {
    id: 'addArrow',
    label: 'Add arrow',
    shortcut: 'Shift+A',
    matches: key('a', { shift: true }),
    run: (a) => store().run(placed(a, addLine(a.env, a.view?.customViewId ?? null, { arrow: true }))),
  },
  {
    id: 'addViewport',
    label: 'New viewport',
    shortcut: 'Shift+N',
    matches: key('n', { shift: true }),
    run: (a) => store().run(addViewport(a.env, a.state.doc), { select: false }),
  },
  {
    id: 'zoomIn',
    viewing: true,
    icon: 'zoomIn',
    label: 'Zoom in',
    shortcut: '+',
    toolbar: 'view',
    matches: (e) => (e.key === '+' || e.key === '=') && !mod(e),
    run: (a) => zoomBy(a, 1.25),
  },
  {
    id: 'zoomOut',
    viewing: true,
    icon: 'zoomOut',
    label: 'Zoom out',
    shortcut: '-',
    toolbar: 'view',
    matches: (e) => e.key === '-' && !mod(e),
    run: (a) => zoomBy(a, 0.8),
  },
  { id: 'fit', viewing: true, icon: 'fit', label: 'Fit', shortcut: '0', toolbar: 'view', matches: (e) => e.key === '0' && !mod(e), run: (a) => fitView(a) },
  {
    id: 'previousView',
    viewing: true,
    label: 'Previous view',
    shortcut: 'PageUp',
    matches: (e) => e.key === 'PageUp',
    run: (a) => a.state.viewIndex > 0 && store().setView(a.state.viewIndex - 1),
  },
  {
    id: 'nextView',
    viewing: true,
    label: 'Next view',
    shortcut: 'PageDown',
    matches: (e) => e.key === 'PageDown',
    run: (a) => a.state.viewIndex < a.views.length - 1 && store().setView(a.state.viewIndex + 1),
  },
  {
    id: 'nudgeLeft',
    label: 'Nudge left',
    shortcut: 'ArrowLeft',
    matches: (e) => e.key === 'ArrowLeft' && !mod(e) && !e.altKey,
    run: (a, e) => nudge(a, -1, 0, !!e?.shiftKey),
  },
  {
    id: 'nudgeRight',
    label: 'Nudge right',
    shortcut: 'ArrowRight',
    matches: (e) => e.key === 'ArrowRight' && !mod(e) && !e.altKey,
    run: (a, e) => nudge(a, 1, 0, !!e?.shiftKey),
  },
  {
    id: 'nudgeUp',
    label: 'Nudge up',
    shortcut: 'ArrowUp',
    matches: (e) => e.key === 'ArrowUp' && !mod(e) && !e.altKey,
    run: (a, e) => nudge(a, 0, -1, !!e?.shiftKey),
  },
  {
    id: 'nudgeDown',
    label: 'Nudge down',
    shortcut: 'ArrowDown',
    matches: (e) => e.key === 'ArrowDown' && !mod(e) && !e.altKey,
    run: (a, e) => nudge(a, 0, 1, !!e?.shiftKey),
  },
  {
    id: 'escape',
    viewing: true,
    label: 'Cancel',
    shortcut: 'Escape',
    matches: (e) => e.key === 'Escape',
    run: (a) => {
      if (isPlacing()) usePlacement.getState().cancel(a.env);
      else if (a.state.transient.draft) store().clearTransient();
      else if (a.state.activeHandle) store().setActiveHandle(null, 'Point editing off: the arrows move the selection');
      else store().select([], 'Selection cleared');
    },
  },
];

/** The action a key press runs, if any (a shifted letter tool shortcut is not its tool). */
export const actionFor = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): PlanAction | undefined =>
  planActions.find((a) => a.matches(event));
