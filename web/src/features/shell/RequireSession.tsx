/** Routes below need a session; without one, go to sign-in and come back afterwards. */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '../session/session-store.ts';

export function RequireSession() {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status !== 'ready') {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
