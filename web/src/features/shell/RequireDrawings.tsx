/**
 * Routes below may draw items: they render once the organisation's lazy product renderers have arrived
 * (drawing-renderers.ts), since every drawing is synchronous. Usually the route's loader brought them
 * already; at boot, or after switching organisation, the loading screen shows for that one chunk.
 */
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { loadRenderers, renderersLoaded } from '@configurator/core';
import { useSessionStore } from '../session/session-store.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

export function RequireDrawings() {
  const registry = useSessionStore((s) => s.registry);
  const ready = registry === null || renderersLoaded(registry);
  // The registry whose renderers were asked for and settled (arrived, or failed: the drawings then show their message).
  const [settled, setSettled] = useState<unknown>(null);
  useEffect(() => {
    if (ready || registry === null) return;
    let current = true;
    const done = () => current && setSettled(registry);
    loadRenderers(registry).then(done, done);
    return () => {
      current = false;
    };
  }, [registry, ready]);
  return ready || settled === registry ? <Outlet /> : <LoadingScreen />;
}
