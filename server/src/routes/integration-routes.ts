/** The integrations screen's calls (spec catalogue §2, §7; issue 19 item 16). Owners only. */
import { getEnabledIntegrationsCall, getParagonJwtCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { IntegrationService } from '../services/integrations/integration-service.ts';

export function mountIntegrationRoutes(calls: CallRouter): void {
  calls
    .authed(getEnabledIntegrationsCall, async ({ orgId }, { resolve, viewer }) => ({ data: { integrations: resolve(IntegrationService).list(viewer, orgId) } }))
    .authed(getParagonJwtCall, async ({ orgId }, { resolve, viewer }) => ({ data: { paragonJwt: await resolve(IntegrationService).paragonJwt(viewer, orgId) } }));
}
