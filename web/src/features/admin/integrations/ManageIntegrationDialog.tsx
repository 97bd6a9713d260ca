/**
 * Manage (spec catalogue §2 admin integrations): the integration's connect flow as its plugin
 * contributes it. Shows the connection state (connected when and by whom, or not connected), the
 * flow's instructions, Connect (the server runs the flow's token check, records the connection and
 * answers the portal's token) and Disconnect (confirmed). Without a signing key Connect is disabled
 * and the reason is shown beside it.
 */
import { useState } from 'react';
import { connectIntegrationCall, disconnectIntegrationCall, type ConnectionState, type EnabledIntegration } from '@configurator/core';
import { callApi } from '../../../api/api-client.ts';
import { askConfirm } from '../../../ui/dialogs.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';

interface Props {
  orgId: number;
  integration: EnabledIntegration;
  onChanged: (connection: ConnectionState) => void;
  onClose: () => void;
}

const time = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

export function ManageIntegrationDialog({ orgId, integration, onChanged, onClose }: Props) {
  const [portalUntil, setPortalUntil] = useState<string | null>(null);
  const { busy, error, setError, run } = useBusyAction();
  const { connection } = integration;
  const reasonId = `manage-${integration.key}-reason`;

  const connect = () =>
    run(async () => {
      const answer = await callApi(connectIntegrationCall, { orgId, key: integration.key });
      setPortalUntil(answer.expiresAt);
      onChanged(answer.connection);
    });
  const disconnect = () =>
    run(async () => {
      if (!(await askConfirm(`Disconnect ${integration.title}?`, 'Disconnect'))) return;
      const answer = await callApi(disconnectIntegrationCall, { orgId, key: integration.key });
      setPortalUntil(null);
      onChanged(answer.connection);
    });

  return (
    <Modal title={`Manage ${integration.title}`} onClose={onClose}>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <p className="integration-state" role="status">
        {connection ? `Connected on ${time(connection.connectedAt)} by ${connection.connectedBy}.` : 'Not connected.'}
      </p>
      <p>{integration.instructions}</p>
      {portalUntil && (
        <p className="integration-portal">
          You are signed in to the integration platform for {integration.title} until{' '}
          {new Date(portalUntil).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. Continue in its connect portal to link your account.
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !integration.canConnect}
          aria-describedby={integration.unavailableReason ? reasonId : undefined}
          onClick={() => void connect()}
        >
          {connection ? 'Connect again' : 'Connect'}
        </button>
        {connection && (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void disconnect()}>
            Disconnect
          </button>
        )}
      </div>
      {integration.unavailableReason && (
        <p className="integration-reason" id={reasonId}>
          {integration.unavailableReason}
        </p>
      )}
    </Modal>
  );
}
