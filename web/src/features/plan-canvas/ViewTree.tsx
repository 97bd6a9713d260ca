/** The view tree beside the canvas: every view of the plan; the current one is marked. */
import type { PlanView } from '@configurator/core';

export function ViewTree({ views, current, onChoose }: { views: PlanView[]; current: number; onChoose: (index: number) => void }) {
  return (
    <nav className="plan-view-tree" aria-label="Views">
      <ul>
        {views.map((v, i) => (
          <li key={`${v.kind}:${v.customViewId}`} className={v.isViewport || v.customViewId === null ? '' : 'is-nested'}>
            <button type="button" className="plan-view-link" aria-current={i === current ? 'true' : undefined} onClick={() => onChoose(i)}>
              {v.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
