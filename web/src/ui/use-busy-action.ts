/**
 * One write at a time from a screen: `run` marks the screen busy, clears the last error, runs the
 * action and keeps its error message for the screen to show. Resolves whether the action succeeded.
 */
import { useCallback, useState } from 'react';
import { errorMessage } from '../api/api-client.ts';

export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
