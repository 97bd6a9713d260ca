/**
 * /admin: owners only (others get the not-found page with the admin text); side menu 'Admin:'. Each
 * admin page sets its own title ('Admin: Guests'); the layout's effect would run after the page's
 * and overwrite it. On a narrow screen the menu is one row that scrolls sideways (admin.css), so the
 * page's own content starts on the first screen; the current entry is scrolled into that row.
 */
import { useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useRoleFacts } from '../session/org-hooks.ts';
import { useRegistry } from '../session/session-store.ts';
import { pluginAdminMenu } from './PluginAdminPage.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import './admin.css';

/** The spec's entries in its order (catalogue §2), then the outbox (mail not sent, issue 5). */
const menu = [
  { label: 'Products', to: '/admin/products' },
  { label: 'Properties', to: '/admin/product-properties' },
  { label: 'Property Groups', to: '/admin/product-property-groups' },
  { label: 'Product Categories', to: '/admin/product-categories' },
  { label: 'Import / Export', to: '/admin/catalogue-import' },
  { label: 'Media', to: '/admin/media' },
  { label: 'Guests', to: '/admin/guests' },
  { label: 'User Groups', to: '/admin/user-groups' },
  { label: 'Integrations', to: '/admin/integrations' },
  { label: 'Outbox', to: '/admin/outbox' },
  { label: 'Settings', to: '/admin/settings' },
];

/**
 * Scrolls the menu row sideways (never the page: scrollIntoView would also scroll it) so the entry is
 * wholly in view, centred when asked. Does nothing when the row does not scroll (the side menu).
 */
function revealInRow(entry: HTMLElement, centre: boolean) {
  const row = entry.closest('ul');
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const left = entry.offsetLeft - row.offsetLeft;
  const right = left + entry.offsetWidth;
  if (centre) row.scrollLeft = left - (row.clientWidth - entry.offsetWidth) / 2;
  else if (left < row.scrollLeft) row.scrollLeft = left - 8;
  else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth + 8;
}

export function AdminLayout() {
  const { isOwner } = useRoleFacts();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The organisation's plugins' admin pages (admin-pages) follow the platform's own entries.
  const entries = [...menu, ...pluginAdminMenu(useRegistry())];
  useLayoutEffect(() => {
    // On arrival, and when the window narrows into the row layout (a phone turned, a window resized).
    const reveal = () => {
      const active = list.current?.querySelector<HTMLElement>('.is-active');
      if (active) revealInRow(active, true);
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [pathname]);
  if (!isOwner) return <NotFoundPage type="admin" />;
  return (
    <div className="admin">
      <nav className="admin-menu" aria-label="Admin">
        <h2 className="admin-menu-title">Admin:</h2>
        {/* A focused entry is brought wholly into the row: the browser's own focus scroll stops at a sliver. */}
        <ul ref={list} onFocus={(event) => event.target instanceof HTMLElement && revealInRow(event.target, false)}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={false} className={({ isActive }) => (isActive ? 'admin-menu-link is-active' : 'admin-menu-link')}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

export { AdminLayout as Component };
