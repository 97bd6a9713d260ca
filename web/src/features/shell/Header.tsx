/**
 * The header bar (spec orders.md §2): Back to Orders on order routes (back to the order from its
 * documents and drawings), Home, ADMIN for owners of
 * non-architectural organisations outside /admin, the GUEST MODE / EMPLOYEE MODE toggle (not for
 * employee-only organisations), the network indicator, the organisation's logo and switcher, and sign
 * out. SHARE on an order's routes once the order has loaded. Hidden in print. The organisation's header
 * style (its theme, its settings) makes the bar light, with the black logo, or dark, with the white
 * logo (catalogue §6); the title stands in for a logo the organisation has not given.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { isAnonymousGuest } from '@configurator/core';
import { useSession, useSessionStore } from '../session/session-store.ts';
import { useRoleFacts, useTheme, useWording } from '../session/org-hooks.ts';
import { shareQuery } from '../order-views/order-view-links.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { NetworkIndicator } from './NetworkIndicator.tsx';

// Only on an order's routes, and it brings the order's store: a chunk of its own, not the frame's.
const ShareButton = lazy(() => import('../share/ShareButton.tsx').then((m) => ({ default: m.ShareButton })));

export function Header() {
  const session = useSession();
  const theme = useTheme();
  const wording = useWording();
  const roles = useRoleFacts();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const orderRoute = matchPath('/orders/:orderId/*', location.pathname);
  const onOrderRoute = orderRoute !== null;
  const routeOrderId = Number(orderRoute?.params.orderId);
  // From an order's documents or drawings, the way back is to the order itself (spec orders §2).
  const orderView = matchPath('/orders/:orderId/:view', location.pathname);
  const underAdmin = location.pathname === '/admin' || location.pathname.startsWith('/admin/');
  const showAdmin = roles.isOwner && !theme.isArchitectural && !underAdmin;
  const showModeToggle = !theme.isEmployeeOnly && (roles.isEmployee || roles.isGuestMode);
  const isDark = theme.headerStyle === 'dark';
  const logoUrl = isDark ? theme.logoWhiteUrl : theme.logoUrl;

  const run = async (action: () => Promise<void>, then?: () => void) => {
    setBusy(true);
    try {
      await action();
      then?.();
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <header className={isDark ? 'app-header is-dark' : 'app-header'}>
      <nav className="app-header-nav" aria-label="Main">
        {orderView ? (
          <Link className="header-link header-back" to={`/orders/${orderView.params.orderId}${shareQuery(new URLSearchParams(location.search))}`}>
            {/* On a phone the arrow and 'Quote #8' say it, as for Orders below. */}
            <span aria-hidden="true">←</span> <span className="header-back-words">Back to </span>
            {wording.order} #{orderView.params.orderId}
          </Link>
        ) : (
          onOrderRoute && (
            <Link className="header-link header-back" to="/orders">
              {/* On a phone the arrow and 'Orders' say it; the words stay for screen readers. */}
              <span aria-hidden="true">←</span> <span className="header-back-words">Back to </span>Orders
            </Link>
          )
        )}
        <Link className="header-link" to="/">
          Home
        </Link>
        {showAdmin && (
          <Link className="header-link" to="/admin">
            ADMIN
          </Link>
        )}
      </nav>

      <Link to="/" className="header-logo" aria-label={`${session.activeOrg.title} home`}>
        {logoUrl ? <img src={logoUrl} alt={session.activeOrg.title} /> : <span>{session.activeOrg.title}</span>}
      </Link>

      <div className="app-header-actions">
        <NetworkIndicator />
        {onOrderRoute && Number.isInteger(routeOrderId) && (
          <Suspense fallback={null}>
            <ShareButton orgSpecificId={routeOrderId} />
          </Suspense>
        )}
        {showModeToggle && (
          <button
            type="button"
            className="btn btn-small header-mode"
            aria-pressed={roles.isGuestMode}
            disabled={busy}
            title={roles.isGuestMode ? 'Return to your employee role' : 'See the portal as a guest does'}
            onClick={() => useSessionStore.getState().setGuestMode(!roles.isGuestMode)}
          >
            {roles.isGuestMode ? 'EMPLOYEE MODE' : 'GUEST MODE'}
          </button>
        )}
        {session.orgs.length > 1 && (
          <div className="header-org">
            <select
              aria-label="Organisation"
              className="select"
              value={session.activeOrg.id}
              disabled={busy}
              onChange={(event) =>
                void run(
                  () => useSessionStore.getState().switchOrg(Number(event.target.value)),
                  () => navigate('/'),
                )
              }
            >
              {session.orgs.map((org) => (
                <option key={org.id} value={org.id}>
                  {org.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <span className="header-user" title={session.user.email}>
          {session.user.firstName || session.user.email}
        </span>
        {/* A share-link visitor without an account could not sign in again: no Sign out for them. */}
        {!isAnonymousGuest(session.user) && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={busy}
            onClick={() =>
              void run(
                () => useSessionStore.getState().signOut(),
                () => navigate('/sign-in'),
              )
            }
          >
            Sign out
          </button>
        )}
      </div>
    </header>
  );
}
