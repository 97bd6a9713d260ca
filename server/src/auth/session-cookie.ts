/** The session cookie: httpOnly, SameSite=Lax, Secure on HTTPS; holds a random token, never data. */
import type { Context } from 'koa';

export const SESSION_COOKIE = 'configurator_session';
export const SESSION_DAYS = 30;

export class SessionCookie {
  constructor(private readonly ctx: Context) {}

  read(): string | undefined {
    return this.ctx.cookies.get(SESSION_COOKIE) || undefined;
  }

  write(token: string): void {
    this.ctx.cookies.set(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.secure,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
      overwrite: true,
    });
  }

  clear(): void {
    this.ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, overwrite: true });
  }
}
