/**
 * The plan editor of a spatial order (orders §2, catalogue §2, §4): the view tree beside the canvas,
 * the view bar (Prev / Next, the view title, a viewport's QTY, Notes and rank), the toolbar of
 * registered actions, the canvas, a live region announcing the selection and what a command did, and
 * a text alternative listing the view's entities. Loaded lazily: only the order page of a spatial
 * order brings it (and konva) in.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { drawWall, parseRecordKey, placeItem, textFits, updateRecord, type CommandEnv, type RecordKey } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useTheme } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { usePlanStore } from './plan-store.ts';
import { usePlanContext, usePlanViews } from './plan-context.ts';
import { actionFor, fitView, planActions, type ActionEnv } from './plan-actions.ts';
import { visibleKeys } from './plan-visible.ts';
import { PlanStage } from './PlanStage.tsx';
import { PlanToolbar } from './PlanToolbar.tsx';
import { ViewBar } from './ViewBar.tsx';
import { ViewTree } from './ViewTree.tsx';
import { EntityList } from './EntityList.tsx';
import { PluginTools } from './PluginTools.tsx';
import { useLayerVisibility } from './layer-visibility.ts';
import { isPlacing, usePlacement } from './entity-placement.ts';
import { entityWarnings } from './entity-warnings.ts';
import { WarningList } from './WarningList.tsx';
import { TextEditPopup } from './TextEditPopup.tsx';
import './plan-canvas.css';

/** Measures the canvas's container: the theme's canvas size, narrowed to the room available. */
function useCanvasSize(ref: React.RefObject<HTMLElement | null>, wanted: { width: number; height: number }) {
  const [size, setSize] = useState({ width: Math.min(wanted.width, 320), height: Math.round(wanted.height * Math.min(1, 320 / wanted.width)), measured: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.max(200, Math.min(wanted.width, Math.floor(element.clientWidth)));
      const height = Math.round(wanted.height * (width / wanted.width));
      setSize((old) => (old.measured && old.width === width && old.height === height ? old : { width, height, measured: true }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wanted.width, wanted.height]);
  return size;
}

function PlanEditor() {
  const registry = useRegistry();
  const theme = useTheme();
  const data = useOrderStore((s) => s.data);
  const order = useOrderStore((s) => s.order);
  const index = useOrderStore((s) => s.index);
  const items = useOrderStore((s) => s.items);
  const doc = usePlanStore((s) => s.doc);
  const viewIndex = usePlanStore((s) => s.viewIndex);
  const announcement = usePlanStore((s) => s.announcement);
  const sync = usePlanStore((s) => s.sync);
  const syncError = usePlanStore((s) => s.syncError);
  const queueLength = usePlanStore((s) => s.queue.length);
  const tool = usePlanStore((s) => s.tool);
  const contextMode = usePlanStore((s) => s.contextMode);
  const [editing, setEditing] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const size = useCanvasSize(frame, theme.canvas);

  // The document comes with the order data; loaded once per order (a reload of the page reloads it, with no history).
  const loadedFor = useRef<number | null>(null);
  const viewportCount = useRef(0);
  useEffect(() => {
    if (!data || !order || loadedFor.current === order.id) return;
    loadedFor.current = order.id;
    usePlanStore.getState().load({ ...data, orgId: order.orgId, productOrderId: order.id });
    viewportCount.current = usePlanStore.getState().doc.archCustomView.size;
    usePlanStore.setState({ onItemsChanged: () => void useOrderStore.getState().load(useOrderStore.getState().address!) });
  }, [data, order]);
  // Items added or removed on the order page appear in the plan (without an undo step).
  useEffect(() => {
    if (loadedFor.current !== null) usePlanStore.getState().syncItems(items);
  }, [items]);

  const views = usePlanViews(doc, theme, registry);
  const view = views[Math.min(viewIndex, Math.max(0, views.length - 1))];
  const baseContext = usePlanContext(theme, registry, index, view, contextMode, data?.media);
  // Layers turned off in the layer panel hide their entities everywhere the canvas looks.
  const hiddenLayers = useLayerVisibility((s) => s.hidden);
  const context = useMemo(() => ({ ...baseContext, hiddenLayers }), [baseContext, hiddenLayers]);
  const env: CommandEnv = useMemo(
    () => ({ orgId: order?.orgId ?? 0, productOrderId: order?.id ?? 0, newId: () => usePlanStore.getState().newId(), context }),
    [order, context],
  );
  const actionEnv = (): ActionEnv => ({ state: usePlanStore.getState(), env, context, view, views, theme, viewport: size });

  // A viewport just added (toolbar, keyboard or the add menu) opens at once.
  useEffect(() => {
    // The store's count, not this render's: the load in the same commit already counted what it brought.
    const now = usePlanStore.getState().doc.archCustomView.size;
    const grew = now > viewportCount.current && loadedFor.current !== null;
    viewportCount.current = now;
    if (!grew) return;
    const newest = [...doc.archCustomView.values()].sort((a, b) => b.rank - a.rank)[0];
    const at = views.findIndex((v) => v.isViewport && v.customViewId === newest?.id);
    if (at >= 0) usePlanStore.getState().setView(at);
  }, [doc.archCustomView, views]);

  // A view opens fitted to what it shows, once the canvas is measured; resizing the window keeps the zoom.
  const fittedFor = useRef<string | null>(null);
  const viewKey = view ? `${view.kind}:${view.customViewId}` : null;
  // A pending point-by-point entity belongs to the view it was started in.
  useEffect(() => usePlacement.getState().drop(), [viewKey]);
  useEffect(() => {
    if (!view || !size.measured || fittedFor.current === viewKey) return;
    fittedFor.current = viewKey;
    fitView({ state: usePlanStore.getState(), env, context, view, views, theme, viewport: size });
  }, [viewKey, size, view, env, context, views, theme]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const s = usePlanStore.getState();
    const placing = isPlacing() ? actionFor(event) : undefined;
    if (placing?.id === 'placePoint') {
      event.preventDefault();
      placing.run(actionEnv(), event);
      return;
    }
    if (event.key === 'Enter' && s.tool !== 'select') {
      // Keyboard drawing: Enter places the first point at the keyboard cursor, a second Enter the end.
      event.preventDefault();
      const draft = s.transient.draft;
      if (!draft) s.setTransient({ draft: { from: s.cursor, to: s.cursor } });
      else if (s.tool === 'wall' || s.tool === 'elevation') {
        s.run(drawWall(env, draft.from, s.cursor, { elevation: s.tool === 'elevation' }));
        s.clearTransient();
      } else s.clearTransient();
      return;
    }
    if (event.key === 'Enter' && s.selection.length === 1) {
      const { resource, id } = parseRecordKey(s.selection[0]!);
      if (resource === 'productCanvasText') {
        event.preventDefault();
        setEditing(id);
      }
      return;
    }
    const action = actionFor(event);
    if (!action) return;
    event.preventDefault();
    action.run(actionEnv(), event);
    if (s.tool !== 'select' && s.transient.draft && action.id.startsWith('nudge')) {
      const after = usePlanStore.getState();
      after.setTransient({ draft: { from: s.transient.draft.from, to: after.cursor } });
    }
  };

  if (!view) {
    return (
      <section className="plan-editor card" aria-label="Plan">
        <p>This project has no views yet.</p>
        <button type="button" className="btn btn-primary" onClick={() => planActions.find((a) => a.id === 'addViewport')!.run(actionEnv())}>
          New viewport
        </button>
      </section>
    );
  }

  const editingText = editing !== null ? doc.productCanvasText.get(editing) : undefined;
  const placeable = items.filter((i) => i.archCustomViewId !== view.customViewId);
  return (
    <section className="plan-editor" aria-label="Plan">
      <ViewTree views={views} current={viewIndex} doc={doc} context={context} onChoose={(i) => usePlanStore.getState().setView(i)} />
      <div className="plan-main">
        <ViewBar views={views} current={viewIndex} doc={doc} env={env} />
        <PlanToolbar onAction={(id, e) => planActions.find((a) => a.id === id)?.run(actionEnv(), e)} tool={tool} />
        <PluginTools view={view} context={context} env={env} onBulkWritten={() => fitView(actionEnv())} />
        {view.kind === 'custom' && view.customViewId !== null && placeable.length > 0 && (
          <label className="plan-place">
            <span className="field-label">Place item in this viewport</span>
            <select
              className="input"
              value=""
              onChange={(e) => {
                const itemId = Number(e.target.value);
                const s = usePlanStore.getState();
                const at = { x: -s.pan.x / (context.scale * s.zoom) + 20, y: -s.pan.y / (context.scale * s.zoom) + 20 };
                s.run(placeItem(env, s.doc, itemId, view.customViewId!, at));
              }}
            >
              <option value="">Choose an item…</option>
              {placeable.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.title || index?.productsById.get(i.productId)?.title || `Item ${i.id}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <div
          ref={frame}
          className="plan-canvas-frame"
          tabIndex={0}
          role="application"
          aria-roledescription="plan canvas"
          aria-label={`${view.title} canvas`}
          aria-describedby="plan-canvas-help"
          onKeyDown={onKeyDown}
          data-testid="plan-canvas"
          data-entity-count={visibleKeys(doc, context).length}
        >
          <PlanStage
            width={size.width}
            height={size.height}
            context={context}
            env={env}
            theme={theme}
            onDoubleSelect={(key: RecordKey) => {
              const { resource, id } = parseRecordKey(key);
              if (resource === 'productCanvasText') setEditing(id);
            }}
          />
        </div>
        <p id="plan-canvas-help" className="muted plan-help">
          Tools: V select, W wall, E elevation, T text, L line, A arrow, K tracking line. With a drawing tool, or while adding an entity placed point by
          point (a mismatch line), the arrow keys move the red cursor and Enter places a point; Escape cancels. Arrows nudge the selection, Alt+arrows
          resize it; P chooses a point of the selection for the arrows to move; [ and ] select the previous or next entity; Shift+C switches context
          mode; Backspace deletes.
        </p>
        <div className="plan-status" role="status" aria-live="polite">
          <span data-testid="plan-announcement">{announcement}</span>{' '}
          <span className={`plan-sync plan-sync-${sync}`} data-testid="plan-sync">
            {sync === 'saved' ? 'Plan saved' : sync === 'saving' ? 'Saving the plan…' : sync === 'unsaved' ? `${queueLength} change(s) not saved yet: retrying…` : 'Not saved'}
          </span>
        </div>
        {syncError && (
          <div className="plan-error" role="alert">
            {syncError}
            {sync === 'conflict' && (
              <button type="button" className="btn" onClick={() => window.location.reload()}>
                Reload
              </button>
            )}
          </div>
        )}
        <WarningList warnings={entityWarnings(doc, visibleKeys(doc, context), context)} />
        <EntityList doc={doc} context={context} />
      </div>
      {editingText && (
        <TextEditPopup
          text={editingText.text}
          width={editingText.width}
          onClose={() => setEditing(null)}
          onSubmit={(text, width) => {
            setEditing(null);
            const s = usePlanStore.getState();
            // A size the text would not fit is refused silently: the previous width stays (issue 19 item 25).
            const kept = textFits(text, width, context) ? width : editingText.width;
            s.run(updateRecord(s.doc, 'productCanvasText', editingText.id, { text, width: kept }, 'Edit text'), { select: false });
          }}
        />
      )}
    </section>
  );
}

export default PlanEditor;
