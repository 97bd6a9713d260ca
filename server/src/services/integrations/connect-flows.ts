/**
 * The connect flows the server can run, by name (an integration's contribution names one in
 * connect.flow). A flow checks it can connect and answers the token its connect portal opens with.
 * 'paragon' (spec catalogue §7 get-paragon-jwt): an RS256 user token signed with the organisation's
 * key, sub = the user's id, valid an hour. A new kind of connect portal is a new row here.
 */
import { importPKCS8, SignJWT } from 'jose';
import { integrationMessages, PARAGON_JWT_TTL_SECONDS } from '@configurator/core';
import { unavailable } from '../../http/errors.ts';

export interface ConnectFlowInput {
  userId: number;
  /** The organisation's signing key (PEM), or null when none is configured. */
  signingKey: string | null;
}

export interface ConnectFlowToken {
  token: string;
  expiresAt: Date;
}

export type ConnectFlow = (input: ConnectFlowInput) => Promise<ConnectFlowToken>;

/** The flow an integration without its own connect contribution uses. */
export const DEFAULT_CONNECT_FLOW = 'paragon';

export const connectFlows: Readonly<Record<string, ConnectFlow>> = {
  async paragon({ userId, signingKey }) {
    if (!signingKey) throw unavailable(integrationMessages.noSigningKey);
    let key: CryptoKey;
    try {
      key = await importPKCS8(signingKey, 'RS256');
    } catch {
      throw unavailable(integrationMessages.badSigningKey);
    }
    const now = Math.floor(Date.now() / 1000);
    const expires = now + PARAGON_JWT_TTL_SECONDS;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(expires)
      .sign(key);
    return { token, expiresAt: new Date(expires * 1000) };
  },
};
