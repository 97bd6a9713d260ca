/**
 * Makes a part of the order page read-only (spec issue 7: a guest looking at a submitted order sees a
 * read-only order with the reason, never an editable page whose changes are refused). A disabled
 * fieldset disables every control inside it at once, whatever component drew it; display: contents
 * keeps the page's grid as it was.
 */
import type { ReactNode } from 'react';

export function ReadOnlyRegion({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset className="order-read-only" disabled={locked} aria-label={locked ? 'Read-only' : undefined}>
      {children}
    </fieldset>
  );
}
