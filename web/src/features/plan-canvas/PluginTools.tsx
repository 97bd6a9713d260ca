/**
 * What enabled plugins add to the plan editor, read from the registry so the canvas names none of
 * them: the add menu of their entity types (each at its add-menu defaults), their toolbar actions
 * (a bulk write applied as one undo step, a download, or a message in the live region) and, when a
 * plugin contributes layers, the visibility layer panel (kept in session storage).
 */
import {
  addEntity, canvasActionsPoint, canvasEntityTypesPoint, canvasLayersPoint, type CanvasActionResult, type CommandEnv,
  type PlanContext, type PlanOp, type PlanView,
} from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { catalogueLookups } from './plan-context.ts';
import { usePlanStore } from './plan-store.ts';
import { useLayerVisibility } from './layer-visibility.ts';
import { usePlacement } from './entity-placement.ts';
import { saveFile } from '../../api/save-file.ts';

/** A bulk write as one change of the plan: one undo step, saved by the plan's saver. */
function bulkWriteOps(result: Extract<CanvasActionResult, { kind: 'bulkWrite' }>, env: CommandEnv): PlanOp[] {
  const doc = usePlanStore.getState().doc;
  const ops: PlanOp[] = [];
  for (const u of result.updates) {
    const before = doc.entity.get(u.id);
    if (before) ops.push({ resource: 'entity', id: u.id, before, after: { ...before, data: u.data } } as PlanOp);
  }
  for (const c of result.creates) {
    const id = env.newId();
    ops.push({
      resource: 'entity', id, before: null,
      after: { id, orgId: env.orgId, productOrderId: env.productOrderId, type: c.type, parentId: c.parentId, parentResourceKey: c.parentResourceKey, properties: {}, isTentative: 0, data: c.data },
    } as PlanOp);
  }
  for (const id of result.destroys) {
    const before = doc.entity.get(id);
    if (before) ops.push({ resource: 'entity', id, before, after: null } as PlanOp);
  }
  return ops;
}

/** onBulkWritten: after an action's bulk write (Autogenerate), so the editor can show all it made. */
export function PluginTools({ view, context, env, onBulkWritten }: { view: PlanView; context: PlanContext; env: CommandEnv; onBulkWritten?: () => void }) {
  const registry = useRegistry();
  const index = useOrderStore((s) => s.index);
  const media = useOrderStore((s) => s.data?.media);
  const hidden = useLayerVisibility((s) => s.hidden);
  const types = registry.all(canvasEntityTypesPoint);
  const layers = registry.all(canvasLayersPoint);
  const actions = registry.allWithSettings(canvasActionsPoint).filter(({ value }) => value.shownIn(view));

  const { productOption, imageOf } = catalogueLookups(index, media);

  const add = (typeName: string) => {
    const type = types.find((t) => t.type === typeName);
    if (!type) return;
    const s = usePlanStore.getState();
    const at = { x: Math.round(-s.pan.x / (context.scale * s.zoom) + 20), y: Math.round(-s.pan.y / (context.scale * s.zoom) + 20) };
    if (type.placement) {
      // Add mode: the canvas takes the clicks (or Enter at the keyboard cursor, which starts here).
      usePlacement.getState().start(env, typeName, at);
      document.querySelector<HTMLElement>('.plan-canvas-frame')?.focus();
      return;
    }
    s.run(addEntity(env, typeName, at, (type.addMenuData?.(at, context) ?? {}) as Record<string, unknown>));
  };

  const runAction = (i: number) => {
    const { value: action, settings } = actions[i]!;
    const s = usePlanStore.getState();
    const result = action.run({
      view, viewTitle: view.title, entities: [...s.doc.entity.values()].map((e) => ({ ...e, version: 0 })),
      context: { ...context, productOption, pluginSettings: settings }, imageOf,
    });
    if (result.kind === 'message') s.announce(result.message);
    else if (result.kind === 'download') {
      saveFile(result.content, result.fileName, result.mimeType);
      s.announce(`Exported ${result.fileName}`);
    } else {
      const ops = bulkWriteOps(result, env);
      if (ops.length === 0) s.announce(`${action.title}: nothing to change`);
      else if (s.run({ ok: true, change: { label: action.title, ops } }, { select: false })) onBulkWritten?.();
    }
  };

  if (!types.length && !actions.length && !layers.length) return null;
  return (
    <div className="plan-plugin-tools">
      {types.length > 0 && (
        <label className="plan-place">
          <span className="field-label">Add to this view</span>
          <select className="input" value="" onChange={(e) => add(e.target.value)}>
            <option value="">Choose…</option>
            {types.map((t) => (
              <option key={t.type} value={t.type}>
                {t.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {actions.length > 0 && (
        <div className="plan-toolbar-group" role="group" aria-label="View actions">
          {actions.map(({ value }, i) => (
            <button key={value.id} type="button" className="btn plan-tool" onClick={() => runAction(i)}>
              {value.title}
            </button>
          ))}
        </div>
      )}
      {layers.length > 0 && (
        <fieldset className="plan-layers">
          <legend className="field-label">Layers</legend>
          {layers.map((layer) => (
            <label key={layer.id} className="plan-layer">
              <input type="checkbox" checked={!hidden.has(layer.id)} onChange={(e) => useLayerVisibility.getState().toggle(layer.id, e.target.checked)} /> {layer.title}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
