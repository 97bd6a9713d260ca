/**
 * The frame of every route: consumes incoming tokens, loads the session and the organisation's
 * plugins (loading screen meanwhile), applies the theme, and hosts the app's dialogs.
 */
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { fillTemplate, themeOf, wordingOf } from '@configurator/core';
import { describePortal } from './portal-description.ts';
import { useSessionStore } from '../session/session-store.ts';
import { applyTheme } from '../session/apply-theme.ts';
import { handleIncomingLink } from './incoming-links.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { DialogHost } from '../../ui/DialogHost.tsx';
import { MediaViewer } from '../media/MediaViewer.tsx';
import '../../ui/base.css';

export function Root() {
  const status = useSessionStore((s) => s.status);
  const failure = useSessionStore((s) => s.failure);
  const registry = useSessionStore((s) => s.registry);
  const orgTitle = useSessionStore((s) => s.session?.activeOrg.title ?? null);
  const location = useLocation();
  const navigate = useNavigate();
  const [linkError, setLinkError] = useState<string | null>(null);
  const booted = useRef(false);

  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (booted.current) return;
    booted.current = true;
    handleIncomingLink(location)
      .then(({ redirectTo }) => {
        if (redirectTo) navigate(redirectTo, { replace: true });
      })
      .catch((error: unknown) => {
        setLinkError(error instanceof Error ? error.message : String(error));
        void useSessionStore.getState().load();
      });
  }, [location, navigate]);

  useEffect(() => {
    if (registry) applyTheme(themeOf(registry));
  }, [registry]);
  useEffect(() => {
    if (registry && orgTitle) describePortal(fillTemplate(wordingOf(registry).homeTitle, { orgTitle }));
  }, [registry, orgTitle]);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'failed') {
    return (
      <div className="loading-screen" role="alert">
        <h1 className="loading-title">Something went wrong</h1>
        <p className="loading-subtitle">{failure}</p>
        <button type="button" className="btn btn-primary" onClick={() => void useSessionStore.getState().load()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      {linkError && (
        <div className="banner banner-error link-error" role="alert">
          This link could not be used: {linkError}
        </div>
      )}
      <Outlet />
      <MediaViewer />
      <DialogHost />
    </>
  );
}
