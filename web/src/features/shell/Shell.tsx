/** Signed-in frame: a skip link, the header (when there is a session) above the routed page in the main landmark. */
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../session/session-store.ts';
import { Header } from './Header.tsx';
import './shell.css';

export function Shell() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.session !== null);
  return (
    <div className="app-frame">
      {/* First stop of every page: past the header straight to the screen's content (WCAG 2.4.1). */}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {signedIn ? <Header /> : <header className="app-header app-header-bare" />}
      <main className="app-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
