/**
 * The view tree beside the canvas: every view of the plan, the current one marked, and under each
 * viewport the items placed in it, described by their product (and their own title), never their id.
 */
import { kindOf, recordKey, type PlanContext, type PlanDocument, type PlanView } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';

interface ViewTreeProps {
  views: PlanView[];
  current: number;
  doc: PlanDocument;
  context: PlanContext;
  onChoose: (index: number) => void;
}

export function ViewTree({ views, current, doc, context, onChoose }: ViewTreeProps) {
  const placedIn = (view: PlanView) =>
    view.kind === 'custom' && view.customViewId !== null ? [...doc.productInstance.values()].filter((i) => i.archCustomViewId === view.customViewId) : [];
  return (
    <nav className="plan-view-tree" aria-label="Views">
      <ul>
        {views.map((v, i) => {
          const items = placedIn(v);
          return (
            <li key={`${v.kind}:${v.customViewId}`} className={v.isViewport || v.customViewId === null ? '' : 'is-nested'}>
              <button type="button" className="plan-view-link" aria-current={i === current ? 'true' : undefined} onClick={() => onChoose(i)}>
                {v.title}
              </button>
              {items.length > 0 && (
                <ul className="plan-view-items" aria-label={`Items in ${v.title}`}>
                  {items.map((item) => {
                    const text = kindOf('productInstance').describe(item, context);
                    return (
                      <li key={item.id}>
                        <button
                          type="button"
                          className="plan-view-link plan-view-item"
                          onClick={() => {
                            onChoose(i);
                            usePlanStore.getState().select([recordKey('productInstance', item.id)], `Selected: ${text}`);
                          }}
                        >
                          {text}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
