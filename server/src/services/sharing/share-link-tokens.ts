/**
 * An order's share-link token, derived rather than stored: HMAC-SHA-256 of the order id and the
 * link's version with the server's share-link secret, cut to 192 bits (as long as the random tokens
 * before it) and base64url. The same order and version always give the same token, so the link can be
 * shown again; moving the version gives a new one and the old one no longer matches the stored hash.
 */
import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serverSecret } from '../../auth/server-secrets.ts';

const TOKEN_BYTES = 24;

export async function shareLinkToken(em: EntityManager, link: { productOrderId: number; version: number }): Promise<string> {
  const secret = await serverSecret(em, 'share-link');
  return createHmac('sha256', secret).update(`share-link:${link.productOrderId}:${link.version}`).digest().subarray(0, TOKEN_BYTES).toString('base64url');
}
