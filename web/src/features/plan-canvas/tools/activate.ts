/** Makes a tool the active one: a pending point-by-point entity is dropped, the tool's own start runs. */
import type { CommandEnv } from '@configurator/core';
import { usePlanStore } from '../plan-store.ts';
import { usePlacement } from '../entity-placement.ts';
import { toolById } from './index.ts';

export function activateTool(id: string, env: CommandEnv): void {
  usePlacement.getState().drop();
  usePlanStore.getState().setTool(id);
  toolById(env.context.entityTypes, id).onEnter?.(env);
}
