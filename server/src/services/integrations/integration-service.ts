/**
 * The integrations screen (spec catalogue §2, §7; issue 19 item 16). The enabled integrations are the
 * organisation's enabledIntegrations, titled by the plugin that contributes each ('integrations'
 * extension point; the key itself when none does). Manage opens the integration platform's connect
 * flow, which expects a user token signed RS256 with the organisation's signing key: the
 * paragonSigningKey setting of one of its enabled plugins, else PARAGON_SIGNING_KEY on the server.
 */
import { inject, injectable } from 'tsyringe';
import { importPKCS8, SignJWT } from 'jose';
import { integrationMessages, integrationsPoint, PARAGON_JWT_TTL_SECONDS, type EnabledIntegration } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';
import { unavailable } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';

/** Where the server reads environment variables (tests give their own). */
export const INTEGRATION_ENV = Symbol('IntegrationEnv');
export type IntegrationEnv = Readonly<Record<string, string | undefined>>;

/** The setting a plugin of the organisation may carry, and the server-wide fallback. */
export const SIGNING_KEY_SETTING = 'paragonSigningKey';
export const SIGNING_KEY_ENV = 'PARAGON_SIGNING_KEY';

@injectable()
export class IntegrationService {
  constructor(@inject(INTEGRATION_ENV) private readonly env: IntegrationEnv) {}

  list(viewer: Viewer, orgId: number): EnabledIntegration[] {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, 'manage integrations');
    const canConnect = this.signingKeyOf(viewer) !== null;
    return viewer.org.settings.enabledIntegrations.map((key) => ({
      key,
      title: viewer.registry.keyed(integrationsPoint, key)?.title ?? key,
      canConnect,
      unavailableReason: canConnect ? null : integrationMessages.noSigningKey,
    }));
  }

  /** The connect flow's user token: sub = user id, iat now, exp an hour later. */
  async paragonJwt(viewer: Viewer, orgId: number): Promise<string> {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, 'manage integrations');
    const pem = this.signingKeyOf(viewer);
    if (!pem) throw unavailable(integrationMessages.noSigningKey);
    let key: CryptoKey;
    try {
      key = await importPKCS8(pem, 'RS256');
    } catch {
      throw unavailable(integrationMessages.badSigningKey);
    }
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setSubject(String(viewer.user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + PARAGON_JWT_TTL_SECONDS)
      .sign(key);
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
