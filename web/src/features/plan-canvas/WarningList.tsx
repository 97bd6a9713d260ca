/**
 * The text alternative of the canvas's warning markers: each warned entity of the view with its
 * warnings, a button that selects it. Shown only when the view has warnings.
 */
import type { EntityWarning } from './entity-warnings.ts';
import { usePlanStore } from './plan-store.ts';

export function WarningList({ warnings }: { warnings: EntityWarning[] }) {
  if (!warnings.length) return null;
  return (
    <section className="plan-warnings" aria-label="Warnings in this view">
      <h3 className="plan-warnings-title">{warnings.length === 1 ? '1 entity has a warning' : `${warnings.length} entities have warnings`}</h3>
      <ul>
        {warnings.map((w) => (
          <li key={w.key}>
            <button
              type="button"
              className="plan-entity-row"
              onClick={() => usePlanStore.getState().select([w.key], `Selected: ${w.title}. Warning: ${w.messages.join('; ')}`)}
            >
              {w.title}: {w.messages.join('; ')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
