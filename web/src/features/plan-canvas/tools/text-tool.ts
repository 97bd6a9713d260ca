/** The text tool: a click places a text there (selected, ready for its inspector) and the tool returns to Select. */
import { addText, roundPoint } from '@configurator/core';
import { usePlanStore } from '../plan-store.ts';
import type { PlanTool } from './plan-tool.ts';

const store = () => usePlanStore.getState();

export const textTool: PlanTool = {
  id: 'text',
  label: 'Text',
  shortcut: 'T',
  icon: 'text',
  cursor: 'text',
  hint: 'Text: click where the text goes, or press Enter to place it at the red cursor. Edit it in the inspector.',
  onPointerDown(tool, { snapped }) {
    store().run(addText(tool.env, tool.context.view.customViewId, roundPoint(snapped, tool.context.precision)));
    store().setTool('select');
  },
  onKeyDown(tool, event) {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return false;
    store().run(addText(tool.env, tool.context.view.customViewId, store().cursor));
    store().setTool('select');
    return true;
  },
};
