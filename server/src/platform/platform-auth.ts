/**
 * Platform operators' own sign-in and sessions: a separate cookie and table, so an organisation's
 * session never opens the console and an operator needs no organisation. A signed-in organisation
 * user who is not an operator gets 403; nobody signed in gets 401.
 */
import { inject, injectable } from 'tsyringe';
import type { Context } from 'koa';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages, toStoredDate } from '@configurator/core';
import { Tokens, type ServerSettings } from '../di/tokens.ts';
import { PlatformOperatorSchema, PlatformSessionSchema, UserSchema, type User } from '../db/entities/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { isHttps } from '../http/security-headers.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';

export const PLATFORM_COOKIE = 'platform_session';
/** Operators' sessions are short: the console changes every organisation. */
export const PLATFORM_SESSION_HOURS = 12;

export const platformMessages = {
  operatorsOnly: 'Only platform operators can use the platform console.',
} as const;

export interface Operator {
  sessionId: string;
  user: User;
}

@injectable()
export class PlatformAuth {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
  ) {}

  async operatorFor(ctx: Context): Promise<Operator | null> {
    const token = ctx.cookies.get(PLATFORM_COOKIE);
    if (!token) return null;
    const session = await this.em.findOne(PlatformSessionSchema, { id: hashToken(token) });
    if (!session || session.expires < toStoredDate()) return null;
    if (!(await this.isOperator(session.userId))) return null;
    const user = await this.em.findOneOrFail(UserSchema, { id: session.userId });
    return { sessionId: session.id, user };
  }

  /** The operator, or 403 for a signed-in organisation user, or 401 for nobody. */
  async require(ctx: Context, viewer: Viewer | null): Promise<Operator> {
    const operator = await this.operatorFor(ctx);
    if (operator) return operator;
    if (viewer) throw forbidden(platformMessages.operatorsOnly);
    throw unauthorized();
  }

  isOperator(userId: number): Promise<boolean> {
    return this.em.count(PlatformOperatorSchema, { userId }).then((n) => n > 0);
  }

  async signIn(ctx: Context, email: string, password: string): Promise<User> {
    const user = await this.em.findOne(UserSchema, { email: email.toLowerCase() });
    const ok = await verifyPassword(password, user?.passwordHash);
    // Same answer for a wrong password and for a user who is not an operator: the console reveals no accounts.
    if (!user || !ok || !(await this.isOperator(user.id))) throw unauthorized(messages.signInFailed);
    const token = newToken();
    const expires = new Date(Date.now() + PLATFORM_SESSION_HOURS * 60 * 60 * 1000);
    this.em.create(PlatformSessionSchema, { id: hashToken(token), userId: user.id, expires: toStoredDate(expires) });
    await this.em.flush();
    this.writeCookie(ctx, token, PLATFORM_SESSION_HOURS * 60 * 60 * 1000);
    return user;
  }

  async signOut(ctx: Context): Promise<void> {
    const token = ctx.cookies.get(PLATFORM_COOKIE);
    if (token) await this.em.nativeDelete(PlatformSessionSchema, { id: hashToken(token) });
    this.writeCookie(ctx, '', 0);
  }

  private writeCookie(ctx: Context, value: string, maxAge: number): void {
    const secure = ctx.secure || isHttps(this.settings);
    if (secure) ctx.cookies.secure = true;
    ctx.cookies.set(PLATFORM_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge, overwrite: true });
  }
}
