/**
 * The add (+) menu's New Viewport entry: a new viewport ('Untitled Viewport', rank max + 1) is a
 * change of the plan, undoable and saved by the plan's saver. A module of its own so the order page's
 * add control loads the plan store and core's plan commands only when the entry is chosen (issue 17:
 * the order page of a non-spatial order never needs them).
 */
import { addViewport } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';

export function addUntitledViewport(units: 'in' | 'mm'): void {
  const plan = usePlanStore.getState();
  const env = {
    orgId: plan.orgId,
    productOrderId: plan.productOrderId,
    newId: plan.newId,
    context: { view: { kind: 'custom', customViewId: null } as const, scale: 1, units, precision: 1, textScale: 1, entityTypes: new Map() },
  };
  plan.run(addViewport(env, plan.doc), { select: false });
}
