/**
 * The session cookie: httpOnly, SameSite=Lax, holds a random token, never data. Secure whenever the
 * portal is reached over HTTPS: the request itself is encrypted, or (behind a proxy that ends TLS,
 * whose X-Forwarded-Proto is trusted only with TRUST_PROXY=1) the configured public URL is https.
 */
import type { Context } from 'koa';
import type { ServerSettings } from '../di/tokens.ts';
import { isHttps } from '../http/security-headers.ts';

export const SESSION_COOKIE = 'configurator_session';
export const SESSION_DAYS = 30;

export class SessionCookie {
  constructor(
    private readonly ctx: Context,
    private readonly settings: ServerSettings,
  ) {}

  read(): string | undefined {
    return this.ctx.cookies.get(SESSION_COOKIE) || undefined;
  }

  write(token: string): void {
    this.set(token, SESSION_DAYS * 24 * 60 * 60 * 1000);
  }

  clear(): void {
    this.set('', 0);
  }

  private set(value: string, maxAge: number): void {
    const secure = this.ctx.secure || isHttps(this.settings);
    // The proxy's hop to us may be plain HTTP; the browser's connection is not (the public URL is https).
    if (secure) this.ctx.cookies.secure = true;
    this.ctx.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge, overwrite: true });
  }
}
