/**
 * The integrations screen (spec catalogue §2, §7; issue 19 item 16). The enabled integrations are the
 * organisation's enabledIntegrations, titled by the plugin that contributes each ('integrations'
 * extension point; the key itself when none does). Manage opens the integration's connect flow: the
 * contribution's connect member names one of the server's registered flows (connect-flows.ts; the
 * default is the integration platform's, which expects a user token signed RS256 with the
 * organisation's signing key: the paragonSigningKey setting of one of its enabled plugins, else
 * PARAGON_SIGNING_KEY on the server). Connecting and disconnecting are recorded on the organisation
 * (who, when) and in the audit trail.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { integrationMessages, integrationsPoint, type ConnectionState, type EnabledIntegration } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';
import { UserSchema } from '../../db/entities/index.ts';
import { Tokens } from '../../di/tokens.ts';
import { notFound, unavailable } from '../../http/errors.ts';
import { audit } from '../../platform/platform-audit.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';
import { connectFlows, DEFAULT_CONNECT_FLOW, type ConnectFlowToken } from './connect-flows.ts';

/** Where the server reads environment variables (tests give their own). */
export const INTEGRATION_ENV = Symbol('IntegrationEnv');
export type IntegrationEnv = Readonly<Record<string, string | undefined>>;

/** The setting a plugin of the organisation may carry, and the server-wide fallback. */
export const SIGNING_KEY_SETTING = 'paragonSigningKey';
export const SIGNING_KEY_ENV = 'PARAGON_SIGNING_KEY';

@injectable()
export class IntegrationService {
  constructor(
    @inject(INTEGRATION_ENV) private readonly env: IntegrationEnv,
    @inject(Tokens.Em) private readonly em: EntityManager,
  ) {}

  async list(viewer: Viewer, orgId: number): Promise<EnabledIntegration[]> {
    this.checkOwner(viewer, orgId);
    const canConnect = this.signingKeyOf(viewer) !== null;
    const answer: EnabledIntegration[] = [];
    for (const key of viewer.org.settings.enabledIntegrations) {
      const contribution = viewer.registry.keyed(integrationsPoint, key);
      answer.push({
        key,
        title: contribution?.title ?? key,
        instructions: contribution?.connect?.instructions ?? integrationMessages.defaultInstructions,
        connection: await this.stateOf(viewer, key),
        canConnect,
        unavailableReason: canConnect ? null : integrationMessages.noSigningKey,
      });
    }
    return answer;
  }

  /** The default connect flow's user token: sub = user id, iat now, exp an hour later. */
  async paragonJwt(viewer: Viewer, orgId: number): Promise<string> {
    this.checkOwner(viewer, orgId);
    return (await connectFlows[DEFAULT_CONNECT_FLOW]!({ userId: viewer.userId, signingKey: this.signingKeyOf(viewer) })).token;
  }

  /** Runs the integration's connect flow; when its check passes, records the connection. */
  async connect(viewer: Viewer, orgId: number, key: string): Promise<{ connection: ConnectionState } & ConnectFlowToken> {
    this.checkOwner(viewer, orgId);
    const flowName = this.flowOf(viewer, key);
    const flow = connectFlows[flowName];
    if (!flow) throw unavailable(integrationMessages.unknownFlow);
    const token = await flow({ userId: viewer.userId, signingKey: this.signingKeyOf(viewer) });
    const { org } = viewer;
    const before = org.settings.integrationConnections[key] ?? null;
    const connection = { flow: flowName, connectedAt: new Date().toISOString(), connectedByUserId: viewer.userId };
    org.settings = { ...org.settings, integrationConnections: { ...org.settings.integrationConnections, [key]: connection } };
    await this.em.flush();
    await audit(this.em, { userId: viewer.userId, via: 'owner-settings' }, orgId, 'integration.connect', { key, before, after: connection });
    return { connection: await this.stateOf(viewer, key), ...token };
  }

  async disconnect(viewer: Viewer, orgId: number, key: string): Promise<{ connection: ConnectionState }> {
    this.checkOwner(viewer, orgId);
    this.flowOf(viewer, key);
    const { org } = viewer;
    const before = org.settings.integrationConnections[key];
    if (before) {
      const { [key]: _removed, ...rest } = org.settings.integrationConnections;
      org.settings = { ...org.settings, integrationConnections: rest };
      await this.em.flush();
      await audit(this.em, { userId: viewer.userId, via: 'owner-settings' }, orgId, 'integration.disconnect', { key, before, after: null });
    }
    return { connection: null };
  }

  private checkOwner(viewer: Viewer, orgId: number): void {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, 'manage integrations');
  }

  /** The connect flow of an enabled integration (404 for a key the organisation has not enabled). */
  private flowOf(viewer: Viewer, key: string): string {
    if (!viewer.org.settings.enabledIntegrations.includes(key)) throw notFound(integrationMessages.notEnabled);
    return viewer.registry.keyed(integrationsPoint, key)?.connect?.flow ?? DEFAULT_CONNECT_FLOW;
  }

  private async stateOf(viewer: Viewer, key: string): Promise<ConnectionState> {
    const connection = viewer.org.settings.integrationConnections[key];
    if (!connection) return null;
    const user = await this.em.findOne(UserSchema, { id: connection.connectedByUserId });
    const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : `user ${connection.connectedByUserId}`;
    return { connectedAt: connection.connectedAt, connectedBy: name };
  }

  private signingKeyOf(viewer: Viewer): string | null {
    for (const { settings } of viewer.registry.plugins) {
      const value = settings[SIGNING_KEY_SETTING];
      if (typeof value === 'string' && value.trim()) return normalisePem(value);
    }
    const fromEnv = this.env[SIGNING_KEY_ENV];
    return fromEnv?.trim() ? normalisePem(fromEnv) : null;
  }
}

/** Environment variables often carry a PEM with literal '\n' sequences instead of line breaks. */
const normalisePem = (pem: string): string => pem.trim().replace(/\\n/g, '\n');
