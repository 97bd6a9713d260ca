/**
 * The spec's userToken sign-in links (issue 11 item 7): random (192 bits), stored only as SHA-256
 * hashes in user_token, expiring after USER_TOKEN_TTL_DAYS, revoked by deleting their rows. The plain
 * token exists only in the link handed out when it is issued.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import { UserSchema, UserTokenSchema, type User } from '../db/entities/index.ts';
import { hashToken, newToken } from './tokens.ts';

export const USER_TOKEN_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues a new token for the user and answers it (the only time it is readable). */
export async function issueUserToken(em: EntityManager, userId: number, ttlDays: number = USER_TOKEN_TTL_DAYS): Promise<string> {
  const token = newToken();
  em.create(UserTokenSchema, { userId, tokenHash: hashToken(token), expires: toStoredDate(new Date(Date.now() + ttlDays * DAY_MS)) });
  await em.flush();
  return token;
}

/** The user a token signs in, or null for an unknown, expired or revoked token. */
export async function userForToken(em: EntityManager, token: string): Promise<User | null> {
  const row = await em.findOne(UserTokenSchema, { tokenHash: hashToken(token), expires: { $gt: toStoredDate() } });
  return row ? em.findOne(UserSchema, { id: row.userId }) : null;
}

/** Revokes every token of the user; answers how many there were. */
export async function revokeUserTokens(em: EntityManager, userId: number): Promise<number> {
  return em.nativeDelete(UserTokenSchema, { userId });
}

/** Removes expired tokens (at start-up, like expired sessions). */
export async function deleteExpiredUserTokens(em: EntityManager): Promise<number> {
  return em.nativeDelete(UserTokenSchema, { expires: { $lte: toStoredDate() } });
}
