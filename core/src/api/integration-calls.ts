/**
 * The integrations screen (spec catalogue §2 admin integrations, §7 integration connect; issue 19
 * item 16): the organisation's enabled integrations, and the signed user token the integration
 * platform's connect flow expects. Owners only.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';

export const enabledIntegration = z.object({
  key: z.string(),
  title: z.string(),
  /** Whether the server can sign the connect flow's token (a signing key is configured). */
  canConnect: z.boolean(),
  /** Why Manage cannot open the connect flow, when it cannot. */
  unavailableReason: z.string().nullable(),
});
export type EnabledIntegration = z.infer<typeof enabledIntegration>;

export const getEnabledIntegrationsCall = defineCall(
  '/integrations/get-enabled-integrations',
  z.object({ orgId: recordId() }),
  dataOf(z.object({ integrations: z.array(enabledIntegration) })),
);

/** RS256 token: sub = the user's id, iat now, exp one hour later. 503 without a signing key. */
export const getParagonJwtCall = defineCall(
  '/integrations/get-paragon-jwt',
  z.object({ orgId: recordId() }),
  dataOf(z.object({ paragonJwt: z.string() })),
);

/** Lifetime of the connect token. */
export const PARAGON_JWT_TTL_SECONDS = 3600;

export const integrationMessages = {
  noSigningKey:
    'Integrations cannot be managed yet: no signing key is configured. Set PARAGON_SIGNING_KEY on the server, or paragonSigningKey in the settings of the organisation\'s plugin.',
  badSigningKey: 'The configured integration signing key is not a valid RSA private key (PKCS #8 PEM).',
  nothingConfigured:
    'No integrations are enabled for this organisation. To add one, list its key in the organisation\'s enabledIntegrations setting and enable the plugin that contributes it.',
} as const;
