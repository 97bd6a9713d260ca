/**
 * What enabled plugins add to the plan editor, read from the registry so the canvas names none of
 * them: the add menu of their entity types (each at its add-menu defaults), their toolbar actions
 * (a bulk write applied as one undo step, a download, or a message in the live region) and, when a
 * plugin contributes layers, the visibility layer panel (kept in session storage).
 */
import {
  addEntity,
  canvasActionsPoint,
  canvasEntityTypesPoint,
  canvasLayersPoint,
  type CanvasActionResult,
  type CanvasPoint,
  type CommandEnv,
  type CommandResult,
  type PlanContext,
  type PlanOp,
  type PlanView,
} from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { catalogueLookups } from './plan-context.ts';
import { usePlanStore } from './plan-store.ts';
import { saveFile } from '../../api/save-file.ts';
import { LayersPopover } from './LayersPopover.tsx';
import { activateTool } from './tools/activate.ts';
import { placementToolId } from './tools/index.ts';

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
      resource: 'entity',
      id,
      before: null,
      after: {
        id,
        orgId: env.orgId,
        productOrderId: env.productOrderId,
        type: c.type,
        parentId: c.parentId,
        parentResourceKey: c.parentResourceKey,
        properties: {},
        isTentative: 0,
        data: c.data,
      },
    } as PlanOp);
  }
  for (const id of result.destroys) {
    const before = doc.entity.get(id);
    if (before) ops.push({ resource: 'entity', id, before, after: null } as PlanOp);
  }
  return ops;
}

/**
 * onBulkWritten: after an action's bulk write (Autogenerate), so the editor can show all it made.
 * centre and place: where a new entity goes (the centre of the view shown, stepped off one already there).
 */
export function PluginTools({
  part,
  readOnly = false,
  view,
  context,
  env,
  onBulkWritten,
  centre,
  place,
}: {
  /** The add list (in the toolbar), or the view's actions and the layers popover (beside the view's title). */
  part: 'add' | 'actions';
  /** A read-only plan: the actions that would write to it (Autogenerate) are not offered; exports are. */
  readOnly?: boolean;
  view: PlanView;
  context: PlanContext;
  env: CommandEnv;
  onBulkWritten?: () => void;
  centre: () => CanvasPoint;
  place: (result: CommandResult) => CommandResult;
}) {
  const registry = useRegistry();
  const index = useOrderStore((s) => s.index);
  const media = useOrderStore((s) => s.data?.media);
  const types = registry.all(canvasEntityTypesPoint);
  const layers = registry.all(canvasLayersPoint);
  const actions = registry.allWithSettings(canvasActionsPoint).filter(({ value }) => value.shownIn(view) && !(readOnly && value.changesThePlan));

  const { productOption, imageOf } = catalogueLookups(index, media);

  const add = (typeName: string) => {
    const type = types.find((t) => t.type === typeName);
    if (!type) return;
    const s = usePlanStore.getState();
    const at = centre();
    if (type.placement) {
      // Add mode: its tool takes the clicks (or Enter at the keyboard cursor, which starts at the view's centre).
      s.setCursor(at);
      activateTool(placementToolId(typeName), env);
      document.querySelector<HTMLElement>('.plan-canvas-frame')?.focus();
      return;
    }
    s.run(place(addEntity(env, typeName, at, (type.addMenuData?.(at, context) ?? {}) as Record<string, unknown>)));
  };

  const runAction = (i: number) => {
    const { value: action, settings } = actions[i]!;
    const s = usePlanStore.getState();
    const result = action.run({
      view,
      viewTitle: view.title,
      entities: [...s.doc.entity.values()].map((e) => ({ ...e, version: 0 })),
      context: { ...context, productOption, pluginSettings: settings },
      imageOf,
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

  if (part === 'add') {
    return types.length > 0 ? (
      <label className="plan-add plan-add-short">
        <span className="visually-hidden">Add to this view</span>
        <select className="input plan-add-select" value="" onChange={(e) => add(e.target.value)}>
          <option value="">+ Add…</option>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  }
  return (
    <>
      {actions.length > 0 && (
        <div className="plan-toolbar-group" role="group" aria-label="View actions">
          {actions.map(({ value }, i) => (
            <button key={value.id} type="button" className="plan-text-button" onClick={() => runAction(i)}>
              {value.title}
            </button>
          ))}
        </div>
      )}
      {layers.length > 0 && <LayersPopover layers={layers} />}
    </>
  );
}
