/**
 * The header's network indicator (spec orders.md §2). Quiet while all is well: only a screen-reader
 * 'Online'. Amber 'Offline' when the browser has no connection, red 'Server unreachable' when a call
 * got no answer. The status region always exists so screen readers announce each change.
 */
import { useEffect } from 'react';
import { indicatorOf, useNetworkStore, watchBrowserConnection } from './network-status.ts';

export function NetworkIndicator() {
  const browserOnline = useNetworkStore((s) => s.browserOnline);
  const serverUnreachable = useNetworkStore((s) => s.serverUnreachable);
  useEffect(() => watchBrowserConnection(), []);

  const indicator = indicatorOf({ browserOnline, serverUnreachable });
  const quiet = indicator.kind === 'online';
  return (
    <span role="status" aria-live="polite" className={`network-indicator is-${indicator.kind}`} title={quiet ? undefined : indicator.detail}>
      {quiet ? (
        <span className="visually-hidden">{indicator.label}</span>
      ) : (
        <>
          <span className="network-indicator-dot" aria-hidden="true" />
          {indicator.label}
        </>
      )}
    </span>
  );
}
