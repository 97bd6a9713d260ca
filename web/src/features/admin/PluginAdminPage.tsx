/**
 * /admin/plugins/:pageKey: an admin page a plugin of the organisation adds ('admin-pages', keyed by
 * the page's path), for its settings or data. Owners only (the admin layout); a key no enabled plugin
 * has is the not-found page. Its menu entry is listed by the admin layout (pluginAdminMenu).
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { adminPagesPoint, type AdminPage, type OrgRegistry } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useRegistry, useSession } from '../session/session-store.ts';
import { usePageTitle } from '../session/use-page-title.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';

type PageProps = Parameters<AdminPage['Page']>[0];

/** The admin menu's entries for the organisation's plugins' pages. */
export const pluginAdminMenu = (registry: OrgRegistry) =>
  registry.keys(adminPagesPoint).map((key) => ({ label: registry.keyed(adminPagesPoint, key)!.title, to: `/admin/plugins/${key}` }));

function PluginPage({ page, props }: { page: AdminPage; props: PageProps }) {
  usePageTitle(`Admin: ${page.title}`);
  const Page = page.Page as (props: PageProps) => ReactNode;
  return (
    <section aria-labelledby="plugin-admin-title">
      <div className="admin-heading">
        <h1 id="plugin-admin-title">{page.title}</h1>
      </div>
      <Page {...props} />
    </section>
  );
}

export function PluginAdminPage() {
  const { pageKey = '' } = useParams();
  const registry = useRegistry();
  const session = useSession();
  const found = registry.keyedWithSettings(adminPagesPoint, pageKey);
  if (!found) return <NotFoundPage type="admin" />;
  const viewer = { userId: session.user.id, orgId: session.activeOrg.id, role: session.activeOrg.role, isEmployee: true };
  return <PluginPage key={pageKey} page={found.value} props={{ viewer, settings: found.settings, callApi }} />;
}

export { PluginAdminPage as Component };
