/** The integrations screen's calls (spec catalogue §2, §7; issue 19 item 16): list, connect token, Manage's connect and disconnect. Owners only. */
import { connectIntegrationCall, disconnectIntegrationCall, getEnabledIntegrationsCall, getParagonJwtCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { IntegrationService } from '../services/integrations/integration-service.ts';

export function mountIntegrationRoutes(calls: CallRouter): void {
  calls
    .authed(getEnabledIntegrationsCall, async ({ orgId }, { resolve, viewer }) => ({
      data: { integrations: await resolve(IntegrationService).list(viewer, orgId) },
    }))
    .authed(getParagonJwtCall, async ({ orgId }, { resolve, viewer }) => ({
      data: { paragonJwt: await resolve(IntegrationService).paragonJwt(viewer, orgId) },
    }))
    .authed(connectIntegrationCall, async ({ orgId, key }, { resolve, viewer }) => {
      const { connection, token, expiresAt } = await resolve(IntegrationService).connect(viewer, orgId, key);
      return { data: { connection, token, expiresAt: expiresAt.toISOString() } };
    })
    .authed(disconnectIntegrationCall, async ({ orgId, key }, { resolve, viewer }) => ({
      data: await resolve(IntegrationService).disconnect(viewer, orgId, key),
    }));
}
