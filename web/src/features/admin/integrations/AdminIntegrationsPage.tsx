/**
 * /admin/integrations (spec catalogue §2, §7; issue 19 item 16): the organisation's enabled
 * integrations, title and key, each with Manage. Manage asks the server for the connect flow's signed
 * user token (get-paragon-jwt) and opens the connect dialog with it; without a signing key the button
 * is disabled and the reason is shown beside it. With nothing enabled the page says what to configure.
 */
import { useEffect, useState } from 'react';
import { getEnabledIntegrationsCall, getParagonJwtCall, integrationMessages, type EnabledIntegration } from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import './admin-integrations.css';

interface Connecting {
  integration: EnabledIntegration;
  expiresAt: Date;
}

/** The token's expiry, read from its claims (the browser does not verify it; the platform does). */
function expiryOf(jwt: string): Date {
  const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
  return new Date((payload.exp ?? 0) * 1000);
}

export function AdminIntegrationsPage() {
  const orgId = useSession().activeOrg.id;
  const [integrations, setIntegrations] = useState<EnabledIntegration[] | null>(null);
  const [connecting, setConnecting] = useState<Connecting | null>(null);
  const { busy, error, setError, run } = useBusyAction();
  usePageTitle('Admin: Integrations');

  useEffect(() => {
    callApi(getEnabledIntegrationsCall, { orgId })
      .then((data) => setIntegrations(data.integrations))
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [orgId, setError]);

  const manage = (integration: EnabledIntegration) =>
    run(async () => {
      const { paragonJwt } = await callApi(getParagonJwtCall, { orgId });
      setConnecting({ integration, expiresAt: expiryOf(paragonJwt) });
    });

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
          {integrations.map((integration) => {
            const reasonId = `integration-${integration.key}-reason`;
            return (
              <li key={integration.key} className="card integration">
                <div>
                  <h2 className="integration-title">{integration.title}</h2>
                  <span className="integration-key">{integration.key}</span>
                </div>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || !integration.canConnect}
                  aria-describedby={integration.unavailableReason ? reasonId : undefined}
                  onClick={() => void manage(integration)}
                >
                  Manage<span className="visually-hidden"> {integration.title}</span>
                </button>
                {integration.unavailableReason && (
                  <p className="integration-reason" id={reasonId}>
                    {integration.unavailableReason}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {connecting && (
        <Modal title={`Connect ${connecting.integration.title}`} onClose={() => setConnecting(null)}>
          <p>
            You are signed in to the integration platform for {connecting.integration.title} until{' '}
            {connecting.expiresAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. Continue in its connect portal to link
            your account.
          </p>
        </Modal>
      )}
    </section>
  );
}

export { AdminIntegrationsPage as Component };
