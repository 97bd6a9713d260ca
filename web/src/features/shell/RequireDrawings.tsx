/**
 * Routes below may draw items: they render once the organisation's lazy product renderers have arrived
 * (drawing-renderers.ts), since every drawing is synchronous. The route suspends meanwhile, and the
 * main area shows the loading screen for that one chunk (Shell.tsx): at boot, on the first drawing
 * route, or after switching organisation.
 */
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { renderersLoaded } from '@configurator/core';
import { useSessionStore } from '../session/session-store.ts';
import { renderersSettled } from '../session/drawing-renderers.ts';

export function RequireDrawings() {
  const registry = useSessionStore((s) => s.registry);
  if (registry !== null && !renderersLoaded(registry)) use(renderersSettled(registry));
  return <Outlet />;
}
