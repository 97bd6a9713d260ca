/** Random tokens for sessions, sign-in links and share links; sessions are stored by their hash. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(24).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
