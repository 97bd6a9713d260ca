/** Signed-in frame: the header (when there is a session) above the routed page. */
import { Outlet } from 'react-router-dom';
import { useSessionStore } from '../session/session-store.ts';
import { Header } from './Header.tsx';
import './shell.css';

export function Shell() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.session !== null);
  return (
    <div className="app-frame">
      {signedIn ? <Header /> : <header className="app-header app-header-bare" />}
      <main className="app-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
