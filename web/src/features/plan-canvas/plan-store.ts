/**
 * The plan editor's state in three layers (architecture guide §5):
 * - document: the saved records (walls, views, texts, lines, entities, placed items) and the undo /
 *   redo history of changes to them;
 * - session: selection, tool, active view, zoom and pan, the clipboard;
 * - transient: the drag in progress, the wall being drawn, the selection rectangle, snap lines.
 * A drag changes only transient state (no server call) and commits one change at its end: one gesture,
 * one undo step. Every change is queued for the server in order; a failed save stays on screen marked
 * unsaved and is retried; a stale version (another tab) stops the queue and the user is told.
 */
import { create } from 'zustand';
import {
  applyOps,
  placedItemOf,
  emptyHistory,
  emptyPlanDocument,
  planDocumentFrom,
  planMessages,
  planVersionsFrom,
  recordChange,
  recordKey,
  redo as redoHistory,
  remapDocument,
  remapHistory,
  remapOps,
  undo as undoHistory,
  type CanvasPoint,
  type CommandResult,
  type PlanChange,
  type PlanClipboard,
  type Handle,
  type PlanDocument,
  type PlanHistory,
  type PlanOp,
  type PlanResource,
  type PlanSource,
  type RecordKey,
} from '@configurator/core';
import { ApiError } from '../../api/api-client.ts';
import { entityBatchLength, saveEntityBatch, saveOp, type SaveOutcome } from './plan-saver.ts';

/** A registered tool's id (tools/index.ts): 'select', 'wall', ... or 'entity:<type>' for a point-by-point entity type. */
export type ToolId = string;

/** A segment being drawn: from the last point placed to the pointer (or the red cursor when byKeys). */
export interface Draft {
  from: CanvasPoint;
  to: CanvasPoint;
  /** Placed by Enter at the keyboard cursor (the end follows the cursor, not the pointer). */
  byKeys?: boolean;
  /** A length being typed for the segment ('26\' 4"'): Enter places the end at it. */
  typed?: string;
}

export interface Transient {
  /** Selected records dragged by this much (model units); committed at the end. */
  drag: { dx: number; dy: number } | null;
  /** An end, width, corner or point handle dragged to a point. */
  handle: { key: RecordKey; handle: Handle; to: CanvasPoint } | null;
  /** A wall, elevation or line being drawn. */
  draft: Draft | null;
  marquee: { from: CanvasPoint; to: CanvasPoint } | null;
  /** Snap guides shown while drawing or dragging. */
  snapLines: { x?: number; y?: number } | null;
}
const noTransient: Transient = { drag: null, handle: null, draft: null, marquee: null, snapLines: null };

export type SyncStatus = 'saved' | 'saving' | 'unsaved' | 'conflict';

export interface PlanState {
  orgId: number;
  productOrderId: number;
  // Document
  doc: PlanDocument;
  history: PlanHistory;
  // Session
  selection: RecordKey[];
  tool: ToolId;
  viewIndex: number;
  zoom: number;
  pan: CanvasPoint;
  clipboard: PlanClipboard | null;
  /** The keyboard cursor (model units) for drawing without a mouse. */
  cursor: CanvasPoint;
  /** Context mode (catalogue §5): walls shown and drawn at the context thickness. */
  contextMode: boolean;
  /** The selected record's point the arrow keys move (keyboard point editing); null: they move the selection. */
  activeHandle: Handle | null;
  // Transient
  transient: Transient;
  // Sync
  queue: PlanOp[];
  versions: Map<RecordKey, number>;
  sync: SyncStatus;
  syncError: string | null;
  /** What the live region says last (selection, refusals). */
  announcement: string;
  /** Counter of temporary ids (negative) of records not yet saved. */
  nextTempId: number;
  /** A locked order's plan (a guest's submitted project): it can be looked at, zoomed and stepped through, never changed. */
  readOnly: boolean;
  setReadOnly(readOnly: boolean): void;

  load(source: PlanSource & { orgId: number; productOrderId: number }): void;
  newId(): number;
  /** Applies a command's result: a change is applied, recorded and queued; a refusal is announced. */
  run(result: CommandResult | null, options?: { select?: boolean }): boolean;
  undo(): void;
  redo(): void;
  setTool(tool: ToolId): void;
  select(keys: RecordKey[], announce?: string): void;
  setView(index: number): void;
  setZoom(zoom: number, pan?: CanvasPoint): void;
  setPan(pan: CanvasPoint): void;
  setCursor(cursor: CanvasPoint): void;
  setContextMode(on: boolean): void;
  setActiveHandle(handle: Handle | null, announce?: string): void;
  setClipboard(clipboard: PlanClipboard | null): void;
  setTransient(patch: Partial<Transient>): void;
  clearTransient(): void;
  announce(text: string): void;
  /** Items of the order changed outside the plan (added, removed): the plan follows without history. */
  syncItems(items: PlanSource['productInstances']): void;
  /** Sends queued operations in order (one at a time, or a run of entity operations at once); retried after a failure. */
  flush(): Promise<void>;
  onItemsChanged: (() => void) | null;
}

/** Waits between retries of a save that failed (network, server): 1 s, doubling, at most 30 s. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

export const usePlanStore = create<PlanState>((set, get) => {
  let flushing = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = RETRY_FIRST_MS;

  const scheduleRetry = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void get().flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  /** A created record got its server id: document, history, queue and selection follow (and references to a new viewport). */
  const remap = (resource: PlanResource, from: number, to: number) => {
    const s = get();
    let doc = remapDocument(s.doc, resource, from, to);
    let queue = remapOps(s.queue, resource, from, to);
    let history = remapHistory(s.history, resource, from, to);
    if (resource === 'archCustomView') {
      const fix = (ops: PlanOp[]) =>
        ops.map((op) => ({ ...op, before: op.before && refView(op.before, from, to), after: op.after && refView(op.after, from, to) }) as PlanOp);
      queue = fix(queue);
      history = { undo: history.undo.map((c) => ({ ...c, ops: fix(c.ops) })), redo: history.redo.map((c) => ({ ...c, ops: fix(c.ops) })) };
      const refOps: PlanOp[] = [];
      for (const r of ['productCanvasText', 'productCanvasLine', 'entity', 'productInstance'] as const) {
        for (const rec of doc[r].values()) {
          const fixed = refView(rec, from, to);
          if (fixed !== rec) refOps.push({ resource: r, id: rec.id, before: rec, after: fixed } as PlanOp);
        }
      }
      doc = applyOps(doc, refOps);
    }
    const oldKey = recordKey(resource, from);
    const versions = new Map(s.versions);
    set({ doc, queue, history, versions, selection: s.selection.map((k) => (k === oldKey ? recordKey(resource, to) : k)) });
  };

  return {
    orgId: 0,
    productOrderId: 0,
    doc: emptyPlanDocument(),
    history: emptyHistory(),
    selection: [],
    tool: 'select',
    viewIndex: 0,
    zoom: 1,
    pan: { x: 0, y: 0 },
    clipboard: null,
    cursor: { x: 0, y: 0 },
    contextMode: false,
    activeHandle: null,
    transient: noTransient,
    queue: [],
    versions: new Map(),
    sync: 'saved',
    syncError: null,
    announcement: '',
    nextTempId: -1,
    readOnly: false,
    onItemsChanged: null,

    load(source) {
      set({
        orgId: source.orgId,
        productOrderId: source.productOrderId,
        doc: planDocumentFrom(source),
        versions: planVersionsFrom(source),
        history: emptyHistory(),
        selection: [],
        transient: noTransient,
        queue: [],
        sync: 'saved',
        syncError: null,
        viewIndex: 0,
        tool: 'select',
      });
    },
    newId() {
      const id = get().nextTempId;
      set({ nextTempId: id - 1 });
      return id;
    },
    setReadOnly: (readOnly) => set(readOnly ? { readOnly, tool: 'select', transient: noTransient, activeHandle: null } : { readOnly }),
    run(result, options = {}) {
      if (!result) return false;
      // Every change of the plan comes through here: a read-only plan refuses it before anything moves or is sent.
      if (get().readOnly) {
        set({ announcement: planMessages.readOnly, transient: noTransient });
        return false;
      }
      if (!result.ok) {
        set({ announcement: result.message });
        return false;
      }
      const change: PlanChange = result.change;
      const s = get();
      const created = change.ops.filter((op) => !op.before && op.after).map((op) => recordKey(op.resource, op.id));
      set({
        doc: applyOps(s.doc, change.ops),
        history: recordChange(s.history, change),
        queue: [...s.queue, ...change.ops],
        transient: noTransient,
        selection:
          options.select !== false && created.length
            ? created
            : s.selection.filter((k) => !change.ops.some((op) => !op.after && recordKey(op.resource, op.id) === k)),
        announcement: change.label,
      });
      void get().flush();
      return true;
    },
    undo() {
      const s = get();
      const done = undoHistory(s.doc, s.history);
      if (!done) return set({ announcement: 'Nothing to undo' });
      set({
        doc: done.doc,
        history: done.history,
        queue: [...s.queue, ...done.applied.ops],
        selection: [],
        activeHandle: null,
        announcement: done.applied.label,
      });
      void get().flush();
    },
    redo() {
      const s = get();
      const done = redoHistory(s.doc, s.history);
      if (!done) return set({ announcement: 'Nothing to redo' });
      set({
        doc: done.doc,
        history: done.history,
        queue: [...s.queue, ...done.applied.ops],
        selection: [],
        activeHandle: null,
        announcement: done.applied.label,
      });
      void get().flush();
    },
    setTool: (tool) => set(get().readOnly && tool !== 'select' ? { announcement: planMessages.readOnly } : { tool, transient: noTransient }),
    select: (keys, announce) => set({ selection: keys, activeHandle: null, ...(announce !== undefined ? { announcement: announce } : {}) }),
    setView: (index) => set({ viewIndex: index, selection: [], activeHandle: null, transient: noTransient }),
    setZoom: (zoom, pan) => set(pan ? { zoom, pan } : { zoom }),
    setPan: (pan) => set({ pan }),
    setCursor: (cursor) => set({ cursor }),
    setContextMode: (on) => set({ contextMode: on, announcement: on ? 'Context mode on' : 'Context mode off' }),
    setActiveHandle: (handle, announce) => set({ activeHandle: handle, ...(announce !== undefined ? { announcement: announce } : {}) }),
    setClipboard: (clipboard) => set({ clipboard }),
    setTransient: (patch) => set({ transient: { ...get().transient, ...patch } }),
    clearTransient: () => set({ transient: noTransient }),
    announce: (text) => set({ announcement: text }),
    syncItems(items) {
      const s = get();
      const incoming = new Map((items ?? []).map((i) => [i.id, i]));
      const ops: PlanOp[] = [];
      for (const [id, i] of incoming) {
        const mine = s.doc.productInstance.get(id);
        const next = placedItemOf(i);
        if (!mine) ops.push({ resource: 'productInstance', id, before: null, after: next });
        else if (mine.title !== i.title || mine.quantity !== i.quantity || JSON.stringify(mine.properties) !== JSON.stringify(i.properties)) {
          ops.push({
            resource: 'productInstance',
            id,
            before: mine,
            after: { ...mine, title: i.title, quantity: i.quantity, properties: i.properties, notes: i.notes },
          });
        }
      }
      const pendingIds = new Set(s.queue.filter((op) => op.resource === 'productInstance').map((op) => op.id));
      for (const [id, mine] of s.doc.productInstance)
        if (id > 0 && !incoming.has(id) && !pendingIds.has(id)) ops.push({ resource: 'productInstance', id, before: mine, after: null });
      const versions = new Map(s.versions);
      for (const i of items ?? []) versions.set(recordKey('productInstance', i.id), i.version ?? 1);
      if (ops.length) set({ doc: applyOps(s.doc, ops), versions });
      else set({ versions });
    },

    async flush() {
      if (flushing || get().sync === 'conflict') return;
      flushing = true;
      try {
        while (get().queue.length) {
          const s = get();
          // A run of entity changes (Autogenerate, its undo) goes in one bulk write; anything else one call each.
          const batch = entityBatchLength(s.queue);
          const ops = batch ? s.queue.slice(0, batch) : [s.queue[0]!];
          set({ sync: 'saving' });
          let outcomes: SaveOutcome[];
          try {
            outcomes = batch
              ? await saveEntityBatch(ops, (id) => s.versions.get(recordKey('entity', id)), s.productOrderId)
              : [await saveOp(ops[0]!, ops[0]!.before ? s.versions.get(recordKey(ops[0]!.resource, ops[0]!.id)) : undefined, s.productOrderId)];
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) {
              set({ sync: 'conflict', syncError: planMessages.staleInOtherTab, announcement: planMessages.staleInOtherTab });
              return;
            }
            if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
              // Refused for good (bad input, rights): say why and go on with the rest.
              set({ queue: get().queue.slice(ops.length), syncError: planMessages.saveRefused.replace('{reason}', error.message) });
              continue;
            }
            set({ sync: 'unsaved', syncError: planMessages.unsaved });
            scheduleRetry();
            return;
          }
          retryDelay = RETRY_FIRST_MS;
          set({ queue: get().queue.slice(ops.length) });
          ops.forEach((op, i) => {
            const outcome = outcomes[i]!;
            const key = recordKey(op.resource, op.id);
            const versions = new Map(get().versions);
            if (!op.after) versions.delete(key);
            else if (outcome.version !== undefined) versions.set(outcome.id !== undefined ? recordKey(op.resource, outcome.id) : key, outcome.version);
            set({ versions });
            if (outcome.id !== undefined && outcome.id !== op.id) remap(op.resource, op.id, outcome.id);
            if (outcome.itemsChanged) get().onItemsChanged?.();
          });
        }
        set({ sync: 'saved', syncError: get().syncError === planMessages.unsaved ? null : get().syncError });
      } finally {
        flushing = false;
      }
    },
  };
});

/** A record pointing at viewport `from` points at `to` instead (same object when it does not). */
function refView<T>(record: T, from: number, to: number): T {
  const r = record as Record<string, unknown>;
  if (r.customViewId === from) return { ...r, customViewId: to } as T;
  if (r.archCustomViewId === from) return { ...r, archCustomViewId: to } as T;
  const data = r.data as Record<string, unknown> | undefined;
  if (data && data.archCustomViewId === from) return { ...r, data: { ...data, archCustomViewId: to } } as T;
  return record;
}
