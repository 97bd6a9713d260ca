/**
 * A tool per entity type placed point by point (CanvasEntityType.placement: the murals' mismatch
 * line), made from the registry so the canvas names none: each click (or Enter at the red cursor)
 * places the next point; the last one adds the entity (one undo step) and the tool returns to Select;
 * Escape drops it.
 */
import type { CanvasEntityType } from '@configurator/core';
import { usePlanStore } from '../plan-store.ts';
import { usePlacement } from '../entity-placement.ts';
import type { PlanTool } from './plan-tool.ts';

const store = () => usePlanStore.getState();
export const placementToolId = (type: string) => `entity:${type}`;

/** The entity types' own shortcut letters, by type; others have none. */
export function placementTool(type: CanvasEntityType, shortcut = ''): PlanTool {
  const afterPoint = () => {
    if (!usePlacement.getState().pending) store().setTool('select');
  };
  return {
    id: placementToolId(type.type),
    label: type.title,
    shortcut,
    icon: 'placePoints',
    cursor: 'crosshair',
    hint: `${type.title}: click each of its points, or move the red cursor with the arrows and press Enter. Escape cancels.`,
    onEnter(env) {
      usePlacement.getState().start(env, type.type, store().cursor);
    },
    onPointerDown(tool, { snapped }) {
      if (!usePlacement.getState().pending) usePlacement.getState().start(tool.env, type.type, snapped);
      usePlacement.getState().point(tool.env, snapped);
      afterPoint();
    },
    onKeyDown(tool, event) {
      if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
        if (!usePlacement.getState().pending) usePlacement.getState().start(tool.env, type.type, store().cursor);
        usePlacement.getState().point(tool.env, store().cursor);
        afterPoint();
        return true;
      }
      if (event.key === 'Escape') {
        usePlacement.getState().cancel(tool.env);
        store().setTool('select');
        return true;
      }
      return false;
    },
  };
}
