/**
 * The integrations screen (spec catalogue §2 admin integrations, §7 integration connect; issue 19
 * item 16): the organisation's enabled integrations, and the signed user token the integration
 * platform's connect flow expects. Owners only.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';

/** What Manage shows about a connection: when and by whom it was made (null: not connected). */
export const connectionState = z.object({ connectedAt: z.string(), connectedBy: z.string() }).nullable();
export type ConnectionState = z.infer<typeof connectionState>;

export const enabledIntegration = z.object({
  key: z.string(),
  title: z.string(),
  /** The contributed connect flow's text for the owner (the default flow's when the plugin gives none). */
  instructions: z.string(),
  connection: connectionState,
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
export const getParagonJwtCall = defineCall('/integrations/get-paragon-jwt', z.object({ orgId: recordId() }), dataOf(z.object({ paragonJwt: z.string() })));

/** An enabled integration's key (the organisation's enabledIntegrations entries). */
const integrationKey = z.string().min(1).max(100);

/**
 * Manage's Connect: runs the integration's connect flow (its token check: 503 when it cannot sign),
 * records the connection (who, when; audited) and answers the token the connect portal opens with.
 * A key the organisation has not enabled is 404. Owners only.
 */
export const connectIntegrationCall = defineCall(
  '/integrations/connect',
  z.object({ orgId: recordId(), key: integrationKey }).strict(),
  dataOf(z.object({ connection: connectionState, token: z.string(), expiresAt: z.string() })),
);

/** Manage's Disconnect: forgets the connection (audited); already disconnected is fine. Owners only. */
export const disconnectIntegrationCall = defineCall(
  '/integrations/disconnect',
  z.object({ orgId: recordId(), key: integrationKey }).strict(),
  dataOf(z.object({ connection: connectionState })),
);

/** Lifetime of the connect token. */
export const PARAGON_JWT_TTL_SECONDS = 3600;

export const integrationMessages = {
  noSigningKey:
    "Integrations cannot be managed yet: no signing key is configured. Set PARAGON_SIGNING_KEY on the server, or paragonSigningKey in the settings of the organisation's plugin.",
  badSigningKey: 'The configured integration signing key is not a valid RSA private key (PKCS #8 PEM).',
  defaultInstructions: "Connect signs you in to the integration platform's connect portal, where you link your account.",
  notEnabled: 'This integration is not enabled for the organisation.',
  unknownFlow: 'This integration names a connect flow the server does not know.',
  nothingConfigured:
    "No integrations are enabled for this organisation. To add one, list its key in the organisation's enabledIntegrations setting and enable the plugin that contributes it.",
} as const;
