/**
 * Webhook signatures in Stripe's scheme (header 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">'),
 * so the simulated events are checked exactly as Stripe's are: a wrong or missing signature, or one
 * older than the tolerance, is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '@configurator/core';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function verifySignature(payload: string, header: string | undefined, secret: string, now = Math.floor(Date.now() / 1000)): void {
  if (!header) throw new WebhookSignatureError('missing signature header');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('signature timestamp outside the tolerance');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError('signature does not match');
}
