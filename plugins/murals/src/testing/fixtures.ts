/** Entities and contexts for the murals plugin's tests. */
import type { CanvasContext, CanvasViewRef, GenericEntity } from '@configurator/core';
import { PANEL_LAYOUT_VIEW } from '../constants.ts';

export const VIEW_ID = 7;
export const elevation: CanvasViewRef = { kind: 'custom', customViewId: VIEW_ID };
export const panelLayout: CanvasViewRef = { kind: PANEL_LAYOUT_VIEW, customViewId: VIEW_ID };
export const plan: CanvasViewRef = { kind: 'top', customViewId: null };

export const contextOf = (view: CanvasViewRef, extra: Partial<CanvasContext> = {}): CanvasContext => ({
  view,
  scale: 1,
  units: 'in',
  precision: 1 / 16,
  ...extra,
});

let nextId = 100;
export function entity(type: GenericEntity['type'], data: Record<string, unknown>, extra: Partial<GenericEntity> = {}): GenericEntity {
  nextId += 1;
  return {
    id: nextId,
    orgId: 1,
    productOrderId: 1,
    type,
    parentId: null,
    parentResourceKey: null,
    properties: {},
    isTentative: 0,
    version: 1,
    data: { archCustomViewId: VIEW_ID, ...data },
    ...extra,
  };
}
