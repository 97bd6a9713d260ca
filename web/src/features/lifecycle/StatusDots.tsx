/**
 * The status dots row (spec orders §4; issue 19 item 7): dark when done, light when not, milestones
 * larger unless stocked. Staff click a dot to set that status at once (no confirmation); a toast
 * offers Undo for 5 seconds, which puts the previous status back. Others see the same row, not
 * clickable. Each dot is named by its status title, and the current one is marked as the step.
 * On wide screens every step shows its title beside its dot; on narrow ones the titles give way to
 * the dots alone (the title stays the dot's accessible name and tooltip), and the row never wraps, so
 * no dot is ever left alone on a line (issue 31). The current step's name is shown once: beside its dot
 * when titles show, in the caption under the row when they do not (issue 33).
 */
import { lazy, Suspense, useState } from 'react';
import type { StatusDefinition } from '@configurator/core';
import type { OrderView } from '../../order-state/order-types.ts';
import { statusDots } from './status-dots.ts';
import './status-dots.css';

// Shown for a few seconds after staff set a status: its code then (issue 17).
const UndoToast = lazy(() => import('./UndoToast.tsx').then((m) => ({ default: m.UndoToast })));

interface StatusDotsProps {
  statuses: readonly StatusDefinition[];
  order: OrderView;
  canSetStatus: boolean;
  /** Resolves true when the server set the status. */
  onSetStatus: (statusKey: string) => Promise<boolean>;
  /** Whether the caption under the row says what the step means; not when the step's panel below says it. */
  captionDescribes: boolean;
}

export function StatusDots({ statuses, order, canSetStatus, onSetStatus, captionDescribes }: StatusDotsProps) {
  const [undo, setUndo] = useState<{ title: string; previousKey: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dots = statusDots(statuses, order);
  if (dots.length === 0) return null;

  const choose = async (key: string, title: string) => {
    const previousKey = order.lastCompletedStatusKey ?? statuses[0]?.key;
    setBusy(true);
    const done = await onSetStatus(key);
    setBusy(false);
    if (done && previousKey && previousKey !== key) setUndo({ title, previousKey });
  };

  const current = dots.find((d) => d.current);
  const description = captionDescribes ? current?.description : '';
  return (
    <nav className="status-dots" aria-label="Order status">
      <ol>
        {dots.map((dot) => {
          const className = ['status-dot', dot.done ? 'is-done' : 'is-todo', dot.large ? 'is-milestone' : '', dot.current ? 'is-current' : '']
            .filter(Boolean)
            .join(' ');
          const state = dot.done ? 'done' : 'not done';
          return (
            <li key={dot.key} className="status-dot-item">
              {canSetStatus ? (
                <button
                  type="button"
                  className={className}
                  aria-current={dot.current ? 'step' : undefined}
                  aria-label={`${dot.title} (${state})`}
                  title={`Set the status to ${dot.title}`}
                  // aria-disabled keeps the clicked dot focused while the server answers.
                  aria-disabled={busy || dot.current}
                  onClick={() => {
                    if (!busy && !dot.current) void choose(dot.key, dot.title);
                  }}
                />
              ) : (
                <span
                  className={className}
                  aria-current={dot.current ? 'step' : undefined}
                  role="img"
                  aria-label={`${dot.title} (${state})`}
                  title={dot.title}
                />
              )}
              {/* The dot carries the name; this is its visible copy on wide screens. */}
              <span className="status-dot-title" aria-hidden="true">
                {dot.title}
              </span>
            </li>
          );
        })}
      </ol>
      {/* The step's name once: beside its dot on wide screens, here when the titles give way to the dots alone. */}
      {current && (
        <p className={description ? 'status-dots-caption' : 'status-dots-caption is-title-only'}>
          <span className="status-dots-current">{current.title}</span>
          {description && <span className="muted status-dots-description">{description}</span>}
        </p>
      )}
      {undo && (
        <Suspense fallback={null}>
          <UndoToast
            key={`${undo.previousKey}-${undo.title}`}
            message={`Status set to ${undo.title}.`}
            onUndo={async () => {
              setUndo(null);
              await onSetStatus(undo.previousKey);
            }}
            onExpire={() => setUndo(null)}
          />
        </Suspense>
      )}
    </nav>
  );
}
