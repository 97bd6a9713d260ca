/**
 * Remembers, per browser, the guest a share link made: a random key (stored only hashed) so a second
 * visit by the same browser signs that guest in again instead of creating another user.
 */
import type { Context } from 'koa';
import { newToken } from './tokens.ts';

export const SHARE_GUEST_COOKIE = 'configurator_share_guest';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export class ShareGuestCookie {
  constructor(private readonly ctx: Context) {}

  read(): string | undefined {
    return this.ctx.cookies.get(SHARE_GUEST_COOKIE) || undefined;
  }

  /** The browser's key, made and set on first use. */
  readOrCreate(): string {
    const existing = this.read();
    if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
    const key = newToken();
    this.ctx.cookies.set(SHARE_GUEST_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.secure,
      path: '/',
      maxAge: ONE_YEAR_MS,
      overwrite: true,
    });
    return key;
  }
}
