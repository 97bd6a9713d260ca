/**
 * The views of a plan (orders §2, catalogue §2, §4): the Plan (top) and front views for organisations
 * whose theme has the plan view, then each custom viewport by rank followed by the views plugins add
 * per viewport (murals: its panel layout). Prev / Next walk this list; the first index is 0.
 */
import type { CanvasViewRef, CanvasViewType } from './entity-type.ts';
import type { PlanDocument } from './plan-document.ts';

export interface PlanView extends CanvasViewRef {
  title: string;
  /** The viewport's own view (not a plugin's view of it): QTY, Notes and rank belong to it. */
  isViewport: boolean;
}

export function planViews(doc: PlanDocument, options: { hasPlanView: boolean; viewTypes: readonly CanvasViewType[] }): PlanView[] {
  const views: PlanView[] = options.hasPlanView
    ? [
        { kind: 'top', customViewId: null, title: 'Plan', isViewport: false },
        { kind: 'front', customViewId: null, title: 'Front', isViewport: false },
      ]
    : [];
  const viewports = [...doc.archCustomView.values()].sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const v of viewports) {
    views.push({ kind: 'custom', customViewId: v.id, title: v.title, isViewport: true });
    for (const t of options.viewTypes)
      if (t.perCustomView) views.push({ kind: t.kind, customViewId: v.id, title: `${v.title}: ${t.title}`, isViewport: false });
  }
  for (const t of options.viewTypes) if (!t.perCustomView) views.push({ kind: t.kind, customViewId: null, title: t.title, isViewport: false });
  return views;
}

export const sameView = (a: CanvasViewRef | null | undefined, b: CanvasViewRef | null | undefined): boolean =>
  !!a && !!b && a.kind === b.kind && a.customViewId === b.customViewId;
