/**
 * /admin/integrations (spec catalogue §2, §7; issue 19 item 16): the organisation's enabled
 * integrations, title and key, each with its connection state and Manage, which opens the
 * integration's connect flow (ManageIntegrationDialog). With nothing enabled the page says what to
 * configure.
 */
import { useEffect, useState } from 'react';
import { getEnabledIntegrationsCall, integrationMessages, type EnabledIntegration } from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { ManageIntegrationDialog } from './ManageIntegrationDialog.tsx';
import './admin-integrations.css';

export function AdminIntegrationsPage() {
  const orgId = useSession().activeOrg.id;
  const [integrations, setIntegrations] = useState<EnabledIntegration[] | null>(null);
  const [managing, setManaging] = useState<string | null>(null);
  const { error, setError } = useBusyAction();
  usePageTitle('Admin: Integrations');

  useEffect(() => {
    callApi(getEnabledIntegrationsCall, { orgId })
      .then((data) => setIntegrations(data.integrations))
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [orgId, setError]);

  const open = integrations?.find((i) => i.key === managing);
  return (
    <section aria-labelledby="admin-integrations-title">
      <div className="admin-heading">
        <h1 id="admin-integrations-title">Integrations</h1>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {integrations === null ? (
        <p role="status">Loading…</p>
      ) : integrations.length === 0 ? (
        <p className="card integrations-empty">{integrationMessages.nothingConfigured}</p>
      ) : (
        <ul className="integrations" aria-label="Enabled integrations">
          {integrations.map((integration) => (
            <li key={integration.key} className="card integration">
              <div>
                <h2 className="integration-title">{integration.title}</h2>
                <span className="integration-key">{integration.key}</span>
                <span className="integration-key"> · {integration.connection ? 'Connected' : 'Not connected'}</span>
              </div>
              <button type="button" className="btn btn-primary" onClick={() => setManaging(integration.key)}>
                Manage<span className="visually-hidden"> {integration.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ManageIntegrationDialog
          orgId={orgId}
          integration={open}
          onChanged={(connection) => setIntegrations((list) => list?.map((i) => (i.key === open.key ? { ...i, connection } : i)) ?? null)}
          onClose={() => setManaging(null)}
        />
      )}
    </section>
  );
}

export { AdminIntegrationsPage as Component };
