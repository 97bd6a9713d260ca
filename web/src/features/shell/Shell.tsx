/**
 * Signed-in frame: a skip link, the header (when there is a session) above the routed page in the main
 * landmark. While a page's chunk (or the drawing routes' renderers) is on its way, the header stays and
 * the main area shows the loading screen, after a short pause so that a quick page never flashes it.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../session/session-store.ts';
import { Header } from './Header.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { LiveNotices } from '../../ui/LiveNotices.tsx';
import './shell.css';

export function Shell() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.session !== null);
  return (
    <div className="app-frame">
      <SkipLink />
      {signedIn ? <Header /> : <header className="app-header app-header-bare" />}
      <main className="app-main" id={MAIN_ID} tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page-loading">
              <LoadingScreen />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <LiveNotices />
    </div>
  );
}
