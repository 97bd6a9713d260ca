/**
 * /admin: owners only (others get the not-found page with the admin text); side menu 'Admin:'. Each
 * admin page sets its own title ('Admin: Guests'); the layout's effect would run after the page's
 * and overwrite it.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { useRoleFacts } from '../session/org-hooks.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import './admin.css';

/** The spec's entries in its order (catalogue §2), then the outbox (mail not sent, issue 5). */
const menu = [
  { label: 'Products', to: '/admin/products' },
  { label: 'Properties', to: '/admin/product-properties' },
  { label: 'Property Groups', to: '/admin/product-property-groups' },
  { label: 'Product Categories', to: '/admin/product-categories' },
  { label: 'Media', to: '/admin/media' },
  { label: 'Guests', to: '/admin/guests' },
  { label: 'User Groups', to: '/admin/user-groups' },
  { label: 'Integrations', to: '/admin/integrations' },
  { label: 'Outbox', to: '/admin/outbox' },
  { label: 'Settings', to: '/admin/settings' },
];

export function AdminLayout() {
  const { isOwner } = useRoleFacts();
  if (!isOwner) return <NotFoundPage type="admin" />;
  return (
    <div className="admin">
      <nav className="admin-menu" aria-label="Admin">
        <h2 className="admin-menu-title">Admin:</h2>
        <ul>
          {menu.map((entry) => (
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
