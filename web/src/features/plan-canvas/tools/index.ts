/**
 * The registered canvas tools: the built-in ones, then one per entity type placed point by point
 * (from the organisation's plugins). The toolbar, the shortcuts, the cursor and the hint line all
 * read this list.
 */
import type { CanvasEntityType } from '@configurator/core';
import type { PlanTool } from './plan-tool.ts';
import { selectTool } from './select-tool.ts';
import { segmentTools } from './segment-tool.ts';
import { textTool } from './text-tool.ts';
import { placementTool } from './placement-tool.ts';

export type { PlanTool, ToolContext, PointerInput, KeyInput, KeyContext } from './plan-tool.ts';
export { placementToolId } from './placement-tool.ts';

const [wall, elevation, line, arrow, trackingLine] = segmentTools;
const builtIn: PlanTool[] = [selectTool, wall!, elevation!, textTool, line!, arrow!, trackingLine!];
/** Letters the built-in tools and commands do not use, offered to point-by-point entity types in turn. */
const FREE_LETTERS = ['M', 'J', 'G', 'U'];

const cache = new WeakMap<ReadonlyMap<string, CanvasEntityType>, PlanTool[]>();

export function planTools(entityTypes: ReadonlyMap<string, CanvasEntityType>): PlanTool[] {
  const cached = cache.get(entityTypes);
  if (cached) return cached;
  const placed = [...entityTypes.values()].filter((t) => t.placement).map((t, i) => placementTool(t, FREE_LETTERS[i] ?? ''));
  const tools = [...builtIn, ...placed];
  cache.set(entityTypes, tools);
  return tools;
}

export const toolById = (entityTypes: ReadonlyMap<string, CanvasEntityType>, id: string): PlanTool =>
  planTools(entityTypes).find((t) => t.id === id) ?? selectTool;
