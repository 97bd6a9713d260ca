/**
 * The plan editor of a spatial order (orders §2, catalogue §2, §4): the view tree beside the canvas,
 * the view bar (Prev / Next, the view title, a viewport's QTY, Notes and rank), the toolbar of
 * registered actions, the canvas, a live region announcing the selection and what a command did, and
 * a text alternative listing the view's entities. Loaded lazily: only the order page of a spatial
 * order brings it (and konva) in.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { parseRecordKey, placeItem, planMessages, textFits, updateRecord, type CommandEnv, type CommandResult, type RecordKey } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useTheme } from '../session/org-hooks.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { usePlanStore } from './plan-store.ts';
import { usePlanContext, usePlanViews } from './plan-context.ts';
import { actionFor, fitView, placed, planActions, revealRecord, viewCentre, type ActionEnv } from './plan-actions.ts';
import { sameOrNew, visibleKeys } from './plan-visible.ts';
import { PlanStage } from './PlanStage.tsx';
import { PlanToolbar } from './PlanToolbar.tsx';
import { ViewBar } from './ViewBar.tsx';
import { ViewTree } from './ViewTree.tsx';
import { EntityList } from './EntityList.tsx';
import { PluginTools } from './PluginTools.tsx';
import { useLayerVisibility } from './layer-visibility.ts';
import { usePlacement } from './entity-placement.ts';
import { entityWarnings } from './entity-warnings.ts';
import { WarningList } from './WarningList.tsx';
import { TextEditPopup } from './TextEditPopup.tsx';
import { Inspector } from './Inspector.tsx';
import { PlanIcon } from './plan-icons.tsx';
import { planTools, toolById } from './tools/index.ts';
import { activateTool } from './tools/activate.ts';
import './plan-canvas.css';

/** Room kept under the canvas for the hint and status lines (px). */
const BELOW_CANVAS_PX = 64;
/** How often the canvas's top is checked (ms). */
const TOP_POLL_MS = 300;
/** The canvas never gets smaller than this high (px), however much is above it. */
const MIN_CANVAS_HEIGHT = 320;

/**
 * Measures the canvas's container: its width, and the height from its top (in the page) to the bottom
 * of the window, so the canvas fills the rest of the window (issue 33 item 1).
 */
function useCanvasSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 320, height: MIN_CANVAS_HEIGHT, measured: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.max(200, Math.floor(element.clientWidth));
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(MIN_CANVAS_HEIGHT, Math.floor(window.innerHeight - top - BELOW_CANVAS_PX));
      setSize((old) => (old.measured && old.width === width && old.height === height ? old : { width, height, measured: true }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    // What is above the canvas may change height without anything here resizing (the project form folds
    // away once answered): its top is checked a few times a second, one layout read each.
    const poll = window.setInterval(measure, TOP_POLL_MS);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.clearInterval(poll);
    };
  }, [ref]);
  return size;
}

/** Which side panel is open as a drawer on a narrow screen. */
type Drawer = 'views' | 'inspector' | null;

/** locked: the order is locked for this person (a guest's submitted project): the plan is shown to be looked at, not changed. */
function PlanEditor({ locked = false }: { locked?: boolean }) {
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
  // Keys mean little on a touch screen: off the screen there, yet still in the canvas's description
  // (aria-describedby drops text under display: none) for a keyboard paired with a tablet.
  const keysClass = useMediaQuery('(pointer: coarse)') ? 'plan-help-keys visually-hidden' : 'plan-help-keys';
  useEffect(() => usePlanStore.getState().setReadOnly(locked), [locked]);
  const frame = useRef<HTMLDivElement>(null);
  const size = useCanvasSize(frame);
  const [drawer, setDrawer] = useState<Drawer>(null);
  const drawerToggles = useRef<HTMLDivElement>(null);
  // A drawer opened takes the focus (its close button first); closed, the focus goes back to its button.
  const lastDrawer = useRef<Drawer>(null);
  useEffect(() => {
    const was = lastDrawer.current;
    lastDrawer.current = drawer;
    if (drawer) document.querySelector<HTMLElement>(`.plan-side-${drawer === 'views' ? 'left' : 'right'} .plan-drawer-close`)?.focus();
    else if (was) drawerToggles.current?.querySelector<HTMLElement>(`[data-drawer="${was}"]`)?.focus();
  }, [drawer]);

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
  // The view's records and their warnings, once per change of the plan (not on every render of the editor).
  // The same array while the view shows the same records (a typed value changes one record, not which are shown): what is built from it is kept.
  const shownKeys = useRef<RecordKey[]>([]);
  const viewKeys = useMemo(() => (shownKeys.current = sameOrNew(shownKeys.current, visibleKeys(doc, context))), [doc, context]);
  const warnings = useMemo(() => entityWarnings(doc, viewKeys, context), [doc, viewKeys, context]);
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

  const tools = planTools(context.entityTypes);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const s = usePlanStore.getState();
    if (locked) {
      // A read-only plan answers only the keys that look: zoom, views, stepping through entities, Escape.
      const looking = actionFor(event);
      if (looking?.viewing) {
        event.preventDefault();
        looking.run(actionEnv(), event);
      }
      return;
    }
    // The active tool first (a wall's typed length, Enter placing a point, Escape ending a polyline).
    if (toolById(context.entityTypes, s.tool).onKeyDown?.({ state: usePlanStore.getState, env, context }, event)) {
      event.preventDefault();
      return;
    }
    // Point-by-point entity types' own tool letters (the built-in tools' are planActions).
    const letter = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey ? event.key.toUpperCase() : '';
    const entityTool = letter ? tools.find((t) => t.id.startsWith('entity:') && t.shortcut === letter) : undefined;
    if (entityTool) {
      event.preventDefault();
      activateTool(entityTool.id, env);
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
    const draft = s.transient.draft;
    if (s.tool !== 'select' && draft?.byKeys && action.id.startsWith('nudge')) {
      const after = usePlanStore.getState();
      after.setTransient({ draft: { ...draft, to: after.cursor } });
    }
  };

  if (!view) {
    return (
      <section className="plan-editor card" aria-label="Plan">
        <p>This project has no views yet.</p>
        {!locked && (
          <button type="button" className="btn btn-primary" onClick={() => planActions.find((a) => a.id === 'addViewport')!.run(actionEnv())}>
            New viewport
          </button>
        )}
      </section>
    );
  }

  const editingText = editing !== null ? doc.productCanvasText.get(editing) : undefined;
  const placeable = items.filter((i) => i.archCustomViewId !== view.customViewId);
  const activeTool = toolById(context.entityTypes, tool);
  const entityCount = viewKeys.length;
  const newViewport = () => planActions.find((a) => a.id === 'addViewport')!.run(actionEnv());
  const closeDrawer = () => setDrawer(null);
  const pluginProps = {
    view,
    context,
    env,
    onBulkWritten: () => fitView(actionEnv()),
    centre: () => viewCentre(actionEnv()),
    place: (result: CommandResult) => placed(actionEnv(), result),
  };
  return (
    <section className={`plan-editor${drawer ? ` has-drawer-${drawer}` : ''}`} aria-label="Plan">
      <aside className="plan-side plan-side-left" aria-label="Views and entities" onKeyDown={(e) => e.key === 'Escape' && drawer && closeDrawer()}>
        <div className="plan-side-head">
          <h2 className="plan-panel-title">Views</h2>
          {!locked && (
            <button type="button" className="plan-text-button" onClick={newViewport} aria-keyshortcuts="Shift+N">
              <PlanIcon name="newViewport" /> New viewport
            </button>
          )}
          <button type="button" className="plan-icon-button plan-drawer-close" aria-label="Close views" onClick={closeDrawer}>
            <PlanIcon name="close" />
          </button>
        </div>
        <ViewTree views={views} current={viewIndex} doc={doc} context={context} onChoose={(i) => usePlanStore.getState().setView(i)} />
        <EntityList key={viewKey} doc={doc} keys={viewKeys} context={context} onReveal={(key) => revealRecord(actionEnv(), key)} />
      </aside>
      <div className="plan-main">
        <div className="plan-head-row">
          <div className="plan-drawer-toggles" ref={drawerToggles}>
            <button
              type="button"
              className="plan-text-button"
              data-drawer="views"
              title="Views"
              aria-expanded={drawer === 'views'}
              onClick={() => setDrawer(drawer === 'views' ? null : 'views')}
            >
              <PlanIcon name="views" /> <span className="plan-button-text">Views</span>
            </button>
            <button
              type="button"
              className="plan-text-button"
              data-drawer="inspector"
              title="Inspector"
              aria-expanded={drawer === 'inspector'}
              onClick={() => setDrawer(drawer === 'inspector' ? null : 'inspector')}
            >
              <PlanIcon name="inspector" /> <span className="plan-button-text">Inspector</span>
            </button>
          </div>
          <ViewBar views={views} current={viewIndex} doc={doc} env={env} readOnly={locked} />
          <div className="plan-view-extras">
            <PluginTools part="actions" readOnly={locked} {...pluginProps} />
          </div>
        </div>
        <PlanToolbar
          tools={tools}
          tool={tool}
          readOnly={locked}
          onTool={(id) => activateTool(id, env)}
          onAction={(id, e) => planActions.find((a) => a.id === id)?.run(actionEnv(), e)}
        >
          {!locked && <PluginTools part="add" {...pluginProps} />}
          {!locked && view.kind === 'custom' && view.customViewId !== null && placeable.length > 0 && (
            <label className="plan-add">
              <span className="visually-hidden">Place item in this viewport</span>
              <select
                className="input plan-add-select"
                value=""
                onChange={(e) => {
                  const itemId = Number(e.target.value);
                  const s = usePlanStore.getState();
                  s.run(placeItem(env, s.doc, itemId, view.customViewId!, viewCentre(actionEnv())));
                }}
              >
                <option value="">+ Place item…</option>
                {placeable.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.title || index?.productsById.get(i.productId)?.title || `Item ${i.id}`}
                  </option>
                ))}
              </select>
            </label>
          )}
        </PlanToolbar>
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
          data-entity-count={entityCount}
          data-tool={tool}
        >
          {entityCount === 0 && (
            <p className="plan-empty-hint" aria-hidden="true">
              {locked
                ? 'Nothing is drawn in this view.'
                : view.kind === 'top'
                  ? 'An empty plan: press W or choose the Wall tool, then click each corner of the room.'
                  : 'An empty view: add a mural area, a texture or a panel from + Add…, or draw with the tools above.'}
            </p>
          )}
          <PlanStage
            keys={viewKeys}
            warnings={warnings}
            width={size.width}
            height={size.height}
            context={context}
            env={env}
            theme={theme}
            onDoubleSelect={(key: RecordKey) => {
              const { resource, id } = parseRecordKey(key);
              if (resource === 'productCanvasText' && !locked) setEditing(id);
            }}
          />
        </div>
        <p id="plan-canvas-help" className="muted plan-help" data-testid="plan-hint">
          {locked ? (
            <>
              {planMessages.readOnly}{' '}
              <span className={keysClass}>
                Click an entity, or press [ and ], to read its details; + and − zoom, 0 fits the view, Page Up and Page Down change views.
              </span>
            </>
          ) : (
            <>
              {activeTool.hint}{' '}
              <span className={keysClass}>
                Keys: V select, W wall, E elevation, T text, L line, A arrow, K tracking line; arrows move the red cursor or the selection, Enter places a
                point, Escape cancels, [ and ] step through entities.
              </span>
            </>
          )}
        </p>
        <div className="plan-status" role="status" aria-live="polite">
          <span data-testid="plan-announcement">{announcement}</span>{' '}
          <span className={`plan-sync plan-sync-${sync}`} data-testid="plan-sync">
            {sync === 'saved'
              ? 'Plan saved'
              : sync === 'saving'
                ? 'Saving the plan…'
                : sync === 'unsaved'
                  ? `${queueLength} change(s) not saved yet: retrying…`
                  : 'Not saved'}
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
      </div>
      <aside className="plan-side plan-side-right" aria-label="Inspector panel" onKeyDown={(e) => e.key === 'Escape' && drawer && closeDrawer()}>
        <button type="button" className="plan-icon-button plan-drawer-close" aria-label="Close inspector" onClick={closeDrawer}>
          <PlanIcon name="close" />
        </button>
        {/* Read-only: the inspector still shows the selection's size, position and details. */}
        <fieldset className="plan-inspector-fieldset" disabled={locked}>
          <Inspector doc={doc} context={context} />
        </fieldset>
        <WarningList warnings={warnings} />
      </aside>
      {/* Behind an open drawer: a press beside it closes it (a pointer's way; Escape and the close button are the keyboard's). */}
      {drawer && <div className="plan-drawer-scrim" aria-hidden="true" onClick={closeDrawer} />}
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
